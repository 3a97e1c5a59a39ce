// The result of a finished match, and what it moves: the adaptive opponent's skill and the
// person's record against that opponent (only for a game a person played against an opponent).

import { writeRecord, type Position } from '../engine/index.ts';
import type { MatchResult } from './events.ts';
import { agentKind, isHuman, type PlayerId } from './players.ts';
import { scoreHistory } from './score-history.ts';
import { recordAdaptiveGame } from './skill.ts';
import { opponentKey, recordGame } from './stats.ts';
import type { Store } from './storage.ts';

/**
 * The result of the finished game on `position`. With a store, a person's game against an
 * opponent is counted: the adaptive skill moves and the tally grows.
 */
export function finishMatch(position: Position, players: readonly [PlayerId, PlayerId], store?: Store): MatchResult {
  const s1 = position.score(1);
  const s2 = position.score(2);
  const result: MatchResult = {
    winner: position.winner() ?? 0, scores: [s1, s2], players: [players[0], players[1]], rules: position.rules.id,
    scoring: position.rules.scoring, history: scoreHistory(position), record: writeRecord(position),
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
