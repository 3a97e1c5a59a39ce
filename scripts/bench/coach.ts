// The coach: the perfect-play overlay at its reach (target about half a second, as the worker
// makes it when the toggle is on) and one move before it, from 7 square:6 endgames and square:4's
// empty board, and a hint at the expert's budget mid-game.

import { parseLayout, Position } from '../../src/engine/index.ts';
import { ExactSearch } from '../../src/ai/expert/exact.ts';
import { coachHint } from '../../src/ai/coach/hint.ts';
import { OVERLAY_REACH, perfectOverlay } from '../../src/ai/coach/overlay.ts';
import { exactMoveValues } from '../../src/ai/coach/move-values.ts';
import { rootMoveClasses } from '../../src/ai/expert/root-moves.ts';
import { cpuMs, median, report } from './measure.ts';
import { positionAfter } from './mid-game.ts';

/** Milliseconds (wall and CPU) of one overlay, with a fresh search of the worker's table size (the first overlay of a game). */
function overlayTime(position: Position): { wall: number; cpu: number } {
  const started = performance.now();
  const cpuStarted = cpuMs();
  const overlay = perfectOverlay(position, new ExactSearch(20));
  if (!overlay.available) throw new Error(overlay.reason);
  return { wall: performance.now() - started, cpu: cpuMs() - cpuStarted };
}

/** The same work past the overlay's reach, where it is not offered: every square's exact value. */
function beyondReachTime(position: Position): number {
  const started = performance.now();
  exactMoveValues(
    position,
    new ExactSearch(20),
    rootMoveClasses(position).map((squares) => squares[0]!),
  );
  return performance.now() - started;
}

export async function benchCoach(): Promise<boolean> {
  console.log('coach');
  const endgames = Array.from({ length: 7 }, (_, i) => positionAfter('square:6', 36 - OVERLAY_REACH, i + 1));
  overlayTime(endgames[0]!); // warm-up, so the JIT has compiled the search
  const times = endgames.map(overlayTime);
  const before = Array.from({ length: 7 }, (_, i) =>
    positionAfter('square:6', 35 - OVERLAY_REACH, i + 1),
  ).map(beyondReachTime);
  const square4 = overlayTime(new Position(parseLayout('square:4')));
  const hints = Array.from({ length: 5 }, (_, i) => positionAfter('square:6', 12 + i, i + 11)).map(
    (position) => {
      const started = performance.now();
      coachHint(position);
      return performance.now() - started;
    },
  );
  return report([
    {
      name: `overlay at ${OVERLAY_REACH} moves left, square:6 (7): median`,
      value: median(times.map((t) => t.wall)),
      unit: 'ms',
      target: { below: 500 },
    },
    { name: '  CPU time: median', value: median(times.map((t) => t.cpu)), unit: 'ms' },
    { name: '  slowest of the 7', value: Math.max(...times.map((t) => t.wall)), unit: 'ms' },
    { name: `  one move earlier (${OVERLAY_REACH + 1} left): median`, value: median(before), unit: 'ms' },
    { name: '  square:4, empty board', value: square4.wall, unit: 'ms' },
    { name: 'hint mid-game, square:6 (5): median', value: median(hints), unit: 'ms' },
  ]);
}
