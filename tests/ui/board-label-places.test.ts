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

  test('a hexagonal board: larger type, room over and under it, a letter per slanted column', () => {
    const layout = parseLayout('hex:3');
    expect(labelSizeFor(layout, 13)).toBe(14);
    expect(labelSizeFor(parseLayout('square:6'), 13)).toBe(13);
    // A triangle's row numbers stand on its slanted sides too: the same larger type.
    expect(labelSizeFor(parseLayout('tri:5'), 13)).toBe(14);
    expect(labelRoom(layout, 13).top).toBeGreaterThan(0);
    expect(labelRoom(layout, 13).right).toBe(0);
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

test("hexagonal boards with names on the rim: a column's letter stays off its column's end hexagon, straight over or under it", () => {
  // hex:5 as on a 390×844 phone (the letter 'e' poked 6 px into e1 at the board's corner).
  for (const id of ['hex:3', 'hex:4', 'hex:5', 'hex:7']) {
    const layout = parseLayout(id);
    const fit = new BoardGeometryFit(
      layout,
      { x: 0, y: 240, width: 390, height: 390 },
      labelRoom(layout, 14, true),
    );
    const places = boardLabelPlaces(fit, 14, true).filter((p) => /[a-z]/.test(p.text));
    for (const p of places) {
      const squares = columnSquares(layout, p.text);
      // Under the bottom side where the column reaches the bottom row, else over the top side.
      const under = layout.rowOf[squares[0]!] === 0;
      const end = under ? squares[0]! : squares.at(-1)!;
      const centre = fit.centre(end);
      // The letter's box (14 px type, 1.4 high) starts past the hexagon's point (half its height, 1/√3 of a square).
      const reach = (under ? 1 : -1) * (p.y - centre.y);
      expect(reach - 14 * 0.7, `${id} ${p.text}`).toBeGreaterThanOrEqual(fit.square / Math.sqrt(3));
    }
  }
});

test("hexagonal boards: each letter over the top side or under the bottom side (where a player reads a column's name), straight over or under its column's end, over no hexagon", () => {
  for (const id of ['hex:3', 'hex:4', 'hex:7']) {
    const layout = parseLayout(id);
    for (const [area, onRim] of [
      [{ x: 0, y: 240, width: 390, height: 390 }, true],
      [{ x: 0, y: 240, width: 390, height: 390 }, false],
      [{ x: 300, y: 140, width: 600, height: 520 }, false],
    ] as const) {
      const fit = new BoardGeometryFit(layout, area, labelRoom(layout, 14, onRim));
      const places = boardLabelPlaces(fit, 14, onRim);
      const letters = places.filter((p) => /[a-z]/.test(p.text));
      const centres = Array.from({ length: layout.size }, (_, s) => fit.centre(s));
      const top = Math.min(...centres.map((c) => c.y));
      const bottom = Math.max(...centres.map((c) => c.y));
      const clearances: number[] = [];
      for (const p of letters) {
        const squares = columnSquares(layout, p.text);
        // Straight over the column's top hexagon or under its bottom one (on its slanted line the
        // letter stood between two hexagons).
        const end = fit.centre(p.y < top ? squares.at(-1)! : squares[0]!);
        expect(p.x, `${id} ${p.text}`).toBeCloseTo(end.x, 6);
        // Over the top row's hexagons or under the bottom row's, never beside the board.
        expect(p.y < top || p.y > bottom, `${id} ${p.text} at ${p.y}`).toBe(true);
        // Over no hexagon: the letter's box (0.9 of the font wide, 1.4 high) off every square's inner circle.
        for (let s = 0; s < layout.size; s++) {
          const q = centres[s]!;
          const dx = Math.max(0, Math.abs(q.x - p.x) - 14 * 0.45);
          const dy = Math.max(0, Math.abs(q.y - p.y) - 14 * 0.7);
          expect(Math.hypot(dx, dy), `${id} ${p.text} over ${s}`).toBeGreaterThan(fit.square * 0.43);
        }
        clearances.push(Math.hypot(p.x - p.edge.x, p.y - p.edge.y));
      }
      // Two straight rows, one over the top side and one under the bottom side, each at one height.
      const over = letters.filter((p) => p.y < top);
      const under = letters.filter((p) => p.y > bottom);
      expect(over.length + under.length).toBe(letters.length);
      expect(under.length, id).toBe((layout.rows + 1) / 2);
      for (const row of [over, under])
        for (const p of row) expect(p.y, `${id} ${p.text}`).toBeCloseTo(row[0]!.y, 1);
      // Everything within the area the board was given.
      for (const p of letters) expect(p.y - 14 * 0.7, `${id} ${p.text}`).toBeGreaterThanOrEqual(area.y - 1);
      expect(clearances.every((d) => d > 0)).toBe(true);
      // No two labels' boxes (about 0.9 of the font wide per character, 1.4 high) overlap.
      const box = (p: (typeof places)[number]) => {
        const w = 14 * 0.6 * p.text.length;
        const left = p.x - w * p.originX;
        const top = p.y - 14 * 0.7;
        return { left, right: left + w, top, bottom: top + 14 * 1.4 };
      };
      for (const [i, a] of places.entries())
        for (const b of places.slice(i + 1)) {
          const [p, q] = [box(a), box(b)];
          const apart = p.right <= q.left || q.right <= p.left || p.bottom <= q.top || q.bottom <= p.top;
          expect(apart, `${id} ${a.text} and ${b.text}`).toBe(true);
        }
    }
  }
});

test.each(['flask:6x3', 'petri:6', 'beaker:6x7', 'tri:6'])(
  '%s: each row’s number stands beside that row’s own wall, not by the widest row',
  (id) => {
    const layout = parseLayout(id);
    const font = 13;
    const fit = new BoardGeometryFit(layout, AREA, labelRoom(layout, font));
    const numbers = boardLabelPlaces(fit, font).filter((p) => /^\d+$/.test(p.text));
    const gap = font * 0.35;
    for (const p of numbers) {
      const row = Number(p.text) - 1;
      const squares = Array.from({ length: layout.size }, (_, s) => s).filter((s) => layout.rowOf[s] === row);
      const rowLeft = Math.min(...squares.map((s) => fit.centre(s).x - fit.square / 2));
      // Right-aligned a gap off the wall where the row's line meets it, or, where a slanted shoulder
      // or a dish's curve stands well off the row's first square (a reviewer found a dish's "6" well
      // left of its row), a gap off that square: never more than half a square further.
      expect(p.originX, p.text).toBe(1);
      expect(p.x, p.text).toBeLessThan(rowLeft);
      expect(rowLeft - p.x, p.text).toBeGreaterThanOrEqual(gap - 1e-6);
      expect(rowLeft - p.x, p.text).toBeLessThanOrEqual(gap + fit.square * SLANTED_AWAY + 1e-6);
    }
  },
);

test.each(['petri:6', 'petri:8', 'flask:6x3'])(
  '%s: each column letter stands just under its own lowest square, not under the whole vessel',
  (id) => {
    const layout = parseLayout(id);
    const font = 13;
    const fit = new BoardGeometryFit(layout, AREA, labelRoom(layout, font));
    const letters = boardLabelPlaces(fit, font).filter((p) => /^[a-z]$/.test(p.text));
    for (const p of letters) {
      const col = p.text.charCodeAt(0) - 97;
      const squares = Array.from({ length: layout.size }, (_, s) => s).filter((s) => layout.colOf[s] === col);
      const bottom = Math.max(...squares.map((s) => fit.centre(s).y + fit.square / 2));
      expect(p.y - bottom, p.text).toBeGreaterThan(0);
      expect(p.y - bottom, p.text).toBeLessThanOrEqual(
        font * 0.35 + font * 0.6 + fit.square * SLANTED_AWAY + 1e-6,
      );
    }
  },
);

test('a flask: the numbers of its neck stand right of the numbers of its body', () => {
  const layout = parseLayout('flask:6x3');
  const fit = new BoardGeometryFit(layout, AREA, labelRoom(layout, 13));
  const numbers = boardLabelPlaces(fit, 13).filter((p) => /^\d+$/.test(p.text));
  const top = numbers.at(-1)!;
  const bottom = numbers[0]!;
  expect(top.x - bottom.x).toBeGreaterThan(fit.square);
});

test.each(['flask:6x3', 'flask:8x3', 'square:6', 'beaker:6x7'])(
  '%s with its numbers on the rim: each level with its row, on the wall or, where the wall slants away, beside its first square',
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
      // A flask's shoulders slant away from their rows: those numbers come in; a straight wall's stay.
      if (layout.kind === 'flask') expect(came, id).toBeGreaterThan(0);
      else expect(came, id).toBe(0);
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
