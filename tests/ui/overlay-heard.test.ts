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
    /^Best moves: each square shows how the game ends if both play their best\. Ringed best: /,
  );
  expect(hearing.opened(match, overlay(2, 'c3'))).toBe('Best now: c3 (you win by 2).');
  expect(hearing.opened(match, overlay(-1, 'd4'))).toBe('Best now: d4 (you lose by 1).');
});

test('turned off and on again, or another match: explained again', () => {
  const hearing = new OverlayHearing();
  const match = {};
  hearing.turnedOn(match);
  hearing.opened(match, overlay(4, 'b1'));
  hearing.turnedOn(match);
  expect(hearing.opened(match, overlay(4, 'b1'))).toMatch(/^Best moves: each square shows how/);
  const next = {};
  expect(hearing.opened(next, overlay(4, 'b1'))).toMatch(/^Best moves: each square shows how/);
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
  expect(hearing.opened(match, overlay(4, 'b1'))).toMatch(/^Best moves: each square shows how/);
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
  ).toBe('Best now: a1, b1 (a draw).');
});
