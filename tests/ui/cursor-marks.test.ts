// The keyboard cursor's corner brackets (ui/cursor-marks.ts) in Node: a bracket at every corner of
// the cell's outline on each grid, the middle of every edge left open (the hint's gold ring and the
// last move's white ring are whole, so the cursor never reads as either), and its gold or the dark
// line under it at 3:1 or more against an empty square on every vessel's medium.
import { expect, test } from 'vitest';
import { BRACKET_SHARE, cornerBrackets, cursorCorners } from '../../src/ui/cursor-marks.ts';
import { CURSOR_UNDER } from '../../src/ui/keyboard-cursor.ts';
import { THEME } from '../../src/ui/theme.ts';
import { contrastRatio } from '../../src/ui/contrast.ts';
import { emptySquareRgb } from '../../src/ui/art/empty-square.ts';
import { AGAR, LIQUID, TRAY_MEDIUM } from '../../src/ui/art/vessels.ts';

const length = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(b.x - a.x, b.y - a.y);

test.each([
  ['square', 4],
  ['hex', 6],
  ['tri', 3],
] as const)('%s: one bracket at each of its %i corners, the middle of every edge open', (grid, n) => {
  const size = 60;
  const corners = cursorCorners(grid, size);
  expect(corners).toHaveLength(n);
  const brackets = cornerBrackets(corners);
  expect(brackets).toHaveLength(n);
  const perimeter = corners.reduce((sum, c, i) => sum + length(c, corners[(i + 1) % n]!), 0);
  const drawn = brackets.reduce((sum, [a, c, b]) => sum + length(a, c) + length(c, b), 0);
  expect(drawn / perimeter).toBeCloseTo(2 * BRACKET_SHARE, 6);
  expect(drawn / perimeter).toBeLessThanOrEqual(0.6 + 1e-9);
  // Each bracket bends through its corner, and every edge's midpoint is on no bracket.
  brackets.forEach(([, c], i) => expect(c).toEqual(corners[i]));
  for (let i = 0; i < n; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % n]!;
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const nearest = Math.min(
      ...brackets.flatMap(([p, c, q]) => [length(mid, p), length(mid, q), length(mid, c)]),
    );
    expect(nearest).toBeGreaterThan(length(a, b) * 0.15);
  }
  // Inside the cell: a square's own box, a hexagon's or a triangle's circle.
  const reach = grid === 'square' ? size / 2 : size / Math.sqrt(3);
  for (const c of corners) expect(Math.max(Math.abs(c.x), Math.abs(c.y))).toBeLessThanOrEqual(reach);
});

test('a triangle pointing down brackets the turned triangle', () => {
  const up = cursorCorners('tri', 60, false);
  const down = cursorCorners('tri', 60, true);
  up.forEach((p, i) => {
    expect(down[i]!.x).toBeCloseTo(-p.x, 9);
    expect(down[i]!.y).toBeCloseTo(-p.y, 9);
  });
});

test('the gold, or the dark line under it, stands at 3:1 or more against an empty square on every medium', () => {
  for (const medium of [TRAY_MEDIUM, AGAR, LIQUID]) {
    const floor = emptySquareRgb(medium);
    const best = Math.max(contrastRatio(THEME.accent, floor), contrastRatio(CURSOR_UNDER, floor));
    expect(best, String(medium)).toBeGreaterThanOrEqual(3);
  }
  // On the tray every board but the vessels uses, the gold itself.
  expect(contrastRatio(THEME.accent, emptySquareRgb(TRAY_MEDIUM))).toBeGreaterThanOrEqual(3);
});
