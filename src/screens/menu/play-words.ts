// What Play starts, in the words the menu's first card and the setup page both use: who plays
// ("You vs Medium") and the board ("Square 5×5").

import { opponentInfo } from '../../game/opponent-info.ts';
import { personName } from '../../game/people.ts';
import { layoutOf, rulesIdOf, type Settings } from '../../game/settings.ts';
import { playableOpponent } from '../../game/solved-boards.ts';
import { boardWords } from './size-words.ts';

/**
 * Whether a Perfect chosen for this game gives way to the Expert on these rules (the board is too
 * long for it to play every move best): the setup says so beside the choice.
 */
export function perfectGivesWay(settings: Settings): boolean {
  const rules = rulesIdOf(settings);
  return computerChoices(settings).some((c) => c === 'perfect' && playableOpponent(c, rules) !== 'perfect');
}

/** Whether Perfect is among the computer players chosen. */
export function perfectAmong(settings: Settings): boolean {
  return computerChoices(settings).includes('perfect');
}

/** The computer players chosen: the opponent, the two watched, or none between people. */
function computerChoices(settings: Settings): string[] {
  return settings.mode === 'solo'
    ? [settings.opponent]
    : settings.mode === 'watch'
      ? [settings.opponent1, settings.opponent2]
      : [];
}

/** "You vs Medium", "Ada vs Bo", "Hard vs Expert": who plays, as Play would start it. */
export function whoPlays(
  settings: Settings,
  skill: number,
): { line: string; mark: string | null; markWords: string | null } {
  const rules = rulesIdOf(settings);
  const name = (c: Settings['opponent']) => opponentInfo(playableOpponent(c, rules), skill);
  switch (settings.mode) {
    case 'duo':
      return {
        line: `${personName(settings.people, settings.people.first)} vs ${personName(settings.people, settings.people.first === 0 ? 1 : 0)}`,
        mark: null,
        markWords: null,
      };
    case 'watch':
      return {
        line: `Watch ${name(settings.opponent1).name} vs ${name(settings.opponent2).name}`,
        mark: null,
        markWords: null,
      };
    case 'solo': {
      const info = name(settings.opponent);
      return { line: `You vs ${info.name}`, mark: info.markAndLevel, markWords: info.markWords };
    }
  }
}

/** The chosen board as the card names it ("Square 8×8"): a saved board by its name. */
export function chosenBoardName(settings: Settings, saved: readonly { name: string; id: string }[]): string {
  return boardWords(settings.custom ?? layoutOf(settings), saved);
}
