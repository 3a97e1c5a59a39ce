// The shown move's words in the room the layout gives them, without Phaser: where all of them do
// not fit at their least size, the parts a player can spare give way first (the gold rings' key,
// why the chart and the score disagree, then the game's lesson, said on the results too), then the
// last sentences; what is left ends "More ›" and a tap shows the whole (on an upright phone
// the key moment's six lines ran under the chart, its one sentence of why unreadable).

import { LINE_MORE_WORDS } from '../../words/review-words.ts';

export interface LinePart {
  words: string;
  /** Which give way first where the words do not fit: higher first; 0 never whole-part. */
  spare: number;
  /** Said on a line of its own (the rings' key, why the chart disagrees), else after a space. */
  ownLine?: boolean;
  /** The line's bold head (the key moment, first): drawn apart above the rest, never cut. */
  head?: boolean;
}

/** A line's parts as read, one string: a part on a line of its own (and any after the head) after a line break. */
export function partsWords(parts: readonly LinePart[]): string {
  return parts
    .map((p, i) => (i === 0 ? '' : p.ownLine || parts[i - 1]!.head ? '\n' : ' ') + p.words)
    .join('');
}

export interface LineInRoom {
  /** The words drawn in the line's box. */
  shown: string;
  /** All the words, shown over the chart on a tap where `cut`. */
  whole: string;
  cut: boolean;
}

/** The line's parts joined as read: `joint` between them (a part that says the key stands on a line of its own). */
const joined = (parts: readonly LinePart[], joint: (p: LinePart) => string) =>
  parts.map((p, i) => (i === 0 ? p.words : joint(p) + p.words)).join('');

/**
 * The words of `parts` that fit, as `fits` measures them (the words at their least size within the
 * box): all of them where they fit; else the spared parts dropped, highest first, then the last
 * sentences, then the last words, with "More ›" after. `joint` says what goes before a part.
 */
export function lineInRoom(
  parts: readonly LinePart[],
  fits: (words: string) => boolean,
  joint: (p: LinePart) => string = (p) => (p.ownLine ? '\n' : ' '),
): LineInRoom {
  const whole = joined(parts, joint);
  if (fits(whole)) return { shown: whole, whole, cut: false };
  const more = (words: string) => `${words} ${LINE_MORE_WORDS.more}`;
  let kept = [...parts];
  for (const spare of [...new Set(parts.map((p) => p.spare))].filter((s) => s > 0).sort((a, b) => b - a)) {
    kept = kept.filter((p) => p.spare !== spare);
    const words = joined(kept, joint);
    if (kept.length > 0 && fits(more(words))) return { shown: more(words), whole, cut: true };
  }
  // Still too long: the last sentences go, then the last words; never fewer than one word.
  const left = joined(kept, joint);
  const sentences = left.match(/[^.!?]+[.!?]+(?:\s+|$)|[^.!?]+$/g) ?? [left];
  for (let n = sentences.length - 1; n >= 1; n--) {
    const words = sentences.slice(0, n).join('').trim();
    if (fits(more(words))) return { shown: more(words), whole, cut: true };
  }
  const each = left.split(' ');
  for (let n = each.length - 1; n >= 1; n--) {
    const words = `${each.slice(0, n).join(' ')} …`;
    if (fits(more(words))) return { shown: more(words), whole, cut: true };
  }
  return { shown: more(each[0] ?? ''), whole, cut: true };
}
