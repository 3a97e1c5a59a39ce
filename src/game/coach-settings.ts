// Whether the coach's hints are on for a match: the player's own choice per opponent kind where
// they made one, else on against every opponent but the expert (a player who picks the expert
// asked for the hardest game; they can still turn hints on).

import { agentKind, isHuman, OPPONENT_CHOICES, type OpponentChoice, type PlayerId } from './players.ts';
import type { Settings } from './settings.ts';

/** The settings key a match's hints are kept under: the opponent's kind, or `duo` for two people; null when nobody plays. */
export function hintsKey(players: readonly PlayerId[]): OpponentChoice | 'duo' | null {
  const humans = players.filter(isHuman).length;
  if (humans === 0) return null;
  if (humans === 2) return 'duo';
  const kind = agentKind(players.find((p) => !isHuman(p))!);
  return (OPPONENT_CHOICES as readonly string[]).includes(kind) ? (kind as OpponentChoice) : 'expert';
}

export function defaultHints(key: OpponentChoice | 'duo'): boolean {
  return key !== 'expert';
}

export function hintsOn(settings: Settings, players: readonly PlayerId[]): boolean {
  const key = hintsKey(players);
  if (key === null) return false;
  return settings.hints?.[key] ?? defaultHints(key);
}

/** Turns hints on or off for matches like this one (against this opponent kind). */
export function setHints(settings: Settings, players: readonly PlayerId[], on: boolean): void {
  const key = hintsKey(players);
  if (key === null) return;
  settings.hints = { ...settings.hints, [key]: on };
}

/** Every key hints are kept under: each opponent kind, and two people. */
const HINT_KEYS: readonly (OpponentChoice | 'duo')[] = [...OPPONENT_CHOICES, 'duo'];

/**
 * The Settings page's one Hints row, the same whichever opponent is chosen: On where any game
 * offers hints. ("Hints against Medium" changed with the opponent chosen elsewhere, a reviewer
 * found.) A game against an opponent whose hints are off asks before its first hint (help-gate.ts).
 */
export function hintsAnywhere(settings: Settings): boolean {
  return HINT_KEYS.some((key) => settings.hints?.[key] ?? defaultHints(key));
}

/** The Settings page's Hints: off in every game, or on as they start (every opponent's but the Expert's, which asks first). */
export function setHintsEverywhere(settings: Settings, on: boolean): void {
  settings.hints = on ? {} : Object.fromEntries(HINT_KEYS.map((key) => [key, false]));
}
