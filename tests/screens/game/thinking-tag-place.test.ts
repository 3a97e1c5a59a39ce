// Where the tag by the board stands while a computer thinks (screens/game/thinking-tag-place.ts): in the band over the
// board's picture, under a strip there; where that band is too low to hold it, on the thinker's panel.
import { expect, test } from 'vitest';
import { THINK_MIN_MS } from '../../../src/game/think-time.ts';
import {
  overBoardLeast,
  panelTagBand,
  tagBackAlpha,
  TAG_AFTER_MS,
  tagBand,
  uprightTagBand,
} from '../../../src/screens/game/thinking-tag-place.ts';

test('the tag stands in the band over the board, centred across it, when the band holds it', () => {
  // A tablet: the board's picture starts 45 px down, nothing over it.
  expect(tagBand(578, 0, 45, 24)).toEqual({ x: 578, top: 0, bottom: 45 });
  // Under the forecast's strip, the band begins where the strip ends.
  expect(tagBand(578, 30, 80, 24)).toEqual({ x: 578, top: 30, bottom: 80 });
});

test('no band over the board where it starts too near the top (a phone on its side: the tag goes on the panel, below)', () => {
  expect(tagBand(400, 0, 12, 24)).toBeNull();
  expect(tagBand(578, 30, 45, 24)).toBeNull();
});

test('upright on a phone: the band just under the status line, no taller than the tag needs, over the board', () => {
  // 390×844 at 1x: the status line ends at 180, the squares start at 305; the tag's band is 40 px.
  expect(uprightTagBand(195, 180, 305, 40, 24)).toEqual({ x: 195, top: 180, bottom: 220 });
  // Where the board starts sooner, the band ends at its squares; too little room, no tag.
  expect(uprightTagBand(195, 180, 210, 40, 24)).toEqual({ x: 195, top: 180, bottom: 210 });
  expect(uprightTagBand(195, 180, 200, 40, 24)).toBeNull();
});

test('the tag waits a beat, then stands for most of even the shortest think', () => {
  expect(TAG_AFTER_MS).toBeGreaterThan(0);
  // Easy's quickest reply (500 ms after the move before) shows the tag for four fifths of it at least.
  expect(THINK_MIN_MS - TAG_AFTER_MS).toBeGreaterThanOrEqual(0.8 * THINK_MIN_MS);
});

test("a phone on its side: the tag stands on the thinker's panel, over its name and short of its score, with room for three figures", () => {
  // 844×390 at 2x: the column's second panel, its score "1" drawn 20 px wide and 40 px tall at its right.
  const panel = { x: 220, y: 380, width: 880, height: 140 };
  const score = { x: 1060, y: 400, width: 20, height: 40 };
  const band = panelTagBand(panel, score, 2);
  expect(band.top).toBeGreaterThanOrEqual(panel.y);
  expect(band.bottom).toBeLessThanOrEqual(panel.y + panel.height);
  const right = band.x + band.width! / 2;
  const left = band.x - band.width! / 2;
  expect(left).toBeGreaterThanOrEqual(panel.x);
  // Short of a score of three figures (about 1.6 times its height across, at its right edge).
  expect(right).toBeLessThanOrEqual(score.x + score.width - 1.6 * score.height);
  // A wide score (three figures drawn already) keeps it clear of its drawn left edge.
  const wide = panelTagBand(panel, { x: 1000, y: 400, width: 80, height: 40 }, 2);
  expect(wide.x + wide.width! / 2).toBeLessThanOrEqual(1000);
});

test('over the board only where a whole tag reads at a glance: a tablet and a desktop yes, a phone on its side no', () => {
  // Units and pixel ratios of the game's shapes (tests/screens/history/ladder-map.test.ts's).
  expect(overBoardLeast(2.4, 2)).toBeCloseTo(40 * 2.4); // tablet 1024×768 at 2
  expect(overBoardLeast(1.125, 1)).toBeCloseTo(40 * 1.125); // desktop 1280×720
  expect(overBoardLeast(1.86, 3)).toBe(Infinity); // phone on its side 844×390 at 3
  expect(tagBand(400, 0, 200, overBoardLeast(1.86, 3))).toBeNull();
});

test("on the thinker's panel the tag's back is whole, so the panel's own words never show through it", () => {
  const panel = { x: 100, y: 200, width: 400, height: 100 };
  const score = { x: 420, y: 220, width: 60, height: 60 };
  expect(tagBackAlpha(panelTagBand(panel, score, 2))).toBe(1);
  // Over the board nothing of its own lies under it.
  expect(tagBackAlpha(tagBand(578, 0, 45, 24)!)).toBeLessThan(1);
});
