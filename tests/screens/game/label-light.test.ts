// The board's lit labels in Node: the pointer's square with its guides, else the marked square
// without; a button under the pointer lights nothing of its own. (Drawn in Chromium by board-labels,
// hex-label-guides and aim-drag.)
import { expect, test } from 'vitest';
import { parseLayout, readSquareName } from '../../../src/engine/index.ts';
import { LabelLight } from '../../../src/screens/game/label-light.ts';

const sq = (layout: ReturnType<typeof parseLayout>, name: string) => {
  const q = readSquareName(layout, name);
  if (!('square' in q)) throw new Error(name);
  return q.square;
};

test('labels - the pointed square lit with its guides; lifted, back to the marked square without; over a button, the marked one', () => {
  const layout = parseLayout('square:5');
  let marked = -1;
  const light = new LabelLight(() => marked);
  expect(light.now(layout)).toEqual({ square: -1, guided: false, names: [] });
  marked = sq(layout, 'b4');
  expect(light.now(layout)).toEqual({ square: marked, guided: false, names: ['b', '4'] });
  light.follow(sq(layout, 'e1'), false);
  expect(light.now(layout)).toEqual({ square: sq(layout, 'e1'), guided: true, names: ['e', '1'] });
  light.follow(sq(layout, 'c3'), true);
  expect(light.now(layout).names).toEqual(['b', '4']);
  light.follow(sq(layout, 'c3'), false);
  light.away();
  expect(light.now(layout)).toEqual({ square: marked, guided: false, names: ['b', '4'] });
  light.follow(-1, false);
  expect(light.now(layout).guided).toBe(false);
});

test('labels - on a hexagonal board the slanted column and the row of the pointed square', () => {
  const layout = parseLayout('hex:4');
  const light = new LabelLight(() => -1);
  light.follow(sq(layout, 'd4'), false);
  expect(light.now(layout).names).toEqual(['d', '4']);
});
