// The adaptive opponent's skill: where a new player starts, and how a finished game against a
// person moves it (RULES.md section 5). The game keeps the skill per device and calls this.

import { clamp01 } from './greedy.ts';

export const STARTING_SKILL = 0.5;

/**
 * The skill after a finished game: up by 1% of the person's margin when the person won, down by
 * half of 1% of the margin when the opponent won (winning makes it play harder).
 */
export function updateSkill(skill: number, personScore: number, opponentScore: number): number {
  const margin = personScore - opponentScore;
  const damping = personScore < opponentScore ? 2 : 1;
  return clamp01(skill + (0.01 * margin) / damping);
}
