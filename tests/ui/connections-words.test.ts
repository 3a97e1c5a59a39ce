// Scoring by connections told to a new player: each picture's number is what the game itself scores
// for those cells under RULES.md section 9 (played out on a larger board of the same kind, the
// other player's cells far away), and the words say what touching means on that kind of board.
import { expect, test } from 'vitest';
import { parseRules, Position, readSquareName } from '../../src/engine/index.ts';
import { connectionsWords } from '../../src/ui/connections-words.ts';

/** Player 1's score after placing `names` (player 2 answering on squares touching none of them) under connection scoring. */
function engineScore(rulesId: string, names: readonly string[]): number {
  const p = new Position(parseRules(rulesId));
  const layout = p.layout;
  const mine = names.map((n) => {
    const r = readSquareName(layout, n);
    if (!('square' in r)) throw new Error(n);
    return r.square;
  });
  const near = new Set(
    mine.flatMap((s) => [
      s,
      ...layout.neighbour.subarray(s * layout.directions, (s + 1) * layout.directions),
    ]),
  );
  const far = Array.from({ length: layout.size }, (_, s) => s).filter((s) => !near.has(s));
  for (const s of mine) {
    p.play(s);
    p.play(far.shift()!);
  }
  return p.score(1);
}

test.each([
  { grid: 'square', rules: 'square:6/connections', scores: [0, 1, 3] },
  { grid: 'hex', rules: 'hex:5/connections', scores: [0, 1, 3] },
] as const)(
  'connections words - each picture scores what the game scores ($grid)',
  ({ grid, rules, scores }) => {
    const words = connectionsWords(grid);
    expect(words.examples.map((e) => e.score)).toEqual(scores);
    for (const e of words.examples) {
      expect(engineScore(rules, e.squares), e.squares.join()).toBe(e.score);
      expect(e.caption.endsWith(`: ${e.score}`)).toBe(true);
    }
    expect(words.examples.map((e) => e.caption)).toEqual([
      'On its own: 0',
      'Two touching: 1',
      'Three touching: 3',
    ]);
  },
);

test('connections words - touching is corner to corner on squares, a shared side on hexagons, six neighbours on triangles', () => {
  expect(connectionsWords('square').lines).toContain('Cells touch side by side or corner to corner.');
  expect(connectionsWords('hex').lines).toContain(
    'Cells touch when their hexagons share a side. Each hexagon has six neighbours.',
  );
  // A triangle's corner neighbours are only those met tip to tip (the neighbours card's words).
  expect(connectionsWords('tri').lines.join(' ')).toMatch(/share a side or meet tip to tip: six neighbours/);
  expect(connectionsWords('tri').lines).not.toContain('Cells touch side by side or corner to corner.');
  // The square picture of three shows a corner-to-corner pair: b1 and a2 touch only at a corner.
  const three = connectionsWords('square').examples[2]!;
  expect(three.pairs.map(([i, j]) => [three.squares[i], three.squares[j]])).toContainEqual(['b1', 'a2']);
  for (const grid of ['square', 'hex'] as const) {
    const lines = connectionsWords(grid).lines.join(' ');
    expect(lines).toContain('Each connection scores 1 point.');
    expect(lines).toContain('A cell on its own scores 0.');
  }
});
