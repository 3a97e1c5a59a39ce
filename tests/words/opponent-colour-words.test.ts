// An opponent's card names the colour its cells play in ("their colour" changed between games
// unannounced), each colour by how it looks, no two opponents' colours under one name. "Blue" for
// Easy's periwinkle and "purple" for Medium's fuchsia told a new player colours the board never showed.
import { expect, test } from 'vitest';
import { OPPONENT_PALETTES, PALETTE_NAMES, palette } from '../../src/ui/palette.ts';
import { deltaE2000, toLab, type Rgb } from '../../src/ui/art/colour-vision.ts';
import { COLOUR_WORDS, playsColourLine } from '../../src/words/opponent-colour-words.ts';

/**
 * Everyday colour words and the colour most people mean by each: the xkcd colour survey's answers
 * (about 200,000 people naming colours on their own screens).
 */
const SURVEY: Readonly<Record<string, string>> = {
  blue: '#0343df',
  purple: '#7e1e9c',
  violet: '#9a0eea',
  indigo: '#380282',
  lavender: '#c79fef',
  lilac: '#cea2fd',
  periwinkle: '#8e82fe',
  magenta: '#c20078',
  fuchsia: '#ed0dd9',
  pink: '#ff81c0',
  rose: '#cf6275',
  red: '#e50000',
  orange: '#f97306',
  green: '#15b01a',
  yellow: '#ffff14',
};

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
const apart = (a: Rgb, b: Rgb) => deltaE2000(toLab(a), toLab(b));

test("each opponent's colour is named first on its card", () => {
  expect(playsColourLine('fuchsia', 'Takes the move that scores most now, but often slips.')).toBe(
    'Plays fuchsia. Takes the move that scores most now, but often slips.',
  );
  expect(playsColourLine('blue', 'Grows its own cells.')).toBe('Plays periwinkle. Grows its own cells.');
});

test("each opponent's colour word is what people call its cells' colour", () => {
  for (const name of Object.values(OPPONENT_PALETTES)) {
    const word = COLOUR_WORDS[name];
    const cells = palette(name).rgb;
    expect(SURVEY[word], `"${word}" is an everyday colour word`).toBeDefined();
    // Close to what people mean by the word (ΔE00 under 10: the same colour named, not a neighbour)…
    expect(apart(cells, rgbOf(SURVEY[word]!)), `${name} cells called "${word}"`).toBeLessThan(10);
    // …and nearer it than to any other opponent's word, so no card's word suits another's cells better.
    for (const other of Object.values(OPPONENT_PALETTES).filter((o) => o !== name))
      expect(apart(cells, rgbOf(SURVEY[word]!))).toBeLessThan(
        apart(cells, rgbOf(SURVEY[COLOUR_WORDS[other]]!)),
      );
  }
});

test("the three opponents' colours have three names, none the person's green", () => {
  const names = Object.values(OPPONENT_PALETTES).map((p) => COLOUR_WORDS[p]);
  expect(new Set(names).size).toBe(3);
  expect(names).not.toContain('green');
});

test('every palette has its name in words', () => {
  expect(Object.keys(COLOUR_WORDS).sort()).toEqual([...PALETTE_NAMES].sort());
});
