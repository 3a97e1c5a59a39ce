// Playing a puzzle: only the side to move plays, a wrong move is told and taken back, the right
// one ends it, and the answer can be shown.
import { describe, expect, test } from 'vitest';
import { puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { AgentClient } from '../../src/ai/client.ts';
import { PuzzleMatch, verdictWords } from '../../src/game/puzzle-play.ts';

const open = (n = 1) => {
  const puzzle = puzzleNumber(n)!;
  return { puzzle, match: new PuzzleMatch(puzzle, { client: new AgentClient() }) };
};
const wrongOf = (puzzle: ReturnType<typeof open>['puzzle']) =>
  [...puzzle.values.keys()].find((s) => s !== puzzle.answerSquare)!;

describe('puzzle play', () => {
  test('a wrong move is told with its value, taken back, and the right one then solves it', () => {
    const { puzzle, match } = open();
    const start = match.position.ply;
    const wrong = wrongOf(puzzle);
    expect(match.play(wrong)).toBe(true);
    expect(match.state).toBe('wrong');
    expect(match.verdict).toMatchObject({ right: false, value: puzzle.values.get(wrong) });
    // Try again takes the wrong move back.
    match.tryAgain();
    expect(match.position.ply).toBe(start);
    expect(match.play(puzzle.answerSquare)).toBe(true);
    expect(match.state).toBe('solved');
    expect(match.tries).toBe(1);
    expect(match.verdict!.words).toMatch(/^Right! /);
    // Solved: the other side cannot play on.
    expect(match.play(match.position.legalMoveList()[0]!)).toBe(false);
  });

  test('after a wrong move, another square is the next try: the wrong one taken back, never two moves on the board', () => {
    const { puzzle, match } = open();
    const start = match.position.ply;
    match.play(wrongOf(puzzle));
    expect(match.play(puzzle.answerSquare)).toBe(true);
    expect([match.position.ply - start, match.state, match.tries]).toEqual([1, 'solved', 1]);
  });

  test('showing the answer plays it and does not count as solved', () => {
    const { puzzle, match } = open(2);
    match.play(wrongOf(puzzle));
    match.showAnswer();
    expect(match.state).toBe('shown');
    expect(match.position.lastMove()).toBe(puzzle.answerSquare);
    expect(match.position.ply).toBe(puzzle.position.ply + 1);
  });

  test('Show answer with the answer aimed but not placed: the player had it, and it counts as solved', () => {
    const { puzzle, match } = open(3);
    match.showAnswer(puzzle.answerSquare);
    expect(match.state).toBe('solved');
    expect(match.position.lastMove()).toBe(puzzle.answerSquare);
    expect(match.verdict!.words).toBe(
      `You had it: ${puzzle.answer} ${puzzle.value > 0 ? `wins by ${puzzle.value}` : puzzle.value < 0 ? `loses by ${-puzzle.value}` : 'draws'}.`,
    );
  });

  test('Show answer with another square aimed, or after a wrong move, is the answer shown', () => {
    const aimedElsewhere = open(3);
    aimedElsewhere.match.showAnswer(wrongOf(aimedElsewhere.puzzle));
    expect(aimedElsewhere.match.state).toBe('shown');
    expect(aimedElsewhere.match.verdict!.words).toMatch(/^The answer: /);
    // A wrong move placed, then the answer aimed: the puzzle was not found first time.
    const wrongFirst = open(4);
    wrongFirst.match.play(wrongOf(wrongFirst.puzzle));
    wrongFirst.match.showAnswer(wrongFirst.puzzle.answerSquare);
    expect(wrongFirst.match.state).toBe('shown');
  });

  test('the words say what a wrong move gives against what the best gives', () => {
    const p = { value: 6, answer: 'd4' };
    expect(verdictWords(p, 'd4', 6)).toBe('Right! d4 wins by 6.');
    expect(verdictWords(p, 'c3', 0)).toBe('c3 only draws with best play; one move wins by 6. Try another.');
    expect(verdictWords(p, 'c3', 2)).toBe(
      'c3 wins by only 2 with best play; one move wins by 6. Try another.',
    );
    expect(verdictWords({ value: 0, answer: 'a1' }, 'b1', -3)).toBe(
      'b1 loses by 3 with best play; one move saves the draw. Try another.',
    );
  });
});
