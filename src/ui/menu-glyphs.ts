// The menu's small places' icons, drawn as white strokes on their glass buttons: a list of games,
// a question mark, a board being built, a gear; and the tick of today's puzzle solved. Drawn in the unit square
// and scaled to `size`, so they are sharp at any pixel ratio without a texture of their own.

import type Phaser from 'phaser';

export type GlyphName = 'games' | 'help' | 'build' | 'solved' | 'settings' | 'ladder' | 'puzzle';

type Pen = {
  g: Phaser.GameObjects.Graphics;
  at: (x: number, y: number) => [number, number];
  s: number;
};

const line = (p: Pen, x0: number, y0: number, x1: number, y1: number) => {
  p.g.lineBetween(...p.at(x0, y0), ...p.at(x1, y1));
};

const GLYPHS: Record<GlyphName, (p: Pen) => void> = {
  ladder: (p) => {
    // Three steps rising to the right, a star over the top one.
    p.g.beginPath();
    p.g.moveTo(...p.at(0.06, 0.9));
    for (const [x, y] of [
      [0.06, 0.72],
      [0.34, 0.72],
      [0.34, 0.52],
      [0.62, 0.52],
      [0.62, 0.32],
      [0.94, 0.32],
      [0.94, 0.9],
    ] as const)
      p.g.lineTo(...p.at(x, y));
    p.g.closePath();
    p.g.strokePath();
    const points = Array.from({ length: 10 }, (_, i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 === 0 ? 0.15 : 0.065;
      return p.at(0.78 + r * Math.cos(a), 0.13 + r * Math.sin(a));
    });
    p.g.beginPath();
    points.forEach(([x, y], i) => (i === 0 ? p.g.moveTo(x, y) : p.g.lineTo(x, y)));
    p.g.closePath();
    p.g.fillPath();
  },
  puzzle: (p) => {
    // A day on the calendar: its page, two rings at the top, a tick in the middle.
    const [x, y] = p.at(0.08, 0.16);
    p.g.strokeRoundedRect(x, y, 0.84 * p.s, 0.76 * p.s, 0.12 * p.s);
    line(p, 0.08, 0.38, 0.92, 0.38);
    line(p, 0.3, 0.06, 0.3, 0.24);
    line(p, 0.7, 0.06, 0.7, 0.24);
    p.g.beginPath();
    p.g.moveTo(...p.at(0.32, 0.62));
    p.g.lineTo(...p.at(0.46, 0.76));
    p.g.lineTo(...p.at(0.7, 0.5));
    p.g.strokePath();
  },
  games: (p) => {
    // Three kept games: a small board beside each line.
    for (const y of [0.22, 0.5, 0.78]) {
      const [x, top] = p.at(0.1, y - 0.09);
      p.g.strokeRoundedRect(x, top, 0.18 * p.s, 0.18 * p.s, 0.04 * p.s);
      line(p, 0.4, y, 0.9, y);
    }
  },
  help: (p) => {
    const [cx, cy] = p.at(0.5, 0.5);
    p.g.strokeCircle(cx, cy, 0.42 * p.s);
    p.g.beginPath();
    p.g.arc(...p.at(0.5, 0.38), 0.14 * p.s, Math.PI * 1.05, Math.PI * 2.35);
    p.g.strokePath();
    line(p, 0.5, 0.53, 0.5, 0.6);
    p.g.fillCircle(...p.at(0.5, 0.74), 0.045 * p.s);
  },
  build: (p) => {
    // A two-by-two board with a plus at its corner.
    for (const [x, y] of [
      [0.08, 0.08],
      [0.4, 0.08],
      [0.08, 0.4],
    ] as const) {
      const [bx, by] = p.at(x, y);
      p.g.strokeRoundedRect(bx, by, 0.26 * p.s, 0.26 * p.s, 0.05 * p.s);
    }
    line(p, 0.72, 0.5, 0.72, 0.94);
    line(p, 0.5, 0.72, 0.94, 0.72);
  },
  solved: (p) => {
    const [x, y] = p.at(0.08, 0.08);
    p.g.strokeRoundedRect(x, y, 0.84 * p.s, 0.84 * p.s, 0.14 * p.s);
    p.g.beginPath();
    p.g.moveTo(...p.at(0.28, 0.52));
    p.g.lineTo(...p.at(0.44, 0.68));
    p.g.lineTo(...p.at(0.74, 0.34));
    p.g.strokePath();
  },
  settings: (p) => {
    // A gear: eight teeth around a ring.
    p.g.beginPath();
    for (let i = 0; i < 32; i++) {
      const a = (i / 32) * 2 * Math.PI + Math.PI / 16;
      const r = i % 4 < 2 ? 0.46 : 0.33;
      const [x, y] = p.at(0.5 + r * Math.cos(a), 0.5 + r * Math.sin(a));
      if (i === 0) p.g.moveTo(x, y);
      else p.g.lineTo(x, y);
    }
    p.g.closePath();
    p.g.strokePath();
    p.g.strokeCircle(...p.at(0.5, 0.5), 0.13 * p.s);
  },
};

/** Draws glyph `name`, `size` game pixels square, centred on (x, y), in white or `colour`. */
export function addGlyph(
  scene: Phaser.Scene,
  name: GlyphName,
  x: number,
  y: number,
  size: number,
  colour = 0xffffff,
): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  const left = x - size / 2;
  const top = y - size / 2;
  g.lineStyle(Math.max(1.5, size * 0.09), colour, 0.92);
  g.fillStyle(colour, 0.92);
  GLYPHS[name]({ g, s: size, at: (ux, uy) => [left + ux * size, top + uy * size] });
  return g;
}

/**
 * A card's badge: glyph `name` in the dark of the glass on a round glossy disc of `fill` (the
 * ladder's amber, the puzzle's violet), `size` across, centred on (x, y).
 */
export function addBadge(
  scene: Phaser.Scene,
  name: GlyphName,
  x: number,
  y: number,
  size: number,
  fill: number,
): void {
  const g = scene.add.graphics();
  const r = size / 2;
  g.fillStyle(0x000000, 0.3);
  g.fillCircle(x, y + r * 0.12, r);
  g.fillStyle(fill, 1);
  g.fillCircle(x, y, r);
  // Lit from above, as the cells: a lighter crown and a gloss at the top left.
  g.fillStyle(0xffffff, 0.16);
  g.fillEllipse(x, y - r * 0.38, r * 1.5, r * 0.95);
  g.fillStyle(0xffffff, 0.4);
  g.fillEllipse(x - r * 0.36, y - r * 0.5, r * 0.5, r * 0.28);
  addGlyph(scene, name, x, y + r * 0.04, size * 0.56, 0x0f2a31);
}
