// The review's key, drawn beside the board (never over it): what the board's two rings mean (the
// move played, the best move for that turn) and the points each mark starts at, in the marks'
// own colours, each ring swatch in the shape of the board's cells (square-ring.ts, as the board's
// rings). Two lines of swatches and words, shrunk to the width given, never under the
// readable least. Its words are review-words.ts's, the same that screen readers hear.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { MARK_COLOURS } from './review-list.ts';
import { MARK_KEY, RING_KEY } from '../words/review-words.ts';
import { minText } from './readable.ts';
import { squareRingImages } from './square-ring.ts';
import type { Layout } from '../engine/index.ts';
import { THEME, textStyle } from './theme.ts';

/** One piece of a key line: a ring swatch of a colour, or words in a colour. */
type Piece = { ring: number } | { words: string; colour: string };

type Lines = readonly (readonly Piece[])[];

const LINES: Lines = [
  [
    { ring: 0xffffff },
    { words: RING_KEY.played, colour: THEME.text },
    { ring: THEME.accent },
    { words: RING_KEY.best, colour: THEME.text },
  ],
  [
    { words: 'Points given away:', colour: THEME.textDim },
    ...MARK_KEY.map((k) => ({ words: k.words, colour: MARK_COLOURS[k.mark] })),
  ],
];

/** The same pieces a line each where the key stands in a narrow panel (an upright phone's "?"). */
export const STACKED_KEY: Lines = [
  LINES[0]!.slice(0, 2),
  LINES[0]!.slice(2),
  LINES[1]!.slice(0, 1),
  LINES[1]!.slice(1),
];

/** The key's height at unit `u`, for its two lines or as many as given. */
export function reviewKeyHeight(u: number, lines: Lines = LINES): number {
  return lines.length * 22 * u + 4 * u;
}

/** Draws the key in `r` (its height from reviewKeyHeight); returns the box it takes and its words. */
export function drawReviewKey(
  scene: Phaser.Scene,
  r: Rect,
  u: number,
  grid: Layout['grid'],
  lines: Lines = LINES,
): { box: Rect; words: string[] } {
  const lineH = (r.height - 4 * u) / lines.length;
  let size = Math.min(15 * u, lineH * 0.7);
  const gap = 12 * u;
  let right = r.x;
  const texts = lines.map((line) =>
    line.map((p) =>
      'words' in p ? scene.add.text(0, 0, p.words, textStyle(size, p.colour)).setOrigin(0, 0.5) : null,
    ),
  );
  // One size for every line: the largest at which the wider fits.
  const widthAt = (line: readonly Piece[], row: (Phaser.GameObjects.Text | null)[], s: number) =>
    line.reduce((w, p, i) => w + ('ring' in p ? s * 1.3 + 6 * u : row[i]!.width) + (i > 0 ? gap : 0), 0);
  const widest = Math.max(...lines.map((line, i) => widthAt(line, texts[i]!, size)));
  if (widest > r.width) {
    size = Math.max(minText(), Math.floor((size * r.width) / widest));
    for (const row of texts) for (const t of row) t?.setFontSize(size);
  }
  lines.forEach((line, i) => {
    const y = r.y + lineH * (i + 0.5);
    let x = r.x;
    line.forEach((p, j) => {
      if (j > 0) x += gap;
      if ('ring' in p) {
        const side = size * 1.3;
        // A triangle's swatch points up, a little larger: it fills less of its square.
        const tri = grid === 'tri';
        const rings = squareRingImages(
          scene,
          grid,
          tri ? side * 1.15 : side,
          side * 0.22,
          [
            { colour: 0x06141a, width: Math.max(3, side * 0.22), alpha: 0.9 },
            { colour: p.ring, width: Math.max(2, side * 0.12) },
          ],
          tri ? { down: false } : undefined,
        );
        for (const ring of rings) ring.setPosition(x + side / 2, y + (tri ? side * 0.08 : 0));
        x += side + 6 * u;
      } else {
        const t = texts[i]![j]!.setPosition(x, y);
        x += t.width;
      }
      right = Math.max(right, x);
    });
  });
  const words = texts.flat().flatMap((t) => (t ? [t.text] : []));
  return { box: { x: r.x, y: r.y, width: right - r.x, height: r.height }, words };
}
