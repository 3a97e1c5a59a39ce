// How strong an opponent is, to rank wins: a win over Medium on 8×8 by 19 is a better win than one
// over Easy by 24, as the best casual apps rank a best win by the opponent beaten first. The scale
// is Adaptive's ten levels: each fixed opponent sits at twice its dots (Easy 2, Medium 4, Hard 6,
// Expert 8, Perfect 10), Adaptive at its level (level 6 beside Hard), as the strength marks read.

import { agentKind, type PlayerId } from './players.ts';
import { levelOfAgent } from './skill.ts';
import { STRENGTH } from '../words/opponent-marks.ts';

/** An opponent's strength from its agent id, 1 (gentlest) to 10; 0 for a player that is no choice of the menu's. */
export function opponentStrength(id: PlayerId): number {
  const level = levelOfAgent(id);
  if (level !== null) return level;
  const dots = (STRENGTH as Readonly<Record<string, number>>)[agentKind(id)];
  return dots === undefined ? 0 : dots * 2;
}
