// On a phone on its side the final board is the results' hero: a square as tall as the sheet at its
// left, the words and buttons in the column at its right, the words between the header and the buttons.
import { expect, test } from 'vitest';
import { SIDE_COLUMN_CSS, sideSheet, sideWordsTop } from '../../../src/screens/results/side-sheet.ts';

// An 844x390 phone at 3x: the sheet 820x375 CSS px (game px are device px, 1/3 CSS px each).
const css = 1 / 3;
const panel = { x: 36, y: 36, width: 2460, height: 1125 };
const pad = 30;

test('the final board is as tall as the sheet less its padding, at its left, the column the rest', () => {
  const sheet = sideSheet(panel, pad, css)!;
  expect(sheet.picture.height).toBe(1125 - 60);
  expect(sheet.picture.width).toBe(sheet.picture.height);
  expect(sheet.picture.x).toBe(36 + 30);
  // Over 90% of the screen's height, where the old sheet's picture was 213 of 390 CSS px.
  expect(sheet.picture.height * css).toBeGreaterThan(390 * 0.9);
  expect(sheet.column.x).toBe(sheet.picture.x + sheet.picture.width);
  expect(sheet.column.x + sheet.column.width).toBe(panel.x + panel.width);
  expect(sheet.column.width * css).toBeGreaterThanOrEqual(SIDE_COLUMN_CSS);
});

test('a narrow sheet narrows the picture so the column keeps its least width', () => {
  const narrow = { ...panel, width: 1800 };
  const sheet = sideSheet(narrow, pad, css)!;
  expect(sheet.picture.width).toBeCloseTo(1800 - 2 * pad - SIDE_COLUMN_CSS / css, 5);
  expect(sheet.column.width * css).toBeGreaterThanOrEqual(SIDE_COLUMN_CSS);
  // Centred in the sheet's height.
  expect(sheet.picture.y + sheet.picture.height / 2).toBe(panel.y + panel.height / 2);
});

test('no picture where the room left is too small to see the board', () => {
  expect(sideSheet({ ...panel, width: 1500 }, pad, css)).toBeNull();
});

test('the words stand in the middle between the header and the buttons, or not at all', () => {
  expect(sideWordsTop(300, 200, 800, 20)).toBe(300 + 20 + (800 - 300 - 40 - 200) / 2);
  expect(sideWordsTop(300, 460, 800, 20)).toBe(320);
  expect(sideWordsTop(300, 461, 800, 20)).toBeNull();
});

test('a caption under the picture: the picture gives up its height, the column keeps its place', () => {
  const plain = sideSheet(panel, pad, css)!;
  const sheet = sideSheet(panel, pad, css, 90)!;
  expect(plain.caption).toBeNull();
  expect(sheet.picture.height).toBe(plain.picture.height - 90);
  expect(sheet.caption).toEqual({
    x: sheet.picture.x,
    y: sheet.picture.y + sheet.picture.height,
    width: sheet.picture.width,
    height: 90,
  });
  // The picture and its caption stand in the middle of the sheet's height.
  expect(sheet.picture.y - panel.y).toBe(panel.y + panel.height - (sheet.caption!.y + 90));
  expect(sheet.column).toEqual({
    ...plain.column,
    x: sheet.picture.x + sheet.picture.width,
    width: sheet.column.width,
  });
});
