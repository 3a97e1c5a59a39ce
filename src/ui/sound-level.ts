// The Sound button's look at each volume step: its icon (waves for the loudness, a cross for off)
// and its name, the loudness a player reads at a glance: "Sound: loud" to "Sound: off".

import { VOLUME_LEVELS } from '../game/settings.ts';

export interface SoundLevel {
  icon: string;
  label: string;
  /** The loudness alone, as the setup page's choices name it: "loud", "medium", "quiet", "off". */
  word: string;
}

const level = (icon: string, word: string): SoundLevel => ({
  icon: `icon/${icon}`,
  label: `Sound: ${word}`,
  word,
});
const OFF: SoundLevel = level('sound-off', 'off');
const ON: readonly SoundLevel[] = [
  level('sound-high', 'loud'),
  level('sound-on', 'medium'),
  level('sound-low', 'quiet'),
];

/** Every step, loudest first, then off. */
export const SOUND_LEVELS: readonly SoundLevel[] = [...ON.slice(0, VOLUME_LEVELS.length), OFF];

/** The look for sound `on` at `volume` (one of VOLUME_LEVELS; any other shows as the nearest below it). */
export function soundLevel(on: boolean, volume: number): SoundLevel {
  if (!on || volume <= 0) return OFF;
  const at = VOLUME_LEVELS.findIndex((v) => volume >= v);
  return ON[at < 0 ? VOLUME_LEVELS.length - 1 : at] ?? OFF;
}
