// A tap the board does not take gets a brief notice saying why ("Wait for Hard's move") instead
// of silence: during the opponent's turn, during an animation, or made before the person's turn
// was drawn. At most one notice in a short while, so a player tapping repeatedly is not flooded.

import { isHuman } from '../game/players.ts';
import type { Match } from '../game/match.ts';
import type { Position } from '../engine/index.ts';

export interface RefusedTap {
  over: boolean;
  /** The player to move (0 or 1), or null when nobody is. */
  mover: 0 | 1 | null;
  humans: readonly [boolean, boolean];
  /** A move still animates, or one already waits for it. */
  busy: boolean;
  /** The tap was made before the board showed the person's turn. */
  early: boolean;
  names: readonly [string, string];
}

/** Why a tap was refused, in a player's words; null where nothing needs saying (a finished or watched game). */
export function refusedTapWords(t: RefusedTap): string | null {
  if (t.over || t.mover === null || !t.humans.some(Boolean)) return null;
  if (!t.humans[t.mover]) return `Wait for ${t.names[t.mover]}'s move`;
  const other = (1 - t.mover) as 0 | 1;
  if (t.early && !t.humans[other])
    return t.busy
      ? `Wait for ${t.names[other]}'s move to finish`
      : `That tap came before ${t.names[other]}'s move: tap again`;
  if (t.busy || t.early) return 'Wait for the move to finish';
  return null;
}

/** A tap on a square that holds a cell, on the person's turn: "That square is taken". */
export function takenSquareWords(place: string): string {
  return `That ${place} is taken`;
}

/** A tap on the board's picture but on no square (the vessel's rim, a gap), on the person's turn. */
export function offSquareWords(place: string): string {
  return `Tap a free ${place} to play there`;
}

/** A release whose press began on the board before it was laid out again (cut-press.ts). */
export const CUT_PRESS_WORDS = 'The board moved as the screen turned: tap again';

/** A tap on a full column under gravity: its top cell shakes, as a taken square's does. */
export const FULL_COLUMN_WORDS = 'That column is full: choose another';

/** Under gravity, column c's top cell when the column is full; else −1 (no column, or room in it). */
export function fullColumnTop(position: Position, c: number): number {
  const run = c >= 0 ? position.layout.columnSquares[c] : undefined;
  return run && run.length > 0 && position.landingSquare(c) < 0 ? run[run.length - 1]! : -1;
}

/** How long a refused tap's notice stays, in milliseconds: long enough to be caught at a glance after the tap, on a busy device too. */
export const REFUSED_NOTICE_MS = 2500;

/** How long a refused tap's words stay: REFUSED_NOTICE_MS, or for a longer why (a jump's) its reading time, 50 ms a character. */
export function refusedNoticeMs(words: string): number {
  return Math.max(REFUSED_NOTICE_MS, words.length * 50);
}

/**
 * The least time between two notices of the same words: while one is on screen a tap is answered
 * by it, and once it has gone the next tap is told again (never a tap without a word).
 */
export const REFUSED_GAP_MS = REFUSED_NOTICE_MS;

/** Where a refused tap was made: on a square, or (on no square) at a point in game pixels. */
export type TapNear = { square: number } | { x: number; y: number };

/** Tells refused taps, at most one notice per REFUSED_GAP_MS (a new reason, or a new place, is told at once). */
export class RefusedTapNotice {
  private last: { words: string; at: number; near: string } | null = null;

  constructor(
    private readonly show: (words: string, near?: TapNear) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Tells the words unless the same were told within the gap; true when told. */
  tell(words: string | null, near?: TapNear): boolean {
    if (words === null) return false;
    const at = this.now();
    const place = JSON.stringify(near ?? null);
    const last = this.last;
    if (last && last.words === words && last.near === place && at - last.at < REFUSED_GAP_MS) return false;
    this.last = { words, at, near: place };
    this.show(words, near);
    return true;
  }
}

/**
 * The refused tap on `match` as the words need it. `duringMove`: the tap was made while an
 * opponent's move still showed, so it counts as busy even if handled once the move had settled.
 */
export function refusedTapOf(
  match: Match,
  early: boolean,
  names: readonly [string, string],
  duringMove = false,
): RefusedTap {
  const mover = match.position.toMove();
  return {
    over: match.position.isOver(),
    mover: mover === null ? null : ((mover - 1) as 0 | 1),
    humans: [isHuman(match.players[0]), isHuman(match.players[1])],
    busy: match.busy || duringMove,
    early,
    names,
  };
}
