// A press a hold turned into a look (a puzzle's: the held square's gain shown, the press no answer
// then), until its release. The look's timer runs on the page's clock while a slow frame hands the
// release over late, so a quick tap can be taken for a hold: judged by the finger's own times, one
// released on its square sooner than a hold was a tap, and plays; a real look plays nothing and
// says so (a board that does not answer a lift looks frozen).

import { HOLD_MS } from './preview.ts';
import type { PressPointer } from './press-ports.ts';

/** A look's release: its square, when its press began, and whether it was a tap after all. */
export interface LookRelease {
  square: number;
  downTime: number;
  plays: boolean;
}

export class PressLook {
  /** The latest press: its pointer and when it went down. */
  private press: { pointer: number; downTime: number } | null = null;
  /** The square the latest press looked at, or −1. */
  private square = -1;

  /** A press began: no look yet. */
  down(p: PressPointer): void {
    this.press = { pointer: p.id, downTime: p.downTime };
    this.square = -1;
  }

  /** The latest press, on `square`, became a look. */
  began(square: number): void {
    if (this.press) this.square = square;
  }

  /** Pointer `p` was released over `under` (−1: no square) at `now` if the event has no time: the look's release, or null (no look, or slid off its square: nothing). */
  released(p: PressPointer, under: number, now: number): LookRelease | null {
    const { press, square } = this;
    this.square = -1;
    if (!press || press.pointer !== p.id || square < 0 || under !== square) return null;
    return { square, downTime: press.downTime, plays: (p.upTime ?? now) - press.downTime < HOLD_MS };
  }
}
