// A player's colour as words on the glass reads at 3:1 (large bold type) for every palette, and
// stays that palette's colour where it already does: green, the rose, the spare yellow unchanged.
import { expect, test } from 'vitest';
import { contrastRatio } from '../../src/ui/contrast.ts';
import { palette, paletteCss, PALETTE_NAMES } from '../../src/ui/palette.ts';
import { LIT_GLASS, PLAYER_INK_CONTRAST, playerInk } from '../../src/ui/player-ink.ts';

test("every player's words read at 3:1 on the glass's lit top", () => {
  for (const name of PALETTE_NAMES)
    expect(contrastRatio(playerInk(name), LIT_GLASS), name).toBeGreaterThanOrEqual(PLAYER_INK_CONTRAST);
});

test('a colour that reads as it is keeps itself; the deep violet, which does not, is lifted', () => {
  for (const name of ['green', 'red', 'yellow'] as const)
    expect(playerInk(name), name).toBe(paletteCss(name));
  expect(contrastRatio(palette('fuchsia').rgb, LIT_GLASS)).toBeLessThan(PLAYER_INK_CONTRAST);
  expect(playerInk('fuchsia')).not.toBe(paletteCss('fuchsia'));
});
