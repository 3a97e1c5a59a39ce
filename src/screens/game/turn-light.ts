// The turn's light on the score panels, without Phaser: exactly one panel lit while a game is on,
// as a chess clock lights one side. The facts come from two places (the board's beats of a move,
// board-model.ts, and the match's thinking, game/opponent-turn.ts) and can disagree for a moment (a
// thinking told while a turn was still shown): one player is chosen from them all, so two panels are
// never lit at once. And the light moves between panels without a cross-fade: it goes out at once
// and rises on the other panel, so no frame of the hand-over shows both lit (a reviewer on a phone on
// its side, the panels stacked one over the other, saw "Your turn" lit with the opponent's panel
// still lit).

import type { Player } from '../../engine/index.ts';

/** The turn's facts the board tells its panels. */
export interface TurnFacts {
  /** Whose turn the board shows (null while a move settles, and once the game is over). */
  turn: Player | null;
  /** The player whose move still lands and divides, else null. */
  playing: Player | null;
  /** The computer that thinks now, else null. */
  thinking: Player | null;
  /** The player whose cell still falls down a flask's glass: still their move, their panel lit. */
  falling?: Player | null;
}

/**
 * The one player whose panel is lit, or null once the game is over: a computer thinking has the
 * board (the move before may still be counting its gain); a cell still falling is its player's
 * move; while a move lands and divides the other player is next; else the player whose turn it is.
 */
export function litPlayer({ turn, playing, thinking, falling = null }: TurnFacts): Player | null {
  if (thinking !== null) return thinking;
  if (falling !== null) return falling;
  if (playing !== null) return playing === 1 ? 2 : 1;
  return turn;
}

/** How long a panel's light takes to rise as the turn comes to it, in milliseconds. */
export const LIGHT_RISE_MS = 180;

/** A panel's light going on or out: on, it rises over LIGHT_RISE_MS; out, it is gone in the same frame. */
export function lightChange(on: boolean): { alpha: 0 | 1; ms: number } {
  return on ? { alpha: 1, ms: LIGHT_RISE_MS } : { alpha: 0, ms: 0 };
}
