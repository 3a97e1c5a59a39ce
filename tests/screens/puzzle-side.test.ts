// The daily puzzle on a phone on its side (844×390): the board takes the whole height beside a
// column of the words: every puzzle board is as tall as the height allows, 40 CSS px squares or more
// on boards of up to 7 rows (under the words it had 25); the column and the board stand apart.
import { afterEach, expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { PUZZLE_RULES } from '../../src/ai/puzzles/generate.ts';
import { puzzleSide } from '../../src/screens/puzzle/puzzle-side.ts';
import { onItsSide, screenShape } from '../../src/screens/screen-shape.ts';
import { BoardGeometryFit } from '../../src/ui/board-geometry.ts';
import { labelFont, labelRoom } from '../../src/ui/board-label-places.ts';

afterEach(() => {
  delete (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
});

const BOARDS = [
  ...new Set(
    Object.values(PUZZLE_RULES)
      .flat()
      .map((r) => r.split('/')[0]!),
  ),
];

test.each(BOARDS.flatMap((id) => [2, 3].map((dpr) => [id, dpr] as const)))(
  '844×390 on its side - the puzzle on %s at dpr %i - the board the whole height beside the words',
  (id, dpr) => {
    (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
    const width = 844 * dpr;
    const height = 390 * dpr;
    const shape = screenShape(width, height, dpr);
    expect(onItsSide(shape, dpr)).toBe(true);
    const pad = 12 * shape.u;
    const side = puzzleSide(width, height, pad, dpr);
    const layout = parseLayout(id);
    const fit = new BoardGeometryFit(layout, side.board, labelRoom(layout, labelFont(shape.u)));
    const square = fit.square / dpr;
    // The board fills its area: the whole height, or the whole width beside the words.
    const room = labelRoom(layout, labelFont(shape.u));
    const tall = fit.frame.height + room.bottom >= side.board.height - fit.square / 8;
    const wide = fit.frame.width + room.left + room.right >= side.board.width - fit.square / 8;
    expect(
      tall || wide,
      `${fit.frame.width}×${fit.frame.height} in ${side.board.width}×${side.board.height}`,
    ).toBe(true);
    // Boards of up to 7 rows get 40 CSS px or more (petri:8's round dish 37, a beaker of 10 rows 31).
    if (layout.rows <= 7) expect(square, id).toBeGreaterThanOrEqual(40);
    else expect(square, id).toBeGreaterThanOrEqual(30);
    // The column and the board side by side, within the screen.
    expect(side.cx + side.colW / 2).toBeLessThanOrEqual(side.board.x);
    expect(fit.left).toBeGreaterThanOrEqual(side.board.x - 1);
    expect(fit.left + fit.frame.width).toBeLessThanOrEqual(width);
    expect(fit.top).toBeGreaterThanOrEqual(0);
    expect(fit.top + fit.frame.height).toBeLessThanOrEqual(height);
  },
);
