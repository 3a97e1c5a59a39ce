// Both scores after every move of a game, and after each pair of moves, for the results charts.

import { Position } from '../engine/index.ts';

/** Both scores after every move so far, from [0, 0]. */
export function scoreHistory(position: Position): [number, number][] {
  const replay = new Position(position.rules);
  const out: [number, number][] = [[0, 0]];
  for (const s of position.moves()) {
    replay.playUnchecked(s);
    out.push([replay.score(1), replay.score(2)]);
  }
  return out;
}

/**
 * Both scores after each pair of moves (and after the last move when the game ends on an odd one),
 * from a history as scoreHistory gives it: where both players have moved equally often. After
 * every single move the lead swings to whoever just moved, and a long game's chart becomes a comb.
 */
export function scoresAfterEachPair(history: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 2; i < history.length; i += 2) out.push([history[i]![0], history[i]![1]]);
  const last = history.length - 1;
  if (last > 0 && last % 2 === 1) out.push([history[last]![0], history[last]![1]]);
  return out;
}

/** The narrowest bar the lead chart draws per move, in CSS px; a longer game is charted per pair. */
const LEAST_BAR_CSS = 4;

/**
 * The lead chart's rows for a chart `widthCss` wide: after every move, as the review and the draw's
 * words tell it; on a game too long for a readable bar per move, after each pair of moves. `moves`
 * says after which move each row stands.
 */
export function leadChartRows(
  history: readonly (readonly [number, number])[],
  widthCss: number,
): { rows: [number, number][]; pairs: boolean; moves: number[] } {
  const last = history.length - 1;
  const pairs = widthCss / Math.max(1, last) < LEAST_BAR_CSS;
  const rows: [number, number][] = pairs
    ? scoresAfterEachPair(history)
    : history.slice(1).map(([a, b]) => [a, b]);
  return { rows, pairs, moves: rows.map((_, i) => (pairs ? Math.min(2 * (i + 1), last) : i + 1)) };
}
