// A name too long for the HUD is cut at a word's end where it can be, keeping a watched
// opponent's number, so two watched opponents never read the same.
import { describe, expect, it, test } from 'vitest';
import { SCORE_LEAST_SCALE, scoreScaleForName, shortenName } from '../../src/ui/hud-name.ts';

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

describe('the score gives way to a name', () => {
  it('keeps its size where the name fits beside it', () => {
    expect(scoreScaleForName(80, 40, 130)).toBe(1);
  });
  it('shrinks so a name stays whole beside three digits, never under its least', () => {
    const scale = scoreScaleForName(90, 60, 130);
    expect(scale).toBeCloseTo(40 / 60);
    expect(90 + 60 * scale).toBeLessThanOrEqual(130);
    expect(scoreScaleForName(120, 60, 130)).toBe(SCORE_LEAST_SCALE);
  });
});
