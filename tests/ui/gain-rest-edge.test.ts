// A move's gain at rest stays on the board: never hanging half off an edge square over the glass's
// rim (an upright phone's "+8" on a4 of square:5 against Easy rested half outside a4). Its resting
// box lies on the squares, or at least on its own square.
import { afterAll, describe, expect, test } from 'vitest';
import { restingBox } from '../../src/ui/gain-on-cell.ts';
import { gainAround } from '../../src/ui/gain-around.ts';
import { restGain } from '../../src/ui/gain-rest.ts';
import type { Rect } from '../../src/ui/board-geometry.ts';
import { fittedBoard, forgetPixelRatio, gainRoom } from './gain-board.ts';

afterAll(forgetPixelRatio);

const area = (r: Rect) => r.width * r.height;
const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

const SCREENS = [
  { name: 'phone', css: 386, dpr: 3 },
  { name: 'tablet', css: 651, dpr: 2 },
];

describe.each(SCREENS)('a gain on an edge square - $name', (s) => {
  test.each(['square:5', 'square:6', 'square:7'])('on %s it rests on the squares or its own square', (id) => {
    const { layout, side, fit } = fittedBoard(id, s);
    const centres = Array.from({ length: layout.size }, (_, q) => fit.centre(q));
    const half = fit.square / 2;
    const xs = centres.map((c) => c.x);
    const ys = centres.map((c) => c.y);
    const squares = {
      x: Math.min(...xs) - half,
      y: Math.min(...ys) - half,
      width: Math.max(...xs) - Math.min(...xs) + fit.square,
      height: Math.max(...ys) - Math.min(...ys) + fit.square,
    };
    const off: string[] = [];
    let tried = 0;
    for (let seed = 1; seed <= 12; seed++)
      for (let sq = 0; sq < layout.size; sq++) {
        let r = seed * 7919 + sq;
        const held = new Map<number, number>();
        for (let t = 0; t < layout.size; t++) {
          r = (r * 1103515245 + 12345) % 2147483648;
          if (t !== sq && r % 3 !== 0) held.set(t, 1 + (r % 2));
        }
        const around = gainAround(fit, sq, 1, (t) => held.get(t));
        const room = { ...gainRoom({ layout, side, fit }, sq, '+8', s.dpr), ...around };
        const box = restingBox(restGain(room).place, room.label);
        const c = centres[sq]!;
        const own = { x: c.x - half, y: c.y - half, width: fit.square, height: fit.square };
        tried++;
        const outside = area(box) - overlap(box, squares);
        const offOwn = area(box) - overlap(box, own);
        if (outside > 1e-6 && offOwn > 1e-6)
          off.push(`seed ${seed} square ${sq}: ${Math.round((outside / area(box)) * 100)}% off`);
      }
    expect(tried).toBeGreaterThan(0);
    expect(off).toEqual([]);
  });
});
