// Where a quick tap by a line's magnified square stands (askingLensSpot) on an upright phone's
// 12×12, which has no free band off the board: above the finger over the board, off the players'
// panels and the bottom bar (it covered the person's panel and score), its ✕ found with it.
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
const bubble = { width: 180, height: 168 };
const hit = LET_GO_HIT_CSS / 2;

const overlaps = (a: Rect, b: Rect) => overlapArea(a, b) > 0;

function lensFor(s: number) {
  const at = board.centre(s);
  const spot = askingLensSpot({
    at,
    size: board.square,
    bubble,
    screen,
    dpr: 1,
    clear: [...panels, bar, status],
    middle: board.left + board.frame.width / 2,
    crown: letGoCrown(1),
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

test('upright 12×12 - where there is room above the finger (row 6 down) the lens stands above it', () => {
  for (let s = 0; s < board.layout.size; s++) {
    if (board.layout.rowOf[s]! > 5) continue;
    const { at, boxes } = lensFor(s);
    expect(boxes[0]!.y + boxes[0]!.height, squareName(board.layout, s)).toBeLessThanOrEqual(
      at.y - board.square / 2,
    );
  }
});
