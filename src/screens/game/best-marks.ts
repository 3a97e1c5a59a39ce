// What Best moves marks on the board: one to three best squares, each ringed, and a short line of
// what they give and why. Every square's number is drawn on a second press (best-numbers.ts); a square's preview
// and its number in words come on a hover or a held finger (bestPreviewWords). The screen readers
// hear every square's number (its note).

import type { Overlay, OverlayValue } from '../../game/coach.ts';
import type { Position } from '../../engine/index.ts';
import { squareGains } from '../../ai/coach/gains.ts';
import { hintIdea } from '../../ai/coach/hint-idea.ts';
import {
  bestMovesBanner,
  bestPreviewLine,
  type BestGreedier,
  type BestWhy,
} from '../../words/perfect-play-words.ts';
import { replyAhead } from './reply-ahead.ts';
import { bestMovesShort } from '../../words/best-moves-words.ts';
import { placeName } from '../../words/place-words.ts';

/** At most this many squares are marked: more equal best squares are counted in the words. */
export const MOST_MARKED = 3;

export interface BestMarks {
  /** The squares marked with a ring and a star, the one the words explain first. */
  marked: number[];
  /** The banner's words with every square's figure in sight, or null where every move is worth the same (the overlay's own words say so). */
  words: string | null;
  /** The banner's first words, only the best squares' figures in sight (best-moves-words.ts), or null as `words`. */
  short: string | null;
  /** The same with the one-line key to the best square's figure, the first time a visit opens Best moves. */
  shortKeyed: string | null;
}

type Open = Extract<Overlay, { available: true }>;

/**
 * The marks for an overlay in `position` (the mover's): the best squares, the ones that score most
 * at once first (then the most central), cut to MOST_MARKED; where every square is worth the same
 * none is marked. Past the solver's budget the best are the top estimates, said "about".
 */
export function bestMarks(overlay: Open, position: Position): BestMarks {
  const top = Math.max(...overlay.values.map((v) => v.margin));
  const best = overlay.values.filter((v) =>
    overlay.estimated ? v.margin === top : overlay.best.includes(v.square),
  );
  if (best.length === 0 || (overlay.values.length > 1 && best.length === overlay.values.length))
    return { marked: [], words: null, short: null, shortKeyed: null };
  const gain = new Map(best.map((v) => [v.square, squareGains(position, v.square)]));
  const order = [...best].sort(
    (a, b) =>
      gain.get(b.square)!.gain - gain.get(a.square)!.gain ||
      position.centrality(b.square) - position.centrality(a.square) ||
      a.square - b.square,
  );
  const marked = order.slice(0, MOST_MARKED);
  const first = gain.get(marked[0]!.square)!;
  const why: BestWhy = {
    move: first.move,
    gain: first.gain,
    idea: hintIdea(position, first.square, first),
  };
  const source = overlay.refining ? 'first-guess' : overlay.estimated ? 'estimate' : 'exact';
  const moves = marked.map((v) => v.move);
  const more = best.length - marked.length;
  const margin = marked[0]!.margin;
  const place = placeName(position.layout.grid);
  return {
    marked: marked.map((v) => v.square),
    words: bestMovesBanner(
      moves,
      more,
      margin,
      source,
      why,
      greedierThan(overlay, position, first.gain, margin),
    ),
    short: bestMovesShort(moves, more, margin, source, why, place),
    shortKeyed: bestMovesShort(moves, more, margin, source, why, place, true),
  };
}

/**
 * The square that scores most now where it scores more than the best square explained (`gain`) and
 * ends worse than its `margin`: what it costs by the end, and the reply that shows why; else null.
 */
function greedierThan(overlay: Open, position: Position, gain: number, margin: number): BestGreedier | null {
  let top: { v: OverlayValue; gain: number } | null = null;
  for (const v of overlay.values) {
    if (v.square >= position.layout.size) continue;
    const g = position.deltaScore(position.turn(), v.square);
    if (g > (top?.gain ?? gain)) top = { v, gain: g };
  }
  if (!top || top.v.margin >= margin) return null;
  const reply = replyAhead(position, top.v.square);
  return {
    move: top.v.move,
    gain: top.gain,
    worse: Math.max(1, Math.round(margin - top.v.margin)),
    reply: reply && reply.gain > top.gain ? reply : null,
  };
}

/** A square's number said after its preview, where Best moves is on: "With best play after c3 you win by 2." */
export function bestPreviewWords(overlay: Overlay | null, square: number): string | null {
  if (!overlay?.available) return null;
  const v: OverlayValue | undefined = overlay.values.find((x) => x.square === square);
  return v ? bestPreviewLine(v.move, v.margin, overlay.estimated === true) : null;
}

/** The marks of the overlay in sight, worked out once per overlay (a snapshot is drawn on every preview). */
export class BestMarksKeep {
  private kept: { overlay: Overlay; marks: BestMarks | null } | null = null;

  of(overlay: Overlay | null, position: Position): BestMarks | null {
    if (!overlay) return null;
    if (this.kept?.overlay !== overlay)
      this.kept = { overlay, marks: overlay.available ? bestMarks(overlay, position) : null };
    return this.kept.marks;
  }

  /**
   * The banner's words, or null (every square worth the same); `every`: with every square's figure in
   * sight; `keyed`: the best squares' alone with the key to their figure (the visit's first).
   */
  words(overlay: Overlay | null, position: Position, every = true, keyed = false): string | null {
    const marks = this.of(overlay, position);
    return (every ? marks?.words : keyed ? marks?.shortKeyed : marks?.short) ?? null;
  }
}
