// Where today's puzzle's picture goes on its menu card, in Node: beside the words on a wide card,
// under them on a tall one, and in the corner beside "Solve ›" on a short one (a phone on its side).
import { expect, test } from 'vitest';
import { pictureBeside, pictureUnder } from '../../../src/screens/menu/card-picture.ts';

const inside = (p: { x: number; y: number; width: number; height: number }, b: typeof p) =>
  p.x >= b.x - 1e-9 &&
  p.y >= b.y - 1e-9 &&
  p.x + p.width <= b.x + b.width + 1e-9 &&
  p.y + p.height <= b.y + b.height + 1e-9;

test('a wide card (the desktop, the tablet) shows the picture at its right and keeps its words beside it', () => {
  const inner = { x: 706, y: 364, width: 480, height: 124 };
  const { picture, wordsWidth } = pictureBeside(inner, 1);
  expect(picture).not.toBeNull();
  expect(inside(picture!, inner)).toBe(true);
  expect(picture!.x + picture!.width).toBeCloseTo(inner.x + inner.width);
  expect(inner.x + wordsWidth).toBeLessThanOrEqual(picture!.x);
});

test('a card that is not wide keeps its whole width for the words', () => {
  expect(pictureBeside({ x: 0, y: 0, width: 140, height: 90 }, 1)).toEqual({
    picture: null,
    wordsWidth: 140,
  });
});

test('a tall card (an upright phone) shows the picture under its words, above the foot line', () => {
  const inner = { x: 20, y: 400, width: 330, height: 260 };
  const picture = pictureUnder({ inner, wordsBottom: 450, footTop: 640, footLeft: 300 }, 1)!;
  expect(picture.y).toBeGreaterThan(450);
  expect(picture.y + picture.height).toBeLessThanOrEqual(640);
  expect(picture.x + picture.width / 2).toBeCloseTo(inner.x + inner.width / 2);
});

test("a short card (a phone on its side, 844×390) shows the picture in the corner beside 'Solve ›', clear of the words and the foot line", () => {
  // The card's inside at 844×390 in CSS pixels: two lines of words, "Solve ›" at the bottom right.
  const inner = { x: 458, y: 194, width: 136, height: 86 };
  const footLeft = 558;
  const picture = pictureUnder({ inner, wordsBottom: 232, footTop: 262, footLeft }, 1)!;
  expect(picture).not.toBeNull();
  expect(inside(picture, inner)).toBe(true);
  expect(picture.y).toBeGreaterThan(232);
  expect(picture.x + picture.width).toBeLessThan(footLeft);
  expect(picture.height).toBeGreaterThanOrEqual(28);
  expect(picture.width).toBeGreaterThan(picture.height);
});

test('no picture where the corner is smaller than a board can be seen', () => {
  const inner = { x: 0, y: 0, width: 140, height: 90 };
  expect(pictureUnder({ inner, wordsBottom: 70, footTop: 72, footLeft: 80 }, 1)).toBeNull();
});

// On an upright phone a picture at 80% of the card's width would stand small in the middle of a
// card with room to spare round it.
test('a tall card’s picture takes the card’s whole width where its height allows', () => {
  const inner = { x: 20, y: 440, width: 151, height: 262 };
  const picture = pictureUnder({ inner, wordsBottom: 500, footTop: 690, footLeft: 120 }, 1)!;
  expect(picture.width).toBeCloseTo(inner.width);
  expect(picture.x).toBeCloseTo(inner.x);
  expect(picture.y).toBeGreaterThanOrEqual(500);
  expect(picture.y + picture.height).toBeLessThanOrEqual(690);
});

// A tablet's shorter puzzle card drew "Solve ›" over its picture's foot: the picture stands over it.
test("a wide card's picture stands over its foot line, as large as the room over it lets it", () => {
  const inner = { x: 0, y: 0, width: 420, height: 134 };
  const { picture, wordsWidth } = pictureBeside(inner, 1, 24);
  expect(picture!.y + picture!.height).toBeLessThanOrEqual(134 - 24);
  expect(picture!.height).toBeCloseTo(134 - 24 - 4);
  expect(picture!.x + picture!.width).toBe(420);
  expect(wordsWidth).toBeCloseTo(420 - picture!.width - 12);
});
