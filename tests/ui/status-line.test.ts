// The status line over the board: the raw score in the players' order and the moves left, judging
// nothing while the game goes on (a raw lead often turns); at the end who won, in the person's words.
import { describe, expect, test } from 'vitest';
import { statusLine } from '../../src/ui/status-line.ts';
import { placeWord } from '../../src/game/settings.ts';

const names: [string, string] = ['Hard', 'You'];

describe('status line', () => {
  // Short enough for one line in a tablet's column beside the board, where "An empty board, 25
  // moves left" took two: the shape of every line after it.
  test('an empty board is its plain score, 0–0, as a level game is', () => {
    expect(statusLine({ names, scores: [0, 0], cellsPlaced: 0, movesLeft: 25, viewer: 1 })).toBe(
      '0–0 · 25 moves left',
    );
    expect(statusLine({ names, scores: [4, 4], cellsPlaced: 6, movesLeft: 1, viewer: 1 })).toBe(
      '4–4 · 1 move left',
    );
  });

  test('while the panels count up in play, the line follows them; at the end the result is the final scores', () => {
    expect(
      statusLine({ names, scores: [20, 18], shown: [17, 18], cellsPlaced: 12, movesLeft: 4, viewer: 0 }),
    ).toBe('17–18 · 4 moves left');
    // A draw's last move, its divisions still counting up: never "You won by 1" at 36–35, nor an
    // interim "36–35, 0 moves left": the draw it is.
    expect(
      statusLine({ names, scores: [36, 36], shown: [36, 35], cellsPlaced: 25, movesLeft: 0, viewer: 0 }),
    ).toBe('It is a draw');
    expect(
      statusLine({ names, scores: [36, 36], shown: [36, 36], cellsPlaced: 25, movesLeft: 0, viewer: 0 }),
    ).toBe('It is a draw');
    expect(
      statusLine({ names, scores: [30, 33], shown: [30, 33], cellsPlaced: 25, movesLeft: 0, viewer: 0 }),
    ).toBe('You lost by 3');
  });

  test("in play the raw score says no one is winning; at the end who won, from the person's side", () => {
    // The line: "You are winning by 14" went; the score is said plainly.
    expect(statusLine({ names, scores: [42, 37], cellsPlaced: 20, movesLeft: 17, viewer: 0 })).toBe(
      '42–37 · 17 moves left',
    );
    // The person's own score first, whichever seat they have (review 45 read "13–30" the wrong way round).
    expect(statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 10, viewer: 1 })).toBe(
      '4–9 · 10 moves left',
    );
    expect(statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 10, viewer: null })).toBe(
      '9–4 · 10 moves left',
    );
    for (const viewer of [0, 1, null] as const)
      expect(statusLine({ names, scores: [30, 16], cellsPlaced: 9, movesLeft: 3, viewer })).not.toMatch(
        /winning|losing|lead|ahead|behind/,
      );
    expect(statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 0, viewer: 0 })).toBe(
      'You won by 5',
    );
    expect(statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 3, viewer: null })).toBe(
      '9–4 · 3 moves left',
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
    ).toBe('0–0 · 24 moves left (one square stays empty)');
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
    ).toBe('1–2 · 16 moves left (one hexagon stays empty)');
  });

  test('scored by connections, a margin is counted in connections', () => {
    expect(
      statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 10, viewer: 1, byConnections: true }),
    ).toBe('4–9 connections · 10 moves left');
    expect(
      statusLine({ names, scores: [5, 4], cellsPlaced: 6, movesLeft: 0, viewer: null, byConnections: true }),
    ).toBe('Hard won by 1 connection');
  });

  test('by connections, a board with cells is never called empty, and its score names the scoring', () => {
    expect(
      statusLine({ names, scores: [0, 0], cellsPlaced: 0, movesLeft: 37, viewer: 1, byConnections: true }),
    ).toBe('0–0 connections · 37 moves left');
    expect(
      statusLine({ names, scores: [0, 0], cellsPlaced: 2, movesLeft: 35, viewer: 1, byConnections: true }),
    ).toBe('0–0 connections · 35 moves left');
    expect(
      statusLine({ names, scores: [1, 1], cellsPlaced: 4, movesLeft: 33, viewer: 1, byConnections: true }),
    ).toBe('1–1 connections · 33 moves left');
  });
});
