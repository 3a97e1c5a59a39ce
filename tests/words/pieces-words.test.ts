// A long press on a cell says its pieces, the number a player counts, on real positions: a lone
// cell, one line, opposite neighbours on one line, two lines, and by connections what it counts.
import { expect, test } from 'vitest';
import { readSquareName, replayRecord, type Position } from '../../src/engine/index.ts';
import { piecesLabel } from '../../src/words/pieces-words.ts';

const at = (p: Position, name: string) => {
  const read = readSquareName(p.layout, name);
  if (!('square' in read)) throw new Error(name);
  return read.square;
};

test('pieces: 1 alone, 2 along one line, still 2 with opposite neighbours, 4 along two lines, 8 along four', () => {
  // The guided game's square board: b2 c2 a2 c1 against a3 b3 c3.
  const p = replayRecord('square:3 b2 a3 c2 b3 a2 c3 c1');
  expect(piecesLabel(p, at(p, 'a2'))).toBe('2 pieces: split along 1 line');
  expect(piecesLabel(p, at(p, 'b2'))).toBe('4 pieces: split along 2 lines');
  expect(piecesLabel(p, at(p, 'a3'))).toBe('2 pieces: split along 1 line');
  expect(piecesLabel(p, at(p, 'b1'))).toBeNull();
  const alone = replayRecord('square:3 b2 a3');
  expect(piecesLabel(alone, at(alone, 'b2'))).toBe('1 piece: a lone cell');
  const row = replayRecord('square:3 b2 a3 c2 b3 a2');
  expect(piecesLabel(row, at(row, 'b2'))).toBe('2 pieces: split along 1 line');
  // The centre of a full 3×3 block of one player: neighbours on all four lines.
  const full = replayRecord('square:5 b2 e5 c2 e4 d2 e3 b3 e2 c3 e1 d3 a5 b4 a4 c4 a3 d4');
  expect(piecesLabel(full, at(full, 'c3'))).toBe('8 pieces: split along 4 lines');
});

test('scored by connections: what the cell counts there', () => {
  const p = replayRecord('square:4/connections b2 a4 c2 d4 b3');
  expect(piecesLabel(p, at(p, 'b2'))).toBe('2 connections: touches 2 of its own');
  expect(piecesLabel(p, at(p, 'a4'))).toBe('no connection: touches none of its own');
});
