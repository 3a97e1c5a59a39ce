// How the menu presents each opponent: a name, a strength mark (src/words/opponent-marks.ts
// decides it: dots out of five, Perfect's crown, and the mark in words), and one line on how it
// plays, in a player's words (src/words/opponent-choice-words.ts). Adaptive shows its level (1 to 10) rather than its skill number,
// where it starts and that a win moves it up; its mark says the level: one dot for every two
// levels, so level 6 of 10 is 3 of 5.

import type { OpponentChoice } from './players.ts';
import { STARTING_SKILL } from '../ai/index.ts';
import { adaptiveLevel } from './skill.ts';
import { strengthMark } from '../words/opponent-marks.ts';
import { adaptiveLine, levelWords, OPPONENT_LINES } from '../words/opponent-choice-words.ts';

export interface OpponentInfo {
  name: string;
  /** Difficulty, 1 (gentlest) to 5. */
  difficulty: number;
  /** The mark drawn: "●●●●○", Perfect's "●●●●● ♛". */
  mark: string;
  /** The mark in words, for screen readers: "Strength 4 of 5". */
  markWords: string;
  /** The mark with Adaptive's level after it, as the menu's card shows it: "●●●○○ · level 6". */
  markAndLevel: string;
  line: string;
}

export function opponentInfo(choice: OpponentChoice, skill: number): OpponentInfo {
  const about = aboutOpponent(choice, skill);
  const mark = strengthMark(choice, adaptiveLevel(skill));
  return {
    name: about.name,
    difficulty: mark.dots,
    mark: mark.text,
    markWords: mark.words,
    markAndLevel: choice === 'adaptive' ? `${mark.text} · ${levelWords(adaptiveLevel(skill))}` : mark.text,
    line: about.line,
  };
}

function aboutOpponent(choice: OpponentChoice, skill: number): { name: string; line: string } {
  switch (choice) {
    case 'easy':
      return { name: 'Easy', line: OPPONENT_LINES.easy };
    case 'medium':
      return { name: 'Medium', line: OPPONENT_LINES.medium };
    case 'hard':
      return { name: 'Hard', line: OPPONENT_LINES.hard };
    case 'adaptive': {
      const line = adaptiveLine(
        adaptiveLevel(skill),
        adaptiveLevel(STARTING_SKILL),
        skill === STARTING_SKILL,
      );
      return { name: 'Adaptive', line };
    }
    case 'expert':
      return { name: 'Expert', line: OPPONENT_LINES.expert };
    case 'perfect':
      return { name: 'Perfect', line: OPPONENT_LINES.perfect };
  }
}

/** Dots alone for a difficulty, as the mark draws them: ●●●○○ (opponentInfo's mark adds Perfect's crown). */
export function difficultyMark(difficulty: number): string {
  return '●'.repeat(difficulty) + '○'.repeat(5 - difficulty);
}
