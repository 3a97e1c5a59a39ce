// Perfect is offered where it is perfect: a board whose book holds the whole tree of best replies,
// or one small enough for the exact search from the first move; elsewhere it plays as the expert.
import { describe, expect, test } from 'vitest';
import { createAgent } from '../../src/ai/index.ts';
import { parseLayout, parseRules, Position, squareName } from '../../src/engine/index.ts';
import {
  perfectAvailable,
  playableOpponent,
  solvedValue,
  solvedWords,
} from '../../src/game/solved-boards.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { opponentInfo } from '../../src/game/opponent-info.ts';

describe('perfectAvailable', () => {
  test.each([
    ['square:4', true], // 16 squares: in the book, and in the exact search's reach
    ['hex:3', true], // 19 squares, the book's tree is whole
    ['beaker:4x5', true], // 20 squares with a whole tree
    ['flask:6x3', true],
    ['petri:5/equal', true],
    ['square:5', true], // the book's tree of best replies reaches Perfect's exact search (20 moves left)
    ['square:6', false],
    ['beaker:6x7', false],
    ['petri:5', true], // 21 squares: the book holds the whole tree of best replies
    ['flask:8x3', true], // 24 squares: the book's tree of best replies reaches Perfect's exact search
    ['hex:4', false],
    ['square:4/connections', true], // 16 squares: the exact search reaches the whole game
    ['hex:3/connections', true], // 19 squares without a book: searched exactly from the first move
    ['beaker:4x5/connections', true],
    ['custom:3x3:fe8', true],
    ['custom:5x5:fc6b1f8', true], // a built ring with a centre, 17 squares
    ['custom:4x5:fffff', true], // the full 4 × 5 grid, 20 squares
    ['custom:5x5:fffff80', false], // 21 squares without a book: the expert plays its first moves
    ['custom:5x5:fffff80/equal', true], // the same with equal moves: 20 moves
  ])('%s - %s', (rules, expected) => {
    expect(perfectAvailable(rules)).toBe(expected);
    expect(perfectAvailable(parseRules(rules))).toBe(expected);
  });

  test("Perfect's card says it plays every move best, and that only perfect play holds it", () => {
    expect(opponentInfo('perfect', 0.5).line).toMatch(/^Plays every move best: only perfect play holds it/);
  });

  test('playableOpponent - Perfect stays Perfect on a solved board and is the expert elsewhere', () => {
    expect(playableOpponent('perfect', 'hex:3')).toBe('perfect');
    expect(playableOpponent('perfect', 'square:6')).toBe('expert');
    expect(playableOpponent('hard', 'square:6')).toBe('hard');
  });

  test('on a built board of 17 squares, which the book does not hold, perfect plays a best move at every turn', () => {
    const position = new Position(parseRules('custom:5x5:fc6b1f8'));
    const perfect = createAgent('perfect');
    while (!position.isOver()) {
      const choice = perfect.choose(position);
      expect(choice.nodes).toBeGreaterThan(0); // searched, not read from the book
      expect(solvePosition(position).best).toContain(choice.square);
      position.play(choice.square);
    }
  });

  test('on a board where it is offered, perfect plays a best move from the empty board', () => {
    const position = new Position(parseRules('flask:6x3'));
    const move = createAgent('perfect').choose(position).square;
    expect(solvePosition(position).best).toContain(move);
  });
});

describe('solvedValue', () => {
  test('the book gives square:5 as player 1 winning by 10', () => {
    expect(solvedValue('square:5')?.value).toBe(10);
    expect(solvedWords(10)).toBe('player 1 wins by 10');
  });
  test('the book gives petri:5 as player 1 winning by 12, c3 the only best first move', () => {
    const solved = solvedValue('petri:5');
    expect(solved?.value).toBe(12);
    expect(solved?.best.map((s) => squareName(parseLayout('petri:5'), s))).toEqual(['c3']);
  });
  test('flask:6x3 is won by player 2 by 4, flask:8x3 by 6; square:4 is a draw', () => {
    expect(solvedWords(solvedValue('flask:6x3')!.value)).toBe('player 2 wins by 4');
    expect(solvedWords(solvedValue('flask:8x3')!.value)).toBe('player 2 wins by 6');
    expect(solvedWords(solvedValue('square:4')!.value)).toBe('a draw');
  });
  test('a board the book does not hold has no value', () => {
    expect(solvedValue('square:6')).toBeNull();
  });
});
