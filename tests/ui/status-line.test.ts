// The status line over the board: in play only what the players' panels do not say, the moves left
// (the panels show both scores and whose turn it is); at the end who won, in the person's words.
import { describe, expect, test } from 'vitest';
import { statusLine } from '../../src/ui/status-line.ts';
import { placeWord } from '../../src/game/settings.ts';

const names: [string, string] = ['Hard', 'You'];

describe('status line', () => {
  test("in play the line is the moves left alone: the scores are the panels' to show", () => {
    // "0–0 · 25 moves left" said the panels' scores again, and a nought score on an empty board.
    expect(statusLine({ names, scores: [0, 0], cellsPlaced: 0, movesLeft: 25, viewer: 1 })).toBe(
      '25 moves left',
    );
    expect(statusLine({ names, scores: [4, 4], cellsPlaced: 6, movesLeft: 1, viewer: 1 })).toBe(
      '1 move left',
    );
    for (const viewer of [0, 1, null] as const) {
      const line = statusLine({ names, scores: [42, 37], cellsPlaced: 20, movesLeft: 17, viewer });
      expect(line).toBe('17 moves left');
      expect(line).not.toMatch(/\d+–\d+|winning|losing|lead|ahead|behind/);
    }
  });

  test("at the end who won, from the final scores and the person's side", () => {
    expect(statusLine({ names, scores: [36, 36], cellsPlaced: 25, movesLeft: 0, viewer: 0 })).toBe(
      'It is a draw',
    );
    expect(statusLine({ names, scores: [30, 33], cellsPlaced: 25, movesLeft: 0, viewer: 0 })).toBe(
      'You lost by 3',
    );
    expect(statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 0, viewer: 0 })).toBe(
      'You won by 5',
    );
    expect(statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 0, viewer: 1 })).toBe(
      'You lost by 5',
    );
    expect(statusLine({ names, scores: [6, 6], cellsPlaced: 6, movesLeft: 0, viewer: null })).toBe(
      'It is a draw',
    );
  });

  test('equal moves on an odd board explains the missing move while the game goes on and at its end', () => {
    expect(
      statusLine({
        names,
        scores: [0, 0],
        cellsPlaced: 0,
        movesLeft: 24,
        viewer: 1,
        oneSquareStaysEmpty: true,
      }),
    ).toBe('24 moves left (one square stays empty)');
    expect(
      statusLine({
        names,
        scores: [30, 20],
        cellsPlaced: 6,
        movesLeft: 0,
        viewer: 1,
        oneSquareStaysEmpty: true,
      }),
    ).toBe('You lost by 10; equal moves left one square empty');
  });

  test('a hexagonal board names its empty place a hexagon', () => {
    expect(
      statusLine({
        names,
        scores: [2, 1],
        cellsPlaced: 2,
        movesLeft: 16,
        viewer: 1,
        oneSquareStaysEmpty: true,
        place: placeWord('hex'),
      }),
    ).toBe('16 moves left (one hexagon stays empty)');
  });

  test('scored by connections, a margin is counted in connections; in play the moves left alone', () => {
    expect(
      statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 10, viewer: 1, byConnections: true }),
    ).toBe('10 moves left');
    expect(
      statusLine({ names, scores: [5, 4], cellsPlaced: 6, movesLeft: 0, viewer: null, byConnections: true }),
    ).toBe('Hard won by 1 connection');
    expect(
      statusLine({ names, scores: [3, 5], cellsPlaced: 9, movesLeft: 0, viewer: 0, byConnections: true }),
    ).toBe('You lost by 2 connections');
  });
});
