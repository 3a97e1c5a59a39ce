// The range a solve file's values are held to holds every final difference a game reaches: on
// small boards against every game (both players helping one side), on the others against games
// pushed to each end and random ones, under every option of the rules.
import { describe, expect, test } from 'vitest';
import { parseRules, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';
import { allMoves } from '../../src/ai/expert/root-moves.ts';
import { reachableDifferences } from '../../src/cli/solve/reachable-values.ts';

/** The extreme final difference over every game from `position` (both players helping one side; 1: the highest, -1: the lowest). */
function extremeOfAll(position: Position, side: 1 | -1, seen = new Map<string, number>()): number {
  if (position.isOver()) return side * position.scoreDifference();
  const key = position.owner.join('');
  const known = seen.get(key);
  if (known !== undefined) return known;
  let best = -Infinity;
  for (const m of allMoves(position)) {
    position.playUnchecked(m);
    best = Math.max(best, extremeOfAll(position, side, seen));
    position.undo();
  }
  seen.set(key, best);
  return best;
}

/** A game where every move is the one that moves the difference most towards `side` (1: up). */
function pushedGame(id: string, side: 1 | -1, random: () => number): number {
  const position = new Position(parseRules(id));
  while (!position.isOver()) {
    const moves = allMoves(position);
    let chosen = moves[randomIndex(random, moves.length)]!;
    if (random() < 0.9) {
      let best = -Infinity;
      for (const m of moves) {
        position.playUnchecked(m);
        const d = side * position.scoreDifference();
        position.undo();
        if (d > best) [best, chosen] = [d, m];
      }
    }
    position.playUnchecked(chosen);
  }
  return position.scoreDifference();
}

describe('reachableDifferences', () => {
  test.each([
    ['beaker:5x5', -83, 92],
    ['square:3', -27, 36],
    ['square:4/capture', -120, 120],
    ['hex:4/connections', -54, 57],
  ])('%s: from %i to %i', (id, least, most) => {
    expect(reachableDifferences(parseRules(id))).toEqual({ least, most });
  });

  test.each(['square:3', 'square:3/connections', 'square:3/capture', 'square:3/stem', 'grid:3x3/equal'])(
    'every game of %s ends inside the range',
    (id) => {
      const rules = parseRules(id);
      const range = reachableDifferences(rules);
      expect(extremeOfAll(new Position(rules), 1)).toBeLessThanOrEqual(range.most);
      expect(-extremeOfAll(new Position(rules), -1)).toBeGreaterThanOrEqual(range.least);
    },
  );

  test.each([
    'beaker:5x5',
    'square:6/capture',
    'square:6/stem/jumps',
    'square:5/jumps',
    'hex:4/connections/capture',
    'tri:4/stem',
    'petri:6/equal/connections',
    'flask:6x3',
    'custom:5x5:fc6b1f8/capture',
  ])('games of %s pushed to either end, and random ones, end inside the range', (id) => {
    const range = reachableDifferences(parseRules(id));
    const random = seededRandom(7);
    for (let game = 0; game < 20; game++) {
      const up = pushedGame(id, 1, random);
      const down = pushedGame(id, -1, random);
      expect(up).toBeLessThanOrEqual(range.most);
      expect(down).toBeGreaterThanOrEqual(range.least);
    }
  });
});
