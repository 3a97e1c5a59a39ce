// The toolbar's Sound button: each press steps the volume (full, half, a quarter, off: a volume,
// not only mute), keeps it with the settings, shows it on the button's icon and says it briefly.

import { nextSoundLevel } from '../game/settings.ts';
import type { Button } from '../ui/button.ts';
import { showNotice } from '../ui/notice.ts';
import { saveCurrentSettings, type Services } from './services.ts';

export const soundIcon = (s: Services): string => (s.sounds.on ? 'icon/sound-on' : 'icon/sound-off');

export function stepSound(s: Services, button: Button): void {
  Object.assign(s.settings, nextSoundLevel(s.settings));
  s.sounds.setVolume(s.settings.volume);
  s.sounds.setOn(s.settings.sound);
  saveCurrentSettings(s);
  button.setIcon(soundIcon(s));
  showNotice(s.sounds.on ? `Sound ${Math.round(s.settings.volume * 100)}%` : 'Sound off', 2000, { game: true });
}
