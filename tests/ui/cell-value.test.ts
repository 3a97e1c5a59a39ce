// A placed cell's value in words, and the menu's opponent lines.
import { expect, test } from 'vitest';
import { patternFromName } from '../../src/engine/index.ts';
import { difficultyMark, opponentInfo } from '../../src/game/opponent-info.ts';
import { cellValueText } from '../../src/ui/move-words.ts';

test('a cell tells how many lines divide it and what it counts', () => {
  expect(cellValueText(0)).toBe('a lone cell: 1');
  expect(cellValueText(patternFromName('1000'))).toBe('divided along 1 line: 2');
  expect(cellValueText(patternFromName('1101'))).toBe('divided along 3 lines: 6');
  expect(cellValueText(patternFromName('1111'))).toBe('divided along 4 lines: 8');
  expect(cellValueText(patternFromName('hex-111'))).toBe('divided along 3 lines: 6');
});

test('scored by connections, a cell tells how many of its own it touches', () => {
  expect(cellValueText(0, { ownNeighbours: 0 })).toBe('touches none of its own: no connection');
  expect(cellValueText(patternFromName('1000'), { ownNeighbours: 1 })).toBe(
    'touches 1 of its own: 1 connection',
  );
  expect(cellValueText(patternFromName('1101'), { ownNeighbours: 5 })).toBe(
    'touches 5 of its own: 5 connections',
  );
});

test('opponents say how they play; Adaptive its level, Expert that it searches', () => {
  expect(opponentInfo('expert', 0.5).line).toMatch(/^Thinks many moves ahead/);
  expect(opponentInfo('adaptive', 0.35).line).toMatch(/^Now level 4 of 10/);
  expect(difficultyMark(opponentInfo('hard', 0).difficulty)).toBe('●●●○○');
});
