// The triangle page's picture says what the rules say: of the twelve triangles touching d2, the
// three sharing a side and the three meeting it point to point are its neighbours in the engine's
// table, and the other six, touching one corner, are not.
import { expect, test } from 'vitest';
import { parseLayout, readSquareName } from '../../../src/engine/index.ts';
import { triNeighbours } from '../../../src/screens/tutorial/tri-neighbours.ts';

test('d2 of a 4-a-side triangle: three by a side, three point to point, six corners that never split it', () => {
  const p = triNeighbours();
  expect([...p.side].sort()).toEqual(['c2', 'd1', 'e2']);
  expect([...p.point].sort()).toEqual(['b1', 'd3', 'f1']);
  expect([...p.never].sort()).toEqual(['b2', 'c1', 'c3', 'e1', 'e3', 'f2']);
  expect(p.squares).toHaveLength(13);
  expect(p.squares).toContain('d2');
});

test("the picture's neighbours are the engine's, on a triangle pointing down too", () => {
  for (const [id, middle] of [
    ['tri:4', 'd2'],
    ['tri:6', 'f3'],
    ['tri:6', 'e3'],
  ] as const) {
    const p = triNeighbours(id, middle);
    const layout = parseLayout(id);
    const at = (n: string) => (readSquareName(layout, n) as { square: number }).square;
    const m = at(middle);
    const table = Array.from(
      { length: layout.directions },
      (_, d) => layout.neighbour[m * layout.directions + d]!,
    );
    expect([...p.side, ...p.point].map(at).sort(), `${id} ${middle}`).toEqual(
      table.filter((n) => n >= 0).sort(),
    );
    expect(p.side).toHaveLength(3);
    expect(p.point).toHaveLength(3);
    expect(p.never).toHaveLength(6);
    for (const n of p.never) expect(table).not.toContain(at(n));
  }
  expect(() => triNeighbours('hex:3', 'c3')).toThrow();
});
