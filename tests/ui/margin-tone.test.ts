// Best moves' numbers: a square behind is grey, never a player's colour (a player reads red as the
// opponent's), under every colour vision; every number is readable on its dark stroke.
import { describe, expect, test } from 'vitest';
import {
  AHEAD_TONE,
  BEHIND_TONE,
  BEST_TONE,
  FAR_BEHIND_TONE,
  LEVEL_TONE,
  marginTone,
} from '../../src/ui/margin-tone.ts';
import { PALETTES } from '../../src/ui/palette.ts';
import { checkPair, toLab } from '../../src/ui/art/colour-vision.ts';
import { contrastRatio, luminance, rgbOf, WORDS_CONTRAST } from '../../src/ui/contrast.ts';

const STROKE = '#06141a';

describe('Best moves number tones', () => {
  test('best mint, ahead pale, level white-grey, behind grey and dimmer the further behind', () => {
    // Numbers shown from −10 (worst) to +4 (best).
    expect(marginTone(4, -10, 4)).toBe(BEST_TONE);
    expect(marginTone(2, -10, 4)).toBe(AHEAD_TONE);
    expect(marginTone(0, -10, 4)).toBe(LEVEL_TONE);
    expect(marginTone(-2, -10, 4)).toBe(BEHIND_TONE);
    expect(marginTone(-10, -10, 4)).toBe(FAR_BEHIND_TONE);
    // Every square behind: the best of them is still the best (mint), the rest grey.
    expect(marginTone(-1, -6, -1)).toBe(BEST_TONE);
    expect(marginTone(-3, -6, -1)).toBe(BEHIND_TONE);
    expect(marginTone(-6, -6, -1)).toBe(FAR_BEHIND_TONE);
    expect(luminance(FAR_BEHIND_TONE)).toBeLessThan(luminance(BEHIND_TONE));
  });

  test('a number behind is grey: hardly any colour in it', () => {
    for (const tone of [BEHIND_TONE, FAR_BEHIND_TONE, LEVEL_TONE]) {
      const [, a, b] = toLab(rgbOf(tone));
      expect(Math.hypot(a, b), tone).toBeLessThan(8);
    }
  });

  // The old numbers behind were orange and red: #ff7a70 stood ΔE00 16.5 from the red cells and 14.3
  // from the green ones under colour blindness. The greys stand 17 or more from every palette under
  // every vision (nearest: the mid-light fuchsia; ΔE00 weighs a vivid colour's chroma lightly).
  test("no number behind or level reads as a player's colour, under normal vision, deuteranopia or protanopia", () => {
    for (const tone of [BEHIND_TONE, FAR_BEHIND_TONE, LEVEL_TONE])
      for (const p of PALETTES)
        for (const check of checkPair(rgbOf(tone), p.rgb))
          expect(check.deltaE, `${tone} vs ${p.name} (${check.vision})`).toBeGreaterThan(17);
  });

  test('every tone is readable on the numbers’ dark stroke', () => {
    for (const tone of [BEST_TONE, AHEAD_TONE, LEVEL_TONE, BEHIND_TONE, FAR_BEHIND_TONE])
      expect(contrastRatio(tone, STROKE), tone).toBeGreaterThanOrEqual(WORDS_CONTRAST);
  });
});
