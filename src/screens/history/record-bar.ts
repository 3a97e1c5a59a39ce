// A Record row's bar, as a plan: its parts (wins, draws, losses, in that order), each part's width,
// the words written in it and, with the colour-blind marks on, the stripes across a loss, so no
// part is told from another by its colour alone: each part says "3 won", "2 lost" where the words
// of every part of every row fit, else every part says its count alone and the headings name the
// order (a bare "1" beside another row's "1 drawn" reads as two kinds of count); the marks stripe every
// loss, however narrow. Phaser-free; the Record tab (scenes/history-record.ts) draws it.

import { recordPartWords } from './history-words.ts';

export type BarPartKind = 'won' | 'drawn' | 'lost';

export interface BarPart {
  kind: BarPartKind;
  x: number;
  width: number;
  /** The words in the part: "3 won" where they fit, else the count; null where even the count does not. */
  words: string | null;
  /** Diagonal stripes across it: a loss, with the marks on. */
  striped: boolean;
}

type BarRow = { won: number; drawn: number; lost: number };

/** How the Record's bars say their parts, all alike: "3 won" in each, or the counts alone. */
export type BarWords = 'words' | 'counts';

/**
 * Whether every part of every row of the Record holds its words ("1 drawn") in a bar `width`
 * wide: then all say them, else all say their counts alone.
 */
export function recordBarWords(
  rows: readonly BarRow[],
  width: number,
  measure: (words: string) => number,
  pad: number,
): BarWords {
  const fit = rows.every((row) =>
    recordBarParts(row, 0, width, false, measure, pad, 'words').every(
      (p) => p.words === recordPartWords(p.kind, row[p.kind]),
    ),
  );
  return fit ? 'words' : 'counts';
}

/**
 * The bar's parts from `x`, `width` wide; `measure` gives words' width as drawn, `pad` the room
 * kept at each side of them; `say` how every bar says its parts (recordBarWords). A part too narrow
 * for what it would say shows the count alone, or nothing where even that does not fit.
 */
export function recordBarParts(
  row: BarRow,
  x: number,
  width: number,
  marks: boolean,
  measure: (words: string) => number,
  pad: number,
  say: BarWords,
): BarPart[] {
  const total = row.won + row.drawn + row.lost;
  if (total === 0) return [];
  const parts: BarPart[] = [];
  let at = x;
  for (const kind of ['won', 'drawn', 'lost'] as const) {
    const n = row[kind];
    if (n === 0) continue;
    const w = (width * n) / total;
    const fits = (words: string) => measure(words) + 2 * pad <= w;
    const long = recordPartWords(kind, n);
    const words = say === 'words' && fits(long) ? long : fits(String(n)) ? String(n) : null;
    parts.push({ kind, x: at, width: w, words, striped: marks && kind === 'lost' });
    at += w;
  }
  return parts;
}

/** The stripes across a box (x, y, w, h), `step` apart, rising to the right: each as its two ends, inside the box. */
export function stripes(
  box: { x: number; y: number; width: number; height: number },
  step: number,
): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  const { x, y, width: w, height: h } = box;
  // A line x' - x + (y' - y) = c for c over (0, w + h): from its bottom-left end to its top-right one.
  for (let c = step / 2; c < w + h; c += step) {
    const x0 = x + Math.max(0, c - h);
    const y0 = y + Math.min(h, c);
    const x1 = x + Math.min(w, c);
    const y1 = y + Math.max(0, c - w);
    out.push([x0, y0, x1, y1]);
  }
  return out;
}
