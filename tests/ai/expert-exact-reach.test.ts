// The expert plays the book where it has the position, and asks the solver on small boards 11 to 18
// moves from the end: a move the search alone
// gets wrong there, checked against the solver; the search's own move kept when it is as good; a
// solver out of positions leaves the search's move; large boards and `expert:N` search alone.

import { describe, expect, test } from 'vitest';
import { replayRecord } from '../../src/engine/index.ts';
import { createAgent } from '../../src/ai/index.ts';
import { createExpert } from '../../src/ai/expert/agent.ts';
import { lookUp } from '../../src/ai/book/book.ts';
import { ExactSearch } from '../../src/ai/expert/exact.ts';
import { exactChoice, withinExactReach } from '../../src/ai/expert/exact-reach.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';

// Reviewer 28's game on petri:5 scored by connections, the Expert second: its fourth move (d2)
// let the first player win by a point more than best play allows.
const REVIEWED = 'petri:5/connections c3 b4 c2';
/** Three solves 17 and 18 moves from the end: seconds on a quiet core, near a minute on a loaded one. */
const SOLVES_MS = 180_000;

describe('the expert within the solver’s reach', () => {
  test(
    'on petri:5 by connections 18 moves from the end it plays a best move where the search alone gives a point away',
    () => {
      const position = replayRecord(REVIEWED);
      const best = solvePosition(position, { valueOnly: true }).value;
      const valueAfter = (square: number) => {
        position.play(square);
        const value = solvePosition(position, { valueOnly: true }).value;
        position.undo();
        return value;
      };
      // Player 1 is the first mover: a higher value is worse for the Expert, player 2.
      const alone = createExpert().choose(position).square;
      expect(valueAfter(alone)).toBe(best + 1);
      const asking = createAgent('expert').choose(position);
      expect(valueAfter(asking.square)).toBe(best);
      // Its value is the solver's: the rest of the game, from the mover's side.
      expect(position.scoreDifference() - asking.value!).toBe(best);
    },
    SOLVES_MS,
  );

  test('the search’s own move is kept when it is as good as the solver’s best', () => {
    const position = replayRecord('petri:5/connections c3 b4 c2 d2 b3');
    const solution = solvePosition(position);
    expect(solution.best.length).toBeGreaterThan(1);
    const solver = new ExactSearch(18);
    for (const square of solution.best.slice(0, 3)) {
      const choice = exactChoice(solver, position, square, 0, 1e9, Infinity);
      expect(choice?.square).toBe(square);
    }
    const worse = position.legalMoveList().find((s) => !solution.best.includes(s))!;
    const choice = exactChoice(solver, position, worse, 0, 1e9, Infinity);
    expect(solution.best).toContain(choice!.square);
  });

  test('a solver out of positions leaves the position as it was and answers nothing', () => {
    const position = replayRecord(REVIEWED);
    const before = position.hashLo;
    expect(
      exactChoice(new ExactSearch(18), position, position.legalMoveList()[0]!, 0, 5000, Infinity),
    ).toBeNull();
    expect(position.hashLo).toBe(before);
    expect(position.ply).toBe(3);
  });

  test('only small boards, near enough the end, without capture or jumps', () => {
    expect(withinExactReach(replayRecord(REVIEWED), 10)).toBe(true);
    expect(withinExactReach(replayRecord('petri:5/connections c3 b4'), 10)).toBe(false);
    expect(withinExactReach(replayRecord('petri:5/connections c3 b4 c2 d2 b3 b2 d3 c4 d4 c1 e3'), 10)).toBe(
      false,
    );
    const square8 = replayRecord(
      `square:8 ${'a1 a2 a3 a4 a5 a6 a7 a8 b1 b2 b3 b4 b5 b6 b7 b8 c1 c2 c3 c4 c5 c6 c7 c8 d1 d2 d3 d4 d5 d6 d7 d8 e1 e2 e3 e4 e5 e6 e7 e8 f1 f2 f3 f4 f5 f6'}`,
    );
    expect(square8.movesLeft()).toBe(18);
    expect(withinExactReach(square8, 10)).toBe(false);
    expect(withinExactReach(replayRecord('square:5/capture a1 a2 a3 a4 a5 b1 b2'), 10)).toBe(false);
  });

  test('where the opening book has the position (square:5, best play known) it plays a best move of the book, as Perfect does', () => {
    for (const record of ['square:5', 'square:5 c3', 'square:5 b4 c4 d4']) {
      const position = replayRecord(record);
      const entry = lookUp(position)!;
      const choice = createAgent('expert').choose(position);
      expect(entry.best).toContain(choice.square);
      expect(choice.square).toBe(createAgent('perfect').choose(position).square);
      const sign = position.turn() === 1 ? 1 : -1;
      expect(position.scoreDifference() + sign * choice.value!).toBe(entry.value);
    }
  });

  test('expert:N searches alone (the puzzles’ players and the hint keep their moves)', () => {
    const position = replayRecord(REVIEWED);
    expect(createAgent('expert:200000').choose(position).square).toBe(createExpert().choose(position).square);
  });
});
