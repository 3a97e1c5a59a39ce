// The Sound button's look at each volume step: its icon (waves for the loudness, a cross for off)
// and its name, "Sound high" to "Sound off".

import { VOLUME_LEVELS } from '../game/settings.ts';

export interface SoundLevel {
  icon: string;
  label: string;
}

const OFF: SoundLevel = { icon: 'icon/sound-off', label: 'Sound off' };
const ON: readonly SoundLevel[] = [
  { icon: 'icon/sound-high', label: 'Sound high' },
  { icon: 'icon/sound-on', label: 'Sound mid' },
  { icon: 'icon/sound-low', label: 'Sound low' },
];

/** Every step, loudest first, then off. */
export const SOUND_LEVELS: readonly SoundLevel[] = [...ON.slice(0, VOLUME_LEVELS.length), OFF];

/** The look for sound `on` at `volume` (one of VOLUME_LEVELS; any other shows as the nearest below it). */
export function soundLevel(on: boolean, volume: number): SoundLevel {
  if (!on || volume <= 0) return OFF;
  const at = VOLUME_LEVELS.findIndex((v) => volume >= v);
  return ON[at < 0 ? VOLUME_LEVELS.length - 1 : at] ?? OFF;
}
