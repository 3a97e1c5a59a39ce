// Zoomed in, the hint's square out of sight is shown by an arrow at the view's edge toward it.
import { expect, test } from 'vitest';
import { pointedArrow } from '../../../src/screens/game/pointed-arrow.ts';

const view = { x: 40, y: 300, width: 700, height: 740 };
const size = 104;
const reach = 50;
const inside = (p: { x: number; y: number }) =>
  p.x >= view.x + reach - 0.001 &&
  p.x <= view.x + view.width - reach + 0.001 &&
  p.y >= view.y + reach - 0.001 &&
  p.y <= view.y + view.height - reach + 0.001;

test('a square in sight has no arrow; half past the edge or more, it has one', () => {
  expect(pointedArrow(view, { x: 390, y: 670 }, size, reach)).toBeNull();
  // Its middle just inside the edge, most of it in sight.
  expect(pointedArrow(view, { x: view.x + 30, y: 670 }, size, reach)).toBeNull();
  expect(pointedArrow(view, { x: view.x + 10, y: 670 }, size, reach)).not.toBeNull();
});

test('the arrow stands inside the view on the way from its middle to the square, pointing at it', () => {
  const middle = { x: view.x + view.width / 2, y: view.y + view.height / 2 };
  for (const at of [
    { x: -400, y: 200 },
    { x: 1200, y: 670 },
    { x: 390, y: 2000 },
    { x: 390, y: -50 },
    { x: 900, y: 1300 },
  ]) {
    const a = pointedArrow(view, at, size, reach)!;
    expect(a).not.toBeNull();
    expect(inside(a)).toBe(true);
    // On its edge, not in the middle of the board.
    const onEdge =
      Math.abs(a.x - (view.x + reach)) < 0.01 ||
      Math.abs(a.x - (view.x + view.width - reach)) < 0.01 ||
      Math.abs(a.y - (view.y + reach)) < 0.01 ||
      Math.abs(a.y - (view.y + view.height - reach)) < 0.01;
    expect(onEdge).toBe(true);
    const way = Math.atan2(at.y - middle.y, at.x - middle.x);
    expect(a.angle).toBeCloseTo(way, 6);
    // The arrow lies on the line from the middle to the square.
    expect(Math.atan2(a.y - middle.y, a.x - middle.x)).toBeCloseTo(way, 6);
  }
});
