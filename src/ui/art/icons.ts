// UI icons: a glossy button body shaded like a lone cell, with a white glyph drawn from paths.
// Pure Canvas 2D; the bake puts them in the art atlas as `icon/<name>`.
import { cellOutlines, SQUARE_CELL } from './cell-pieces.ts';
import { shadePiece, type Placement } from './shading.ts';
import type { Rgb } from './colour-vision.ts';

export const ICON_NAMES = [
  'play',
  'undo',
  'restart',
  'menu',
  'sound-on',
  'sound-high',
  'sound-low',
  'sound-off',
  'fullscreen',
  'settings',
  'info',
  'close',
  'share',
  'hint',
  'overlay',
  'zoom-in',
  'zoom-out',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** The buttons' colour: a neutral slate blue that is no player's palette. */
export const ICON_RGB: Rgb = [74, 128, 168];

type Glyph = (ctx: CanvasRenderingContext2D) => void;

// Glyphs are drawn in the unit square (0.5, 0.5 is the middle), stroked with round ends.
const GLYPHS: Record<IconName, Glyph> = {
  play: (ctx) => {
    poly(ctx, [
      [0.4, 0.3],
      [0.72, 0.5],
      [0.4, 0.7],
    ]);
    ctx.fill();
    ctx.stroke();
  },
  undo: (ctx) => {
    ctx.beginPath();
    ctx.arc(0.52, 0.56, 0.18, Math.PI * 1.05, Math.PI * 2.55);
    ctx.stroke();
    poly(ctx, [
      [0.22, 0.5],
      [0.37, 0.36],
      [0.43, 0.56],
    ]);
    ctx.fill();
    ctx.stroke();
  },
  restart: (ctx) => {
    ctx.beginPath();
    ctx.arc(0.5, 0.52, 0.2, Math.PI * 1.6, Math.PI * 3.3);
    ctx.stroke();
    poly(ctx, [
      [0.5, 0.22],
      [0.66, 0.3],
      [0.54, 0.43],
    ]);
    ctx.fill();
    ctx.stroke();
  },
  menu: (ctx) => {
    for (const y of [0.34, 0.5, 0.66]) line(ctx, 0.3, y, 0.7, y);
  },
  'sound-on': (ctx) => {
    speaker(ctx);
    ctx.beginPath();
    ctx.arc(0.5, 0.5, 0.1, -Math.PI / 4, Math.PI / 4);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(0.5, 0.5, 0.2, -Math.PI / 4, Math.PI / 4);
    ctx.stroke();
  },
  // The volume's steps: three waves high, two (sound-on) medium, one low, a cross off.
  'sound-high': (ctx) => {
    speaker(ctx);
    for (const r of [0.1, 0.18, 0.26]) {
      ctx.beginPath();
      ctx.arc(0.5, 0.5, r, -Math.PI / 4, Math.PI / 4);
      ctx.stroke();
    }
  },
  'sound-low': (ctx) => {
    speaker(ctx);
    ctx.beginPath();
    ctx.arc(0.5, 0.5, 0.1, -Math.PI / 4, Math.PI / 4);
    ctx.stroke();
  },
  'sound-off': (ctx) => {
    speaker(ctx);
    line(ctx, 0.58, 0.42, 0.72, 0.58);
    line(ctx, 0.58, 0.58, 0.72, 0.42);
  },
  fullscreen: (ctx) => {
    const a = 0.29;
    const b = 0.71;
    const l = 0.13;
    poly(
      ctx,
      [
        [a, a + l],
        [a, a],
        [a + l, a],
      ],
      false,
    );
    ctx.stroke();
    poly(
      ctx,
      [
        [b - l, a],
        [b, a],
        [b, a + l],
      ],
      false,
    );
    ctx.stroke();
    poly(
      ctx,
      [
        [b, b - l],
        [b, b],
        [b - l, b],
      ],
      false,
    );
    ctx.stroke();
    poly(
      ctx,
      [
        [a + l, b],
        [a, b],
        [a, b - l],
      ],
      false,
    );
    ctx.stroke();
  },
  settings: (ctx) => {
    // A gear: eight teeth around a ring.
    const pts: [number, number][] = [];
    for (let i = 0; i < 32; i++) {
      const a = (i / 32) * 2 * Math.PI;
      const r = i % 4 < 2 ? 0.22 : 0.16;
      pts.push([0.5 + r * Math.cos(a + Math.PI / 16), 0.5 + r * Math.sin(a + Math.PI / 16)]);
    }
    poly(ctx, pts);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(0.5, 0.5, 0.06, 0, 2 * Math.PI);
    ctx.stroke();
  },
  info: (ctx) => {
    ctx.beginPath();
    ctx.arc(0.5, 0.31, 0.045, 0, 2 * Math.PI);
    ctx.fill();
    line(ctx, 0.5, 0.45, 0.5, 0.7);
  },
  close: (ctx) => {
    line(ctx, 0.34, 0.34, 0.66, 0.66);
    line(ctx, 0.34, 0.66, 0.66, 0.34);
  },
  share: (ctx) => {
    // A link: two chain loops across the diagonal.
    for (const [x, y] of [
      [0.41, 0.59],
      [0.59, 0.41],
    ] as const) {
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(-Math.PI / 4);
      ctx.beginPath();
      ctx.roundRect(-0.13, -0.075, 0.26, 0.15, 0.075);
      ctx.stroke();
      ctx.restore();
    }
  },
  hint: (ctx) => {
    // A light bulb: the glass, its neck and two lines of the base.
    ctx.beginPath();
    ctx.arc(0.5, 0.43, 0.15, Math.PI * 0.78, Math.PI * 2.22);
    ctx.stroke();
    line(ctx, 0.43, 0.6, 0.57, 0.6);
    line(ctx, 0.45, 0.68, 0.55, 0.68);
  },
  overlay: (ctx) => {
    // Four squares of a board, the best one marked with a dot.
    for (const [x, y] of [
      [0.3, 0.3],
      [0.52, 0.3],
      [0.3, 0.52],
      [0.52, 0.52],
    ] as const) {
      ctx.beginPath();
      ctx.roundRect(x, y, 0.18, 0.18, 0.04);
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.arc(0.61, 0.39, 0.045, 0, 2 * Math.PI);
    ctx.fill();
  },
  // A magnifier with a plus in its lens; its twin with a minus shows the whole board again.
  'zoom-in': (ctx) => {
    magnifier(ctx);
    line(ctx, 0.45, 0.37, 0.45, 0.53);
  },
  'zoom-out': (ctx) => magnifier(ctx),
};

/** A magnifier: its lens, its handle and the minus in the lens (the plus adds its upright). */
function magnifier(ctx: CanvasRenderingContext2D): void {
  ctx.beginPath();
  ctx.arc(0.45, 0.45, 0.17, 0, 2 * Math.PI);
  ctx.stroke();
  line(ctx, 0.58, 0.58, 0.72, 0.72);
  line(ctx, 0.37, 0.45, 0.53, 0.45);
}

function poly(
  ctx: CanvasRenderingContext2D,
  pts: readonly (readonly [number, number])[],
  close = true,
): void {
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  if (close) ctx.closePath();
}

function line(ctx: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number): void {
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  ctx.stroke();
}

function speaker(ctx: CanvasRenderingContext2D): void {
  poly(ctx, [
    [0.28, 0.43],
    [0.36, 0.43],
    [0.48, 0.32],
    [0.48, 0.68],
    [0.36, 0.57],
    [0.28, 0.57],
  ]);
  ctx.fill();
  ctx.stroke();
}

/** Draws icon `name` at `at`: the button body, then its glyph with a soft dark shadow. */
export function drawIcon(
  ctx: CanvasRenderingContext2D,
  name: IconName,
  at: Placement,
  rgb: Rgb = ICON_RGB,
): void {
  shadePiece(ctx, cellOutlines(SQUARE_CELL, 0)[0]!, rgb, at);
  for (const [dx, colour] of [
    [0.018, 'rgba(0,0,0,0.45)'],
    [0, '#fff'],
  ] as const) {
    ctx.save();
    ctx.translate(at.x + dx * at.size, at.y + dx * at.size);
    ctx.scale(at.size, at.size);
    ctx.lineWidth = 0.075;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    GLYPHS[name](ctx);
    ctx.restore();
  }
}
