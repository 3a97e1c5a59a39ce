// Hard, Adaptive, the Expert and Perfect play the same red on the board; a reviewer could not tell
// them apart on the setup's cards. Each opponent's badge ink is its own, and the ones that share the
// red stand apart from each other by hue or lightness, and all read on the dark cards.
import { expect, test } from 'vitest';
import { OPPONENT_CHOICES } from '../../src/game/players.ts';
import { OPPONENT_BADGE_INKS, opponentBadgeInk } from '../../src/ui/opponent-badges.ts';
import { opponentPalette } from '../../src/ui/palette.ts';
import { contrastRatio } from '../../src/ui/contrast.ts';

const rgb = (css: string) => [1, 3, 5].map((i) => parseInt(css.slice(i, i + 2), 16));
const apart = (a: string, b: string) => Math.hypot(...rgb(a).map((v, i) => v - rgb(b)[i]!));

test('every opponent has a badge ink of its own', () => {
  const inks = OPPONENT_CHOICES.map(opponentBadgeInk);
  expect(new Set(inks).size).toBe(OPPONENT_CHOICES.length);
  expect(Object.keys(OPPONENT_BADGE_INKS).sort()).toEqual([...OPPONENT_CHOICES].sort());
});

test('opponents that play the same colour on the board have badges far apart, each readable on the card', () => {
  const sameRed = OPPONENT_CHOICES.filter((c) => opponentPalette(c) === 'red');
  expect(sameRed.length).toBeGreaterThanOrEqual(3);
  for (const a of sameRed)
    for (const b of sameRed)
      if (a < b) expect(apart(opponentBadgeInk(a), opponentBadgeInk(b)), `${a} ${b}`).toBeGreaterThan(90);
  for (const c of OPPONENT_CHOICES)
    expect(contrastRatio(opponentBadgeInk(c), '#06141a'), c).toBeGreaterThanOrEqual(4.5);
});
