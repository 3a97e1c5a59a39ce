// The daily puzzle on a landscape screen (a phone on its side, a tablet, a desktop): the board takes the whole height beside a
// column of the words: every puzzle board is as tall as the height allows, 40 CSS px squares or more
// on boards of up to 7 rows (under the words it had 25); the column and the board stand apart.
import { afterEach, expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { PUZZLE_RULES } from '../../src/ai/puzzles/generate.ts';
import { centredPair, puzzleSide } from '../../src/screens/puzzle/puzzle-side.ts';
import { onItsSide, screenShape } from '../../src/screens/screen-shape.ts';
import { BoardGeometryFit } from '../../src/ui/board-geometry.ts';
import { labelFont, labelRoom, roomHigh } from '../../src/ui/board-label-places.ts';

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
    const tall = fit.frame.height + roomHigh(room) >= side.board.height - fit.square / 8;
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

const WIDE = [
  { name: 'desktop 1280×720', w: 1280, h: 720, dpr: 1, least: 0.7 },
  { name: 'tablet 1024×768', w: 1024, h: 768, dpr: 2, least: 0.6 },
];

test.each(WIDE.flatMap((s) => BOARDS.map((id) => [s.name, id, s] as const)))(
  '%s - the puzzle on %s - the board as large as the space allows beside the words, the two centred together',
  (_, id, s) => {
    (globalThis as { devicePixelRatio?: number }).devicePixelRatio = s.dpr;
    const width = s.w * s.dpr;
    const height = s.h * s.dpr;
    const shape = screenShape(width, height, s.dpr);
    expect(shape.portrait).toBe(false);
    const pad = 12 * shape.u;
    const layout = parseLayout(id);
    const room = labelRoom(layout, labelFont(shape.u));
    const whole = puzzleSide(width, height, pad, s.dpr);
    const first = new BoardGeometryFit(layout, whole.board, room);
    const side = centredPair(whole, first.frame.width + room.left + room.right, pad);
    const fit = new BoardGeometryFit(layout, side.board, room);
    // Centring keeps the board's size; the board's frame and labels fill the area's height or width.
    expect(fit.square).toBe(first.square);
    const tall = fit.frame.height + roomHigh(room) >= side.board.height - fit.square / 8;
    const wide = fit.frame.width + room.left + room.right >= side.board.width - fit.square / 8;
    expect(tall || wide).toBe(true);
    // As large as the space allows: on a desktop 70% of the height or more (it was 360 of 720), a
    // board wider than tall across the width beside the words.
    if (tall) expect(fit.frame.height / height, id).toBeGreaterThanOrEqual(s.least);
    else expect(fit.frame.width / width, id).toBeGreaterThanOrEqual(0.6);
    // The words' column beside the board, the pair in the middle of the screen, within it.
    expect(side.cx + side.colW / 2).toBeLessThanOrEqual(side.board.x);
    const left = side.cx - side.colW / 2;
    const right = width - (side.board.x + side.board.width);
    expect(left).toBeGreaterThanOrEqual(pad - 0.001);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(2 * pad + 1);
    expect(fit.top).toBeGreaterThanOrEqual(0);
    expect(fit.top + fit.frame.height).toBeLessThanOrEqual(height);
  },
);
