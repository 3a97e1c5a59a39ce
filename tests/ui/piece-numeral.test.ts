// Where a cell's piece count is written on it: only on a board in play, and only where its thinnest
// drawn piece is too thin to see and count at the size the cell is drawn, sized as the board screen
// sizes it, small on a dark disc; a square's or a hexagon's four pieces (two whole lines) never carry
// one; 6 and 8 both do where thin, so they read apart.
import { expect, test } from 'vitest';
import {
  countsShown,
  innerDiameter,
  leastCounted,
  numeralLook,
  pieceNumeral,
  PIECE_LEAST_CSS,
  thinnestPiece,
  TRI_INRADIUS,
} from '../../src/ui/piece-numeral.ts';
import { READABLE_CSS } from '../../src/ui/device-pixels.ts';

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

test('a 6-piece square cell on an 8×8 phone board (44.5 CSS px) carries its count; on a tablet (80 CSS px) it does not', () => {
  expect(pieceNumeral('square', 0b0111, 44.5)).toBe(6);
  expect(pieceNumeral('square', 0b0111, 80)).toBeNull();
});

test("on the smallest squares the game draws (12×12 and hex:8 on an upright phone, tri:10) every count of 5 or more carries its figure, the full star's too, so 6 and 8 read apart", () => {
  const SIX = 0b0111;
  const EIGHT = 0b1111;
  // Frames as the board screen draws them at 390×844: about 28 CSS px on 12×12, 24 on hex:8, 36 on tri:10.
  expect(pieceNumeral('square', SIX, 28)).toBe(6);
  expect(pieceNumeral('square', EIGHT, 28)).toBe(8);
  expect(pieceNumeral('hex', 0b111, 24)).toBe(6);
  expect(pieceNumeral('tri', 0b111, 36)).toBe(6);
  expect(pieceNumeral('tri', 0b011, 36)).toBe(4);
  // Every pattern of 5 or more pieces on each grid, at its smallest size, carries its own count.
  for (const [grid, size, masks] of [
    ['square', 28, 16],
    ['hex', 24, 8],
    ['tri', 36, 8],
  ] as const) {
    for (let mask = 0; mask < masks; mask++) {
      const bits = mask.toString(2).replaceAll('0', '').length;
      const count = bits === 0 ? 1 : 2 * bits;
      if (count >= 5) expect(pieceNumeral(grid, mask, size), `${grid} ${mask}`).toBe(count);
    }
  }
  // Where a full star's pieces are wide enough to count (a tablet's 5×5, 130 CSS px), it carries none.
  expect(thinnestPiece('square', EIGHT) * 130).toBeGreaterThan(PIECE_LEAST_CSS);
  expect(pieceNumeral('square', EIGHT, 130)).toBeNull();
});

test('four small squares read at a phone size; no numeral for one or two pieces, however small', () => {
  expect(pieceNumeral('square', CROSS, 44.5)).toBeNull();
  expect(pieceNumeral('square', HALVES, 20)).toBeNull();
  expect(pieceNumeral('square', 0, 20)).toBeNull();
  // Four triangles are thinner than four squares.
  expect(thinnestPiece('square', X)).toBeLessThan(thinnestPiece('square', CROSS));
});

test("a triangle's 4 pieces carry the count at a phone's and a desktop's tri:6 size (60 and 90 CSS px)", () => {
  for (const size of [60, 90]) {
    expect(pieceNumeral('tri', 0b011, size)).toBe(4);
    expect(pieceNumeral('tri', 0b101, size)).toBe(4);
    expect(pieceNumeral('tri', 0b001, size)).toBeNull();
  }
});

test('only in play: the review, a replay and a demo show the pieces alone, however thin', () => {
  expect(pieceNumeral('square', 0b0111, 30, true)).toBe(6);
  expect(pieceNumeral('square', 0b0111, 30, false)).toBeNull();
  expect(pieceNumeral('tri', 0b111, 40, false)).toBeNull();
  expect(pieceNumeral('hex', 0b111, 30, false)).toBeNull();
});

test('four pieces of a square or hexagonal cell (two whole lines: a cross, an X) carry no numeral in play, even on the petri dish on a phone on its side (41 CSS px) or a 12×12 board (28)', () => {
  for (const size of [41, 28]) {
    expect(pieceNumeral('square', X, size), `X at ${size}`).toBeNull();
    expect(pieceNumeral('square', CROSS, size), `cross at ${size}`).toBeNull();
  }
  expect(leastCounted('square')).toBeGreaterThan(4);
  expect(leastCounted('hex')).toBeGreaterThan(4);
  // Six and eight pieces of a square still do where thin.
  expect(pieceNumeral('square', 0b0111, 41)).toBe(6);
});

test('the rule is the thinnest piece against the least width a player counts', () => {
  for (const grid of ['square', 'tri'] as const) {
    const mask = grid === 'square' ? 0b0111 : 0b011;
    const edge = PIECE_LEAST_CSS / thinnestPiece(grid, mask);
    expect(pieceNumeral(grid, mask, edge * 0.99), grid).not.toBeNull();
    expect(pieceNumeral(grid, mask, edge * 1.01), grid).toBeNull();
  }
});

test('the numeral is small on a dark disc in the hub: the least readable size on a phone, never the old 40% of the cell, its disc inside the cell', () => {
  // Where numerals show: a 12×12 board on a phone (28 CSS px), an 8×8 on a phone (44.5), a triangle on a tablet (90).
  for (const [grid, size] of [
    ['square', 28],
    ['square', 44.5],
    ['hex', 33],
    ['tri', 60],
    ['tri', 90],
  ] as const) {
    const look = numeralLook(grid, size);
    expect(look.fontCss, `${grid} at ${size}`).toBeGreaterThanOrEqual(READABLE_CSS);
    if (size * 0.4 > READABLE_CSS) expect(look.fontCss, `${grid} at ${size}`).toBeLessThan(size * 0.4);
    expect(look.discCss, `${grid} at ${size}`).toBeGreaterThan(look.fontCss);
    expect(look.discCss, `${grid} at ${size}`).toBeLessThanOrEqual(size * 0.66);
  }
  // On a phone's 8×8 it is the least readable size, not a figure that fills the hub and beyond.
  expect(numeralLook('square', 44.5).fontCss).toBe(READABLE_CSS);
});

test('beside a colour-blind mark the numeral stands below it on a square, and on a triangle towards its base, its disc inside the triangle', () => {
  expect(numeralLook('square', 44.5).dy).toBe(0);
  expect(numeralLook('square', 44.5, { marked: true, down: false }).dy).toBeGreaterThan(0);
  // A phone on its side's triangle 6 (about 56 CSS px a frame) and a desktop's (90).
  for (const size of [56, 90]) {
    const up = numeralLook('tri', size, { marked: true, down: false });
    const down = numeralLook('tri', size, { marked: true, down: true });
    expect(up.dy, `up at ${size}`).toBeGreaterThan(0);
    expect(down.dy, `down at ${size}`).toBe(-up.dy);
    expect(up.dy * size + up.discCss / 2, `up at ${size}`).toBeLessThanOrEqual(TRI_INRADIUS * size + 1e-9);
  }
});

test('counts show only on a board in play scored by divisions: under connections the pieces are not the score', () => {
  expect(countsShown(true, 'divisions')).toBe(true);
  expect(countsShown(true, 'connections')).toBe(false);
  expect(countsShown(false, 'divisions')).toBe(false);
});
