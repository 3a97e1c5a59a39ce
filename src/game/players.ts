// Who plays a match: a person ('human') or an opponent by agent id. The menu's choices (mode,
// opponent, who moves first) become the two player ids here, and the adaptive opponent gets the
// person's current skill written into its id so that its play replays exactly.

import { quoteInput } from '../engine/quote.ts';

export type PlayerId = string;
export const HUMAN = 'human';

export type Mode = 'solo' | 'duo' | 'watch';
export type OpponentChoice = 'easy' | 'medium' | 'hard' | 'adaptive' | 'expert' | 'perfect';
/** Perfect is offered only on boards where it is perfect (solved-boards.ts). */
export const OPPONENT_CHOICES: readonly OpponentChoice[] = [
  'easy',
  'medium',
  'hard',
  'adaptive',
  'expert',
  'perfect',
];

export const isHuman = (p: PlayerId): boolean => p === HUMAN;

/** The agent id an opponent choice plays as; adaptive carries the skill (3 decimals, as saved). */
export function agentIdOf(choice: OpponentChoice, skill: number): string {
  return choice === 'adaptive' ? `adaptive:${roundSkill(skill)}` : choice;
}

export function roundSkill(skill: number): number {
  return Math.round(Math.min(1, Math.max(0, skill)) * 1000) / 1000;
}

/**
 * The most positions the expert may search for one move in a game: at about a million a second
 * on a slow tablet, half the 10 s after which the fallback opponent plays instead.
 */
export const GAME_EXPERT_BUDGET = 5_000_000;

/** Why an opponent id (known to createAgent) cannot play a game in time, or null when it can. */
export function tooSlowForAGame(id: PlayerId): string | null {
  if (agentKind(id) !== 'expert' || !id.includes(':')) return null;
  // createAgent has read the budget already; here only its size matters.
  const budget = Number(id.slice(id.indexOf(':') + 1));
  if (!(budget > GAME_EXPERT_BUDGET)) return null;
  return `${quoteInput(id)} searches more positions than it can in the time a move may take (at most expert:${GAME_EXPERT_BUDGET})`;
}

/** The kind of an agent id, without its argument: `adaptive:0.5` → `adaptive`. */
export function agentKind(id: PlayerId): string {
  const colon = id.indexOf(':');
  return colon < 0 ? id : id.slice(0, colon);
}

/** A name a person reads for a player. */
export function playerName(id: PlayerId, otherIsHuman: boolean, index: 1 | 2, mode: Mode): string {
  if (isHuman(id)) return mode === 'duo' ? `Player ${index}` : 'You';
  const kind = agentKind(id);
  const name = kind.charAt(0).toUpperCase() + kind.slice(1);
  return otherIsHuman ? name : `${name} ${index}`;
}

/** The two players of a match from the menu's choices; `first` is who moves first (1 or 2). */
export function choosePlayers(
  mode: Mode,
  opponent: OpponentChoice,
  watched: readonly [OpponentChoice, OpponentChoice],
  first: 'you' | 'opponent',
  skill: number,
): [PlayerId, PlayerId] {
  switch (mode) {
    case 'duo':
      return [HUMAN, HUMAN];
    case 'watch':
      return [agentIdOf(watched[0], skill), agentIdOf(watched[1], skill)];
    case 'solo': {
      const them = agentIdOf(opponent, skill);
      return first === 'you' ? [HUMAN, them] : [them, HUMAN];
    }
  }
}

/** Who plays what: the rules and the two players of a match. */
export interface MatchSetup {
  /** The rules id (RULES.md section 10): `square:6`, `hex:5/connections`, … */
  rules: string;
  /** Player 1 (moves first) and player 2: 'human' or an agent id. */
  players: [PlayerId, PlayerId];
  /**
   * The move (from 1) of a finished game this one was retried from: its moves before that are the
   * finished game's, so its result is not counted (no record, no adaptive skill) and it says so.
   */
  retryOf?: number;
  /**
   * The game's own number (game-salt.ts), drawn when it started: Easy's and Medium's draws mix it in,
   * so it replays as played. Absent: a game from before games had one, played as number 0.
   */
  salt?: number;
}
