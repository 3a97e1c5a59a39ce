// A zoomed 12×12 board on an upright phone shows whole columns (the reviewers saw column l cut in
// half beside a dark strip), however it is zoomed in: the control, a double tap, a pinch, a drag's
// end and a move followed; and the zoom-in control goes where the person plays, not to a corner.
import { expect, test } from 'vitest';
import { BoardZoom } from '../../../src/screens/game/board-zoom.ts';
import { zoomInToward } from '../../../src/screens/game/zoom-control.ts';

// A 390-wide phone at dpr 3: the glass 1158 game px wide from x 6, its 12 squares of 28 CSS (84 px) from x 75.
const grid = { left: 75, columns: 12, square: 84 };
const view = { x: 6, y: 400, width: 1158, height: 1158 };
const phoneZoom = () => new BoardZoom({ view, squareCss: 28, dpr: 3, grid });

/** How many columns the view shows and whether its edges lie on columns' edges. */
function columnsShown(zoom: BoardZoom): { across: number; onEdges: boolean } {
  const s = zoom.shown();
  const across = s.width / grid.square;
  const first = (s.x - grid.left) / grid.square;
  const whole = (n: number) => Math.abs(n - Math.round(n)) < 1e-6;
  return {
    across: Math.round(across * 1000) / 1000,
    onEdges: whole(across) && whole(first) && first > -1e-6,
  };
}

const centreOf = (column: number, row: number) => ({
  x: grid.left + (column + 0.5) * grid.square,
  y: 480 + (row + 0.5) * grid.square,
});

test('the zoom-in control shows whole columns, of one tap each, even toward the corner column l', () => {
  const zoom = phoneZoom();
  zoom.zoomInAt(centreOf(11, 0));
  expect(columnsShown(zoom)).toEqual({ across: 7, onEdges: true });
  expect(zoom.snapshot().squareCss).toBeGreaterThanOrEqual(52);
  // Column l is the last shown, whole.
  const s = zoom.shown();
  expect(s.x + s.width).toBeCloseTo(grid.left + 12 * grid.square);
});

test('a double tap, a pinch that settles, a drag and a move followed leave whole columns', () => {
  const zoom = phoneZoom();
  const at = { x: 500, y: 900 };
  zoom.tapped(at, 1000, false);
  expect(zoom.doubleTap(at, 1100)).toBe(true);
  expect(columnsShown(zoom).onEdges).toBe(true);
  zoom.reset();
  zoom.pinchStart({ x: 400, y: 900 }, { x: 600, y: 900 });
  zoom.pinchMove({ x: 300, y: 900 }, { x: 730, y: 900 });
  zoom.pinchEnd();
  expect(columnsShown(zoom).onEdges).toBe(true);
  zoom.dragStart({ x: 600, y: 900 });
  zoom.dragMove({ x: 570, y: 900 });
  zoom.dragEnd();
  zoom.panTo(zoom.settledCentre()!);
  expect(columnsShown(zoom).onEdges).toBe(true);
  const to = zoom.followTo(centreOf(0, 11), grid.square);
  zoom.panTo(to!);
  expect(columnsShown(zoom).onEdges).toBe(true);
  const s = zoom.shown();
  expect(s.x).toBeLessThanOrEqual(grid.left);
});

test('the zoom-in control goes toward the person’s cells and the last move, not the corner the reply took', () => {
  const middle = { x: 0, y: 0 };
  const mine = [
    { x: 500, y: 600 },
    { x: 600, y: 700 },
  ];
  expect(zoomInToward({ x: 1000, y: 100 }, middle, mine)).toEqual({ x: 775, y: 375 });
  expect(zoomInToward({ x: 1000, y: 100 }, middle)).toEqual({ x: 1000, y: 100 });
  expect(zoomInToward(null, middle, mine)).toEqual({ x: 550, y: 650 });
});
