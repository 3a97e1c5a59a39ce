// A win's light and life on the board, in the game's own world: a sheen of light sweeps once across
// the board's glass, and as the wave of division passes each of the winner's cells, small new cells
// bud off it and rise through the glass like bubbles, swelling and fading. Both are the ending's
// flourishes (move-flourish.ts): a tap on, a pause or a new game ends them where they stand. Never
// under reduced motion (the ending then shows no celebration at all).

import type Phaser from 'phaser';
import { patternName } from '../engine/index.ts';
import { noteFlourish } from './move-flourish.ts';
import type { PaletteName } from './palette.ts';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How many cells bud off each winner's cell, and the most for a whole board (a phone's frame rate). */
const BUDS_EACH = 2;
export const MOST_BUDS = 44;

/** The budding cells of a win: for each of `cells` (its centre and when the wave reaches it), where buds start and end. */
export function budPaths(
  cells: readonly { x: number; y: number; delay: number }[],
  size: number,
  random: () => number,
): { from: { x: number; y: number }; to: { x: number; y: number }; delay: number; ms: number }[] {
  const each = Math.max(1, Math.min(BUDS_EACH, Math.floor(MOST_BUDS / Math.max(1, cells.length))));
  const paths = [];
  for (const c of cells)
    for (let k = 0; k < each; k++) {
      const side = k % 2 === 0 ? -1 : 1;
      const from = { x: c.x + side * size * (0.12 + 0.15 * random()), y: c.y - size * 0.1 };
      const rise = size * (0.7 + 0.6 * random());
      paths.push({
        from,
        to: { x: from.x + side * size * (0.1 + 0.25 * random()), y: from.y - rise },
        delay: c.delay + 120 + 140 * k + 80 * random(),
        ms: 900 + 500 * random(),
      });
    }
  return paths;
}

/** Buds the winner's cells: small whole cells of `palette` rising off each, over the board. */
export function budCells(
  scene: Phaser.Scene,
  cells: readonly { x: number; y: number; delay: number }[],
  size: number,
  palette: PaletteName,
): void {
  for (const path of budPaths(cells, size, Math.random)) {
    const bud = scene.add
      .image(path.from.x, path.from.y, 'cells', `${palette}/${patternName(Math.random() < 0.6 ? 0 : 1)}`)
      .setDisplaySize(size * 0.3, size * 0.3)
      .setDepth(842)
      .setAlpha(0);
    const scale = bud.scaleX;
    const done = noteFlourish(scene, 'ending', bud);
    scene.tweens.add({
      targets: bud,
      x: path.to.x,
      y: path.to.y,
      angle: (Math.random() - 0.5) * 90,
      scale: { from: scale * 0.4, to: scale * 1.5 },
      delay: path.delay,
      duration: path.ms,
      ease: 'Sine.easeOut',
      onUpdate: (tween) => bud.setAlpha(0.95 * Math.sin(Math.PI * tween.progress)),
      onComplete: done,
    });
  }
}

/**
 * A sheen of light across the board's squares, once, from the top left to the bottom right, kept
 * to the squares at `centres`, so a round petri dish or a triangle is lit in its own shape, not its
 * bounding box; `ms` is the sweep's time, after `delay`.
 */
export function sweepLight(
  scene: Phaser.Scene,
  box: Box,
  size: number,
  delay: number,
  ms: number,
  centres: readonly { x: number; y: number }[],
): void {
  const width = Math.ceil(box.right - box.left);
  const height = Math.ceil(box.bottom - box.top);
  if (width <= 0 || height <= 0) return;
  const key = 'win-sheen';
  if (scene.textures.exists(key)) scene.textures.remove(key);
  const texture = scene.textures.createCanvas(key, width, height);
  if (!texture) return;
  const ctx = texture.context;
  const radius = size * 0.2;
  const band = Math.max(width, height) * 0.28;
  const draw = (t: number) => {
    ctx.clearRect(0, 0, width, height);
    ctx.save();
    ctx.beginPath();
    // Each square's rounded box (a browser without roundRect, Safari before 16: its square box).
    for (const c of centres) {
      const [x, y] = [c.x - box.left - size / 2, c.y - box.top - size / 2];
      if (typeof ctx.roundRect === 'function') ctx.roundRect(x, y, size, size, radius);
      else ctx.rect(x, y, size, size);
    }
    ctx.clip();
    // The band runs at 45°: its centre moves along the diagonal from before the corner to past the other.
    const reach = width + height;
    const at = -band + (reach + 2 * band) * t;
    const g = ctx.createLinearGradient(at - band, 0, at + band, 0);
    g.addColorStop(0, 'rgba(255,255,255,0)');
    g.addColorStop(0.45, 'rgba(255,255,240,0.22)');
    g.addColorStop(0.5, 'rgba(255,255,240,0.42)');
    g.addColorStop(0.55, 'rgba(255,255,240,0.22)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.setTransform(1, 0, 1, 1, -height, 0);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, reach + band * 2, height);
    ctx.restore();
    texture.refresh();
  };
  draw(0);
  const sheen = scene.add.image(box.left, box.top, key).setOrigin(0, 0).setDepth(841);
  const done = noteFlourish(scene, 'ending', sheen);
  const at = { t: 0 };
  scene.tweens.add({
    targets: at,
    t: 1,
    delay,
    duration: ms,
    ease: 'Sine.easeInOut',
    onUpdate: () => {
      if (sheen.active) draw(at.t);
    },
    onComplete: done,
  });
}
