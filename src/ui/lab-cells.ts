// The cells drifting far out of focus behind every screen (the lab, tokens.ts LAB): where each
// stands, how large, in which colour, and how it drifts, as fractions of the screen so every shape
// gets the same picture. Fixed, not random: the same lab on every visit. Phaser-free.

import { LAB } from './tokens.ts';

export interface LabCell {
  /** Its centre, as fractions of the screen's width and height. */
  x: number;
  y: number;
  /** Its side, as a fraction of the screen's shorter side. */
  size: number;
  colour: number;
  /** Its opacity (at most LAB.cellAlpha). */
  alpha: number;
  /** How far it drifts, as fractions of the screen's shorter side, and how far it turns, in degrees. */
  dx: number;
  dy: number;
  turn: number;
  /** One way of its drift takes this long (then it drifts back), and starts this far into it. */
  seconds: number;
  phase: number;
}

const [green, blue, fuchsia, red, mint] = LAB.cells;

export const LAB_CELLS: readonly LabCell[] = [
  {
    x: 0.1,
    y: 0.14,
    size: 0.34,
    colour: green,
    alpha: 1,
    dx: 0.06,
    dy: 0.05,
    turn: 14,
    seconds: 47,
    phase: 0.2,
  },
  {
    x: 0.9,
    y: 0.2,
    size: 0.24,
    colour: blue,
    alpha: 0.9,
    dx: -0.05,
    dy: 0.07,
    turn: -12,
    seconds: 53,
    phase: 0.6,
  },
  {
    x: 0.82,
    y: 0.72,
    size: 0.4,
    colour: mint,
    alpha: 0.7,
    dx: -0.07,
    dy: -0.04,
    turn: 9,
    seconds: 61,
    phase: 0.1,
  },
  {
    x: 0.16,
    y: 0.8,
    size: 0.26,
    colour: fuchsia,
    alpha: 0.75,
    dx: 0.05,
    dy: -0.06,
    turn: -16,
    seconds: 43,
    phase: 0.45,
  },
  {
    x: 0.52,
    y: 0.05,
    size: 0.16,
    colour: red,
    alpha: 0.6,
    dx: 0.04,
    dy: 0.04,
    turn: 20,
    seconds: 37,
    phase: 0.8,
  },
  {
    x: 0.46,
    y: 0.97,
    size: 0.2,
    colour: blue,
    alpha: 0.65,
    dx: -0.05,
    dy: -0.03,
    turn: 11,
    seconds: 57,
    phase: 0.3,
  },
].map((c) => ({ ...c, alpha: c.alpha * LAB.cellAlpha }));

/** A cell's box on a screen `width` × `height` (any unit): its left, top and side. */
export function labCellBox(
  c: LabCell,
  width: number,
  height: number,
): { left: number; top: number; side: number } {
  const side = c.size * Math.min(width, height);
  return { left: c.x * width - side / 2, top: c.y * height - side / 2, side };
}
