// The charts' move numbers under the x axis, so "led by 3 after move 5" can be found: the first
// move, the last, and round numbers between (every 2, 5, 10, … moves, as room allows), in the
// axis numbers' style. Both charts place them where they plot that move.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { THEME, textStyle } from './theme.ts';

/** A move the chart plots, and the x it plots it at. */
export interface MoveMark { move: number; x: number }
/** A move number as drawn, for the automation hook. */
export interface DrawnMove { move: number; box: Rect; font: number }

const ROUND = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500];

/**
 * The moves to number, from `marks` (in order, move 0 the start, never numbered): the first and
 * the last, then the multiples of the smallest round step whose numbers stand `apart` or more,
 * each kept only where it stands `apart` from those kept before it.
 */
export function moveTicks(marks: readonly MoveMark[], apart: number): MoveMark[] {
  const played = marks.filter((m) => m.move >= 1);
  if (played.length === 0) return [];
  const first = played[0]!;
  const last = played.at(-1)!;
  const perMove = last.move > first.move ? Math.abs(last.x - first.x) / (last.move - first.move) : Infinity;
  const step = ROUND.find((s) => s * perMove >= apart) ?? ROUND.at(-1)!;
  const wanted = [first, last, ...played.filter((m) => m.move % step === 0)];
  const kept: MoveMark[] = [];
  for (const m of wanted) {
    if (kept.every((k) => k.move !== m.move && Math.abs(k.x - m.x) >= apart)) kept.push(m);
  }
  return kept.sort((a, b) => a.move - b.move);
}

/** The numbers of `marks`' moves under `plot`, as many as stand apart; returns them as drawn. */
export function drawMoveNumbers(scene: Phaser.Scene, plot: Rect, marks: readonly MoveMark[], u: number): DrawnMove[] {
  const style = textStyle(12 * u, THEME.textDim);
  const probe = scene.add.text(0, 0, String(Math.max(0, ...marks.map((m) => m.move))), style).setVisible(false);
  const apart = probe.width + 10 * u;
  probe.destroy();
  return moveTicks(marks, apart).map((m) => {
    const t = scene.add.text(m.x, plot.y + plot.height + 3 * u, String(m.move), style).setOrigin(0.5, 0);
    return { move: m.move, box: { x: t.x - t.width / 2, y: t.y, width: t.width, height: t.height }, font: parseFloat(String(t.style.fontSize)) };
  });
}
