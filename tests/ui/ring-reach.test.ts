// The rings round an aimed or held square: on a hexagonal board inside the hexagon's own edge, over
// none of its six neighbours' edges (they meet edge to edge); elsewhere the held square's ring still
// stands a finger's edge beyond the square.
import { afterAll, expect, test } from 'vitest';
import { aimRing, heldRing } from '../../src/ui/ring-reach.ts';
import { fittedBoard, forgetPixelRatio } from './gain-board.ts';

afterAll(forgetPixelRatio);

const SCREENS = [
  { css: 390, dpr: 2 },
  { css: 390, dpr: 3 },
  { css: 660, dpr: 1 },
];

test("on hexagons the held and aimed rings reach no farther than their own hexagon's edge, and still ring it", () => {
  for (const s of SCREENS)
    for (const id of ['hex:3', 'hex:4', 'hex:8']) {
      const { fit } = fittedBoard(id, s);
      // Two neighbours in a row stand one square apart: their shared edge is half a square out.
      const a = fit.centre(0);
      const b = fit.centre(1);
      expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(fit.square, 6);
      for (const ring of [
        heldRing('hex', fit.square, s.dpr, 0xffffff),
        aimRing('hex', fit.square, s.dpr, 0xffffff),
      ]) {
        const widest = Math.max(...ring.layers.map((l) => l.width));
        const where = `${id} ${s.css}@${s.dpr}`;
        // Its outer edge (the widest band's, round joins inside the mitred corner) on the hexagon's own edge.
        expect((ring.across + widest) / 2, where).toBeLessThanOrEqual(fit.square / 2 + 1e-9);
        // Its inside edge well out from the cell's middle, where its count stands.
        expect((ring.across - widest) / 2, where).toBeGreaterThan(fit.square * 0.3);
      }
    }
});

test('on square boards the held ring stands beyond the square, around the finger; the aim is centred on its edge', () => {
  for (const s of SCREENS) {
    const { fit } = fittedBoard('square:5', s);
    expect(heldRing('square', fit.square, s.dpr, 0xffffff).across).toBeGreaterThan(fit.square);
    expect(aimRing('square', fit.square, s.dpr, 0xffffff).across).toBe(fit.square);
  }
});
