// The toolbar's Sound button: the sound model (screens/game/sound.ts) decides the level; this
// shows it on the button's icon and in its name (under the icon, its tooltip and what screen
// readers hear).

import { SOUND_LEVELS } from '../ui/sound-level.ts';
import type { Button } from '../ui/button.ts';
import { showNotice } from '../ui/notice.ts';
import { SoundModel } from '../screens/game/sound.ts';
import { saveCurrentSettings, type Services } from './services.ts';

const modelOf = (s: Services) =>
  new SoundModel({
    settings: s.settings,
    sounds: s.sounds,
    save: () => saveCurrentSettings(s),
    notice: (words, ms) => showNotice(words, ms, { game: true }),
  });

export const soundIcon = (s: Services): string => modelOf(s).snapshot().icon;
export const soundLabel = (s: Services): string => modelOf(s).snapshot().label;
/** Every name the button may show, so the toolbar makes room for the longest. */
export const SOUND_LABELS: readonly string[] = SOUND_LEVELS.map((l) => l.label);

export function stepSound(s: Services, button: Button): void {
  const level = modelOf(s).step();
  button.setIcon(level.icon).setLabel(level.label);
}
