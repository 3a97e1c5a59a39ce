// The zoomed board's edge names (reviewer 34's 048, 058: zoomed, no row or column names): the rows
// and columns in sight are named at the view's left edge and foot, the corner kept for the letters.
import { expect, test } from 'vitest';
import { zoomEdgeLabels, type ZoomedSquare } from '../../../src/screens/game/zoom-edge-labels.ts';

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

test('only the rows and columns in sight are named, rows at the left edge level with their squares, letters at the foot', () => {
  const view = { x: 0, y: 100, width: 300, height: 300 };
  // Columns c..h (x 25..275 after shifting 100 left), rows with centres between y 100 and 400.
  const { rows, cols } = zoomEdgeLabels(zoomed(-100, -50), view, label, names);
  expect(cols.map((c) => c.text)).toEqual(['c', 'd', 'e', 'f', 'g', 'h']);
  for (const c of cols) expect(c.y).toBe(view.y + view.height - label.height / 2);
  // Rows in sight: centres at y 125..375, rows 9 down to 4; row 4's name, by the foot, is left for the corner.
  expect(rows.map((r) => r.text)).toEqual(['9', '8', '7', '6', '5']);
  for (const r of rows) expect(r.x).toBe(label.width / 2);
  const six = rows.find((r) => r.text === '6')!;
  expect(six.y).toBe(-50 + (11 - 5) * 50 + 25);
});

test('panned elsewhere, the names change with what is in sight', () => {
  const view = { x: 0, y: 100, width: 300, height: 300 };
  const { rows, cols } = zoomEdgeLabels(zoomed(-300, -300), view, label, names);
  expect(cols[0]!.text).toBe('g');
  expect(rows.map((r) => r.text)).toEqual(['4', '3', '2', '1']);
});

test('names nearer than a label to the one before are left out, so none overlap', () => {
  const squares: ZoomedSquare[] = [0, 1, 2, 3].map((col) => ({
    row: 0,
    col,
    at: { x: 100 + col * 15, y: 150 },
  }));
  const { cols } = zoomEdgeLabels(squares, { x: 0, y: 0, width: 400, height: 200 }, label, names);
  expect(cols.map((c) => c.text)).toEqual(['a', 'c']);
});
