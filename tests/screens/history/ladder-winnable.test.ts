// A new player can win the ladder's first two steps: the neighbour script (a new player's first
// plan, docs/opponents.md) moving first from the empty board, as a ladder game starts, beats Easy
// on each most of the time and reaches the second star's margin in about half its games or more
// (`npm run bench -- ladder` prints the same figures for more games; docs/opponents.md keeps them).
import { expect, test } from 'vitest';
import { createAgent } from '../../../src/ai/index.ts';
import { neighbourScript } from '../../../src/ai/neighbour-script.ts';
import { parseRules, Position } from '../../../src/engine/index.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';

/** The person's margins in `n` games on `rules` against `opponent`, the script's ties drawn from seeds 1 to n. */
function margins(rules: string, opponent: string, n: number): number[] {
  return Array.from({ length: n }, (_, i) => {
    const position = new Position(parseRules(rules));
    const person = neighbourScript(i + 1);
    const other = createAgent(opponent);
    while (!position.isOver())
      position.play((position.turn() === 1 ? person : other).choose(position).square);
    return position.scoreDifference();
  });
}

test.each([1, 2])('step %i: a new player moving first beats Easy 7 games in 10 or more', (n) => {
  const step = LADDER[n - 1]!;
  expect(step.opponent).toBe('easy');
  const m = margins(step.rules, step.opponent, 100);
  expect(m.filter((d) => d > 0).length).toBeGreaterThanOrEqual(70);
  expect(m.filter((d) => d >= step.margin).length).toBeGreaterThanOrEqual(50);
  // Easy is no pushover: it still wins some.
  expect(m.filter((d) => d < 0).length).toBeGreaterThan(10);
});

test('the step the first two replace: on the 4×4 board (a draw with best play) the same player wins under half', () => {
  const m = margins('square:4', 'easy', 100);
  expect(m.filter((d) => d > 0).length).toBeLessThan(50);
});
