// Where a quick tap by a line's magnified square stands (askingLensSpot) on an upright phone's
// 12×12, which has no free band off the board big enough for it: off the players' panels and the
// bottom bar (it covered the person's panel and score), its ✕ found with it, and off the squares
// round the aimed one (it stood over columns a–e, rows 7–12, beside the g7 the player was reading).
import { expect, test } from 'vitest';
import { overlapArea } from '../../src/ui/rects.ts';
import { parseLayout, squareName } from '../../src/engine/index.ts';
import { askingLensSpot, letGoCrown, letGoSpot, LET_GO_HIT_CSS } from '../../src/ui/aim-spot.ts';

import { BoardGeometryFit, type Rect } from '../../src/ui/board-geometry.ts';

// 390×844 at dpr 1 as the browser lays it out (tests/e2e/aim-bubble-free).
const board = new BoardGeometryFit(
  parseLayout('square:12'),
  { x: 13, y: 251, width: 386, height: 370 },
  undefined,
  true,
);
const screen = { width: 390, height: 844 };
const panels = [
  { x: 7, y: 66, width: 376, height: 80 },
  { x: 7, y: 637.5, width: 376, height: 80 },
];
const bar = { x: 10, y: 788, width: 370, height: 52 };
const status = { x: 67, y: 150, width: 255, height: 21 };
// The lens's bubble: its 132×100 window in a 6 px rim, its words' row and the band for "Place with one tap".
const bubble = { width: 144, height: 182 };
const hit = LET_GO_HIT_CSS / 2;

const overlaps = (a: Rect, b: Rect) => overlapArea(a, b) > 0;
const centres = Array.from({ length: board.layout.size }, (_, s) => board.centre(s));
const squareBox = (s: number): Rect => {
  const c = board.centre(s);
  return { x: c.x - board.square / 2, y: c.y - board.square / 2, width: board.square, height: board.square };
};

function lensFor(s: number) {
  const at = board.centre(s);
  const spot = askingLensSpot({
    at,
    size: board.square,
    bubble,
    screen,
    dpr: 1,
    clear: [...panels, bar, status],
    crown: letGoCrown(1),
    squares: centres,
  });
  const cross = letGoSpot(spot, bubble, screen, 1);
  const boxes = [
    { x: spot.x - bubble.width / 2, y: spot.y - bubble.height / 2, ...bubble },
    { x: cross.x - hit, y: cross.y - hit, width: 2 * hit, height: 2 * hit },
  ];
  return { at, boxes };
}

test('upright 12×12 - wherever the finger is, the asking lens and its ✕ cover no panel, score or bottom bar, stay on the screen and off the finger’s square', () => {
  for (let s = 0; s < board.layout.size; s++) {
    const name = squareName(board.layout, s);
    const { at, boxes } = lensFor(s);
    const square = {
      x: at.x - board.square / 2,
      y: at.y - board.square / 2,
      width: board.square,
      height: board.square,
    };
    for (const box of boxes) {
      for (const kept of [...panels, bar, status])
        expect(overlaps(box, kept), `${name} ${JSON.stringify(box)}`).toBe(false);
      expect(overlaps(box, square), name).toBe(false);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
      expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
    }
  }
});

/** The squares `s`'s lens and ✕ cover within `reach` rows and columns of it. */
function nearCovered(s: number, reach: number): string[] {
  const { layout } = board;
  const { boxes } = lensFor(s);
  return [...centres.keys()]
    .filter((t) => {
      const apart = Math.max(
        Math.abs(layout.rowOf[t]! - layout.rowOf[s]!),
        Math.abs(layout.colOf[t]! - layout.colOf[s]!),
      );
      return apart <= reach && boxes.some((box) => overlaps(box, squareBox(t)));
    })
    .map((t) => squareName(layout, t));
}

test('upright 12×12 - the lens covers none of the aimed square’s neighbours, wherever it is', () => {
  for (let s = 0; s < board.layout.size; s++)
    expect(nearCovered(s, 1), squareName(board.layout, s)).toEqual([]);
});

test('upright 12×12 - g7: the lens stands over the band above the board, every square it covers at least 2.5 squares from g7', () => {
  const g7 = [...centres.keys()].find((s) => squareName(board.layout, s) === 'g7')!;
  const { at, boxes } = lensFor(g7);
  // It stood over columns a–e, rows 7–12: level with g7, over e7 and e8.
  for (const [t, c] of centres.entries()) {
    if (!boxes.some((box) => overlaps(box, squareBox(t)))) continue;
    expect(
      Math.hypot(c.x - at.x, c.y - at.y) / board.square,
      squareName(board.layout, t),
    ).toBeGreaterThanOrEqual(2.5);
  }
  // Its top above the board's top row, over the band between the status line and the board.
  expect(boxes[0]!.y).toBeLessThan(Math.min(...centres.map((c) => c.y)) - board.square / 2);
});
