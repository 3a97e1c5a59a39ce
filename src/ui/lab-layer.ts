// The lab behind every screen, as page elements under the game's transparent canvas (and under the
// underlay that holds the boards' vessels): the slide painted once per screen size, and the
// out-of-focus cells painted once each and drifted by the page's stylesheet (page.css), so WebGL
// never draws any of it and the drift costs the game no frame. Made once per page and kept across
// scene restarts. The drift stops for a player who asks for less motion (page.css) and at the tests'
// speed (main.ts marks the game's element `lab-still`).

import { LAB_CELLS, labCellBox } from './lab-cells.ts';
import { paintLabCell, paintSlide } from './lab-paint.ts';

const ID = 'cell-division-lab';

/** Lays the lab under `parent`'s game (at `dpr` device pixels per CSS px), or resizes it; idempotent. */
export function showLab(parent: HTMLElement, dpr: number): void {
  let lab = document.getElementById(ID);
  if (!lab) {
    lab = document.createElement('div');
    lab.id = ID;
    lab.setAttribute('aria-hidden', 'true');
    lab.appendChild(document.createElement('canvas')).className = 'lab-slide';
    for (const c of LAB_CELLS) {
      const cell = lab.appendChild(document.createElement('canvas'));
      cell.className = 'lab-cell';
      cell.style.opacity = c.alpha.toFixed(3);
      cell.style.animationDuration = `${c.seconds}s`;
      cell.style.animationDelay = `${(-c.phase * c.seconds).toFixed(1)}s`;
      cell.style.setProperty('--lab-turn', `${c.turn}deg`);
    }
    parent.insertBefore(lab, parent.firstChild);
    const lay = () => layOut(lab!, dpr);
    addEventListener('resize', lay);
  }
  layOut(lab, dpr);
}

/** Whether the lab is laid under the game (so a scene need not paint a backdrop of its own). */
export function labShown(): boolean {
  return document.getElementById(ID) !== null;
}

function layOut(lab: HTMLElement, dpr: number): void {
  const width = lab.clientWidth;
  const height = lab.clientHeight;
  if (width === 0 || height === 0) return;
  const slide = lab.querySelector<HTMLCanvasElement>('.lab-slide')!;
  const w = Math.round(width * dpr);
  const h = Math.round(height * dpr);
  if (slide.width !== w || slide.height !== h) {
    slide.width = w;
    slide.height = h;
    paintSlide(slide.getContext('2d')!, w, h, dpr);
  }
  const cells = lab.querySelectorAll<HTMLCanvasElement>('.lab-cell');
  LAB_CELLS.forEach((c, i) => {
    const el = cells[i]!;
    const box = labCellBox(c, width, height);
    const side = Math.max(8, Math.round(box.side * Math.min(dpr, 2)));
    el.style.left = `${box.left}px`;
    el.style.top = `${box.top}px`;
    el.style.width = `${box.side}px`;
    el.style.height = `${box.side}px`;
    const short = Math.min(width, height);
    el.style.setProperty('--lab-dx', `${(c.dx * short).toFixed(1)}px`);
    el.style.setProperty('--lab-dy', `${(c.dy * short).toFixed(1)}px`);
    if (el.width !== side) {
      el.width = side;
      el.height = side;
      paintLabCell(el.getContext('2d')!, side, c.colour);
    }
  });
}
