// A word for a player far ahead of a strong opponent early on: on these boards the last moves
// decide, and Hard, Expert and Perfect play for the final score, so an early lead against them
// often melts. Said once per match, as a brief notice, the first time the lead is large.

import { agentKind, isHuman, type PlayerId } from '../game/players.ts';

/** The opponents that play for the final score rather than the points in sight. */
const STRONG = new Set(['hard', 'expert', 'perfect']);

export interface LeadMoment {
  players: readonly [PlayerId, PlayerId];
  /** The opponent's name as the HUD shows it ("Expert"). */
  names: readonly [string, string];
  scores: readonly [number, number];
  /** Moves made so far, and moves left. */
  ply: number;
  movesLeft: number;
  /** The board's number of squares: a lead counts as large against what the board can score. */
  size: number;
}

/** The lead that counts as large on a board of `size` squares: 6 points, more on big boards. */
export function largeLead(size: number): number {
  return Math.max(6, Math.ceil(size / 5));
}

/**
 * The words for this moment, or null: one person playing a strong opponent, in the first half of
 * the match, ahead by a large lead.
 */
export function leadWords({ players, names, scores, ply, movesLeft, size }: LeadMoment): string | null {
  const person = players.findIndex(isHuman);
  if (person < 0 || isHuman(players[1 - person]!)) return null;
  const other = 1 - person;
  if (!STRONG.has(agentKind(players[other]!))) return null;
  if (ply > movesLeft) return null;
  if (scores[person]! - scores[other]! < largeLead(size)) return null;
  return `You lead now, but ${names[other]} plays for the final score: the last moves often turn it.`;
}

const told = new WeakSet<object>();

/** The words for `match`'s moment the first time they apply, else null (once per match). */
export function leadWordsOnce(match: object, moment: LeadMoment): string | null {
  if (told.has(match)) return null;
  const words = leadWords(moment);
  if (words) told.add(match);
  return words;
}
