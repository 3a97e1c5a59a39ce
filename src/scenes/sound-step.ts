// The toolbar's Sound button: each press steps the volume (full, half, a quarter, off: a volume,
// not only mute), keeps it with the settings, shows the level on the button's icon and in its
// name (under the icon, its tooltip and what screen readers hear) and says it briefly.

import { soundLevel, SOUND_LEVELS } from '../ui/sound-level.ts';
import { nextSoundLevel } from '../game/settings.ts';
import type { Button } from '../ui/button.ts';
import { showNotice } from '../ui/notice.ts';
import { saveCurrentSettings, type Services } from './services.ts';

const levelOf = (s: Services) => soundLevel(s.sounds.on, s.settings.volume);

export const soundIcon = (s: Services): string => levelOf(s).icon;
export const soundLabel = (s: Services): string => levelOf(s).label;
/** Every name the button may show, so the toolbar makes room for the longest. */
export const SOUND_LABELS: readonly string[] = SOUND_LEVELS.map((l) => l.label);

export function stepSound(s: Services, button: Button): void {
  Object.assign(s.settings, nextSoundLevel(s.settings));
  s.sounds.setVolume(s.settings.volume);
  s.sounds.setOn(s.settings.sound);
  saveCurrentSettings(s);
  button.setIcon(soundIcon(s)).setLabel(soundLabel(s));
  showNotice(s.sounds.on ? `Sound ${Math.round(s.settings.volume * 100)}%` : 'Sound off', 2000, { game: true });
}
