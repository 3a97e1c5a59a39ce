// When each converted cell of a move turns over (CELLS.md: "a capture: the converted cells turn over
// in a wave from the surrounding move"). The cells turn ring by ring outwards from the arriving cell,
// one ring a step apart, so a large capture reads as one wave and still ends within about a second
// (the whole move, rings, wave and the cascade of divisions, within 2 s: move-beats.ts).
// The board's view animates these times; the board's model can count the score along them.

import type { Layout } from '../engine/index.ts';

/** One converted cell's turn: it starts `delay` ms after the arriving cell lands and lasts `duration`. */
export interface WaveTurn {
  square: number;
  /** Its ring: 1 for the cells touching the arriving cell, 2 for the next, … */
  ring: number;
  delay: number;
  duration: number;
}

export interface CaptureWave {
  turns: WaveTurn[];
  /** From the cell's landing to the last cell turned, in ms (0 when nothing turns). */
  total: number;
}

/** How long one cell takes to turn over at normal speed, in ms. */
export const TURN_MS = 320;
/** The time between two rings at normal speed, in ms, while the wave fits WAVE_SPREAD_MS. */
export const RING_STEP_MS = 130;
/** The most time between the first ring's start and the last's at normal speed, in ms. */
export const WAVE_SPREAD_MS = 700;

/**
 * The wave of `converted` (a move's converted squares) from `from` (the square its cell arrived
 * on), at animation speed `speed` (1 normal, 0 instant). A cell's ring is how many steps from
 * neighbour to neighbour (sections 3, 7 and 14) it lies from the arriving cell.
 */
export function captureWave(
  layout: Layout,
  from: number,
  converted: readonly number[],
  speed: number,
): CaptureWave {
  if (converted.length === 0) return { turns: [], total: 0 };
  const steps = stepsFrom(layout, from);
  const rings = converted.map((s) => Math.max(1, steps[s]! >= 0 ? steps[s]! : 1));
  const last = Math.max(...rings);
  const step = last > 1 ? Math.min(RING_STEP_MS, WAVE_SPREAD_MS / (last - 1)) : 0;
  const turns = converted
    .map((square, i) => ({
      square,
      ring: rings[i]!,
      delay: (rings[i]! - 1) * step * speed,
      duration: TURN_MS * speed,
    }))
    .sort((a, b) => a.ring - b.ring || a.square - b.square);
  return { turns, total: ((last - 1) * step + TURN_MS) * speed };
}

/**
 * When each cell a move divides starts to divide, in ms after the cells it turned have turned:
 * after a capture (`captured`), in the wave's order from `from` at half its pace, so the turned
 * cells' furrows ripple out rather than flash all in one frame; after any other move, all at once.
 */
export function divisionDelays(
  layout: Layout,
  from: number,
  dividing: readonly number[],
  captured: boolean,
  speed: number,
): Map<number, number> {
  const wave = captured ? captureWave(layout, from, dividing, speed).turns : [];
  const delays = new Map(dividing.map((s) => [s, 0]));
  for (const t of wave) delays.set(t.square, t.delay / 2);
  return delays;
}

/** How many steps from neighbour to neighbour each square lies from `from` (−1 where no path). */
function stepsFrom(layout: Layout, from: number): Int16Array {
  const { neighbour, directions: D, size } = layout;
  const steps = new Int16Array(size).fill(-1);
  steps[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i]!;
    for (let d = 0; d < D; d++) {
      const t = neighbour[s * D + d]!;
      if (t >= 0 && steps[t] === -1) {
        steps[t] = steps[s]! + 1;
        queue.push(t);
      }
    }
  }
  return steps;
}
