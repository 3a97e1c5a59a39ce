// The adaptive opponent's skill profile: one number per device, kept across games and reloads,
// moved after each finished game a person plays against the adaptive opponent (RULES.md §5), by
// one level at most: a heavy loss (or a big win) moves Adaptive one step, never three at once.

import { STARTING_SKILL, updateSkill } from '../ai/index.ts';
import { agentKind, roundSkill, type PlayerId } from './players.ts';
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
  const after = skillAfter(before, personScore, opponentScore);
  store.write(KEY, { skill: after, games: gamesPlayed(store) + 1 });
  return { before, after };
}

/** Adaptive's level from its agent id ("adaptive:0.5" is level 6), or null for another player. */
export function levelOfAgent(id: PlayerId): number | null {
  if (agentKind(id) !== 'adaptive') return null;
  const skill = Number(id.slice('adaptive:'.length));
  return adaptiveLevel(id.includes(':') && Number.isFinite(skill) ? skill : STARTING_SKILL);
}

/** The adaptive opponent's skill as a person reads it: level 1 (gentlest) to 10. */
export function adaptiveLevel(skill: number): number {
  return 1 + Math.round(Math.min(1, Math.max(0, skill)) * 9);
}

/**
 * The skill after a game: RULES.md §5's step by the margin, held within one level of where it was
 * (a level's middle where the margin would carry it further), so the player meets a gentler or a
 * stronger Adaptive gradually.
 */
export function skillAfter(before: number, personScore: number, opponentScore: number): number {
  const after = roundSkill(updateSkill(before, personScore, opponentScore));
  const was = adaptiveLevel(before);
  const now = adaptiveLevel(after);
  if (Math.abs(now - was) <= 1) return after;
  const next = was + Math.sign(now - was);
  return roundSkill((next - 1) / 9);
}
