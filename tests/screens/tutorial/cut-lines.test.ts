// The guided game's cut lines: one per direction a cell splits in (RULES.md section 3), opposite
// neighbours sharing one line, each as long as the run of its colour's cells; on every grid.
import { expect, test } from 'vitest';
import { parseLayout, readSquareName, squareName } from '../../../src/engine/index.ts';
import { cutLines } from '../../../src/screens/tutorial/cut-lines.ts';

function board(rules: string, mine: string[], theirs: string[] = []) {
  const layout = parseLayout(rules);
  const at = (n: string) => {
    const read = readSquareName(layout, n);
    if (!('square' in read)) throw new Error(n);
    return read.square;
  };
  const owner = new Uint8Array(layout.size);
  for (const n of mine) owner[at(n)] = 1;
  for (const n of theirs) owner[at(n)] = 2;
  const lines = (n: string) =>
    cutLines(layout, owner, at(n))
      .map((c) => [squareName(layout, c.from), squareName(layout, c.to)].sort().join('-'))
      .sort();
  return { lines, layout, owner, at };
}

test('cut lines: none for a lone cell or an empty square; one per axis, not per neighbour', () => {
  const b = board('square:5', ['c3', 'b3', 'd3', 'c4', 'b2'], ['c2']);
  expect(board('square:5', ['c3']).lines('c3')).toEqual([]);
  expect(b.lines('a1')).toEqual([]);
  // b3 and d3 on opposite sides share the row's line; c4 above is a second line (c2 is the other
  // player's: the line stops at c3); b2 on the diagonal a third. Three axes: 6 pieces.
  expect(b.lines('c3')).toEqual(['b2-c3', 'b3-d3', 'c3-c4']);
  // The line along a row runs over all of its colour's cells in the row, whichever of them is asked
  // (d3 touches c4 at a corner too: a second line).
  expect(b.lines('d3')).toEqual(['b3-d3', 'c4-d3']);
});

test('cut lines: as many as the cell has connected axes, on square, hexagonal and triangular boards', () => {
  for (const rules of ['square:4', 'hex:4', 'tri:6']) {
    const layout = parseLayout(rules);
    for (let s = 0; s < layout.size; s++) {
      const owner = new Uint8Array(layout.size);
      // The cell and every other neighbour of it: the cut lines are its connected axes.
      owner[s] = 1;
      const axes = new Set<number>();
      for (let d = 0; d < layout.directions; d += 2) {
        const n = layout.neighbour[s * layout.directions + d]!;
        if (n < 0) continue;
        owner[n] = 1;
        axes.add(layout.topology.axisOf[d]!);
      }
      expect(cutLines(layout, owner, s).length, `${rules} ${squareName(layout, s)}`).toBe(axes.size);
    }
  }
});

test('cut lines: each starts at the end nearer the cell asked about, so it is drawn growing out of the move', () => {
  const b = board('square:5', ['a3', 'b3', 'c3', 'd3', 'c2']);
  const ends = (n: string) =>
    cutLines(b.layout, b.owner, b.at(n)).map((c) => [
      squareName(b.layout, c.from),
      squareName(b.layout, c.to),
    ]);
  expect(ends('a3')).toEqual([['a3', 'd3']]);
  expect(ends('d3')).toEqual(expect.arrayContaining([['d3', 'a3']]));
  // From b3 the row's nearer end is a3 (one step, against two to d3).
  expect(ends('b3')).toEqual(expect.arrayContaining([['a3', 'd3']]));
});
