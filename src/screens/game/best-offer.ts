// When Best moves earns its place in the board's bar. Against the computer a new player is not
// offered the answers before they have played: at first the bar's place goes to How to play and
// Best moves waits in the sheet (More), always reachable there. It takes its place in the bar once
// the player has made a few moves of their own, asked for a hint, or turned Best moves on from the
// sheet; once offered in a game it stays, through an undo and a resize. Two people at one device,
// or a game without the computer, are offered it from the start. Offering turns nothing on: the
// ladder's third star ("no hints or Best moves") is lost only by using it.

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
