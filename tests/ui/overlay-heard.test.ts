// What screen readers hear of the perfect-play overlay: the explanation once per turning on, the
// best squares in a few words after each move, and a closed overlay said once.
import { expect, test } from 'vitest';
import { bestNowWords, OverlayHearing } from '../../src/ui/overlay-heard.ts';

const overlay = (margin: number, best: string) => ({
  available: true as const,
  best: [1],
  values: [
    { square: 0, move: 'a1', margin: margin - 2 },
    { square: 1, move: best, margin },
  ],
});

test('the explanation once, then only the best squares', () => {
  const hearing = new OverlayHearing();
  const match = {};
  hearing.turnedOn(match);
  expect(hearing.opened(match, overlay(4, 'b1'))).toMatch(
    /^Best moves: how far ahead .* you end, with best play\. Ringed best: /,
  );
  expect(hearing.opened(match, overlay(2, 'c3'))).toBe('Best now: +2 at c3.');
  expect(hearing.opened(match, overlay(-1, 'd4'))).toBe('Best now: −1 at d4.');
});

test('turned off and on again, or another match: explained again', () => {
  const hearing = new OverlayHearing();
  const match = {};
  hearing.turnedOn(match);
  hearing.opened(match, overlay(4, 'b1'));
  hearing.turnedOn(match);
  expect(hearing.opened(match, overlay(4, 'b1'))).toMatch(/^Best moves: how far ahead/);
  const next = {};
  expect(hearing.opened(next, overlay(4, 'b1'))).toMatch(/^Best moves: how far ahead/);
});

test('closed: said once, and opening again explains again', () => {
  const hearing = new OverlayHearing();
  const match = {};
  hearing.turnedOn(match);
  hearing.opened(match, overlay(4, 'b1'));
  expect(hearing.closed(match, 'Best moves opens when 15 moves are left (now 16).')).toBe(
    'Best moves opens when 15 moves are left (now 16).',
  );
  expect(hearing.closed(match, 'Best moves opens when 15 moves are left (now 16).')).toBeNull();
  expect(hearing.opened(match, overlay(4, 'b1'))).toMatch(/^Best moves: how far ahead/);
});

test('best words name every best square', () => {
  expect(
    bestNowWords({
      available: true,
      best: [0, 1],
      values: [
        { square: 0, move: 'a1', margin: 0 },
        { square: 1, move: 'b1', margin: 0 },
      ],
    }),
  ).toBe('Best now: 0 at a1, b1.');
});
