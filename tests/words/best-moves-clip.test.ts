// Best moves under capture: one move that surrounds most of the board (+252 on a hexagon of 61,
// as the fresh reviewer saw beside +16 and +15) no longer turns the board's numbers into noise:
// each square's number is clipped at the board's size in whole tens, and the banner says what a
// clipped number means, only when one shows.
import { expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { marginClip, overlayWords, squareMarginText } from '../../src/words/perfect-play-words.ts';

const REVIEWED = {
  available: true as const,
  best: [8],
  values: [
    { square: 1, move: 'b1', margin: 16 },
    { square: 4, move: 'e1', margin: 15 },
    { square: 8, move: 'i9', margin: 252 },
    { square: 9, move: 'b9', margin: -240 },
  ],
};

test("the clip is the board's squares in whole tens, at least 10", () => {
  expect(marginClip(parseLayout('hex:5').size)).toBe(60);
  expect(marginClip(parseLayout('square:6').size)).toBe(30);
  expect(marginClip(parseLayout('square:3').size)).toBe(10);
});

test('numbers within the clip read as before; beyond it >+60 and <−60', () => {
  const clip = marginClip(61);
  expect(REVIEWED.values.map((v) => squareMarginText(v.margin, clip))).toEqual([
    '+16',
    '+15',
    '>+60',
    '<−60',
  ]);
  expect(squareMarginText(60, clip)).toBe('+60');
  expect(squareMarginText(-60, clip)).toBe('−60');
  expect(squareMarginText(0, clip)).toBe('0');
});

test('the banner says what a clipped number stands for, only when one shows', () => {
  const words = overlayWords(REVIEWED, false, 'hexagon', 60);
  expect(words).toMatch(
    /Rings mark the best: \+252 at i9\. Beyond 60 either way a hexagon shows >\+60 or <−60\.$/,
  );
  const calm = { ...REVIEWED, values: REVIEWED.values.slice(0, 2), best: [1] };
  expect(overlayWords(calm, false, 'hexagon', 60)).toMatch(/Rings mark the best: \+16 at b1\.$/);
});
