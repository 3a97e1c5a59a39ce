// The result of a finished match, and what it moves: the adaptive opponent's skill and the
// person's record against that opponent (only for a game a person played against an opponent).

import { moveNames, writeRecord, type Position } from '../engine/index.ts';
import type { MatchResult } from './events.ts';
import { keepGame } from './game-history.ts';
import { describeMatch } from './match-description.ts';
import { agentKind, isHuman, type PlayerId } from './players.ts';
import { scoreHistory } from './score-history.ts';
import { recordAdaptiveGame } from './skill.ts';
import { opponentKey, recordGame } from './stats.ts';
import type { Store } from './storage.ts';

/** Where a finished game is kept in the history, before anything else is done with it. */
export interface KeepFinished {
  store: Store;
  /** The names the players went by; by default the names every screen gives them. */
  names?: readonly [string, string];
  endedAt: number;
  /** The move of the finished game this one was retried from: kept, not counted. */
  retryOf?: number | null;
}

/**
 * The result of the finished game on `position`. With `keep`, the game goes to the history first,
 * so nothing after it (a crash included) can lose it. With a store, a person's game against an
 * opponent is counted: the adaptive skill moves and the tally grows.
 */
export function finishMatch(position: Position, players: readonly [PlayerId, PlayerId], store?: Store, keep?: KeepFinished): MatchResult {
  const kept = keep
    ? keepGame(keep.store, {
      rules: position.rules.id, players, names: keep.names ?? describeMatch(players).names,
      scores: [position.score(1), position.score(2)], moves: moveNames(position), endedAt: keep.endedAt, retryOf: keep.retryOf ?? null,
    }).game
    : null;
  const s1 = position.score(1);
  const s2 = position.score(2);
  const result: MatchResult = {
    winner: position.winner() ?? 0, scores: [s1, s2], players: [players[0], players[1]], rules: position.rules.id,
    scoring: position.rules.scoring, history: scoreHistory(position), record: writeRecord(position),
    ...(kept ? { kept: kept.id } : {}),
  };
  const human = players.findIndex(isHuman);
  const opponent = players[1 - human];
  if (!store || human < 0 || opponent === undefined || isHuman(opponent)) return result;
  const mine = human === 0 ? s1 : s2;
  const theirs = human === 0 ? s2 : s1;
  if (agentKind(opponent) === 'adaptive') result.skill = recordAdaptiveGame(store, mine, theirs);
  result.tally = recordGame(store, position.rules.id, opponentKey(opponent), mine - theirs);
  return result;
}
