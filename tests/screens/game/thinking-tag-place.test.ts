// Where the tag by the board stands while a computer thinks (screens/game/thinking-tag-place.ts): in the band over the
// board's picture, under a strip there, and nowhere when that band is too low to hold it.
import { expect, test } from 'vitest';
import { TAG_AFTER_MS, tagBand, uprightTagBand } from '../../../src/screens/game/thinking-tag-place.ts';

test('the tag stands in the band over the board, centred across it, when the band holds it', () => {
  // A tablet: the board's picture starts 45 px down, nothing over it.
  expect(tagBand(578, 0, 45, 24)).toEqual({ x: 578, top: 0, bottom: 45 });
  // Under the forecast's strip, the band begins where the strip ends.
  expect(tagBand(578, 30, 80, 24)).toEqual({ x: 578, top: 30, bottom: 80 });
});

test('no tag where the board starts too near the top (a phone on its side): the panel says it alone', () => {
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

test('the tag waits half a second: a quick reply does not flash it', () => {
  expect(TAG_AFTER_MS).toBeGreaterThan(0);
  expect(TAG_AFTER_MS).toBeLessThanOrEqual(600);
});
