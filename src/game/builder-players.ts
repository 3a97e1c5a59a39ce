// Who plays a board from the builder: a person always does. With the menu set to watching two
// opponents, the person plays their own opponent (not one of the watched two); otherwise the menu's choice.

import type { Settings } from './settings.ts';

/** The settings Play in the builder starts with. */
export function builderPlayers(settings: Settings): Settings {
  if (settings.mode !== 'watch') return settings;
  return { ...settings, mode: 'solo' };
}
