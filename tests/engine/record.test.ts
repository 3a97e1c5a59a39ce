import { describe, expect, test } from 'vitest';
import {
  replayRecord,
  tryReplayRecord,
  writeRecord,
  renderBoardText,
  RecordError,
  Position,
  parseLayout,
  MoveError,
  rulesOf,
} from '../../src/engine/index.ts';

describe('record', () => {
  test('replay - scores and turn of a short record', () => {
    const position = replayRecord('square:6 c3 d4 d3 e5');
    expect(position.ply).toBe(4);
    expect(position.toMove()).toBe(1);
    expect(position.score(1)).toBe(4);
    expect(position.score(2)).toBe(4);
  });

  test('write - round trip with full square names', () => {
    const record = 'petri:6 c3 d4 d3 e5 a3';
    expect(writeRecord(replayRecord(record))).toBe(record);
  });

  test('gravity - a column letter lands on the lowest empty square and is written in full', () => {
    const position = replayRecord('beaker:4x4 c c b c');
    expect(writeRecord(position)).toBe('beaker:4x4 c1 c2 b1 c3');
  });

  test('gravity - flask columns land on their own lowest square', () => {
    const position = replayRecord('flask:6x3 c c c c c');
    expect(writeRecord(position)).toBe('flask:6x3 c1 c2 c3 c4 c5');
  });

  test.each([
    ['square:6 c3 z9', 'move 2: z9 is off the board'],
    ['square:6 c3 c7', 'move 2: c7 is off the board'],
    ['petri:5 a1', 'move 1: a1 is off the board'],
    ['square:6 c3 d4 d4', 'move 3: d4 is occupied'],
    ['beaker:3x3 e', 'move 1: column e is off the board'],
    ['beaker:2x3 a a a', 'move 3: column a is full'],
    ['beaker:4x4 d5', 'move 1: d5 is off the board'],
    ['beaker:4x4 d2', 'move 1: d2 is not a landing square'],
    ['square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3 a1', 'move 10: the game is over'],
    ['square:4 c', "move 1: 'c' names a column"],
    ['square:4 3c', "move 1: '3c' is not a square name"],
    ['cube:4 a1', "'cube:4' is not a layout id"],
    ['', 'the record is empty'],
  ])('replay - throws - %s', (record, message) => {
    expect(() => replayRecord(record)).toThrow(RecordError);
    expect(() => replayRecord(record)).toThrow(message);
    expect(tryReplayRecord(record)).toEqual({ error: expect.stringContaining(message) });
  });

  test('equal moves - an odd board ends one move early', () => {
    const record = 'square:3 a1 a2 a3 b1 b2 b3 c1 c2';
    expect(replayRecord(record).isOver()).toBe(false);
    const equal = replayRecord(record, { equalMoves: true });
    expect(equal.isOver()).toBe(true);
    expect(equal.toMove()).toBeNull();
    expect(() => replayRecord(`${record} c3`, { equalMoves: true })).toThrow('move 9: the game is over');
  });

  test('equal moves - an even board plays to the last square', () => {
    expect(new Position(rulesOf(parseLayout('square:4'), { equalMoves: true })).totalMoves).toBe(16);
  });

  test('play - throws - occupied square, with the square named', () => {
    const position = replayRecord('square:4 b2');
    expect(() => position.play(position.lastMove())).toThrow(MoveError);
    expect(() => position.play(position.lastMove())).toThrow('b2 is occupied');
    expect(position.ply).toBe(1);
  });

  test('text - the board top row first, last move in capitals', () => {
    expect(renderBoardText(replayRecord('square:3 a1 c3 b1'))).toBe(
      [' 3  . . o', ' 2  . . .', ' 1  x X .', '    a b c'].join('\n'),
    );
  });
});
