// Where a board's square names stand: one letter per column under the board, one number per row
// left of it, outside the board's picture; a hexagonal board's a fifth larger, its guides stopping
// short of the square they name.
import { describe, expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { RIM } from '../../src/ui/art/vessels.ts';
import { BoardGeometryFit } from '../../src/ui/board-geometry.ts';
import {
  boardLabelPlaces,
  guideStart,
  guideTo,
  labelRoom,
  labelSizeFor,
  SLANTED_AWAY,
} from '../../src/ui/board-label-places.ts';

const AREA = { x: 10, y: 20, width: 800, height: 600 };

describe('board label places', () => {
  test('a square grid: letters under the board left to right, numbers left of it bottom to top', () => {
    const layout = parseLayout('square:6');
    const fit = new BoardGeometryFit(layout, AREA, labelRoom(layout, 13));
    const places = boardLabelPlaces(fit, 13);
    const letters = places.filter((p) => /[a-z]/.test(p.text));
    const numbers = places.filter((p) => /\d/.test(p.text));
    expect(letters.map((p) => p.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(numbers.map((p) => p.text)).toEqual(['1', '2', '3', '4', '5', '6']);
    const bottom = Math.max(
      ...Array.from({ length: layout.size }, (_, s) => fit.centre(s).y + fit.square / 2),
    );
    const left = Math.min(...Array.from({ length: layout.size }, (_, s) => fit.centre(s).x - fit.square / 2));
    for (const [i, p] of letters.entries()) {
      expect(p.y).toBeGreaterThan(bottom);
      expect(p.x).toBeCloseTo(fit.centre(i).x, 6);
      expect([p.originX, p.originY]).toEqual([0.5, 0.5]);
    }
    for (const p of numbers) {
      expect(p.x).toBeLessThan(left);
      expect(p.originX).toBe(1);
    }
    // Numbers climb up the screen as rows go up.
    for (let i = 1; i < numbers.length; i++) expect(numbers[i]!.y).toBeLessThan(numbers[i - 1]!.y);
    // The room they need fits inside the area the board was given.
    for (const p of places) expect(p.x).toBeGreaterThanOrEqual(AREA.x);
  });

  test('a hexagonal board: larger type, room under it (none over it), a letter per slanted column', () => {
    const layout = parseLayout('hex:3');
    expect(labelSizeFor(layout, 13)).toBe(14);
    expect(labelSizeFor(parseLayout('square:6'), 13)).toBe(13);
    // A triangle's row numbers stand on its slanted sides too: the same larger type.
    expect(labelSizeFor(parseLayout('tri:5'), 13)).toBe(14);
    expect(labelRoom(layout, 13).top).toBe(0);
    // A little at the right, for the last letter out past the glass's right corner.
    expect(labelRoom(layout, 13).right).toBeGreaterThan(0);
    expect(labelRoom(parseLayout('square:6'), 13).right).toBe(0);
    const fit = new BoardGeometryFit(layout, AREA, labelRoom(layout, 13));
    const places = boardLabelPlaces(fit, 14);
    const columns = new Set(Array.from({ length: layout.size }, (_, s) => layout.colOf[s]));
    const rows = new Set(Array.from({ length: layout.size }, (_, s) => layout.rowOf[s]));
    expect(places).toHaveLength(columns.size + rows.size);
    // Each label stands beyond its edge of the tray, farther from the board's middle than that edge.
    const mid = { x: 0, y: 0 };
    for (let s = 0; s < layout.size; s++) {
      mid.x += fit.centre(s).x / layout.size;
      mid.y += fit.centre(s).y / layout.size;
    }
    const far = (q: { x: number; y: number }) => Math.hypot(q.x - mid.x, q.y - mid.y);
    // A letter over or under the tray's flat side: farther up or down than that side.
    for (const p of places)
      if (/[a-z]/.test(p.text)) expect(Math.abs(p.y - mid.y)).toBeGreaterThan(Math.abs(p.edge.y - mid.y));
      else expect(far(p)).toBeGreaterThan(far(p.edge));
  });

  test.each([false, true])(
    "a triangle (rim %s): each row number stands by its row's first cell at the slanted side, within a square of it",
    (onRim) => {
      const layout = parseLayout('tri:6');
      const fit = new BoardGeometryFit(layout, AREA, labelRoom(layout, 13, onRim));
      const numbers = boardLabelPlaces(fit, 13, onRim).filter((p) => /\d/.test(p.text));
      expect(numbers.map((p) => p.text)).toEqual(['1', '2', '3', '4', '5', '6']);
      for (const p of numbers) {
        const row = Number(p.text) - 1;
        const first = Math.min(
          ...Array.from({ length: layout.size }, (_, s) => s)
            .filter((s) => layout.rowOf[s] === row)
            .map((s) => fit.centre(s).x),
        );
        expect(p.x, `row ${p.text}`).toBeLessThan(first);
        expect(first - p.x, `row ${p.text}`).toBeLessThan(1.2 * fit.square);
        // Level with the row's first cell, so it reads against its row.
        const firstCell = Array.from({ length: layout.size }, (_, s) => s)
          .filter((s) => layout.rowOf[s] === row)
          .reduce((a, b) => (fit.centre(b).x < fit.centre(a).x ? b : a));
        expect(p.y, `row ${p.text}`).toBeCloseTo(fit.centre(firstCell).y, 6);
      }
    },
  );

  test('more rows take wider numbers', () => {
    expect(labelRoom(parseLayout('square:12'), 13).left).toBeGreaterThan(
      labelRoom(parseLayout('square:6'), 13).left,
    );
  });

  test('a guide runs from the edge towards the square, stopping short; none when already close', () => {
    expect(guideTo({ x: 0, y: 0 }, { x: 10, y: 0 }, 4)).toEqual({ from: { x: 0, y: 0 }, to: { x: 6, y: 0 } });
    expect(guideTo({ x: 0, y: 0 }, { x: 3, y: 4 }, 5)).toBeNull();
  });
});

/** A hexagonal board's column `text`'s squares, lowest row first. */
const columnSquares = (layout: ReturnType<typeof parseLayout>, text: string) =>
  Array.from({ length: layout.size }, (_, s) => s)
    .filter((s) => String.fromCharCode(97 + layout.colOf[s]!) === text)
    .sort((p, q) => layout.rowOf[p]! - layout.rowOf[q]!);

test("hexagonal boards: every letter at its column's foot, under the bottom side or out along the column's line from the lower-right side; none over the top, none over a hexagon, none off the area", () => {
  for (const id of ['hex:3', 'hex:4', 'hex:5', 'hex:7', 'hex:8']) {
    const layout = parseLayout(id);
    for (const [area, onRim] of [
      [{ x: 0, y: 240, width: 390, height: 390 }, true],
      [{ x: 0, y: 240, width: 390, height: 390 }, false],
      [{ x: 300, y: 140, width: 600, height: 520 }, false],
    ] as const) {
      // Two-digit rows never stand on the rim (board-fit.ts).
      if (onRim && layout.rows > 9) continue;
      const fit = new BoardGeometryFit(layout, area, labelRoom(layout, 14, onRim));
      const places = boardLabelPlaces(fit, 14, onRim);
      const letters = places.filter((p) => /[a-z]/.test(p.text));
      const centres = Array.from({ length: layout.size }, (_, s) => fit.centre(s));
      const top = Math.min(...centres.map((c) => c.y));
      const bottom = Math.max(...centres.map((c) => c.y));
      const n = (layout.rows + 1) / 2;
      for (const p of letters) {
        const squares = columnSquares(layout, p.text);
        const foot = fit.centre(squares[0]!);
        const head = fit.centre(squares.at(-1)!);
        const where = `${id} ${onRim} ${p.text}`;
        if (layout.rowOf[squares[0]!] === 0) {
          // Straight under the column's bottom hexagon, past its point.
          expect(p.x, where).toBeCloseTo(foot.x, 6);
          expect(p.y - 14 * 0.7, where).toBeGreaterThanOrEqual(foot.y + fit.square / Math.sqrt(3) - 1e-6);
        } else {
          // On the column's own line (through its hexagons' centres), past its lowest hexagon.
          const [dx, dy] = [head.x - foot.x, head.y - foot.y];
          const off = Math.abs(dx * (p.y - foot.y) - dy * (p.x - foot.x)) / Math.hypot(dx, dy);
          expect(off, where).toBeLessThan(0.5);
          expect(p.y, where).toBeGreaterThan(foot.y);
          expect(p.x, where).toBeGreaterThan(foot.x);
        }
        // None over the top row: every name stands round the board's foot.
        expect(p.y, where).toBeGreaterThan(top);
        // Over no hexagon: the letter's box (0.9 of the font wide, 1.4 high) off every square's inner circle.
        for (let s = 0; s < layout.size; s++) {
          const q = centres[s]!;
          const ddx = Math.max(0, Math.abs(q.x - p.x) - 14 * 0.45);
          const ddy = Math.max(0, Math.abs(q.y - p.y) - 14 * 0.7);
          expect(Math.hypot(ddx, ddy), `${where} over ${s}`).toBeGreaterThan(fit.square * 0.43);
        }
        // Within the area the board was given (a pixel or two of the glass's own margin aside).
        expect(p.x + 14 * 0.3, where).toBeLessThanOrEqual(area.x + area.width);
        expect(p.y + 14 * 0.7, where).toBeLessThanOrEqual(area.y + area.height + 1);
      }
      // Under the bottom side, one straight row: the columns that reach the bottom row.
      const under = letters.filter((p) => p.y > bottom);
      expect(under.length, id).toBeGreaterThanOrEqual(n);
      for (const p of letters.slice(0, n)) expect(p.y, `${id} ${p.text}`).toBeCloseTo(letters[0]!.y, 1);
      // No letter's box (about 0.9 of the font wide per character, 1.4 high) overlaps another label's.
      const box = (p: (typeof places)[number]) => {
        const w = 14 * 0.6 * p.text.length;
        const left = p.x - w * p.originX;
        const top = p.y - 14 * 0.7;
        return { left, right: left + w, top, bottom: top + 14 * 1.4 };
      };
      for (const [i, a] of places.entries())
        for (const b of places.slice(i + 1).filter((q) => /[a-z]/.test(a.text + q.text))) {
          const [p, q] = [box(a), box(b)];
          const apart = p.right <= q.left || q.right <= p.left || p.bottom <= q.top || q.bottom <= p.top;
          expect(apart, `${id} ${a.text} and ${b.text}`).toBe(true);
        }
    }
  }
});

test('a triangle: each row’s number stands beside that row’s own slanted wall, not by the widest row', () => {
  const layout = parseLayout('tri:6');
  const font = 13;
  const fit = new BoardGeometryFit(layout, AREA, labelRoom(layout, font));
  const numbers = boardLabelPlaces(fit, font).filter((p) => /^\d+$/.test(p.text));
  const gap = font * 0.35;
  for (const p of numbers) {
    const row = Number(p.text) - 1;
    const squares = Array.from({ length: layout.size }, (_, s) => s).filter((s) => layout.rowOf[s] === row);
    const rowLeft = Math.min(...squares.map((s) => fit.centre(s).x - fit.square / 2));
    expect(p.originX, p.text).toBe(1);
    expect(p.x, p.text).toBeLessThan(rowLeft);
    expect(rowLeft - p.x, p.text).toBeGreaterThanOrEqual(gap - 1e-6);
    expect(rowLeft - p.x, p.text).toBeLessThanOrEqual(gap + fit.square * SLANTED_AWAY + 1e-6);
  }
});

test('a flask: the numbers of its neck stand in line with the numbers of its body, as on a chart', () => {
  const layout = parseLayout('flask:6x3');
  const fit = new BoardGeometryFit(layout, AREA, labelRoom(layout, 13));
  const numbers = boardLabelPlaces(fit, 13).filter((p) => /^\d+$/.test(p.text));
  expect(numbers.at(-1)!.x).toBeCloseTo(numbers[0]!.x, 6);
});

test.each(['square:6', 'beaker:6x7'])(
  '%s with its numbers on the rim: each level with its row, on its straight wall',
  (id) => {
    const layout = parseLayout(id);
    // An upright phone's board and one on its side.
    for (const area of [
      AREA,
      { x: 0, y: 0, width: 380, height: 420 },
      { x: 0, y: 0, width: 420, height: 330 },
    ]) {
      const font = 13;
      const fit = new BoardGeometryFit(layout, area, labelRoom(layout, font, true));
      const numbers = boardLabelPlaces(fit, font, true).filter((p) => /^\d+$/.test(p.text));
      let came = 0;
      for (const p of numbers) {
        const row = Number(p.text) - 1;
        const squares = Array.from({ length: layout.size }, (_, s) => s).filter(
          (s) => layout.rowOf[s] === row,
        );
        const first = squares.reduce((a, b) => (fit.centre(b).x < fit.centre(a).x ? b : a));
        const rowLeft = fit.centre(first).x - fit.square / 2;
        const half = (font * 0.6 * p.text.length) / 2;
        const onWall = p.edge.x + (RIM / 2) * fit.square;
        expect(p.y, p.text).toBeCloseTo(fit.centre(first).y, 6);
        // Never over a square: its right side short of the row’s first square.
        expect(p.x + half, p.text).toBeLessThan(rowLeft);
        expect(p.x, p.text).toBeGreaterThanOrEqual(onWall - 1e-9);
        // Near its row: on a straight wall where it is, else brought in beside the first square.
        expect(rowLeft - p.x, p.text).toBeLessThanOrEqual(Math.max(SLANTED_AWAY * fit.square, font) + 1e-9);
        if (p.x > onWall + 1e-9) came++;
      }
      // A straight wall's numbers stay on it (a flask's stand in line with its body's: round-board-labels.test.ts).
      expect(came, id).toBe(0);
    }
  },
);

test("a lit label's guide starts clear of the label it leaves, so the name stays readable", () => {
  // A row number on the rim, its box round the tray's edge; the square to the right.
  const box = { x: 90, y: 190, width: 20, height: 20 };
  const from = guideStart({ x: 100, y: 200 }, { x: 300, y: 200 }, box, 3);
  expect(from.y).toBe(200);
  expect(from.x).toBeCloseTo(113, 6);
  // Up and to the left, a column's letter at a hexagon's lower-right corner.
  const slant = guideStart({ x: 100, y: 200 }, { x: 0, y: 27 }, box, 2);
  expect(slant.x <= box.x - 2 + 1e-9 || slant.y <= box.y - 2 + 1e-9).toBe(true);
  expect(Math.abs((slant.y - 200) / (slant.x - 100) - 173 / 100)).toBeLessThan(1e-6);
  // A label beside the line, not on it: the guide starts at the tray's edge as before.
  expect(
    guideStart({ x: 100, y: 200 }, { x: 300, y: 200 }, { x: 60, y: 150, width: 20, height: 20 }, 3),
  ).toEqual({
    x: 100,
    y: 200,
  });
});
