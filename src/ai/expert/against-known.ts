// The best result reachable against an opponent whose every reply is known in advance.
//
// The seed opponents are pure functions of the position (RULES.md section 5), so against one of
// them the game has only one real player: each of our moves is followed by the one reply it will
// get. Searching every line of our own moves (with a table, as different orders meet in the same
// position) gives the best final score difference any player could reach against that opponent.
// This is the ceiling for any agent, however it plays: a game lost here is lost against that
// opponent whatever anyone does. Tournament analysis uses it (scripts/opening-values.ts).

import type { Player, Position } from '../../engine/index.ts';
import type { Agent } from '../agent.ts';

/** flask:8x3 after a 4-move opening needs about 50 000 positions; this stops a hopeless search. */
export const DEFAULT_MAX_POSITIONS = 3_000_000;

export interface KnownOpponentResult {
  /** The best final score difference `player` can reach, from `player`'s side. */
  value: number;
  /** One game reaching it: the moves from the start position, the opponent's replies included. */
  line: number[];
  /** Positions searched. */
  positions: number;
}

/** The search does not fit in its limit; the message says how large it got. */
export class TooLargeError extends Error {
  override name = 'TooLargeError';
}

/**
 * The best result `player` can reach against `opponent`, which plays the other side (and moves
 * first when it is its turn). The opponent must be predictable: the same position always gets the
 * same move. Leaves the position as it found it. A player waiting on the answer gives `deadline`
 * (in the time of `now`, Date.now by default): past it the search gives up as it does past
 * `maxPositions`.
 */
export function bestAgainstKnown(
  position: Position,
  player: Player,
  opponent: Agent,
  maxPositions = DEFAULT_MAX_POSITIONS,
  deadline = Infinity,
  now: () => number = Date.now,
): KnownOpponentResult {
  if (!opponent.predictable) {
    throw new Error(
      `${opponent.id} does not always answer a position with the same move, so its replies cannot be known in advance`,
    );
  }
  const sign = player === 1 ? 1 : -1;
  /** The best final difference (our side) from each position where we are to move. */
  const table = new Map<number, number>();
  const keyOf = (p: Position): number => ((p.hashHi >>> 0) % 0x200000) * 0x100000000 + (p.hashLo >>> 0);
  let positions = 0;
  const moves: Int16Array[] = [];

  // Plays our move m and the opponent's reply; returns how many moves were played.
  const playWithReply = (m: number): number => {
    position.playUnchecked(m);
    if (position.isOver()) return 1;
    position.playUnchecked(opponent.choose(position).square);
    return 2;
  };
  const undo = (count: number): void => {
    for (let i = 0; i < count; i++) position.undo();
  };

  const best = (depth: number): number => {
    if (position.isOver()) return sign * position.scoreDifference();
    const key = keyOf(position);
    const known = table.get(key);
    if (known !== undefined) return known;
    if (++positions > maxPositions) {
      throw new TooLargeError(
        `more than ${maxPositions} positions to search against ${opponent.id}; start from a later position or a smaller layout`,
      );
    }
    if (deadline !== Infinity && (positions & 31) === 0 && now() > deadline)
      throw new TooLargeError(`out of time after ${positions} positions against ${opponent.id}`);
    const list = (moves[depth] ??= new Int16Array(position.layout.size));
    const count = position.legalMoves(list);
    let value = -Infinity;
    for (let i = 0; i < count; i++) {
      const played = playWithReply(list[i]!);
      const v = best(depth + 1);
      undo(played);
      if (v > value) value = v;
    }
    table.set(key, value);
    return value;
  };

  const start = position.ply;
  try {
    if (!position.isOver() && position.turn() !== player)
      position.playUnchecked(opponent.choose(position).square);
    const value = best(0);

    // Play one best line out: at each of our turns the first move whose reply keeps the value.
    while (!position.isOver()) {
      const list = position.legalMoveList();
      const m = list.find((s) => {
        const played = playWithReply(s);
        const v = best(0);
        undo(played);
        return v === value;
      })!;
      playWithReply(m);
    }
    const line = position.moves().slice(start);
    return { value, line, positions };
  } finally {
    // Also when the search gives up part-way: the caller's position is never left changed.
    undo(position.ply - start);
  }
}
