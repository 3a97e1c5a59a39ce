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

/**
 * The hint setting's caption: for whom it is, "Hints against Medium", "Hints for two people" (the
 * On/Off beside it shows the setting, which is kept per opponent kind).
 */
export function hintsCaption(key: OpponentChoice | 'duo', name: string): string {
  return key === 'duo' ? 'Hints for two people' : `Hints against ${name}`;
}
