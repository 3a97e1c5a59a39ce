// The board's own end banner reads on every board and colour: its words stand at 4.5:1 or more
// against its plate, whatever is under the plate (the brightest cells of every palette, a loss's
// warm light, white). It stands above everything the board draws (ending-banner.ts's depth).
import { expect, test } from 'vitest';
import { bannerLook } from '../../src/ui/ending-banner.ts';
import { contrastRatio, over, WORDS_CONTRAST } from '../../src/ui/contrast.ts';
import { PALETTES } from '../../src/ui/palette.ts';

/** What may stand under the banner: every player's cells, a loss's warm light on an empty square, white and black. */
const UNDER = [...PALETTES.map((p) => p.rgb), 0xffb070, 0xffffff, 0x000000, 0x2a2f3a];

test.each(['win', 'draw', 'loss', 'neutral'] as const)(
  "%s: the banner's words at 4.5:1 or more against its plate over any cell or light",
  (kind) => {
    const look = bannerLook(kind);
    for (const under of UNDER) {
      const plate = over(look.plate, look.plateAlpha, under);
      expect(contrastRatio(look.words, plate), `over ${String(under)}`).toBeGreaterThanOrEqual(
        WORDS_CONTRAST,
      );
    }
  },
);

test("without its plate the loss's words on a warm-lit orange cell fall under 4.5:1: the plate is what keeps them readable", () => {
  const warmLitRed = over(0xffb070, 0.3, PALETTES.find((p) => p.name === 'red')!.rgb);
  const yellow = PALETTES.find((p) => p.name === 'yellow')!.rgb;
  expect(
    Math.min(
      contrastRatio(bannerLook('loss').words, warmLitRed),
      contrastRatio(bannerLook('win').words, yellow),
    ),
  ).toBeLessThan(WORDS_CONTRAST);
});
