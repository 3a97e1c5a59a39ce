// The adaptive opponent's skill profile: one number per device, kept across games and reloads,
// moved after each finished game a person plays against the adaptive opponent (RULES.md §5).

import { STARTING_SKILL, updateSkill } from '../ai/index.ts';
import { roundSkill } from './players.ts';
import type { Store } from './storage.ts';

const KEY = 'skill';

interface SkillProfile {
  skill: number;
  games: number;
}

const isProfile = (v: unknown): v is SkillProfile =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SkillProfile).skill === 'number' &&
  Number.isFinite((v as SkillProfile).skill) &&
  typeof (v as SkillProfile).games === 'number';

export function loadSkill(store: Store): number {
  const saved = store.read(KEY, isProfile);
  return saved ? roundSkill(saved.skill) : STARTING_SKILL;
}

export function gamesPlayed(store: Store): number {
  return store.read(KEY, isProfile)?.games ?? 0;
}

/** Records a finished game against the adaptive opponent; returns the skill before and after. */
export function recordAdaptiveGame(
  store: Store,
  personScore: number,
  opponentScore: number,
): { before: number; after: number } {
  const before = loadSkill(store);
  const after = roundSkill(updateSkill(before, personScore, opponentScore));
  store.write(KEY, { skill: after, games: gamesPlayed(store) + 1 });
  return { before, after };
}

/** The adaptive opponent's skill as a person reads it: level 1 (gentlest) to 10. */
export function adaptiveLevel(skill: number): number {
  return 1 + Math.round(Math.min(1, Math.max(0, skill)) * 9);
}
