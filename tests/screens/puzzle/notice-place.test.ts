// The puzzle screen's notices stand clear of its words: in the room above the bar where two lines
// fit (a phone held upright), else over the verdict's band, whose words step aside.
import { expect, test } from 'vitest';
import { NOTICE_LINES, puzzleNoticePlace } from '../../../src/screens/puzzle/notice-place.ts';

const words = { x: 20, width: 740 };

test('upright phone - the notice goes into the free room over the bar, under the verdict', () => {
  // 390×844 at dpr 2: the verdict ends at 1380, the bar starts at 1570.
  const { slot, coversVerdict } = puzzleNoticePlace({
    words,
    wordsBottom: 1380,
    band: { top: 1250, height: 192 },
    barTop: 1570,
    gap: 8,
    dpr: 2,
  });
  expect(coversVerdict).toBe(false);
  expect(slot.y).toBeGreaterThanOrEqual(1380 + 8);
  expect(slot.y + slot.height).toBeLessThanOrEqual(1570 - 8);
  expect(slot.height).toBeGreaterThanOrEqual(NOTICE_LINES * 2);
  expect(slot).toMatchObject(words);
});

test('no room under a long verdict - the notice stands over the verdict, which steps aside', () => {
  const { slot, coversVerdict } = puzzleNoticePlace({
    words,
    wordsBottom: 1540,
    band: { top: 1250, height: 192 },
    barTop: 1570,
    gap: 8,
    dpr: 2,
  });
  expect(coversVerdict).toBe(true);
  expect(slot.y).toBe(1250);
  expect(slot.y + slot.height).toBeLessThanOrEqual(1570 - 8);
});

test('a thin band on a phone on its side - the slot still holds two lines and stays above the bar', () => {
  const { slot, coversVerdict } = puzzleNoticePlace({
    words: { x: 10, width: 500 },
    wordsBottom: 600,
    band: { top: 560, height: 40 },
    barTop: 640,
    gap: 6,
    dpr: 2,
  });
  expect(coversVerdict).toBe(true);
  expect(slot.height).toBeGreaterThanOrEqual(NOTICE_LINES * 2);
  expect(slot.y + slot.height).toBeLessThanOrEqual(640 - 6);
});
