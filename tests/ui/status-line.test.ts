// The status line over the board: who leads, by how much, with how many moves left, in the
// person's words when one person plays.
import { describe, expect, test } from 'vitest';
import { statusLine } from '../../src/ui/status-line.ts';
import { placeWord } from '../../src/game/settings.ts';

const names: [string, string] = ['Hard', 'You'];

describe('status line', () => {
  test('an empty board is called a board on every layout, and a level game says so', () => {
    expect(statusLine({ names, scores: [0, 0], cellsPlaced: 0, movesLeft: 25, viewer: 1 })).toBe(
      'An empty board, 25 moves left',
    );
    expect(statusLine({ names, scores: [4, 4], cellsPlaced: 6, movesLeft: 1, viewer: 1 })).toBe(
      'Tied with 1 move left',
    );
  });

  test("from the person's side when one person plays, by name otherwise", () => {
    expect(statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 10, viewer: 1 })).toBe(
      'You are losing by 5 with 10 moves left',
    );
    expect(statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 0, viewer: 0 })).toBe(
      'You won by 5',
    );
    expect(statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 3, viewer: null })).toBe(
      'Hard is winning by 5 with 3 moves left',
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
    ).toBe('An empty board, 24 moves left (equal moves: one square stays empty)');
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
    ).toBe('You are losing by 1 with 16 moves left (equal moves: one hexagon stays empty)');
  });

  test('scored by connections, a margin is counted in connections', () => {
    expect(
      statusLine({ names, scores: [9, 4], cellsPlaced: 6, movesLeft: 10, viewer: 1, byConnections: true }),
    ).toBe('You are losing by 5 connections with 10 moves left');
    expect(
      statusLine({ names, scores: [5, 4], cellsPlaced: 6, movesLeft: 0, viewer: null, byConnections: true }),
    ).toBe('Hard won by 1 connection');
  });

  test('by connections, a board with cells is never called empty, and a tie names the scoring', () => {
    expect(
      statusLine({ names, scores: [0, 0], cellsPlaced: 0, movesLeft: 37, viewer: 1, byConnections: true }),
    ).toBe('An empty board, 37 moves left, scoring by connections');
    expect(
      statusLine({ names, scores: [0, 0], cellsPlaced: 2, movesLeft: 35, viewer: 1, byConnections: true }),
    ).toBe('Tied at 0 connections each with 35 moves left');
    expect(
      statusLine({ names, scores: [1, 1], cellsPlaced: 4, movesLeft: 33, viewer: 1, byConnections: true }),
    ).toBe('Tied at 1 connection each with 33 moves left');
  });
});
