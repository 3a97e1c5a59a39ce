// When Best moves counts as offered in a game: against the computer after a few of the player's
// own moves, a hint, or Best moves turned on; to two people at one device, or in a game without the
// computer, from the start; once offered it stays, through an undo and a resize. Offering turns
// nothing on: the ladder's third star ("no hints or Best moves") is lost only by using it.
// The bar (board-controls.ts) gives Best moves and How to play a place each from the first
// move, so How to play never stands in Best moves' place there: the stand-in in board-tools.ts
// applies only to a bar that keeps How to play in the sheet, which none does today.

import { isHuman, type PlayerId } from '../../game/players.ts';

/** The player's own moves against the computer before Best moves stands in the bar. */
export const OFFER_AFTER_MOVES = 3;

/** The control that stands in Best moves' place in the bar until it is offered. */
export const BEST_MOVES_STAND_IN = 'help';

export interface OfferFacts {
  players: readonly PlayerId[];
  /** The moves played, in order (the seats take turns: ply k is seat k % 2's). */
  plies: number;
  /** The player asked for a hint or saw Best moves in this game. */
  helped: boolean;
  /** Best moves was turned on in this game (from the sheet). */
  turnedOn: boolean;
}

/** How many moves the people made in the first `plies` moves of a game between `players`. */
export function peopleMoves(players: readonly PlayerId[], plies: number): number {
  let n = 0;
  for (let ply = 0; ply < plies; ply++) if (isHuman(players[ply % 2]!)) n++;
  return n;
}

/** Whether Best moves stands in the bar now (else it waits in the sheet). */
export function bestMovesOffered(f: OfferFacts): boolean {
  const againstComputer = f.players.some(isHuman) && f.players.some((p) => !isHuman(p));
  if (!againstComputer) return true;
  return f.helped || f.turnedOn || peopleMoves(f.players, f.plies) >= OFFER_AFTER_MOVES;
}
