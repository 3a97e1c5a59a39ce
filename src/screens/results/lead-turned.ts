// A lead that turned: the person led by a clear margin in the last third of a game against the
// computer and still lost (a draw held against a strong opponent is no lead lost). The forecast
// (off by default in a player's own games) would have said the lead was not safe; the raw score
// cannot. The first time this happens on a device the results say so kindly and the forecast bar
// turns on for the person's games from now on (forecast-after-turn.ts: the raw score misled both
// reviewers in three losses; Settings turns it off again); a redraw of the same results keeps saying it.

import type { MatchResult } from '../../game/events.ts';
import { describeMatch } from '../../game/match-description.ts';
import type { People } from '../../game/people.ts';
import { replayRecord } from '../../engine/index.ts';

/** A lead this large is clear: a player reads it as a game in hand. */
export const CLEAR_LEAD = 6;

export interface LeadTurnedInput {
  /** Both scores from the start ([0, 0]) and after every move, the first-moving player's first. */
  history: readonly (readonly [number, number])[];
  /** The person's seat. */
  person: 0 | 1;
  /** 0 a draw, else the winner's seat plus one. */
  winner: 0 | 1 | 2;
  /** The forecast showed during this game: the player had the sign already. */
  forecastShown: boolean;
  /** The game the device was told about before (its record), or null: once per device. */
  told: string | null;
  /** This game's record. */
  record: string;
  /**
   * The last move (its ply, from 0) the player to move had a choice of squares for, where known: a
   * lead after it could not turn (a beaker's last column fills by force), so none such is said.
   */
  lastChoice?: number;
}

export interface LeadTurned {
  /** The person's largest lead in the last third. */
  lead: number;
  /** The moves left when it stood. */
  movesLeft: number;
  /**
   * The largest lead of the whole game, where it was larger than the late one: the lead a player
   * remembers (a reviewer led 84–40 after move 24, and the results named only 9 up with 21 to go).
   */
  biggest?: BiggestLead;
}

export interface BiggestLead {
  lead: number;
  /** The move after which it stood, from 1. */
  move: number;
  /** The scores then, the person's first. */
  scores: readonly [number, number];
}

/** The lead that turned, when the results should say so, else null. */
export function leadTurned(i: LeadTurnedInput): LeadTurned | null {
  if (i.winner !== 2 - i.person) return null;
  // These results said it already (a redraw): they keep saying it, the forecast turned on or not.
  if (i.told !== i.record && (i.told !== null || i.forecastShown)) return null;
  const moves = i.history.length - 1;
  let best: LeadTurned | null = null;
  // After move k (of `moves`), from the first move of the last third on.
  const last = Math.min(moves, i.lastChoice ?? moves);
  for (let k = Math.max(1, Math.ceil((2 * moves) / 3)); k <= last; k++) {
    const scores = i.history[k]!;
    const lead = scores[i.person] - scores[1 - i.person];
    if (lead >= CLEAR_LEAD && (!best || lead > best.lead)) best = { lead, movesLeft: moves - k };
  }
  if (!best) return null;
  const biggest = biggestLead(i.history, i.person, last);
  return biggest && biggest.lead > best.lead ? { ...best, biggest } : best;
}

/** The person's largest lead after any move up to `last` (the first where two are as large), or null. */
function biggestLead(history: LeadTurnedInput['history'], person: 0 | 1, last: number): BiggestLead | null {
  let most: BiggestLead | null = null;
  for (let k = 1; k <= last; k++) {
    const you = history[k]![person];
    const them = history[k]![1 - person]!;
    if (you - them > (most?.lead ?? 0)) most = { lead: you - them, move: k, scores: [you, them] };
  }
  return most;
}

/** The lead that turned in a finished game against the computer, given the forecast's setting and what was told. */
export function leadTurnedOf(
  result: Pick<MatchResult, 'players' | 'history' | 'winner' | 'record'>,
  forecast: { on: boolean; told: string | null } | undefined,
  people?: People,
): LeadTurned | null {
  const { mode, person } = describeMatch(result.players, people);
  if (!forecast || mode !== 'solo' || person === null) return null;
  return leadTurned({
    history: result.history,
    person,
    winner: result.winner,
    forecastShown: forecast.on,
    told: forecast.told,
    record: result.record,
    ...lastChoiceOf(result.record),
  });
}

/** The last ply of `record` whose player to move had more than one square to choose from; none for a record that does not read. */
export function lastChoiceOf(record: string): { lastChoice?: number } {
  let position;
  try {
    position = replayRecord(record);
  } catch {
    return {};
  }
  const moves = position.moves();
  for (let ply = moves.length - 1; ply >= 0; ply--) position.undo();
  let last = -1;
  moves.forEach((move, ply) => {
    if (position.legalMoveList().length > 1) last = ply;
    position.play(move);
  });
  return { lastChoice: last };
}
