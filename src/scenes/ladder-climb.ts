// A game started outside the menu (the results' Next step, Your games' ladder map) on a ladder
// step's board against its opponent puts the player on the ladder, as the menu's ladder buttons do
// (screens/menu/ladder-follow.ts): the menu's big Play is then the ladder's next step.

import { climbStep } from '../screens/menu/ladder-follow.ts';
import type { MatchSetup } from '../game/match.ts';
import { saveCurrentSettings, type Services } from './services.ts';

export function climbIfStep(s: Services, start: Pick<MatchSetup, 'rules' | 'players'>): void {
  if (climbStep(s.settings, s.store, start)) saveCurrentSettings(s);
}
