// An opponent's card names the colour its cells play in ("their colour" changed between
// games unannounced), each colour by how it looks, no two opponents' colours under one name.
import { expect, test } from 'vitest';
import { OPPONENT_PALETTES, PALETTE_NAMES } from '../../src/ui/palette.ts';
import { COLOUR_WORDS, playsColourLine } from '../../src/words/opponent-colour-words.ts';

test("each opponent's colour is named first on its card", () => {
  expect(playsColourLine('fuchsia', 'Takes the move that scores most now, but often slips.')).toBe(
    'Plays purple. Takes the move that scores most now, but often slips.',
  );
  expect(playsColourLine('blue', 'Grows its own cells.')).toBe('Plays blue. Grows its own cells.');
});

test("the three opponents' colours have three names, none the person's green", () => {
  const names = Object.values(OPPONENT_PALETTES).map((p) => COLOUR_WORDS[p]);
  expect(new Set(names).size).toBe(3);
  expect(names).not.toContain('green');
});

test('every palette has its name in words', () => {
  expect(Object.keys(COLOUR_WORDS).sort()).toEqual([...PALETTE_NAMES].sort());
});
