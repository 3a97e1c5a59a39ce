// The players' colours: palette names and RGB, which palette is the person's and which the
// opponents'. Pure data, used by the texture bake and by the game (HUD, text, effects).
import type { Rgb } from './art/colour-vision.ts';

export type { Rgb } from './art/colour-vision.ts';

export type PaletteName = 'green' | 'blue' | 'fuchsia' | 'red' | 'yellow';

export type Palette = {
  readonly name: PaletteName;
  /** The colour the cells are baked in (0–255 sRGB). */
  readonly rgb: Rgb;
  /** The seed's colour, before any colour-blind adjustment. */
  readonly seedRgb: Rgb;
  /** Why it differs from the seed, when it does. */
  readonly note?: string;
};

// Seed colours from CELLS.md, three of them moved so that every colour that meets the person's
// green stands apart from it in hue, not lightness alone, under deuteranopia, protanopia and
// tritanopia, and off the empty squares under every vision (colours.ts, docs/art.md). Hard's seed
// red, even darkened, is the same olive as green's yellow to a deuteranope: it is now a rose, which
// reads blue-grey there (a deeper raspberry read as an empty square's slate to a protanope). Easy's
// seed azure is the same teal as green's cyan to a tritanope: an indigo reads grey-blue there.
// Medium's fuchsia is deeper and leans to violet, between the two, so the three opponents stay
// apart for everyone else. The names stay: the rose is Hard's red, the indigo Easy's blue, the
// violet Medium's fuchsia.
export const PALETTES: readonly Palette[] = [
  { name: 'green', rgb: [34, 250, 34], seedRgb: [34, 250, 34] },
  {
    name: 'blue',
    rgb: [130, 115, 255],
    seedRgb: [34, 142, 250],
    note: 'indigo, lifted to read on the petri dish: the seed azure vs green is ΔE00 23 (hue 16) under tritanopia, indigo 32 (24)',
  },
  {
    name: 'fuchsia',
    rgb: [225, 70, 235],
    seedRgb: [230, 54, 230],
    note: 'a bright violet-pink, as light as green lets it be (L* 23 apart under every vision): the deep violet read dim on the petri dish',
  },
  {
    name: 'red',
    rgb: [225, 95, 165],
    seedRgb: [255, 60, 0],
    note: 'rose: the seed red vs green is ΔE00 16 (hue 3) under deuteranopia, rose 38 (35)',
  },
  { name: 'yellow', rgb: [255, 255, 0], seedRgb: [255, 255, 0] },
];

export const PALETTE_NAMES: readonly PaletteName[] = PALETTES.map((p) => p.name);

/** The person's colour (player 1 when a person plays an opponent). */
export const PERSON_PALETTE: PaletteName = 'green';

/** Opponents' colours by difficulty, as in the seed; other agents (adaptive, expert) play red. */
export const OPPONENT_PALETTES = {
  easy: 'blue',
  medium: 'fuchsia',
  hard: 'red',
} as const satisfies Record<string, PaletteName>;

export function opponentPalette(agentId: string): PaletteName {
  return (OPPONENT_PALETTES as Record<string, PaletteName>)[agentId] ?? 'red';
}

/**
 * Two people at one device: the first plays green, the second blue. Yellow is not used against
 * green: the seed's yellow and green are ΔE00 5 apart under protanopia, and no lightness change
 * separates them without spoiling green's pairs with the opponents. Yellow stays a spare palette
 * (highlights, a third colour in menus).
 */
export const TWO_PERSON_PALETTES = ['green', 'blue'] as const satisfies readonly [PaletteName, PaletteName];

/** Every pair of palettes that can share a board: the person against each opponent, and two people. */
export const BOARD_PAIRS: readonly (readonly [PaletteName, PaletteName])[] = [
  ...Object.values(OPPONENT_PALETTES).map((o) => [PERSON_PALETTE, o] as const),
  TWO_PERSON_PALETTES,
];

export function palette(name: PaletteName): Palette {
  const p = PALETTES.find((q) => q.name === name);
  if (!p) throw new Error(`unknown palette "${name}"; palettes are ${PALETTE_NAMES.join(', ')}`);
  return p;
}

/** CSS colour of a palette, e.g. for the HUD: '#22fa22'. */
export function paletteCss(name: PaletteName): string {
  return (
    '#' +
    palette(name)
      .rgb.map((c) => c.toString(16).padStart(2, '0'))
      .join('')
  );
}

/** The palette colour as a 0xRRGGBB number, as Phaser's tint and fill APIs take it. */
export function paletteHex(name: PaletteName): number {
  const [r, g, b] = palette(name).rgb;
  return (r << 16) | (g << 8) | b;
}
