// A name too long for the HUD is cut at a word's end where it can be, keeping a watched
// opponent's number, so two watched opponents never read the same.
import { expect, test } from 'vitest';
import { shortenName } from '../../src/ui/hud-name.ts';

/** Fits up to n characters (one character one unit). */
const upTo = (n: number) => (shown: string) => Array.from(shown).length <= n;

test('hud name - whole words first, the number kept', () => {
  expect(shortenName('Ada Lovelace', upTo(20))).toBe('Ada Lovelace');
  expect(shortenName('Ada Lovelace', upTo(8))).toBe('Ada…');
  expect(shortenName('Adaptive 1', upTo(7))).toBe('Adap… 1');
  expect(shortenName('Adaptive 2', upTo(7))).toBe('Adap… 2');
  expect(shortenName('Adaptive (level 4)', upTo(12))).toBe('Adaptive…');
  expect(shortenName('Maximiliane', upTo(5))).toBe('Maxi…');
  // Never shorter than a letter and the ellipsis.
  expect(shortenName('Hard 1', upTo(1))).toBe('H… 1');
});
