// The puzzle script's clear mode (src/ai/puzzles/clear.ts): a game searched for a daily puzzle
// goes past the puzzles a player could guess, to a position with six moves or more, an answer no
// first guess finds and a clear gap to the next best move; a run stopped part way carries on.
import { describe, expect, test } from 'vitest';
import { CLEAR_DEMAND, enoughChoices } from '../../src/ai/puzzles/clear.ts';
import { answerGap, CLEAR_GAP, fallsToFirstGuess } from '../../src/ai/puzzles/first-guess.ts';
import { generatePuzzles, PUZZLE_RULES, puzzleFromGame } from '../../src/ai/puzzles/generate.ts';
import { replayRecord } from '../../src/engine/index.ts';
import { PUZZLE_ENTRIES, readPuzzle } from '../../src/ai/puzzles/puzzle-set.ts';

// A square game the clear search finds a puzzle in (clear seed 2, the family's 38th game: square:6).
const GAME = 37;
const SEED = (2 * 1_000_003 + GAME * 7919 + 'square'.length * 104_729) >>> 0;

describe('clear puzzles', () => {
  test('a falling board needs five open columns, any other six squares', () => {
    expect([4, 5].map((n) => enoughChoices(n, true))).toEqual([false, true]);
    expect([5, 6].map((n) => enoughChoices(n, false))).toEqual([false, true]);
  });

  test(
    'the clear search finds a puzzle a first guess misses, with six moves or more and a clear answer',
    { timeout: 60_000 },
    () => {
      const rules = PUZZLE_RULES.square![GAME % PUZZLE_RULES.square!.length]!;
      const entry = puzzleFromGame(rules, SEED, CLEAR_DEMAND)!;
      expect(entry.record).toMatch(/^square:6 /);
      const puzzle = readPuzzle(entry, 1);
      expect(puzzle.values.size).toBeGreaterThanOrEqual(6);
      expect(fallsToFirstGuess(puzzle)).toBe(false);
      expect(answerGap(puzzle)).toBeGreaterThanOrEqual(CLEAR_GAP);
    },
  );

  test('the demand turns away a guess: too few moves, a first guess, a near miss', () => {
    const shipped = PUZZLE_ENTRIES.map((e, i) => readPuzzle(e, i + 1));
    // Reviewer 27's daily, a hexagon whose answer also scored most at once.
    const guessed = shipped[334]!;
    expect(CLEAR_DEMAND.position(guessed.position)).toBe(true);
    expect(CLEAR_DEMAND.answer(guessed.position, guessed.answerSquare)).toBe(false);
    // Like reviewer 29's daily: a beaker with four open columns.
    const few = shipped.find((p) => p.values.size === 4 && p.position.layout.gravity)!;
    expect(CLEAR_DEMAND.position(few.position)).toBe(false);
    // Five squares left on a square board: too few, where six are enough.
    const late = replayRecord(shipped[0]!.record);
    while (late.legalMoveList().length > 6) late.play(late.legalMoveList()[0]!);
    expect(CLEAR_DEMAND.position(late)).toBe(true);
    late.play(late.legalMoveList()[0]!);
    expect(CLEAR_DEMAND.position(late)).toBe(false);
    // Reviewer 28's daily: e8 wins by 10, i6 by 9.
    const near = shipped[24]!;
    expect(answerGap(near)).toBe(1);
    expect(CLEAR_DEMAND.after(near)).toBe(false);
  });

  test('a run carried on from what it found before gives the same puzzles', () => {
    const found = { found: [{ record: 'x', answer: 'a1', value: 1, moves: 'a1:1' }], games: 3 };
    const resume = Object.fromEntries(Object.keys(PUZZLE_RULES).map((f) => [f, found]));
    // Each family already has its puzzle: nothing more is played, and the families are dealt in turn.
    expect(generatePuzzles({ seed: 2, perFamily: 1, demand: CLEAR_DEMAND, resume })).toEqual(
      Object.keys(PUZZLE_RULES).map(() => found.found[0]),
    );
  });
});
