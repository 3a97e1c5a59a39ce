// The lead chart's bars: one per entry whatever the scores, so games of the same length show the
// same number of bars (a tie is a short neutral mark, not a gap), whether a game ends on a full
// board or with one square left empty (equal moves).
import { expect, test } from 'vitest';
import { parseRules, Position } from '../../src/engine/index.ts';
import { leadChartRows, scoreHistory, scoresAfterEachPair } from '../../src/game/score-history.ts';
import { leadBars } from '../../src/ui/chart-data.ts';

/** A game played to its end by taking the first legal square, or the last, each turn. */
function game(rules: string, pick: 'first' | 'last'): Position {
  const p = new Position(parseRules(rules));
  while (!p.isOver()) {
    const legal = Array.from({ length: p.layout.size }, (_, s) => s).filter((s) => p.isLegal(s));
    p.play(pick === 'first' ? legal[0]! : legal.at(-1)!);
  }
  return p;
}

test.each(['square:4', 'square:5', 'square:5/equal', 'hex:3/equal', 'beaker:4x5'])(
  'leadBars - %s - one visible bar per move, ties included',
  (rules) => {
    for (const pick of ['first', 'last'] as const) {
      const p = game(rules, pick);
      const leads = scoreHistory(p).slice(1);
      const bars = leadBars(leads, 0, 50, 2);
      expect(bars).toHaveLength(p.ply);
      expect(bars.every((b) => b.height >= 2 && b.height <= 50)).toBe(true);
      for (const [i, b] of bars.entries())
        expect(b.leader).toBe(
          leads[i]![0] > leads[i]![1] ? 'mine' : leads[i]![0] < leads[i]![1] ? 'theirs' : 'tie',
        );
    }
  },
);

test('leadBars - equal moves on an odd board end one square short, with as many bars as moves', () => {
  const full = game('square:5', 'first');
  const equal = game('square:5/equal', 'first');
  expect(full.ply).toBe(25);
  expect(equal.ply).toBe(24);
  expect(leadBars(scoreHistory(equal).slice(1), 1, 50, 2)).toHaveLength(24);
});

test("leadBars - a tie is a short mark; the largest lead reaches the axis' full half", () => {
  const bars = leadBars(
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [1, 3],
    ],
    0,
    40,
    2,
  );
  expect(bars.map((b) => b.leader)).toEqual(['tie', 'mine', 'tie', 'theirs']);
  expect(bars.map((b) => b.height)).toEqual([2, 20, 2, 40]);
});

test("scoresAfterEachPair - the results' lead after each pair of moves: a long game's lead does not swing with every move", () => {
  expect(
    scoresAfterEachPair([
      [0, 0],
      [1, 0],
      [1, 2],
      [4, 2],
      [4, 3],
      [5, 3],
    ]),
  ).toEqual([
    [1, 2],
    [4, 3],
    [5, 3],
  ]);
  expect(
    scoresAfterEachPair([
      [0, 0],
      [1, 0],
      [1, 1],
    ]),
  ).toEqual([[1, 1]]);
  expect(scoresAfterEachPair([[0, 0]])).toEqual([]);
  // square:12 played to the end: after every move the leader flips often; after each pair far less.
  const p = game('square:12', 'first');
  const history = scoreHistory(p);
  const flips = (rows: readonly (readonly [number, number])[]) =>
    rows.slice(1).filter((r, i) => Math.sign(r[0] - r[1]) !== Math.sign(rows[i]![0] - rows[i]![1])).length;
  const pairs = scoresAfterEachPair(history);
  expect(pairs).toHaveLength(72);
  expect(pairs.at(-1)).toEqual(history.at(-1));
  expect(flips(pairs)).toBeLessThan(flips(history.slice(1)) / 2);
});

test('leadChartRows - a bar per move where the chart has room (square:5 on a phone), per pair on a 144-move game', () => {
  const short = scoreHistory(game('square:5', 'first'));
  expect(leadChartRows(short, 330)).toEqual({
    rows: short.slice(1),
    pairs: false,
    moves: short.slice(1).map((_, i) => i + 1),
  });
  const long = scoreHistory(game('square:12', 'first'));
  const chart = leadChartRows(long, 330);
  expect(chart.pairs).toBe(true);
  expect(chart.rows).toHaveLength(72);
  // Each pair's bar stands after its second move.
  expect(chart.moves.slice(0, 3)).toEqual([2, 4, 6]);
  expect(chart.moves.at(-1)).toBe(144);
  // A wide screen's chart has room for every move of the long game.
  expect(leadChartRows(long, 600).pairs).toBe(false);
});
