// Rules ids (RULES.md section 10), hexagonal boards (section 7) and custom boards (section 8):
// square counts, shapes, canonical ids, and every error message a person can meet.
import { describe, expect, test } from 'vitest';
import {
  parseLayout,
  parseRules,
  replayRecord,
  renderBoardText,
  tryParseRules,
  writeCustomId,
  writeRecord,
  Position,
} from '../../src/engine/index.ts';
import { shape } from './shape.ts';

describe('hexagonal boards', () => {
  test.each([
    [3, 19],
    [4, 37],
    [5, 61],
    [6, 91],
    [7, 127],
    [8, 169],
  ])('square count - hex:%i has %i cells', (n, size) => {
    const layout = parseLayout(`hex:${n}`);
    expect(layout.size).toBe(size);
    expect(layout.size).toBe(3 * n * (n - 1) + 1);
    expect([layout.rows, layout.cols, layout.directions, layout.axes, layout.gravity]).toEqual([
      2 * n - 1,
      2 * n - 1,
      6,
      3,
      false,
    ]);
  });

  test('neighbours - six, on three axes, in the order of the pattern digits (− / \\)', () => {
    const layout = parseLayout('hex:3');
    const at = (name: string) => replayRecord(`hex:3 ${name}`).lastMove();
    const names = (s: number) => Array.from({ length: 6 }, (_, d) => layout.neighbour[s * 6 + d]!);
    // c3 is the centre (row 3, column c): east d3, north-east d4, north-west c4, west b3, south-west b2, south-east c2.
    expect(names(at('c3'))).toEqual(['d3', 'd4', 'c4', 'b3', 'b2', 'c2'].map(at));
    // a1, the bottom-left corner, has three neighbours: east b1, north-east b2, north-west a2.
    expect(names(at('a1'))).toEqual([at('b1'), at('b2'), at('a2'), -1, -1, -1]);
  });

  test('centres and centrality - drawn centres, 1 in the middle and 0 at the corners', () => {
    const layout = parseLayout('hex:3');
    const c3 = replayRecord('hex:3 c3').lastMove();
    expect(layout.centrality[c3]).toBe(1);
    for (const corner of ['a1', 'c1', 'e3', 'e5', 'c5', 'a3']) {
      expect(layout.centrality[replayRecord(`hex:3 ${corner}`).lastMove()]).toBeCloseTo(0, 12);
    }
    const a1 = replayRecord('hex:3 a1').lastMove();
    expect([layout.centreX[a1], layout.centreY[a1]]).toEqual([0, 0]);
    const c5 = replayRecord('hex:3 c5').lastMove();
    expect(layout.centreX[c5]).toBe(0);
    expect(layout.centreY[c5]).toBeCloseTo(2 * Math.sqrt(3), 12);
  });

  test('reading order - top row first, left to right', () => {
    const position = new Position(parseLayout('hex:3'));
    expect(
      position
        .legalMoveList()
        .slice(0, 4)
        .map((s) => replayRecord(`hex:3`).layout.rowOf[s]),
    ).toEqual([4, 4, 4, 3]);
    expect(writeRecord(replayRecord('hex:3 c5 d5 e5'))).toBe('hex:3 c5 d5 e5');
  });

  test('division - three in a row score 6; a centre and its six neighbours are each cut along all three axes', () => {
    // Three in a row along −: each cell connected along one axis counts 2.
    expect(replayRecord('hex:4 a1 a4 b1 b4 c1').score(1)).toBe(6);
    // Each ring cell touches the centre and its two ring neighbours, on three different axes.
    const ring = replayRecord('hex:3 c3 a1 d3 a2 d4 a3 c4 e5 b3 e4 b2 e3 c2');
    expect(ring.score(1)).toBe(7 * 6);
    expect(Array.from(ring.pattern).filter((p, s) => ring.owner[s] === 1 && p === 7).length).toBe(7);
  });

  test('board text - rows shifted half a cell, column letters below and on the lower right', () => {
    expect(renderBoardText(replayRecord('hex:3 a1 e5'))).toBe(
      [
        ' 5    . . O',
        ' 4   . . . .',
        ' 3  . . . . .  e',
        ' 2   . . . .  d',
        ' 1    x . .',
        '      a b c',
      ].join('\n'),
    );
  });
});

describe('custom boards', () => {
  test.each([
    ['custom:3x3:ff8', 9, ['###', '###', '###']],
    ['custom:5x5:fc6b1f8', 17, ['#####', '#...#', '#.#.#', '#...#', '#####']],
    ['custom:2x2:9', 2, ['#.', '.#']],
  ])('%s - %i squares, shaped as written', (id, size, rows) => {
    expect(parseLayout(id).size).toBe(size);
    expect(shape(id)).toBe(rows.join('\n'));
  });

  test('canonical id - any letter case is read, and written back in lowercase', () => {
    expect(parseLayout('CUSTOM:5x5:FC6B1F8').id).toBe('custom:5x5:fc6b1f8');
    expect(parseLayout('custom:5x5:fc6b1f8').id).toBe('custom:5x5:fc6b1f8');
  });

  test('writeCustomId - writes what parseLayout reads, gravity included', () => {
    const ring = (r: number, c: number) => r === 0 || r === 4 || c === 0 || c === 4 || (r === 2 && c === 2);
    expect(writeCustomId(5, 5, ring)).toBe('custom:5x5:fc6b1f8');
    const id = writeCustomId(4, 5, (r, c) => r <= 1 || c === 2, true);
    const layout = parseLayout(id);
    expect(layout.gravity).toBe(true);
    expect(layout.id).toBe(id);
  });

  test('gravity - a column may start above row 0, and the cell lands on its lowest empty square', () => {
    // Column a holds only row 2; column b rows 2 to 4.
    const id = writeCustomId(4, 3, (r, c) => (c === 0 ? r === 1 : c === 1 ? r >= 1 : true), true);
    const position = replayRecord(`${id} a b b`);
    expect(position.moves().map((s) => `${position.layout.colOf[s]}${position.layout.rowOf[s]}`)).toEqual([
      '01',
      '11',
      '12',
    ]);
  });

  test.each([
    ['custom:1x5:f8', 'R and C must be 2 to 12, not 1x5'],
    ['custom:13x2:ffffff8', 'R and C must be 2 to 12, not 13x2'],
    ['custom:5x5:fc6b1f', 'a 5x5 board needs 7 hexadecimal digits (one per four squares), not 6'],
    ['custom:5x5:fc6b1f80', 'needs 7 hexadecimal digits'],
    ['custom:5x5:fc6b1f9', 'the padding bits after the 25 squares must be 0'],
    ['custom:3x3:800', 'at least 2 squares must be playable, and it marks 1'],
    ['custom:3x3:000', 'at least 2 squares must be playable, and it marks 0'],
    ['custom:3x3:a28:gravity', 'column a has a gap'],
    ['custom:3x3:ff8:wings', "'wings' is not an option of a custom board; the only one is :gravity"],
    ['custom:3x3:fz8', 'is not a layout id'],
    ['custom:03x3:ff8', 'without leading zeros'],
  ])('bad id - %s says what is wrong', (id, message) => {
    expect(() => parseLayout(id)).toThrow(message);
  });
});

describe('rules ids', () => {
  test.each([
    ['square:6', 'square:6', false, 'divisions'],
    ['petri:7/equal', 'petri:7/equal', true, 'divisions'],
    ['hex:5/connections', 'hex:5/connections', false, 'connections'],
    ['custom:5x5:fc6b1f8/equal/connections', 'custom:5x5:fc6b1f8/equal/connections', true, 'connections'],
    ['HEX:5/EQUAL/Connections', 'hex:5/equal/connections', true, 'connections'],
  ])('%s - reads as %s', (id, canonical, equalMoves, scoring) => {
    const rules = parseRules(id);
    expect([rules.id, rules.equalMoves, rules.scoring]).toEqual([canonical, equalMoves, scoring]);
    expect(parseRules(canonical)).toBe(rules);
  });

  test.each([
    [
      'square:6/fast',
      "'fast' is not a rules option; the options, in this order, are /equal (equal moves), /connections (scoring by connections), /capture, /stem or /stem:SQUARES (stem cells, like /stem:c3.d4) and /jumps",
    ],
    ['hex:5/connections/equal', "'hex:5/connections/equal' gives /equal after /connections"],
    ['square:6/equal/equal', "'square:6/equal/equal' gives /equal twice"],
    ['square:6/connections/connections', 'gives /connections twice'],
    ['square:6/', 'has an empty option'],
    ['hex:9/equal', "'hex:9': N must be 3 to 8"],
    ['hex:2', 'N must be 3 to 8'],
    ['hexagon:5', 'is not a layout id'],
    ['square:06', 'without leading zeros'],
    ['\u212A1', 'is not a layout id'],
  ])('bad rules id - %s', (id, message) => {
    const read = tryParseRules(id);
    expect(read).toEqual({ error: expect.stringContaining(message) });
  });

  test('a record starts with the rules id, and a plain layout id plays the classic rules', () => {
    const game = replayRecord('hex:4/connections d4 a1 e5');
    expect(game.rules.id).toBe('hex:4/connections');
    expect(game.score(1)).toBe(1);
    expect(writeRecord(game)).toBe('hex:4/connections d4 a1 e5');
    expect(replayRecord('hex:4 d4 a1 e5').score(1)).toBe(4);
    expect(replayRecord('petri:5/equal').totalMoves).toBe(20);
    expect(replayRecord('petri:5').totalMoves).toBe(21);
  });

  test('connections - a lone cell 0, two side by side 1, a full 3×3 block 20', () => {
    expect(replayRecord('square:5/connections c3').score(1)).toBe(0);
    expect(replayRecord('square:5/connections c3 a5 d3').score(1)).toBe(1);
    const block = replayRecord('square:5/connections a1 e5 a2 e4 a3 e3 b1 d5 b2 d4 b3 d3 c1 c5 c2 e2 c3');
    expect(block.score(1)).toBe(20);
  });
});
