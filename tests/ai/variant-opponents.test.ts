// The opponents under capture, stem cells and jumps (RULES.md sections 11 to 13) and on
// triangular boards: easy, medium, hard and adaptive place only, value moves by the true Δscore
// and replay the same way; the expert and perfect play legal moves under every option.
import { describe, expect, test } from 'vitest';
import { parseRules, Position, readSquareName, writeRecord } from '../../src/engine/index.ts';
import { createAgent } from '../../src/ai/index.ts';
import { hardValue } from '../../src/ai/greedy.ts';

const RULES = [
  'square:5/capture',
  'square:6/stem/jumps',
  'tri:6/capture',
  'tri:5/connections/capture/stem/jumps',
  'hex:4/connections/stem',
  'beaker:4x5/capture/stem',
  'petri:6/equal/capture/stem:c3.d4',
  'square:4/capture/stem:a1/jumps',
];

function playGame(id: string, p1: string, p2: string): Position {
  const position = new Position(parseRules(id));
  const agents = [createAgent(p1), createAgent(p2)];
  while (!position.isOver()) {
    const { square } = agents[position.turn() - 1]!.choose(position);
    expect(position.whyIllegal(square)).toBe(null);
    position.play(square);
  }
  return position;
}

describe('seed opponents under every option', () => {
  test.each(RULES)('%s - easy, medium, hard and adaptive place only, and replay the same way', (id) => {
    for (const [a, b] of [
      ['easy', 'hard'],
      ['hard', 'medium'],
      ['adaptive', 'hard'],
      ['medium', 'adaptive:0.2'],
    ] as const) {
      const first = playGame(id, a, b);
      expect(first.moves().every((m) => !first.isJump(m))).toBe(true);
      expect(writeRecord(playGame(id, a, b))).toBe(writeRecord(first));
    }
  });

  test('hard reads the true Δscore: the capture of the worked example counts in full', () => {
    const position = new Position(parseRules('square:4/capture'));
    for (const name of ['a2', 'a1', 'b1', 'd4']) position.play(square(position, name));
    const b2 = square(position, 'b2');
    const before = position.score(1);
    position.play(b2);
    const gained = position.score(1) - before;
    position.undo();
    expect(gained).toBe(20);
    expect(position.deltaScore(1, b2)).toBe(20);
    expect(position.formulaDelta(1, b2)).toBe(8);
    const expected =
      position.centrality(b2) +
      2 * position.openness(b2) +
      20 +
      position.deltaScore(2, b2) -
      position.overlap(1, b2) -
      position.overlap(2, b2);
    expect(hardValue(position, b2, 1)).toBeCloseTo(expected, 12);
    expect(createAgent('hard').choose(position).square).toBe(b2);
  });

  test('hard counts the stem points a move completes', () => {
    const position = new Position(parseRules('square:5/stem'));
    for (const name of ['b2', 'b3', 'b4', 'c4', 'd4', 'd3', 'd2', 'a5'])
      position.play(square(position, name));
    const c2 = square(position, 'c2');
    expect(position.deltaScore(1, c2)).toBe(position.formulaDelta(1, c2) + 6);
    expect(createAgent('hard').choose(position).square).toBe(c2);
  });
});

describe('searching opponents play legal moves under every option', () => {
  test.each([
    'tri:3/capture',
    'tri:4/stem',
    'tri:3/jumps',
    'square:4/connections/stem/jumps',
    'hex:3/stem/jumps',
    'beaker:3x3/capture/stem:b2',
    'grid:2x4/equal/capture',
  ])(
    '%s - expert and perfect against hard, one seat each',
    (id) => {
      playGame(id, 'perfect', 'hard');
      playGame(id, 'hard', 'expert');
    },
    120_000,
  );
});

function square(position: Position, name: string): number {
  const read = readSquareName(position.layout, name);
  if (!('square' in read)) throw new Error(name);
  return read.square;
}
