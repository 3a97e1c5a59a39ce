// What a match tells its views. One event per change, with everything needed to animate it:
// the square placed, every square whose division pattern changed (old and new), the new scores.

import type { Player } from '../engine/index.ts';
import type { PlayerId } from './players.ts';
import type { Tally } from './stats.ts';

export interface PatternChange {
  square: number;
  /** Division pattern masks (bit a for axis a, order | − \ /); `from` is −1 for the placed cell. */
  from: number;
  to: number;
}

export interface MoveEvent {
  type: 'move';
  player: Player;
  /** The square the mover's cell arrived on: placed there, or a jump's landing square. */
  square: number;
  /** A jump (RULES.md section 13): the square the cell left and the square of the cell it jumped. */
  jump?: { from: number; over: number };
  /**
   * The other player's cells that became the mover's (the jumped cell, then every captured cell,
   * RULES.md section 11), nearest the arriving cell first: the order they turn over in.
   */
  converted: number[];
  /** Stem squares (RULES.md section 12) this move completed. */
  stems: number[];
  /** The move's number, 1 for the first move. */
  ply: number;
  changes: PatternChange[];
  scores: [number, number];
  /** Each player's score gain from this move (the other player's is 0 by the rules; kept for clarity). */
  gains: [number, number];
  byOpponent: boolean;
}

export interface UndoEvent {
  type: 'undo';
  /** The squares emptied, latest first. */
  removed: number[];
  /** Squares still holding a cell whose pattern changed back. */
  changes: PatternChange[];
  scores: [number, number];
}

export interface ThinkingEvent {
  type: 'thinking';
  player: Player;
  thinking: boolean;
}

export interface MatchResult {
  /** 1 or 2, or 0 for a draw. */
  winner: Player | 0;
  scores: [number, number];
  players: [PlayerId, PlayerId];
  /** The rules id the game was played under, and its scoring. */
  rules: string;
  scoring: 'divisions' | 'connections';
  /** The adaptive opponent's skill before and after, when this game moved it. */
  skill?: { before: number; after: number };
  /** The person's record against this opponent on these rules, this game included. */
  tally?: Tally;
  /** The move of a finished game this one was retried from: then it is not counted (no tally, no skill). */
  retryOf?: number;
  /**
   * When the fallback opponent chose some of an opponent's moves (it could not answer in time, or
   * failed): which seat, the stand-in's id, how many moves of how many. Such a game is not counted.
   */
  standIn?: { player: 1 | 2; agent: string; moves: number; of: number };
  /** Both scores after every move, starting from [0, 0]. */
  history: [number, number][];
  /** Its id in the games kept on the device (game-history.ts), when it was kept there. */
  kept?: string;
  record: string;
}

export interface OverEvent {
  type: 'over';
  result: MatchResult;
}

export interface RestartEvent {
  type: 'restart';
}

export type MatchEvent = MoveEvent | UndoEvent | ThinkingEvent | OverEvent | RestartEvent;

/** Every square whose division pattern differs between `before` and `now`. */
export function patternChanges(before: Uint8Array, now: Uint8Array): PatternChange[] {
  const changes: PatternChange[] = [];
  for (let s = 0; s < now.length; s++) {
    if (now[s] !== before[s]) changes.push({ square: s, from: before[s]!, to: now[s]! });
  }
  return changes;
}
