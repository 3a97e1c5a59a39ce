// The words under a player's name in the HUD: "Paused" for the mover while a watched game holds,
// "thinking…" for an opponent at work, the turn's words ("Your turn", "to move"), "playing" while
// the player's own move still lands and divides (the board is theirs until it settles), or nothing; with
// jumps in the rules, the player's jumps left first ("2 jumps · Your turn"), at every moment; and the
// names over them, Adaptive's with its level.

import type { PlayerId } from '../../game/players.ts';
import { levelOfAgent } from '../../game/skill.ts';
import { jumpsLeftWords } from '../../words/jump-words.ts';
import { nameWithLevel } from '../../words/opponent-choice-words.ts';

/** The names on the score panels: Adaptive's with its level ("Adaptive · level 6"), the rest as named. */
export function panelNames(
  players: readonly [PlayerId, PlayerId],
  names: [string, string],
): [string, string] {
  const named = (i: 0 | 1) => {
    const level = levelOfAgent(players[i]);
    return level === null ? names[i] : nameWithLevel(names[i], level);
  };
  return [named(0), named(1)];
}

export interface PanelMoment {
  /** This panel's player is the one to move. */
  theirTurn: boolean;
  /** This panel's opponent is thinking. */
  thinking: boolean;
  /** This panel's player's move still lands and divides. */
  playing?: boolean;
  /** A watched game holds. */
  paused: boolean;
  /** The words this panel shows on its player's turn. */
  turnWord: string;
  /** The thinking dots, 0 to 3. */
  dots: number;
  /** This panel's player's jumps left, null when the rules have no jumps. */
  jumpsLeft?: number | null;
}

export function panelWords(moment: PanelMoment): string {
  const turn = turnWords(moment);
  if (moment.jumpsLeft === undefined || moment.jumpsLeft === null) return turn;
  // The jumps first: "thinking" stays last, with the thinking cue after it.
  return [jumpsLeftWords(moment.jumpsLeft), turn].filter((w) => w !== '').join(' · ');
}

/** The words of a player whose move still lands and divides. */
export const PLAYING_WORD = 'playing';

function turnWords({ theirTurn, thinking, playing, paused, turnWord, dots }: PanelMoment): string {
  const theirs = thinking || theirTurn;
  if (paused && theirs) return 'Paused';
  if (thinking) return 'thinking' + '.'.repeat(dots);
  if (theirs) return turnWord;
  return playing ? PLAYING_WORD : '';
}
