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
