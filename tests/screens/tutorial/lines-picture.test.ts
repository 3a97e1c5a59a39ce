// The guided game's picture of the line rule: each frame's cell is touched from one more direction,
// its lines are those directions (each pointing at the cell that touches), and the frames fit the
// board's box on an upright phone and on a wide screen.
import { describe, expect, test } from 'vitest';
import { linesPicture, placeLines } from '../../../src/screens/tutorial/lines-picture.ts';

describe('the line picture', () => {
  test('each frame adds one direction and one line: 1, 2, 4, 6 pieces', () => {
    const { frames } = linesPicture();
    expect(frames.map((f) => f.pieces)).toEqual([1, 2, 4, 6]);
    frames.forEach((f, i) => {
      // The touching cells of the frame before, and one more.
      if (i > 0) expect(f.touching.slice(0, i - 1)).toEqual(frames[i - 1]!.touching);
      // A line per touching cell: each from a different direction, and its line along that direction.
      const bits = f.pattern
        .toString(2)
        .split('')
        .filter((b) => b === '1').length;
      expect(bits).toBe(f.touching.length);
      for (const t of f.touching) expect(Math.max(Math.abs(t.x), Math.abs(t.y))).toBe(1);
    });
    // The first line is up and down, toward the cell above: the frame's first digit (the | axis).
    expect(frames[1]!.touching).toEqual([{ x: 0, y: 1 }]);
    expect(frames[1]!.frame).toBe('1000');
  });

  // A reviewer saw the touching cells as fragments matching no count: each is its own cell, one
  // line toward the middle (none touches another), 2 pieces; every cell's pieces are its lines' two.
  test('each touching cell is 2 pieces along one line that points at the middle cell', () => {
    for (const f of linesPicture().frames) {
      const [middle, ...touching] = f.cells;
      expect(middle!.pieces).toBe(f.pieces);
      expect(middle!.lines).toHaveLength(f.touching.length);
      touching.forEach((c, i) => {
        expect(c.pieces, c.name).toBe(2);
        const t = f.touching[i]!;
        const [line] = c.lines;
        // Its one line runs along the way to the middle cell (on the screen, y down).
        const toMiddle = { x: -t.x / Math.hypot(t.x, t.y), y: t.y / Math.hypot(t.x, t.y) };
        expect(Math.abs(line!.x * toMiddle.x + line!.y * toMiddle.y)).toBeCloseTo(1);
      });
      for (const c of f.cells) expect(c.pieces).toBe(c.lines.length === 0 ? 1 : 2 * c.lines.length);
    }
  });

  test.each([
    ['an upright phone', { x: 6, y: 150, width: 378, height: 380 }, 2],
    ['a wide board box', { x: 400, y: 12, width: 600, height: 300 }, 1],
  ] as const)('on %s the frames fit their box without overlap, as large as they can', (_, box, rows) => {
    const at = placeLines(box, 4, 24, 12);
    expect(at.rows).toBe(rows);
    for (const f of at.frames) {
      expect(f.width).toBeGreaterThan(60);
      expect(f.x).toBeGreaterThanOrEqual(box.x - 1e-9);
      expect(f.x + f.width).toBeLessThanOrEqual(box.x + box.width + 1e-9);
      expect(f.y).toBeGreaterThanOrEqual(box.y - 1e-9);
      expect(f.y + f.height + at.countHeight).toBeLessThanOrEqual(box.y + box.height + 1e-9);
    }
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++) {
        const [a, b] = [at.frames[i]!, at.frames[j]!];
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height + at.countHeight <= b.y ||
          b.y + b.height + at.countHeight <= a.y;
        expect(apart).toBe(true);
      }
  });
});
