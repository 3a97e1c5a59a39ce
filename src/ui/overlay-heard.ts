// What the screen readers hear of the perfect-play overlay: its explanation once when it is turned
// on, then after each move only the best squares in a few words, and a sentence again only when
// its meaning changes (it closes, or it opens again). No Phaser and no DOM here: the board's coach
// announces what this returns, and the words are tested on their own.

import type { Overlay } from '../game/coach.ts';
import { endWords, overlayWords } from '../words/perfect-play-words.ts';

type Open = Extract<Overlay, { available: true }>;

/** "Best now: c3, d2 (you win by 4)." (estimated past the solver's budget: "Likely best now: c3 (about 4 ahead)."). */
export function bestNowWords(overlay: Open): string {
  if (overlay.estimated) {
    // Past the budget a jump may be the likely best: it is named too.
    const all = [...overlay.values, ...(overlay.jumps ?? [])];
    const top = Math.max(...all.map((v) => v.margin));
    const moves = all.filter((v) => v.margin === top).map((v) => v.move);
    return `Likely best now: ${moves.join(', ')} (${endWords(top, true)}).`;
  }
  const best = overlay.values.filter((v) => overlay.best.includes(v.square));
  return `Best now: ${best.map((v) => v.move).join(', ')} (${endWords(best[0]!.margin, false)}).`;
}

export class OverlayHearing {
  /** The match the overlay was last heard in (any object a match is), and what was said last. */
  private match: object | null = null;
  private said: 'nothing' | 'explained' | 'closed' = 'nothing';

  /** The toggle was turned on in `match`: the explanation is due again. */
  turnedOn(match: object): void {
    this.match = match;
    this.said = 'nothing';
  }

  /** The overlay's values arrived: the explanation the first time (its first-move words on an empty board), the best squares after. */
  opened(
    match: object,
    overlay: Open,
    firstMove = false,
    place = 'square',
    wholeBoard: number | null = null,
  ): string {
    if (this.match !== match || this.said !== 'explained') {
      this.match = match;
      this.said = 'explained';
      return overlayWords(overlay, firstMove, place, wholeBoard);
    }
    return bestNowWords(overlay);
  }

  /** The overlay, on, cannot be shown (`words` say why): said once, then not until it opens again. */
  closed(match: object, words: string): string | null {
    if (this.match === match && this.said === 'closed') return null;
    this.match = match;
    this.said = 'closed';
    return words;
  }
}
