// The result of a finished match, and what it moves: the adaptive opponent's skill and the
// person's record against that opponent (only for a game a person played against an opponent).

import { FALLBACK_AGENT } from '../ai/answer.ts';
import { moveNames, writeRecord, type Position } from '../engine/index.ts';
import type { MatchResult } from './events.ts';
import { keepGame } from './game-history.ts';
import { describeMatch } from './match-description.ts';
import { agentKind, isHuman, playerName, type PlayerId } from './players.ts';
import { scoreHistory } from './score-history.ts';
import { recordAdaptiveGame } from './skill.ts';
import { opponentKey, recordGame } from './stats.ts';
import type { Store } from './storage.ts';

/** By seat, an opponent's moves shown in the game and how many of them the fallback opponent chose. */
export interface StandIns {
  moves: readonly [number, number];
  of: readonly [number, number];
}

/** Where a finished game is kept in the history, before anything else is done with it. */
export interface KeepFinished {
  store: Store;
  /** The names the players went by; by default the names every screen gives them. */
  names?: readonly [string, string];
  endedAt: number;
  /** The move of the finished game this one was retried from: kept, not counted. */
  retryOf?: number | null;
  /** The game's own number (MatchSetup.salt), when it has one. */
  salt?: number;
}

export interface FinishOptions {
  /** Counts a person's game against an opponent: the adaptive skill moves and the tally grows. */
  store?: Store;
  /** The fallback opponent's moves: a game it played part of is not counted, as the named opponent did not play it. */
  standIns?: StandIns;
  /** Keeps the game in the history first, so nothing after it (a crash included) can lose it. */
  keep?: KeepFinished;
}

/** The result of the finished game on `position`, kept and counted as `o` says. */
export function finishMatch(
  position: Position,
  players: readonly [PlayerId, PlayerId],
  o: FinishOptions = {},
): MatchResult {
  const { store, standIns, keep } = o;
  const seat = standIns ? ([0, 1] as const).find((i) => standIns.moves[i] > 0) : undefined;
  const kept = keep
    ? keepGame(keep.store, {
        rules: position.rules.id,
        players,
        names: keep.names ?? describeMatch(players).names,
        scores: [position.score(1), position.score(2)],
        moves: moveNames(position),
        endedAt: keep.endedAt,
        retryOf: keep.retryOf ?? null,
        counts: seat === undefined,
        ...(keep.salt === undefined ? {} : { salt: keep.salt }),
      }).game
    : null;
  const s1 = position.score(1);
  const s2 = position.score(2);
  const result: MatchResult = {
    winner: position.winner() ?? 0,
    scores: [s1, s2],
    players: [players[0], players[1]],
    rules: position.rules.id,
    scoring: position.rules.scoring,
    history: scoreHistory(position),
    record: writeRecord(position),
    ...(kept ? { kept: kept.id } : {}),
  };
  if (standIns && seat !== undefined)
    result.standIn = {
      player: (seat + 1) as 1 | 2,
      agent: FALLBACK_AGENT,
      moves: standIns.moves[seat],
      of: standIns.of[seat],
    };
  const human = players.findIndex(isHuman);
  const opponent = players[1 - human];
  if (!store || human < 0 || opponent === undefined || isHuman(opponent) || result.standIn) return result;
  const mine = human === 0 ? s1 : s2;
  const theirs = human === 0 ? s2 : s1;
  if (agentKind(opponent) === 'adaptive') result.skill = recordAdaptiveGame(store, mine, theirs);
  result.tally = recordGame(store, position.rules.id, opponentKey(opponent), mine - theirs);
  return result;
}

/**
 * Who really played, when the fallback opponent stood in: "Hard played 2 of Expert's 4 moves, as
 * Expert could not answer in time; this game is not counted in your record." Null otherwise.
 */
export function standInSentence(result: Pick<MatchResult, 'standIn' | 'players'>): string | null {
  const s = result.standIn;
  if (!s) return null;
  const named = playerName(result.players[s.player - 1]!, true, s.player, 'solo');
  const standIn = playerName(s.agent, true, s.player, 'solo');
  const counted = result.players.some(isHuman) ? '; this game is not counted in your record' : '';
  const which =
    s.moves === s.of ? `all ${s.of} of ${named}'s moves` : `${s.moves} of ${named}'s ${s.of} moves`;
  return `${standIn} played ${which}, as ${named} could not answer in time${counted}.`;
}

/**
 * The results' line for a game not counted in the record (it stands where the record line would):
 * who stood in for the named opponent, or the retry it was played on from; null for a counted game.
 */
export function notCountedLine(result: Pick<MatchResult, 'standIn' | 'players' | 'retryOf'>): string | null {
  return (
    standInSentence(result) ??
    (result.retryOf !== undefined
      ? `Played on from a retry of move ${result.retryOf}: not counted in your record`
      : null)
  );
}
