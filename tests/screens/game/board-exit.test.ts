// The way out in the board screen's top corner (board-screen-areas.ts): a finger high on every
// device, at the top left (on a phone on its side heading the HUD's column), clear of the panels,
// the status line, the board's name and the board itself, on small and big boards alike.
import { afterEach, expect, test } from 'vitest';
import { parseLayout } from '../../../src/engine/index.ts';
import { boardFitChoice } from '../../../src/screens/game/board-fit.ts';
import { BoardGeometryFit } from '../../../src/ui/board-geometry.ts';
import { barThickness } from '../../../src/screens/game/board-bar.ts';
import { onItsSide, screenShape } from '../../../src/screens/screen-shape.ts';
import { labelFont, labelRoom } from '../../../src/ui/board-label-places.ts';
import { boardScreenAreas, exitSize } from '../../../src/ui/board-screen-areas.ts';
import { leastTouch } from '../../../src/ui/device-pixels.ts';
import { noticeBandHeight } from '../../../src/ui/notice-place.ts';

afterEach(() => {
  delete (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
});

/** The board screen's areas at `cssW`×`cssH` and `dpr`, as the scene lays them out in play. */
function boardScreen(id: string, cssW: number, cssH: number, dpr: number, column?: boolean) {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
  const shape = screenShape(cssW * dpr, cssH * dpr, dpr);
  const { u, portrait } = shape;
  const side = onItsSide(shape, dpr);
  const pad = 12 * u;
  const layout = parseLayout(id);
  const shapeName = portrait ? 'upright' : side ? 'side' : 'wide';
  const areas = boardScreenAreas({
    layout,
    width: cssW * dpr,
    height: cssH * dpr,
    u,
    pad,
    side: column ?? shapeName === 'side',
    columnIfLarger: column === undefined && shapeName === 'wide',
    portrait,
    bar: barThickness(u, leastTouch(), !portrait, dpr),
    barBeside: !portrait,
    watchH: 0,
    labelFont: labelFont(u),
    fit: boardFitChoice(layout, shapeName),
    noticeBand: noticeBandHeight(dpr, u),
    exit: exitSize(leastTouch(), dpr),
  });
  return { areas, pad };
}

test.each([
  ['390x844', 3],
  ['360x740', 2],
  ['844x390', 3],
  ['640x360', 2],
  ['1024x768', 2],
  ['1280x720', 1],
] as const)(
  '%s at dpr %i - the way out in the top left corner, a finger high, clear of the panels, the status line and the board',
  (size, dpr) => {
    const [cssW, cssH] = size.split('x').map(Number) as [number, number];
    for (const id of ['square:4', 'square:12', 'hex:5', 'beaker:6x7']) {
      const { areas, pad } = boardScreen(id, cssW, cssH, dpr);
      const e = areas.exit;
      expect(e.height / dpr, id).toBeGreaterThanOrEqual(44);
      // At the screen's margin, or on a phone on its side heading the HUD's column left of the board.
      expect(Math.min(e.x - pad, e.x - areas.hud.x), id).toBeLessThanOrEqual(1e-6);
      expect(e.x + e.width, id).toBeLessThanOrEqual(areas.board.x + areas.board.width / 2);
      expect(e.y, id).toBeLessThanOrEqual(areas.board.y + areas.board.height / 4);
      const clear = [...areas.hudPlaces.panels, areas.hudPlaces.status, areas.board];
      if (areas.title) clear.push(areas.title);
      for (const r of clear) {
        const apart =
          e.x + e.width <= r.x + 1e-6 ||
          r.x + r.width <= e.x + 1e-6 ||
          e.y + e.height <= r.y + 1e-6 ||
          r.y + r.height <= e.y + 1e-6;
        expect(apart, `${id}: the way out over ${JSON.stringify(r)}`).toBe(true);
      }
    }
  },
);

test('the panels in a column beside the board on a phone on its side always, on a tablet or desktop where its squares grow, upright never', () => {
  expect(boardScreen('square:6', 844, 390, 3).areas.column).toBe(true);
  expect(boardScreen('square:12', 390, 844, 3).areas.column).toBe(false);
  for (const size of ['1024x768', '1280x720', '1366x768', '1920x1080']) {
    const [cssW, cssH] = size.split('x').map(Number) as [number, number];
    for (const id of ['square:6', 'square:8', 'square:12', 'petri:7', 'hex:5', 'tri:6', 'beaker:6x7']) {
      const layout = parseLayout(id);
      const u = screenShape(cssW, cssH, 1).u;
      const square = (column?: boolean) =>
        new BoardGeometryFit(
          layout,
          boardScreen(id, cssW, cssH, 1, column).areas.board,
          labelRoom(layout, labelFont(u), false),
        ).square;
      // Never smaller than under a row of panels, and at 1280 px and wider the column's (a row of
      // panels takes a seventh of the height); a tablet's boards bound by its width may keep the row.
      expect(square(), `${id} at ${size}`).toBeGreaterThanOrEqual(square(false));
      const column = boardScreen(id, cssW, cssH, 1).areas.column;
      if (cssW >= 1280 || id.startsWith('square')) expect(column, `${id} at ${size}`).toBe(true);
      if (column) expect(square(), `${id} at ${size}`).toBeGreaterThan(square(false));
    }
  }
});

test.each([
  ['1280x720', 1, 1.25],
  ['1024x768', 2, 1.15],
])(
  '%s at dpr %i - a 12×12 with its panels beside it takes the height: squares %d times those under a row of panels or more',
  (size, dpr, least) => {
    const [cssW, cssH] = size.split('x').map(Number) as [number, number];
    const layout = parseLayout('square:12');
    const square = (column: boolean) => {
      const { areas } = boardScreen('square:12', cssW, cssH, dpr, column);
      const u = screenShape(cssW * dpr, cssH * dpr, dpr).u;
      return new BoardGeometryFit(layout, areas.board, labelRoom(layout, labelFont(u), false)).square;
    };
    expect(square(true) / square(false)).toBeGreaterThan(least);
  },
);
