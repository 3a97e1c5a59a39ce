// Where a layout's squares lie on the screen: square grids as rows and columns of the fitted
// square, hexagonal boards at the layout's drawn centres, every cell inside the board's picture.
import { describe, expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { BoardGeometryFit } from '../../src/ui/board-geometry.ts';

const AREA = { x: 10, y: 20, width: 800, height: 600 };

describe('board geometry', () => {
  test.each([['square:6'], ['flask:6x3'], ['custom:4x5:e7bde']])(
    '%s - a square centre lies in its row and column, its cell one square wide',
    (id) => {
      const fit = new BoardGeometryFit(parseLayout(id), AREA);
      const layout = fit.layout;
      for (let s = 0; s < layout.size; s++) {
        const c = fit.centre(s);
        expect(c.x).toBeCloseTo(fit.left + fit.frame.gridLeft + (layout.colOf[s]! + 0.5) * fit.square, 9);
        expect(c.y).toBeCloseTo(
          fit.top + fit.frame.gridTop + (layout.rows - 1 - layout.rowOf[s]! + 0.5) * fit.square,
          9,
        );
        expect(fit.cellPlacement(s).size).toBe(fit.square);
        expect(fit.squareAt(c.x, c.y)).toBe(s);
      }
    },
  );

  test.each([['hex:3'], ['hex:5'], ['hex:8']])(
    '%s - neighbours one square apart at their directions, every cell on the picture',
    (id) => {
      const fit = new BoardGeometryFit(parseLayout(id), AREA);
      const layout = fit.layout;
      const { topology } = layout;
      for (let s = 0; s < layout.size; s++) {
        const a = fit.cellPlacement(s);
        expect(a.size).toBeCloseTo((2 / Math.sqrt(3)) * fit.square, 9);
        // The hexagon is one square wide and 2/√3 squares tall, and stays on the board's picture.
        expect(fit.contains(a.x - fit.square / 2, a.y - a.size / 2)).toBe(true);
        expect(fit.contains(a.x + fit.square / 2 - 1, a.y + a.size / 2 - 1)).toBe(true);
        for (let d = 0; d < layout.directions; d++) {
          const m = layout.neighbour[s * layout.directions + d]!;
          if (m < 0) continue;
          const b = fit.cellPlacement(m);
          const angle =
            (topology.axisAngles[topology.axisOf[d]!]! + (d >= layout.axes ? 180 : 0)) * (Math.PI / 180);
          // Screen y grows downwards.
          expect(b.x - a.x).toBeCloseTo(fit.square * Math.cos(angle), 9);
          expect(b.y - a.y).toBeCloseTo(-fit.square * Math.sin(angle), 9);
        }
      }
    },
  );
});

describe('a triangular board under a finger', () => {
  test.each([['tri:5'], ['tri:8']])(
    '%s - a point by any corner of a triangle, inside it, is that triangle (never its neighbour)',
    (id) => {
      const fit = new BoardGeometryFit(parseLayout(id), AREA);
      const layout = fit.layout;
      const a = fit.square;
      const h = (a * Math.sqrt(3)) / 2;
      for (let s = 0; s < layout.size; s++) {
        const { x, y } = fit.centre(s);
        // A cell points up when c − r is even (RULES.md section 14); screen y grows downwards.
        const up = ((layout.colOf[s]! - layout.rowOf[s]!) & 1) === 0;
        const sign = up ? 1 : -1;
        const corners = [
          [x, y - (sign * 2 * h) / 3],
          [x - a / 2, y + (sign * h) / 3],
          [x + a / 2, y + (sign * h) / 3],
        ];
        for (const [cx, cy] of corners)
          for (const t of [0.5, 0.8, 0.95])
            expect(fit.squareAt(x + (cx! - x) * t, y + (cy! - y) * t)).toBe(s);
      }
    },
  );
});
