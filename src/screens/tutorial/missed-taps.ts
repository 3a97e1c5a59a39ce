// The wrong taps of the guided game, without Phaser: the line each one brings ("Not that one: …"),
// how many came, and the step's words it stands in for, said again once the line has been read.

import { readingMs } from '../../words/tutorial-words.ts';
import type { TutorialClock } from './tutorial-ports.ts';

/** What the missed taps ask of the guided game's model. */
export interface MissedTapsHost {
  clock: TutorialClock;
  /** The words in sight. */
  words(): string;
  /** How long the words in sight still need to be read (ms). */
  readingLeft(): number;
  /** Shows words; `left` is the reading time they still need. */
  say(words: string, left?: number): void;
  /** The words of the tap asked for now, in the verb of the input in use, or null when no tap is asked. */
  asking(): string | null;
  alive(): boolean;
}

export class MissedTaps {
  private line: string | null = null;
  private misses = 0;
  private steady = '';
  private steadyLeft = 0;

  constructor(private readonly host: MissedTapsHost) {}

  /** The wrong taps so far while a wrong tap's line is in sight; 0 otherwise. */
  shown(): number {
    return this.line !== null && this.host.words() === this.line ? this.misses : 0;
  }

  /**
   * Says `line` for a wrong tap, for its reading time after the last such tap, then the step's words
   * again (a second wrong tap keeps the step's words to come back to, not the first one's line).
   */
  say(line: string): void {
    const host = this.host;
    if (host.words() !== this.line) {
      this.steady = host.words();
      this.steadyLeft = host.readingLeft();
    }
    this.line = line;
    const miss = ++this.misses;
    host.say(line);
    const [before, beforeLeft] = [this.steady, this.steadyLeft];
    host.clock.after(readingMs(line), () => {
      if (host.alive() && miss === this.misses && host.words() === line) {
        // The tap's words again, in the verb of the input the person has used meanwhile.
        host.say(host.asking() ?? before, beforeLeft);
        this.line = null;
      }
    });
  }

  /** The right tap came while a wrong tap's line was in sight: the line goes with the ask as the move lands. */
  taken(): void {
    if (this.host.words() === this.line) this.line = null;
  }
}
