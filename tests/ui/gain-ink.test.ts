// A move's floating "+N" reads over any cell: its ink against its plate over every palette's cells
// (both players, every colour a board can show), in the mover's own hue where it can be.
import { expect, test } from 'vitest';
import { GAIN_CONTRAST, gainInk, plateOver } from '../../src/ui/gain-ink.ts';
import { contrastRatio, rgbOf } from '../../src/ui/contrast.ts';
import { PALETTES } from '../../src/ui/palette.ts';

test('every mover’s gain reads at 3:1 or more over every cell colour, its own included', () => {
  for (const mover of PALETTES) {
    const ink = gainInk(mover.rgb);
    for (const under of PALETTES) {
      expect(
        contrastRatio(ink, plateOver(under.rgb)),
        `${mover.name} over ${under.name}`,
      ).toBeGreaterThanOrEqual(GAIN_CONTRAST);
    }
  }
});

test('without its plate the gain of a red mover over red cells would not read (what the plate is for)', () => {
  const red = PALETTES.find((p) => p.name === 'red')!.rgb;
  expect(contrastRatio(gainInk(red), red)).toBeLessThan(GAIN_CONTRAST);
});

test('the ink keeps the mover’s hue: its strongest channel stays the palette’s', () => {
  for (const mover of PALETTES) {
    const ink = rgbOf(gainInk(mover.rgb));
    const strongest = (c: readonly number[]) => c.indexOf(Math.max(...c));
    expect(strongest(ink), mover.name).toBe(strongest(mover.rgb));
  }
});
