// A hexagon's name tag covers no played or marked cell where it can (on a side phone's hex:4
// the tags "b4" and "f6" sat on their lower points, over the played cells there).
import { expect, test } from 'vitest';
import { parseLayout, readSquareName } from '../../../src/engine/index.ts';
import { hexTagDy } from '../../../src/screens/game/name-tag-place.ts';

const layout = parseLayout('hex:4');
const at = (name: string) => {
  const read = readSquareName(layout, name);
  if (!('square' in read)) throw new Error(name);
  return read.square;
};
// A tag as drawn: about a third of a hexagon wide, a quarter high (in square widths).
const [w, h] = [0.34, 0.25];
const point = 1 / Math.sqrt(3);

/** The cells (by centre, screen y down) whose drawn body the tag at `dy` under `square` reaches. */
function covered(square: number, dy: number): number[] {
  const found: number[] = [];
  for (let t = 0; t < layout.size; t++) {
    if (t === square) continue;
    const x = layout.centreX[t]! - layout.centreX[square]!;
    const y = layout.centreY[square]! - layout.centreY[t]!;
    const nx = Math.max(-w / 2, Math.min(w / 2, x));
    const ny = Math.max(dy - h / 2, Math.min(dy + h / 2, y));
    if (Math.hypot(x - nx, y - ny) < 0.45) found.push(t);
  }
  return found;
}

test('with nothing played round it, the tag stands on its lower point, off its own count', () => {
  expect(hexTagDy(layout, at('d4'), w, h, () => false)).toBeCloseTo(point);
});

test('a played cell below sends it to the upper point; cells above and below, inside its own cell', () => {
  const s = at('d4');
  const below = covered(s, point);
  const above = covered(s, -point);
  expect(below.length).toBeGreaterThan(0);
  expect(above.length).toBeGreaterThan(0);
  const upper = hexTagDy(layout, s, w, h, (t) => t === below[0]);
  expect(upper).toBeCloseTo(-point);
  const busy = (t: number) => below.includes(t) || above.includes(t);
  const inside = hexTagDy(layout, s, w, h, busy);
  expect(inside).toBeGreaterThan(0);
  expect(inside).toBeLessThan(point - h / 2);
  // Inside its own cell it covers no other cell at all.
  expect(covered(s, inside)).toEqual([]);
});

test('every square of a full board keeps its tag off every other cell', () => {
  for (let s = 0; s < layout.size; s++) {
    const dy = hexTagDy(layout, s, w, h, () => true);
    expect(covered(s, dy), layout.id + ' ' + s).toEqual([]);
  }
});
