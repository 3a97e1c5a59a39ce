// Where the lens's view is centred (aim-lens.ts's lensCentre): on the aimed square, moved to take in
// the gain's total by it whole ("+8" over g7 stood cut off at the lens's top on an upright 12×12).
import { expect, test } from 'vitest';
import { lensCentre, lensZoom, LENS_WINDOW_CSS } from '../../src/ui/aim-lens.ts';

// An upright 12×12's squares, 28.5 CSS px at dpr 2, and the lens's view onto them.
const size = 57;
const zoom = lensZoom(size / 2);
const view = { width: (LENS_WINDOW_CSS.width * 2) / zoom, height: (LENS_WINDOW_CSS.height * 2) / zoom };
const square = { x: 400, y: 800, size };
const inView = (c: { x: number; y: number }, r: { x: number; y: number; width: number; height: number }) =>
  r.x >= c.x - view.width / 2 - 1e-9 &&
  r.x + r.width <= c.x + view.width / 2 + 1e-9 &&
  r.y >= c.y - view.height / 2 - 1e-9 &&
  r.y + r.height <= c.y + view.height / 2 + 1e-9;
const squareBox = { x: square.x - size / 2, y: square.y - size / 2, width: size, height: size };

test('with no tag the lens is centred on the square', () => {
  expect(lensCentre(square, null, view)).toEqual({ x: 400, y: 800 });
});

test('a total over the square ("+8" above g7) and the square both stand whole in the view', () => {
  // The pill as the shot drew it: right over the square's top, its tail down to it.
  const tag = { x: 378, y: 800 - size / 2 - 4 - 34, width: 44, height: 34 };
  const centre = lensCentre(square, tag, view);
  expect(inView(centre, tag)).toBe(true);
  expect(inView(centre, squareBox)).toBe(true);
  // Centred on the square alone, the tag's top was cut off.
  expect(inView({ x: square.x, y: square.y }, tag)).toBe(false);
});

test('a total too far to fit with it: the square stays whole, the view as near the tag as that allows', () => {
  const tag = { x: 380, y: 800 - 400, width: 44, height: 34 };
  const centre = lensCentre(square, tag, view);
  expect(inView(centre, squareBox)).toBe(true);
  expect(centre.y).toBeCloseTo(square.y - (view.height / 2 - size / 2));
});
