// Where a question about the board stands so the board stays in sight: a panel in the free column
// beside the board on a wide screen, a sheet under the board on an upright phone (or above it),
// over the toolbar or the scores where it must be, never over the board. Where no band beside
// the board holds it, the question keeps to the screen's top or bottom, clear of the squares it
// speaks of.

import type { Rect } from './board-geometry.ts';

export interface BoardQuestion {
  /** The screen, in game pixels. */
  width: number;
  height: number;
  /** The board's picture with its squares' labels. */
  board: Rect;
  /** The squares the question speaks of: kept clear when it must stand over the board. */
  avoid: readonly Rect[];
  /** The margin kept around the panel. */
  margin: number;
  /** The narrowest panel the question reads well in. */
  least: number;
}

export interface PanelSpot {
  x: number;
  y: number;
  width: number;
}

const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The panel's place: `heightAt` gives its height at a width, `preferred` is its width where room allows. */
export function boardQuestionSpot(
  q: BoardQuestion,
  heightAt: (width: number) => number,
  preferred: number,
): PanelSpot {
  const m = q.margin;
  const b = q.board;
  const right = b.x + b.width;
  const bottom = b.y + b.height;
  const middle = b.y + b.height / 2;
  const sides = [
    { x: right + m, y: m, width: q.width - right - 2 * m, height: q.height - 2 * m },
    { x: m, y: m, width: b.x - 2 * m, height: q.height - 2 * m },
  ].sort((p, r) => r.width - p.width);
  const bands = [
    ...sides.map((band) => ({
      band,
      at: (w: number, h: number) => ({
        x: band.x + (band.width - w) / 2,
        y: Math.max(band.y, Math.min(band.y + band.height - h, middle - h / 2)),
      }),
    })),
    {
      band: { x: m, y: bottom + m, width: q.width - 2 * m, height: q.height - bottom - 2 * m },
      at: (w: number) => ({ x: (q.width - w) / 2, y: bottom + m }),
    },
    {
      band: { x: m, y: m, width: q.width - 2 * m, height: b.y - 2 * m },
      at: (w: number, h: number) => ({ x: (q.width - w) / 2, y: b.y - m - h }),
    },
  ];
  for (const { band, at } of bands) {
    const width = Math.min(preferred, band.width);
    if (width < q.least) continue;
    const h = heightAt(width);
    if (h <= band.height) return { ...at(width, h), width };
  }
  // No band holds it: at the screen's top or bottom, whichever covers less of the squares spoken of.
  const width = Math.min(preferred, q.width - 2 * m);
  const h = Math.min(heightAt(width), q.height - 2 * m);
  const x = (q.width - width) / 2;
  const spots = [
    { x, y: q.height - m - h, width },
    { x, y: m, width },
  ];
  const covered = (s: PanelSpot) => q.avoid.reduce((sum, r) => sum + overlap({ ...s, height: h }, r), 0);
  return spots.reduce((p, s) => (covered(s) < covered(p) ? s : p));
}
