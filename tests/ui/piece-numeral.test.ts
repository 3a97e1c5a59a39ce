// Where a cell's piece count is written on it: only where its thinnest drawn piece is too thin to
// see and count at the size the cell is drawn, sized as the board screen sizes it.
import { expect, test } from 'vitest';
import { innerDiameter, pieceNumeral, PIECE_LEAST_CSS, thinnestPiece } from '../../src/ui/piece-numeral.ts';

const ALL_FOUR = 0b1111;
const CROSS = 0b0011; // | and −: four small squares
const X = 0b1100; // \ and /: four triangles meeting at the centre
const HALVES = 0b0001;

test('the widest circle inside a square and a right triangle', () => {
  const square = [
    { x: 1, y: 0 },
    { x: 1, y: 1 },
    { x: 0, y: 1 },
    { x: 0, y: 0 },
  ];
  expect(innerDiameter(square)).toBeCloseTo(1, 2);
  // Legs of 1: the inradius is (1 + 1 − √2) / 2.
  const triangle = [
    { x: 0, y: 0 },
    { x: 1, y: 1 },
    { x: 0, y: 1 },
  ];
  expect(innerDiameter(triangle)).toBeCloseTo(2 - Math.SQRT2, 2);
});

test('an 8-piece square cell on an 8×8 phone board (44.5 CSS px) carries its count; on a tablet (80 CSS px) it does not', () => {
  expect(pieceNumeral('square', ALL_FOUR, 44.5)).toBe(8);
  expect(pieceNumeral('square', 0b0111, 44.5)).toBe(6);
  expect(pieceNumeral('square', ALL_FOUR, 80)).toBeNull();
});

test('four small squares read at a phone size; no numeral for one or two pieces, however small', () => {
  expect(pieceNumeral('square', CROSS, 44.5)).toBeNull();
  expect(pieceNumeral('square', HALVES, 20)).toBeNull();
  expect(pieceNumeral('square', 0, 20)).toBeNull();
  // Four triangles are thinner than four squares.
  expect(thinnestPiece('square', X)).toBeLessThan(thinnestPiece('square', CROSS));
});

test("a triangle's 4 and 6 pieces carry the count at a phone's and a desktop's tri:6 size (60 and 90 CSS px)", () => {
  for (const size of [60, 90]) {
    expect(pieceNumeral('tri', 0b111, size)).toBe(6);
    expect(pieceNumeral('tri', 0b011, size)).toBe(4);
    expect(pieceNumeral('tri', 0b001, size)).toBeNull();
  }
});

test('the rule is the thinnest piece against the least width a player counts', () => {
  for (const grid of ['square', 'hex', 'tri'] as const) {
    const mask = grid === 'square' ? ALL_FOUR : 0b111;
    const edge = PIECE_LEAST_CSS / thinnestPiece(grid, mask);
    expect(pieceNumeral(grid, mask, edge * 0.99), grid).not.toBeNull();
    expect(pieceNumeral(grid, mask, edge * 1.01), grid).toBeNull();
  }
});
