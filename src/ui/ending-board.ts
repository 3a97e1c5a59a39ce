// The board's part of a game's ending (screens/results/ending.ts decides which): a win's cells
// divide across the board, ring after ring outward from the last move, with the win's sound; a
// draw's or a loss's cells glow once, together, quietly. Nothing under reduced motion.

import type Phaser from 'phaser';
import type { Position } from '../engine/index.ts';
import type { MatchResult } from '../game/events.ts';
import { celebrationDelays, type EndingPlan } from '../screens/results/ending.ts';
import { endingOf } from '../screens/results/results-model.ts';
import { reducedMotion } from './motion.ts';
import { pulse } from './move-flourish.ts';
import { paletteHex, type PaletteName } from './palette.ts';

export interface EndingBoard {
  position: Position;
  view: { centre(square: number): { x: number; y: number }; fit: { square: number } };
  palettes: readonly [PaletteName, PaletteName];
}

/** The board's part of `result`'s ending, with a win's sound; returns how long it lasts (the results wait that long). */
export function playEnding(
  scene: Phaser.Scene,
  result: MatchResult,
  board: EndingBoard,
  sounds: { play(name: 'win'): void },
): number {
  const plan = endingOf(result, reducedMotion());
  if (plan.board === 'divide') sounds.play('win');
  return playOnBoard(scene, plan, board, result.winner);
}

function playOnBoard(scene: Phaser.Scene, plan: EndingPlan, board: EndingBoard, winner: 0 | 1 | 2): number {
  const step = plan.steps[0]!;
  const centre = (s: number) => board.view.centre(s);
  const size = board.view.fit.square;
  if (plan.board === 'none') return step.ms;
  const p = board.position;
  const squares: number[] = [];
  // The players' cells (a stem square is filled and no player's).
  for (let s = 0; s < p.layout.size; s++) if (p.owner[s] === 1 || p.owner[s] === 2) squares.push(s);
  const centres = squares.map((s) => centre(s));
  const colourOf = (s: number) => paletteHex(board.palettes[p.owner[s]! - 1]!);
  if (plan.board === 'glow') {
    squares.forEach((s, i) => pulse(scene, centres[i]!, size, colourOf(s), step.ms * 0.9));
    return step.ms;
  }
  // A win: the winner's cells divide in waves outward from the last move, twice.
  const last = p.lastMove();
  const from = last >= 0 ? centre(last) : (centres[0] ?? { x: 0, y: 0 });
  const span = step.ms * 0.45;
  const delays = celebrationDelays(centres, from, size, span);
  squares.forEach((s, i) => {
    if (winner !== 0 && p.owner[s] !== winner) return;
    for (const wave of [0, step.ms * 0.45])
      scene.time.delayedCall(delays[i]! + wave, () => {
        pulse(scene, centres[i]!, size, colourOf(s), 520);
        pulse(scene, centres[i]!, size * 0.6, 0xffffff, 380);
      });
  });
  return step.ms;
}
