// The board's Sound button, without Phaser: each press steps the volume (loud, medium, quiet, off),
// keeps it with the settings, and the button's icon and name say the level now; a brief notice
// says it too.

import { nextSoundLevel, type Settings } from '../../game/settings.ts';
import { soundLevel, type SoundLevel } from '../../ui/sound-level.ts';

/** What the model asks of the sounds. */
export interface SoundPlayer {
  readonly on: boolean;
  setVolume(volume: number): void;
  setOn(on: boolean): void;
}

export interface SoundPorts {
  settings: Settings;
  sounds: SoundPlayer;
  /** Keeps the settings. */
  save: () => void;
  /** A brief notice, for `ms`. */
  notice: (words: string, ms: number) => void;
}

export class SoundModel {
  constructor(private readonly ports: SoundPorts) {}

  /** The button's icon and name now. */
  snapshot(): SoundLevel {
    return soundLevel(this.ports.sounds.on, this.ports.settings.volume);
  }

  /** One press: the next level, kept and told. */
  step(): SoundLevel {
    const { settings, sounds } = this.ports;
    Object.assign(settings, nextSoundLevel(settings));
    sounds.setVolume(settings.volume);
    sounds.setOn(settings.sound);
    this.ports.save();
    this.ports.notice(sounds.on ? `Sound ${Math.round(settings.volume * 100)}%` : 'Sound off', 2000);
    return this.snapshot();
  }
}
