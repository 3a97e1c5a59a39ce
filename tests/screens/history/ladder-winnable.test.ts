// The ladder is a ramp a new player can climb: the neighbour script (a new player's first plan,
// docs/opponents.md) moving first from the empty board, as a ladder game starts, each game with its
// own number as a new game draws one today (from KIND_FROM on), beats Easy on the first two steps about
// 4 games in 5 (84 and 78 in 100) and reaches the second star's margin (what the board is worth with
// best play, 10 and 12) in 59 and 38; on the first Medium step it wins some (about 3 in 10),
// and a player who has learned the step's lesson (blocking and keeping room: Hard's play) wins it
// from every first square (`npm run bench -- ladder` prints the same figures for more games).
import { expect, test } from 'vitest';
import { createAgent, type Agent } from '../../../src/ai/index.ts';
import { neighbourScript } from '../../../src/ai/neighbour-script.ts';
import { parseRules, Position } from '../../../src/engine/index.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { KIND_FROM } from '../../../src/ai/gentle.ts';
import { readerScript } from '../../../src/ai/reader-script.ts';

/** The person's margin in one game from `opening` on `rules` against `opponent` with the game's number `salt`. */
function margin(rules: string, opening: number[], person: Agent, opponent: string, salt: number): number {
  const position = new Position(parseRules(rules));
  for (const m of opening) position.play(m);
  const other = createAgent(opponent, { salt });
  while (!position.isOver()) position.play((position.turn() === 1 ? person : other).choose(position).square);
  return position.scoreDifference();
}

/**
 * A script's margins in `n` games from the empty board, its ties drawn from seeds 1 to n, game
 * numbers today's (KIND_FROM + 1 to n).
 */
function scriptMargins(rules: string, opponent: string, n: number, script = neighbourScript): number[] {
  return Array.from({ length: n }, (_, i) => margin(rules, [], script(i + 1), opponent, KIND_FROM + i + 1));
}

test.each([1, 2])('step %i: a new player moving first beats Easy about 4 games in 5, a reader more', (n) => {
  const step = LADDER[n - 1]!;
  expect(step.opponent).toBe('easy');
  const m = scriptMargins(step.rules, step.opponent, 100);
  expect(m.filter((d) => d > 0).length).toBeGreaterThanOrEqual(75);
  expect(m.filter((d) => d >= step.margin).length).toBeGreaterThanOrEqual(30);
  // Easy is no pushover: it still wins some.
  expect(m.filter((d) => d < 0).length).toBeGreaterThan(5);
  // A reader (most points now, ties to blocking) wins about 9 in 10 (88 and 91 in 100), and by the
  // second star's margin about half the time (59 and 61).
  const read = scriptMargins(step.rules, step.opponent, 100, readerScript);
  expect(read.filter((d) => d > 0).length).toBeGreaterThanOrEqual(85);
  expect(read.filter((d) => d >= step.margin).length).toBeGreaterThanOrEqual(45);
});

test("step 3, the first Medium step: the first plan wins some, a player who learned the step's lesson nearly all", () => {
  const step = LADDER[2]!;
  expect(step.opponent).toBe('medium');
  const m = scriptMargins(step.rules, step.opponent, 100);
  const wins = m.filter((d) => d > 0).length;
  expect(wins).toBeGreaterThanOrEqual(20);
  expect(wins).toBeLessThanOrEqual(45);
  const firsts = new Position(parseRules(step.rules)).legalMoveList();
  const hard = firsts.map((first, i) =>
    margin(step.rules, [first], createAgent('hard'), step.opponent, i + 1),
  );
  expect(hard.filter((d) => d > 0).length / hard.length).toBeGreaterThanOrEqual(0.95);
});

test('the step the first two replace: on the 4×4 board (a draw with best play) the same player wins under 3 in 4', () => {
  const m = scriptMargins('square:4', 'easy', 100);
  expect(m.filter((d) => d > 0).length).toBeLessThan(75);
});
