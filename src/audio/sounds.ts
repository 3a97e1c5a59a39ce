// The game's sounds through Howler: made once from the recipes, unlocked on the first gesture
// (Howler does this itself), resumed when the tab comes back, at a remembered volume or muted.
// Where the browser lets a page say so (Safari's Audio Session API), the sounds are "ambient":
// the device's silent switch silences them, as it does other game sounds.

import { Howl, Howler } from 'howler';
import { soundRecipes, synthesize, wavDataUri } from './synth.ts';

export type SoundName =
  | 'place0'
  | 'place1'
  | 'place2'
  | 'place3'
  | 'divide'
  | 'win'
  | 'cheer'
  | 'lose'
  | 'draw'
  | 'click'
  | 'star'
  | 'unlock';

/** The original mapped the score gain to four sounds; so do we: 1, 2–4, 5–10, more. */
export function placementSound(gain: number): SoundName {
  return gain <= 1 ? 'place0' : gain <= 4 ? 'place1' : gain <= 10 ? 'place2' : 'place3';
}

export class Sounds {
  private howls: Map<string, Howl> | null = null;
  private muted: boolean;

  constructor(on: boolean, volume = 1) {
    this.muted = !on;
    Howler.mute(this.muted);
    Howler.volume(volume);
    const session = (navigator as { audioSession?: { type: string } }).audioSession;
    try {
      if (session) session.type = 'ambient';
    } catch {
      // An older audio session that refuses the type plays as before.
    }
    document.addEventListener('visibilitychange', () => {
      const ctx = Howler.ctx;
      if (document.visibilityState === 'visible' && ctx && ctx.state !== 'running')
        void ctx.resume().catch(() => {});
    });
  }

  /** Makes the sounds (a few ms); done lazily so page load does not wait for it. */
  private ensure(): Map<string, Howl> {
    if (!this.howls) {
      this.howls = new Map();
      for (const [name, voices] of Object.entries(soundRecipes())) {
        this.howls.set(
          name,
          new Howl({ src: [wavDataUri(synthesize(voices))], format: ['wav'], preload: true }),
        );
      }
    }
    return this.howls;
  }

  play(name: SoundName, rate = 1): void {
    if (this.muted) return;
    try {
      const howl = this.ensure().get(name);
      if (!howl) return;
      const id = howl.play();
      if (rate !== 1) howl.rate(rate, id);
    } catch {
      // Audio is a nicety: a browser without it still plays the game.
    }
  }

  get on(): boolean {
    return !this.muted;
  }

  setOn(on: boolean): void {
    this.muted = !on;
    Howler.mute(this.muted);
  }

  get volume(): number {
    return Howler.volume();
  }

  /** The loudness of every sound, 0 to 1. */
  setVolume(volume: number): void {
    Howler.volume(Math.min(1, Math.max(0, volume)));
  }

  /** Makes the sounds ahead of need, e.g. during the first idle moment on the menu. */
  warm(): void {
    try {
      this.ensure();
    } catch {
      // As above.
    }
  }
}
