// Where a chart's key stands beside its title, without drawing it: each player's sample (a line
// with the disc that ends it, or a bar) and name, in a row beside the title where both fit, else
// on a row of their own under it, the names fitted to half the row each.

import type { Rect } from './board-geometry.ts';
import { pixelRatio } from './device-pixels.ts';

/** How wide the disc that carries a mark is: large enough for the mark to read (15 CSS px). */
export function discSize(u: number): number {
  return Math.max(16 * u, 15 * pixelRatio());
}

/** A key's samples and spacing, in game pixels. */
export interface KeySamples {
  /** A line's sample: long enough for two of its dashes. */
  lineW: number;
  /** The sample's room: a line's with half the disc that ends it, or a bar's. */
  sampleW: number;
  sampleH: number;
  /** Between a sample and its name, and between the two players' keys. */
  gap: number;
  between: number;
}

export function keySamples(kind: 'line' | 'bar', marks: boolean, u: number): KeySamples {
  const lineW = Math.max(30 * u, 26 * pixelRatio());
  return {
    lineW,
    sampleW:
      kind === 'line' ? lineW + (marks ? discSize(u) / 2 : 0) : Math.max(18 * u, marks ? discSize(u) : 0),
    sampleH: marks ? discSize(u) : 12 * u,
    gap: 6 * u,
    between: 14 * u,
  };
}

/**
 * Whether the key fits beside a title `headingW` wide in chart box `r` with names `nameW` wide;
 * where it does not, `nameRoom` is the width each name is fitted to on the row under the title.
 */
export function keyFit(
  r: Rect,
  headingW: number,
  nameW: readonly [number, number],
  s: KeySamples,
  u: number,
): { beside: boolean; nameRoom: number } {
  const inRow = r.width - 24 * u - headingW - s.between;
  const beside = s.sampleW + s.gap + nameW[0] + s.between + s.sampleW + s.gap + nameW[1] <= inRow;
  const room = beside ? inRow : r.width - 24 * u;
  return { beside, nameRoom: (room - s.between) / 2 - s.sampleW - s.gap };
}

/** Each player's key: its box (sample and name), where its sample starts and its name; and the y under the title and key. */
export interface KeyPlaces {
  midY: number;
  keys: [Rect, Rect];
  names: [{ x: number; y: number }, { x: number; y: number }];
  below: number;
}

/** Where the keys stand for a title drawn at `heading`, names `nameW` wide (as fitted) and `nameH` tall. */
export function keyPlaces(
  r: Rect,
  heading: Rect,
  beside: boolean,
  nameW: readonly [number, number],
  nameH: number,
  s: KeySamples,
  u: number,
): KeyPlaces {
  const width = (i: 0 | 1) => s.sampleW + s.gap + nameW[i];
  const rowH = Math.max(s.sampleH, nameH);
  const midY = beside ? heading.y + heading.height / 2 : heading.y + heading.height + 4 * u + rowH / 2;
  const first = beside ? r.x + r.width - 12 * u - (width(0) + s.between + width(1)) : r.x + 12 * u;
  const lefts = [first, first + width(0) + s.between] as const;
  const key = (i: 0 | 1): Rect => ({ x: lefts[i], y: midY - rowH / 2, width: width(i), height: rowH });
  const name = (i: 0 | 1) => ({ x: lefts[i] + s.sampleW + s.gap, y: midY });
  return {
    midY,
    keys: [key(0), key(1)],
    names: [name(0), name(1)],
    below: beside ? Math.max(heading.y + heading.height, midY + rowH / 2) : midY + rowH / 2,
  };
}
