// How the menu presents each opponent: a name, a difficulty mark out of five, and one line on how
// it plays, in a player's words. Adaptive shows its level (1 to 10) rather than its skill number,
// where it starts and that a win moves it up; its mark says the level: one dot for every two
// levels, so level 6 of 10 is 3 of 5.

import type { OpponentChoice } from './players.ts';
import { STARTING_SKILL } from '../ai/index.ts';
import { adaptiveLevel } from './skill.ts';

export interface OpponentInfo {
  name: string;
  /** Difficulty, 1 (gentlest) to 5. */
  difficulty: number;
  line: string;
}

export function opponentInfo(choice: OpponentChoice, skill: number): OpponentInfo {
  switch (choice) {
    case 'easy':
      return { name: 'Easy', difficulty: 1, line: 'A gentle first game. Grows its own cells.' };
    case 'medium':
      return { name: 'Medium', difficulty: 2, line: 'Sees one move ahead, slips now and then.' };
    case 'hard':
      return { name: 'Hard', difficulty: 3, line: 'Weighs its points, yours and the room left.' };
    case 'adaptive': {
      const level = adaptiveLevel(skill);
      const start = adaptiveLevel(STARTING_SKILL);
      const line =
        skill === STARTING_SKILL
          ? `Starts at level ${start} of 10, moves up when you win.`
          : `Now level ${level} of 10 (starts at ${start}), up when you win.`;
      return { name: 'Adaptive', difficulty: Math.ceil(level / 2), line };
    }
    case 'expert':
      return { name: 'Expert', difficulty: 5, line: 'Thinks many moves ahead. A real test.' };
    case 'perfect':
      return {
        name: 'Perfect',
        difficulty: 5,
        line: 'Knows these boards by heart. Never slips.',
      };
  }
}

/** The difficulty as a mark a person reads at a glance: ●●●○○. */
export function difficultyMark(difficulty: number): string {
  return '●'.repeat(difficulty) + '○'.repeat(5 - difficulty);
}
