// Rules ids with the options of RULES.md section 10 (capture, stem cells, jumps), their canonical
// writing and refused combinations, and triangular boards (section 14): sizes, the neighbour
// table, drawn centres, centrality, reading order and square names.
import { describe, expect, test } from 'vitest';
import {
  parseLayout,
  parseRules,
  squareName,
  tryParseRules,
  readSquareName,
  Position,
  movesInGame,
} from '../../src/engine/index.ts';

const names = (id: string, squares: readonly number[]) =>
  squares.map((s) => squareName(parseRules(id).layout, s));

describe('rules ids with capture, stem cells and jumps', () => {
  test.each([
    ['tri:6/capture', 'tri:6/capture'],
    ['square:6/stem/jumps', 'square:6/stem/jumps'],
    ['SQUARE:6/STEM:D3.C3.C4.D4/Jumps', 'square:6/stem/jumps'],
    ['hex:4/connections/stem:d4.f5', 'hex:4/connections/stem:f5.d4'],
    ['petri:7/equal/connections/capture/stem:d4', 'petri:7/equal/connections/capture/stem'],
    ['square:5/capture/stem:a1.e5/jumps', 'square:5/capture/stem:e5.a1/jumps'],
  ])('%s - written canonically as %s', (id, canonical) => {
    const rules = parseRules(id);
    expect(rules.id).toBe(canonical);
    expect(parseRules(canonical)).toBe(rules);
  });

  test('the options read into the rules value', () => {
    const rules = parseRules('square:6/capture/stem/jumps');
    expect([rules.capture, rules.jumps, rules.equalMoves, rules.scoring]).toEqual([
      true,
      true,
      false,
      'divisions',
    ]);
    expect(parseRules('square:6').capture || parseRules('square:6').jumps).toBe(false);
    expect(parseRules('square:6').stemSquares).toEqual([]);
  });

  test.each([
    ['square:5/stem', ['c3']],
    ['square:6/stem', ['c4', 'd4', 'c3', 'd3']],
    ['hex:4/stem', ['d4']],
    ['hex:5/stem', ['e5']],
    ['tri:4/stem', ['d2']],
    ['beaker:4x5/stem', ['c3', 'c2']],
  ])('/stem alone takes the squares nearest the centre - %s', (id, squares) => {
    expect(names(id, parseRules(id).stemSquares)).toEqual(squares);
  });

  test('a game has one move per square that is not a stem square; equal moves count those', () => {
    expect(movesInGame(parseRules('square:6/stem'))).toBe(32);
    expect(movesInGame(parseRules('square:5/stem'))).toBe(24);
    expect(movesInGame(parseRules('square:6/equal/stem:c3'))).toBe(34);
    expect(movesInGame(parseRules('square:5/equal/stem'))).toBe(24);
    expect(new Position(parseRules('square:5/stem')).movesLeft()).toBe(24);
  });

  test.each([
    ['square:6/fast', "'fast' is not a rules option; the options, in this order, are /equal"],
    ['square:6/capture/capture', "'square:6/capture/capture' gives /capture twice"],
    ['square:6/stem/stem:c3', 'gives /stem twice'],
    ['square:6/jumps/capture', "'square:6/jumps/capture' gives /capture after /jumps"],
    ['square:6/stem/connections', 'gives /connections after /stem'],
    ['square:6/capture:1', "'capture:1' is not a rules option"],
    ['beaker:4x5/jumps', "'beaker:4x5/jumps': /jumps cannot be played on beaker:4x5, a layout with gravity"],
    ['custom:3x3:ff8:gravity/jumps', 'a layout with gravity'],
    ['square:6/equal/jumps', "'square:6/equal/jumps': /jumps and /equal cannot be played together"],
    ['petri:6/stem:a1', "'petri:6/stem:a1': stem square 'a1' is not a playable square of petri:6"],
    ['square:6/stem:z9', "stem square 'z9' is not a playable square of square:6"],
    ['square:6/stem:c3.d4.c3', "'square:6/stem:c3.d4.c3': stem square c3 is named twice"],
    [
      'grid:2x2/stem',
      'the stem squares leave 0 playable squares that are not a stem square; at least 2 are needed',
    ],
    ['custom:2x2:9/stem:a2', 'leave 1 playable square that is not a stem square'],
    ['square:6/stem:', '/stem: names no square'],
  ])('refused - %s', (id, message) => {
    expect(tryParseRules(id)).toEqual({ error: expect.stringContaining(message) });
  });

  test('grid:2x2/stem:a1.b1 leaves exactly 2 squares, which is allowed', () => {
    expect(parseRules('grid:2x2/stem:a1.b1').stemSquares.length).toBe(2);
  });
});

describe('triangular boards', () => {
  test.each([
    [3, 9],
    [4, 16],
    [6, 36],
    [8, 64],
    [10, 100],
  ])('tri:%i has %i cells, N rows of 2N − 1 columns', (n, size) => {
    const layout = parseLayout(`tri:${n}`);
    expect([
      layout.size,
      layout.rows,
      layout.cols,
      layout.directions,
      layout.axes,
      layout.gravity,
      layout.grid,
    ]).toEqual([size, n, 2 * n - 1, 6, 3, false, 'tri']);
  });

  test.each(['tri:2', 'tri:11', 'tri:4x4', 'tri:04'])('refused - %s', (id) => {
    expect(() => parseLayout(id)).toThrow(/tri:N \(N 3–10\)|without leading zeros/);
  });

  const at = (layout: ReturnType<typeof parseLayout>, name: string) => {
    const read = readSquareName(layout, name);
    if (!('square' in read)) throw new Error(name);
    return read.square;
  };
  const around = (id: string, name: string) => {
    const layout = parseLayout(id);
    const s = at(layout, name);
    return Array.from(layout.neighbour.subarray(s * 6, s * 6 + 6), (t) =>
      t < 0 ? '-' : squareName(layout, t),
    );
  };

  test('neighbours of an up cell - the table of section 14, in direction order | / \\ then opposites', () => {
    // e3 is (row 2, column 4): c − r = 2, an up cell. (+1,0) e4, (0,+1) f3, (0,−1) d3; (−1,0) e2, (−1,−2) c2, (−1,+2) g2.
    expect(around('tri:6', 'e3')).toEqual(['e4', 'f3', 'd3', 'e2', 'c2', 'g2']);
    // c3 sits on the left side: its neighbours across the side are off the board.
    expect(around('tri:6', 'c3')).toEqual(['-', 'd3', '-', 'c2', '-', 'e2']);
  });

  test('neighbours of a down cell - (+1,0) (+1,+2) (+1,−2) / (−1,0) (0,−1) (0,+1)', () => {
    // f3 is (row 2, column 5), a down cell.
    expect(around('tri:6', 'f3')).toEqual(['f4', 'h4', 'd4', 'f2', 'e3', 'g3']);
  });

  test('the corners have one neighbour sharing an edge, and the table is symmetric', () => {
    expect(around('tri:4', 'a1')).toEqual(['-', 'b1', '-', '-', '-', '-']);
    expect(around('tri:4', 'g1')).toEqual(['-', '-', 'f1', '-', '-', '-']);
    expect(around('tri:4', 'd4')).toEqual(['-', '-', '-', 'd3', '-', '-']);
    for (const n of [3, 5, 10]) {
      const layout = parseLayout(`tri:${n}`);
      for (let s = 0; s < layout.size; s++) {
        for (let d = 0; d < 6; d++) {
          const t = layout.neighbour[s * 6 + d]!;
          if (t >= 0) expect(layout.neighbour[t * 6 + ((d + 3) % 6)]).toBe(s);
        }
      }
    }
  });

  test('the next square on a line is the neighbour in the same direction, on one straight line', () => {
    const layout = parseLayout('tri:8');
    for (let s = 0; s < layout.size; s++) {
      for (let d = 0; d < 6; d++) {
        const b = layout.neighbour[s * 6 + d]!;
        const c = b < 0 ? -1 : layout.neighbour[b * 6 + d]!;
        if (c < 0) continue;
        const cross =
          (layout.centreX[b]! - layout.centreX[s]!) * (layout.centreY[c]! - layout.centreY[b]!) -
          (layout.centreY[b]! - layout.centreY[s]!) * (layout.centreX[c]! - layout.centreX[b]!);
        expect(Math.abs(cross)).toBeLessThan(1e-9);
        const angle =
          (Math.atan2(layout.centreY[b]! - layout.centreY[s]!, layout.centreX[b]! - layout.centreX[s]!) *
            180) /
          Math.PI;
        expect([90, 30, 150, -90, -150, -30].some((a) => Math.abs(a - angle) < 1e-9)).toBe(true);
      }
    }
  });

  test('drawn centres - x = (c + 1)/2, y = r·h + h/3 (up) or + 2h/3 (down); a1 is the bottom-left cell', () => {
    const layout = parseLayout('tri:3');
    const h = Math.sqrt(3) / 2;
    const a1 = at(layout, 'a1');
    const b1 = at(layout, 'b1');
    const c3 = at(layout, 'c3');
    expect([layout.centreX[a1], layout.centreY[a1]]).toEqual([0.5, h / 3]);
    expect([layout.centreX[b1], layout.centreY[b1]]).toEqual([1, (2 * h) / 3]);
    expect(layout.centreX[c3]).toBe(1.5);
    expect(layout.centreY[c3]).toBeCloseTo(2 * h + h / 3, 12);
    // The bounding box's corners a1 and e1 are the farthest; the top cell is nearer.
    expect(layout.centrality[a1]).toBeCloseTo(0, 12);
    expect(layout.centrality[at(layout, 'e1')]).toBeCloseTo(0, 12);
    expect(layout.centrality[at(layout, 'c2')]).toBe(Math.max(...layout.centrality));
  });

  test('reading order - the top row first, left to right', () => {
    const layout = parseLayout('tri:3');
    expect(Array.from({ length: layout.size }, (_, s) => squareName(layout, s))).toEqual([
      'c3',
      'b2',
      'c2',
      'd2',
      'a1',
      'b1',
      'c1',
      'd1',
      'e1',
    ]);
  });

  test('square names run to column s on tri:10', () => {
    const layout = parseLayout('tri:10');
    expect(squareName(layout, layout.size - 1)).toBe('s1');
    expect(readSquareName(layout, 's1')).toEqual({ square: layout.size - 1 });
    expect(readSquareName(layout, 'a2')).toEqual({ error: 'a2 is off the board' });
  });
});
