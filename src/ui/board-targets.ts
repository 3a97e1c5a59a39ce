// Which square a press on the board means: the square under the finger (or, under gravity, where
// its column's cell would land), the cell it presses, and the pointer as the press model reads it.

import type Phaser from 'phaser';
import type { Position } from '../engine/index.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { fullColumnTop } from './refused-tap.ts';
import type { PressPointer } from '../screens/game/press.ts';
import type { QuickAimTipPorts } from '../screens/game/zoom-control.ts';
import { edgeBand, tapWellInside } from '../screens/game/tap-inside.ts';
import { pixelRatio } from './screen.ts';

/** A pointer as the presses read it, at its point on the board (`at`: zoomed, the board's point under it). */
export const pointerOf = (p: Phaser.Input.Pointer, at: { x: number; y: number } = p): PressPointer => ({
  id: p.id,
  x: at.x,
  y: at.y,
  touch: p.wasTouch,
  downTime: p.downTime,
  upTime: p.isDown ? undefined : p.upTime,
});

/** The square a tap at (x, y) would play: the square itself, or the column's landing square. Else −1. */
export function targetAt(p: Position, fit: BoardGeometryFit, x: number, y: number): number {
  if (p.layout.gravity) {
    if (!fit.contains(x, y)) return -1;
    const c = fit.columnAt(x);
    return c < 0 ? -1 : p.landingSquare(c);
  }
  const s = fit.squareAt(x, y);
  return s >= 0 && p.isLegal(s) ? s : -1;
}

/** Whether a tap at (x, y) lies well inside `square` as the board is drawn (tap-inside.ts): a quick tap there places. */
export function wellInside(
  p: Position,
  fit: BoardGeometryFit,
  x: number,
  y: number,
  square: number,
): boolean {
  const band = edgeBand(p.layout.grid, fit.square, pixelRatio());
  return tapWellInside({ x, y }, square, band, (tx, ty) => targetAt(p, fit, tx, ty));
}

/** The square under (x, y) when it holds a cell; under gravity, where a tap picks a column, a full column's top cell. Else −1. */
export function takenAt(p: Position, fit: BoardGeometryFit, x: number, y: number): number {
  if (p.layout.gravity) return fullColumnTop(p, fit.contains(x, y) ? fit.columnAt(x) : -1);
  const s = fit.squareAt(x, y);
  return s >= 0 && p.owner[s] !== 0 ? s : -1;
}

/** A tip told once in a view's life: where no settings keep it. */
export function onceTip(): QuickAimTipPorts {
  let told = false;
  return { told: () => told, tell: () => void (told = true) };
}
