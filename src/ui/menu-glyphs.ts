// The menu's small places' icons, drawn as white strokes on their glass buttons: a list of games,
// a question mark, a board being built, a gear; and the tick of today's puzzle solved. Drawn in the unit square
// and scaled to `size`, so they are sharp at any pixel ratio without a texture of their own.

import type Phaser from 'phaser';

export type GlyphName = 'games' | 'help' | 'build' | 'solved' | 'settings';

type Pen = {
  g: Phaser.GameObjects.Graphics;
  at: (x: number, y: number) => [number, number];
  s: number;
};

const line = (p: Pen, x0: number, y0: number, x1: number, y1: number) => {
  p.g.lineBetween(...p.at(x0, y0), ...p.at(x1, y1));
};

const GLYPHS: Record<GlyphName, (p: Pen) => void> = {
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

/** Draws glyph `name`, `size` game pixels square, centred on (x, y). */
export function addGlyph(
  scene: Phaser.Scene,
  name: GlyphName,
  x: number,
  y: number,
  size: number,
): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  const left = x - size / 2;
  const top = y - size / 2;
  g.lineStyle(Math.max(1.5, size * 0.09), 0xffffff, 0.92);
  g.fillStyle(0xffffff, 0.92);
  GLYPHS[name]({ g, s: size, at: (ux, uy) => [left + ux * size, top + uy * size] });
  return g;
}
