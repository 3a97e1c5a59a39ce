import { describe, expect, test } from 'vitest';
import { BuilderFactsTeller, QUIET_MS } from '../../src/ui/builder-facts-teller.ts';

const FACTS_16 = '16 squares: 8 moves each\nSolving…';
const FACTS_15 = '15 squares: player 1 gets 8 moves, player 2 gets 7\nSolving…';
const FACTS_14 = '14 squares: 7 moves each\nSolving…';
const SOLVED_14 = '14 squares: 7 moves each\nSolved: player 1 wins by 5 with best play.';

function teller() {
  const said: string[] = [];
  return { said, teller: new BuilderFactsTeller((words) => said.push(words)) };
}

describe("the builder's facts by ear", () => {
  test('the board as it opens is not said; two quick changes are said once, as they end', () => {
    const { said, teller: t } = teller();
    t.look('a', FACTS_16, 0);
    t.look('a', FACTS_16, 2000);
    expect(said).toEqual([]);
    t.look('b', FACTS_15, 2000);
    t.look('c', FACTS_14, 2000 + QUIET_MS - 1);
    t.look('c', FACTS_14, 2000 + 2 * QUIET_MS - 2);
    expect(said).toEqual([]);
    t.look('c', FACTS_14, 2000 + 2 * QUIET_MS);
    expect(said).toEqual(['14 squares: 7 moves each.']);
    // The solver's answer comes later: said on its own line.
    t.look('c', SOLVED_14, 5000);
    t.look('c', SOLVED_14, 5000 + QUIET_MS);
    expect(said).toEqual(['14 squares: 7 moves each.', 'Solved: player 1 wins by 5 with best play.']);
  });

  test('changes a pause apart are each said', () => {
    const { said, teller: t } = teller();
    t.look('a', FACTS_16, 0);
    t.look('b', FACTS_15, 100);
    t.look('b', FACTS_15, 100 + QUIET_MS);
    t.look('c', FACTS_14, 1000);
    t.look('c', FACTS_14, 1000 + QUIET_MS);
    expect(said).toEqual([
      '15 squares: player 1 gets 8 moves, player 2 gets 7.',
      '14 squares: 7 moves each.',
    ]);
  });

  test('an answer already in the facts is said with them; a board back as it was is not said again', () => {
    const { said, teller: t } = teller();
    t.look('a', FACTS_16, 0);
    t.look('c', SOLVED_14, 10);
    t.look('c', SOLVED_14, 10 + QUIET_MS);
    expect(said).toEqual(['14 squares: 7 moves each. Solved: player 1 wins by 5 with best play.']);
    // Away and back within the pause: the board said last, nothing new.
    t.look('d', FACTS_15, 1000);
    t.look('c', SOLVED_14, 1100);
    t.look('c', SOLVED_14, 1100 + QUIET_MS);
    expect(said).toHaveLength(1);
  });

  test('other squares with the same facts are said briefly', () => {
    const { said, teller: t } = teller();
    t.look('a', FACTS_16, 0);
    t.look('b', FACTS_15, 10);
    t.look('b', FACTS_15, 10 + QUIET_MS);
    t.look('c', FACTS_15, 1000);
    t.look('c', FACTS_15, 1000 + QUIET_MS);
    expect(said.at(-1)).toBe('The board changed; its facts are as before.');
  });
});
