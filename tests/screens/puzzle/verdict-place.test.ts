// The puzzle's verdict under the board: centred in its band while it fits, a long one from the
// band's top down towards the bar, never up over the column labels, smaller only when it must be.
import { expect, test } from 'vitest';
import { placeVerdict } from '../../../src/screens/puzzle/verdict-place.ts';

/** A text of `lines` wrapped lines, each 1.25 times the size. */
const lines = (n: number) => (size: number) => n * 1.25 * size;

test('a short verdict is centred in its band; a long one starts at the band top and keeps its size while the room above the bar holds it', () => {
  const band = { top: 1000, height: 192 };
  const short = placeVerdict({ band, bottom: 1500, largest: 36, smallest: 24, heightAt: lines(2) });
  expect(short).toEqual({ top: 1000 + (192 - 90) / 2, fontSize: 36 });
  // Five lines (225) overflow the band: centred, its top would rise above the band (over the labels).
  const long = placeVerdict({ band, bottom: 1500, largest: 36, smallest: 24, heightAt: lines(5) });
  expect(long).toEqual({ top: 1000, fontSize: 36 });
  expect(long.top).toBeGreaterThanOrEqual(band.top);
});

test('where the room above the bar is short the size comes down, to its floor, and the top never rises over the band', () => {
  const band = { top: 1000, height: 128 };
  const fitted = placeVerdict({ band, bottom: 1200, largest: 36, smallest: 24, heightAt: lines(5) });
  expect(fitted.fontSize).toBe(32);
  expect(fitted.top).toBe(1000);
  expect(fitted.top + lines(5)(fitted.fontSize)).toBeLessThanOrEqual(1200);
  const floor = placeVerdict({ band, bottom: 1100, largest: 36, smallest: 24, heightAt: lines(5) });
  expect(floor).toEqual({ top: 1000, fontSize: 24 });
});

test("a small screen's largest under the readable floor still gives the floor (a phone on its side drew the verdict at 11 CSS px)", () => {
  // 844×390 at 3×: 18 units are 33 device px, the floor 13 CSS px is 39.
  const band = { top: 200, height: 119 };
  const at = placeVerdict({ band, bottom: 1000, largest: 33, smallest: 39, heightAt: lines(2) });
  expect(at.fontSize).toBe(39);
});
