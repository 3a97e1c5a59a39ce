// The zoomed board's edge names (reviewer 34's 048, 058: zoomed, no row or column names; revM's 043:
// the letters sat on the bottom row's cells): the rows and columns in sight are named in strips
// beside the view, off the squares: in the room the whole board kept for its names where a name
// fits there, else in a strip the zoomed view gives up.
import { expect, test } from 'vitest';
import {
  zoomEdgeLabels,
  zoomNameStrips,
  type ZoomedSquare,
} from '../../../src/screens/game/zoom-edge-labels.ts';

const names = { row: (r: number) => String(r + 1), col: (c: number) => String.fromCharCode(97 + c) };
const label = { width: 24, height: 20 };

/** A 12×12 board zoomed so squares are 50 px, row 0 at the foot, with the view showing part of it. */
function zoomed(offsetX: number, offsetY: number): ZoomedSquare[] {
  const squares: ZoomedSquare[] = [];
  for (let row = 0; row < 12; row++)
    for (let col = 0; col < 12; col++)
      squares.push({ row, col, at: { x: offsetX + col * 50 + 25, y: offsetY + (11 - row) * 50 + 25 } });
  return squares;
}

/** No name's box overlaps the view the zoomed squares are drawn in. */
function offTheSquares(
  labels: { x: number; y: number }[],
  view: { x: number; y: number; width: number; height: number },
) {
  for (const l of labels) {
    const apart =
      l.x + label.width / 2 <= view.x ||
      l.x - label.width / 2 >= view.x + view.width ||
      l.y + label.height / 2 <= view.y ||
      l.y - label.height / 2 >= view.y + view.height;
    expect(apart, `${JSON.stringify(l)} beside ${JSON.stringify(view)}`).toBe(true);
  }
}

test('with the whole board’s room for names beside the glass (an upright phone), the names stand there and the view keeps its size', () => {
  const glass = { x: 30, y: 100, width: 300, height: 300 };
  const strips = zoomNameStrips(glass, { left: 30, bottom: 28 }, label);
  expect(strips.view).toEqual(glass);
  expect(strips.covered).toEqual([]);
  const { rows, cols } = zoomEdgeLabels(zoomed(-70, -50), strips, label, names);
  // Columns c..h in sight; every row with its centre in sight, row 4's by the foot included.
  expect(cols.map((c) => c.text)).toEqual(['c', 'd', 'e', 'f', 'g', 'h']);
  expect(rows.map((r) => r.text)).toEqual(['9', '8', '7', '6', '5', '4']);
  for (const c of cols) expect(c.y).toBe(glass.y + glass.height + 14);
  for (const r of rows) expect(r.x).toBe(15);
  const six = rows.find((r) => r.text === '6')!;
  expect(six.y).toBe(-50 + (11 - 5) * 50 + 25);
  offTheSquares([...rows, ...cols], strips.view);
});

test('with no room beside the glass (names on its rim), the view gives up a strip at its left and foot, covered, for them', () => {
  const glass = { x: 0, y: 100, width: 300, height: 300 };
  const strips = zoomNameStrips(glass, { left: 0, bottom: 0 }, label);
  expect(strips.view).toEqual({ x: 24, y: 100, width: 276, height: 280 });
  expect(strips.covered).toEqual([
    { x: 0, y: 100, width: 24, height: 300 },
    { x: 0, y: 380, width: 300, height: 20 },
  ]);
  const { rows, cols } = zoomEdgeLabels(zoomed(-100, -50), strips, label, names);
  expect(rows.length).toBeGreaterThan(3);
  expect(cols.length).toBeGreaterThan(3);
  offTheSquares([...rows, ...cols], strips.view);
  // Each name in its covered strip.
  for (const r of rows) expect(r.x).toBe(12);
  for (const c of cols) expect(c.y).toBe(390);
});

test('a left room too narrow for a number (a board bleeding to the screen’s edge) gives the view’s own strip, the room under it still used', () => {
  const glass = { x: 8, y: 100, width: 300, height: 300 };
  const strips = zoomNameStrips(glass, { left: 30, bottom: 28 }, label);
  expect(strips.view).toEqual({ x: 32, y: 100, width: 276, height: 300 });
  expect(strips.colY).toBe(414);
});

test('panned elsewhere, the names change with what is in sight', () => {
  const strips = zoomNameStrips({ x: 30, y: 100, width: 300, height: 300 }, { left: 30, bottom: 28 }, label);
  const { rows, cols } = zoomEdgeLabels(zoomed(-270, -300), strips, label, names);
  expect(cols[0]!.text).toBe('g');
  expect(rows.map((r) => r.text)).toEqual(['4', '3', '2', '1']);
});

test('names nearer than a label to the one before are left out, so none overlap', () => {
  const squares: ZoomedSquare[] = [0, 1, 2, 3].map((col) => ({
    row: 0,
    col,
    at: { x: 100 + col * 15, y: 150 },
  }));
  const strips = zoomNameStrips({ x: 30, y: 0, width: 400, height: 200 }, { left: 30, bottom: 28 }, label);
  const { cols } = zoomEdgeLabels(squares, strips, label, names);
  expect(cols.map((c) => c.text)).toEqual(['a', 'c']);
});
