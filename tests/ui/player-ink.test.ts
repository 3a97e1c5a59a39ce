// A player's colour as words on the glass reads at 4.5:1 for every palette (an opponent's score chip
// read dark), and stays that palette's colour where it already does: green, yellow unchanged.
import { expect, test } from 'vitest';
import { contrastRatio } from '../../src/ui/contrast.ts';
import { palette, paletteCss, PALETTE_NAMES } from '../../src/ui/palette.ts';
import { LIT_GLASS, PLAYER_INK_CONTRAST, playerInk } from '../../src/ui/player-ink.ts';

test("every player's words read at 4.5:1 on the glass's lit top", () => {
  for (const name of PALETTE_NAMES)
    expect(contrastRatio(playerInk(name), LIT_GLASS), name).toBeGreaterThanOrEqual(PLAYER_INK_CONTRAST);
});

test('a colour that reads as it is keeps itself; the opponents, which do not, are lifted', () => {
  expect(PLAYER_INK_CONTRAST).toBe(4.5);
  for (const name of ['green', 'yellow'] as const) expect(playerInk(name), name).toBe(paletteCss(name));
  for (const name of ['blue', 'fuchsia', 'red'] as const) {
    expect(contrastRatio(palette(name).rgb, LIT_GLASS), name).toBeLessThan(PLAYER_INK_CONTRAST);
    expect(playerInk(name), name).not.toBe(paletteCss(name));
  }
});
