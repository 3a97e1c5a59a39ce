// Board backgrounds from the engine's Layout: frames that hold every playable square inside the
// drawn vessel, wells only under playable squares, hexagonal trays for hex:3 … hex:8.
import { describe, expect, test } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { parseLayout, writeCustomId, type Layout } from '../../../src/engine/index.ts';
import {
  boardFrame,
  drawBoardBackground,
  squarePlacement,
  type BoardGeometry,
} from '../../../src/ui/art/boards.ts';

const SQUARE = 40;

function draw(id: string) {
  const geometry: BoardGeometry = { layout: parseLayout(id), square: SQUARE };
  const f = boardFrame(geometry);
  const canvas = createCanvas(f.width, f.height);
  const ctx = canvas.getContext('2d');
  drawBoardBackground(ctx as unknown as CanvasRenderingContext2D, geometry);
  const data = ctx.getImageData(0, 0, f.width, f.height).data;
  const pixel = (x: number, y: number) =>
    data.slice(
      4 * (Math.floor(y) * f.width + Math.floor(x)),
      4 * (Math.floor(y) * f.width + Math.floor(x)) + 4,
    );
  return {
    geometry,
    f,
    alpha: (x: number, y: number) => pixel(x, y)[3]!,
    lum: (x: number, y: number) => {
      const p = pixel(x, y);
      return 0.2126 * p[0]! + 0.7152 * p[1]! + 0.0722 * p[2]!;
    },
  };
}

/** Points of square s's cell to test: its centre and, on a square grid, near its corners. */
function probes(layout: Layout, p: { centreX: number; centreY: number }): [number, number][] {
  const r = layout.grid === 'hex' ? SQUARE * 0.45 : SQUARE * 0.48;
  const angles = layout.grid === 'hex' ? [90, 30, -30, -90, -150, 150] : [45, 135, 225, 315];
  const reach = layout.grid === 'hex' ? (r * 2) / Math.sqrt(3) : r * Math.SQRT2;
  return [
    [p.centreX, p.centreY],
    ...angles.map(
      (a) =>
        [
          p.centreX + reach * Math.cos((a * Math.PI) / 180),
          p.centreY - reach * Math.sin((a * Math.PI) / 180),
        ] as [number, number],
    ),
  ];
}

describe('board backgrounds', () => {
  test.each([
    ['petri:6'],
    ['beaker:4x5'],
    ['flask:6x3'],
    ['flask:10x1'],
    ['grid:2x7'],
    ['hex:3'],
    ['hex:4'],
    ['hex:5'],
    ['hex:6'],
    ['hex:7'],
    ['hex:8'],
    ['custom:4x5:e7bde'],
    ['custom:3x3:5d0'],
  ])(
    'drawBoardBackground - %s - every playable square lies on the drawn vessel, the canvas corner does not',
    (id) => {
      const { geometry, f, alpha } = draw(id);
      const layout = geometry.layout;
      for (let s = 0; s < layout.size; s++) {
        const p = squarePlacement(geometry, f, s);
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.x + p.size).toBeLessThanOrEqual(f.width);
        expect(p.y + p.size).toBeLessThanOrEqual(f.height);
        for (const [x, y] of probes(layout, p)) expect(alpha(x, y), `${id} square ${s}`).toBeGreaterThan(200);
      }
      expect(alpha(0, 0)).toBe(0);
    },
  );

  test.each([
    [3, 19],
    [4, 37],
    [5, 61],
    [6, 91],
    [7, 127],
    [8, 169],
  ])('hex:%i - %i wells, neighbours one square apart, a hexagonal tray', (n, size) => {
    const { geometry, f, alpha } = draw(`hex:${n}`);
    const layout = geometry.layout;
    expect(layout.size).toBe(size);
    const centre = (s: number) => squarePlacement(geometry, f, s);
    // Every square's neighbours lie one board unit away on screen, in their direction.
    for (let s = 0; s < layout.size; s++) {
      for (let d = 0; d < layout.directions; d++) {
        const m = layout.neighbour[s * layout.directions + d]!;
        if (m < 0) continue;
        const a = centre(s);
        const b = centre(m);
        expect(Math.hypot(b.centreX - a.centreX, b.centreY - a.centreY)).toBeCloseTo(SQUARE, 9);
      }
      expect(centre(s).size).toBeCloseTo((SQUARE * 2) / Math.sqrt(3), 9);
    }
    // A hexagon with flat top and bottom: glass above the middle of the top row, none above its
    // ends' outer corners, and the points of the tray at the middle row's left and right.
    const top = layout.squareAt[(layout.rows - 1) * layout.cols + (layout.cols - 1)]!;
    const right = centre(top);
    expect(alpha(right.centreX + SQUARE * 0.5 + SQUARE * 0.6, right.centreY - SQUARE * 0.7)).toBe(0);
    const mid = centre(layout.squareAt[(n - 1) * layout.cols + (2 * n - 2)]!);
    expect(alpha(mid.centreX + SQUARE * 0.75, mid.centreY)).toBeGreaterThan(200);
    expect(f.width).toBeGreaterThan(f.height);
  });

  test('custom board - a tray of the whole grid, wells only under the playable squares', () => {
    // 3×3, the centre and the four corners playable.
    const id = writeCustomId(3, 3, (r, c) => (r + c) % 2 === 0);
    const board = draw(id);
    const full = draw('grid:3x3');
    expect([board.f.width, board.f.height]).toEqual([full.f.width, full.f.height]);
    const at = (r: number, c: number) =>
      [board.f.gridLeft + (c + 0.5) * SQUARE, board.f.gridTop + (2 - r + 0.5) * SQUARE] as const;
    // A gap (r 0, c 1) is the tray's plain floor: darker than the wells' lighter floor, yet inside the glass.
    const [gx, gy] = at(0, 1);
    expect(board.alpha(gx, gy)).toBeGreaterThan(200);
    expect(board.lum(gx, gy)).toBeLessThan(full.lum(gx, gy) - 2);
    const [px, py] = at(0, 0);
    expect(board.lum(px, py)).toBeCloseTo(full.lum(px, py), 0);
  });

  test("square grids - a square's placement is its cell of the grid", () => {
    const geometry: BoardGeometry = { layout: parseLayout('flask:6x3'), square: SQUARE };
    const f = boardFrame(geometry);
    const layout = geometry.layout;
    for (let s = 0; s < layout.size; s++) {
      const p = squarePlacement(geometry, f, s);
      expect(p.x).toBe(f.gridLeft + layout.colOf[s]! * SQUARE);
      expect(p.y).toBe(f.gridTop + (layout.rows - 1 - layout.rowOf[s]!) * SQUARE);
      expect(p.size).toBe(SQUARE);
    }
  });
});

describe('board rims', () => {
  // The left rim of a square tray matches its right rim, mirrored: no streak down one side.
  test.each([['square:6'], ['square:12'], ['grid:4x7']])(
    '%s - the left rim mirrors the right rim (no vertical streak)',
    (id) => {
      const { f, lum } = draw(id);
      let worst = 0;
      for (const y of [0.3, 0.45, 0.6].map((k) => f.height * k)) {
        for (let x = 1; x < f.gridLeft; x++) worst = Math.max(worst, lum(x, y) - lum(f.width - 1 - x, y));
      }
      expect(worst).toBeLessThan(6);
    },
  );
});
