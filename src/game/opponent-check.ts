// One check for an opponent named from outside the game, by a link or by a save (which a person
// may have edited): it must be one we have, able to answer in the time a move may take. A save
// that fails it goes on against a stand-in (standInFor) rather than being lost.

import { createAgent } from '../ai/index.ts';
import { quoteInput } from '../engine/quote.ts';
import {
  agentIdOf,
  agentKind,
  isHuman,
  OPPONENT_CHOICES,
  tooSlowForAGame,
  type OpponentChoice,
  type PlayerId,
} from './players.ts';

export interface OpponentProblem {
  /** `unknown`: no opponent of that id; `too-slow`: the expert asked for more than a move's time. */
  kind: 'unknown' | 'too-slow';
  /** The reason, for the console and a link's error. */
  detail: string;
}

/** What is wrong with an opponent id, or null when it can play a game ('human' always can). */
export function opponentProblem(id: PlayerId): OpponentProblem | null {
  if (isHuman(id)) return null;
  // A budget past even what the expert takes (createAgent refuses it) is too much, not unknown.
  const slow = /^expert:[1-9]\d*$/i.test(id) ? tooSlowForAGame(id.toLowerCase()) : null;
  if (slow !== null) return { kind: 'too-slow', detail: slow };
  try {
    createAgent(id);
    return null;
  } catch (e) {
    return { kind: 'unknown', detail: (e as Error).message };
  }
}

/** The opponent that plays for one that failed the check: the same kind plainly, or Medium. */
export function standInFor(id: PlayerId): PlayerId {
  const kind = agentKind(id).toLowerCase() as OpponentChoice;
  // Perfect plays only on boards it has solved, so it is no stand-in.
  if (OPPONENT_CHOICES.includes(kind) && kind !== 'perfect') return agentIdOf(kind, 0.5);
  return 'medium';
}

/** What a player is told when their save's opponent failed the check and `standIn` plays instead. */
export function standInWords(id: PlayerId, problem: OpponentProblem, standIn: PlayerId): string {
  const name = agentKind(standIn).charAt(0).toUpperCase() + agentKind(standIn).slice(1);
  const kept = 'with your board and moves as they were.';
  if (problem.kind === 'too-slow')
    return `This saved game asked the expert to search more than it can in the time a move may take; it goes on against ${name} at its usual strength, ${kept}`;
  return `This saved game names an opponent we don't have (${quoteInput(id)}); it goes on against ${name}, ${kept}`;
}
