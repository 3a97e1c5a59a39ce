import { describe, expect, test } from 'vitest';
import { describeMatch } from '../../src/game/match-description.ts';
import type { People } from '../../src/game/people.ts';
import { HUMAN, OPPONENT_CHOICES, type PlayerId } from '../../src/game/players.ts';
import { checkPair, toLab, VISIONS } from '../../src/ui/art/colour-vision.ts';
import {
  LEAST_APART,
  LEAST_HUE_APART,
  LEAST_LIGHTNESS_APART,
  matchPalettes,
  puzzlePalettes,
  standApart,
} from '../../src/ui/colours.ts';
import { opponentPalette, palette, PERSON_PALETTE, TWO_PERSON_PALETTES } from '../../src/ui/palette.ts';
import { soundLevel, SOUND_LEVELS } from '../../src/ui/sound-level.ts';

describe('matchPalettes', () => {
  test('two people keep their own colour when who starts swaps: each name stays with its palette', () => {
    const ada: People = { names: ['Ada', 'Bo'], first: 0 };
    const swapped: People = { ...ada, first: 1 };
    const colourOf = (people: People) => {
      const { names } = describeMatch(['human', 'human'], people);
      const palettes = matchPalettes(['human', 'human'], people);
      return Object.fromEntries(names.map((n, i) => [n, palettes[i]]));
    };
    expect(colourOf(ada)).toEqual({ Ada: 'green', Bo: 'blue' });
    expect(colourOf(swapped)).toEqual({ Ada: 'green', Bo: 'blue' });
    // The seats did swap: Bo moves first in the second game.
    expect(describeMatch(['human', 'human'], swapped).names[0]).toBe('Bo');
  });

  test('against an opponent the person stays green in either seat', () => {
    expect(matchPalettes(['human', 'easy'], { first: 1 })[0]).toBe('green');
    expect(matchPalettes(['easy', 'human'], { first: 0 })[1]).toBe('green');
  });
});

describe('soundLevel', () => {
  test.each([
    { on: true, volume: 1, label: 'Sound: loud', icon: 'icon/sound-high' },
    { on: true, volume: 0.5, label: 'Sound: medium', icon: 'icon/sound-on' },
    { on: true, volume: 0.25, label: 'Sound: quiet', icon: 'icon/sound-low' },
    { on: false, volume: 0.5, label: 'Sound: off', icon: 'icon/sound-off' },
  ])('$label', ({ on, volume, label, icon }) => {
    expect(soundLevel(on, volume)).toMatchObject({ label, icon });
  });

  test('every step has its own icon and name', () => {
    expect(new Set(SOUND_LEVELS.map((l) => l.icon)).size).toBe(SOUND_LEVELS.length);
    expect(new Set(SOUND_LEVELS.map((l) => l.label)).size).toBe(SOUND_LEVELS.length);
  });
});

describe('colours that stand apart for colour-blind players', () => {
  // Every seat a match can have: a person, each opponent on the menu, and agents named only in a link.
  const SEATS: PlayerId[] = [HUMAN, ...OPPONENT_CHOICES, 'random', 'adaptive:0.25'];
  const pairings = SEATS.flatMap((a) => SEATS.map((b) => [a, b] as const));

  test('every kind of vision is checked: normal, deuteranopia, protanopia and tritanopia', () => {
    expect(VISIONS).toEqual(['normal', 'deuteranopia', 'protanopia', 'tritanopia']);
  });

  test.each(pairings)(
    '%s against %s - the two colours differ by ΔE00 ≥ 30, ≥ 20 in hue alone, under every vision',
    (a, b) => {
      const [one, two] = matchPalettes([a, b], { first: 0 });
      for (const check of checkPair(palette(one).rgb, palette(two).rgb)) {
        expect(check.deltaE, `${one} vs ${two}, ${check.vision}`).toBeGreaterThanOrEqual(LEAST_APART);
        expect(check.hueDeltaE, `${one} vs ${two}, ${check.vision}, hue`).toBeGreaterThanOrEqual(
          LEAST_HUE_APART,
        );
      }
    },
  );

  test('against the person each opponent plays its own colour, never a spare borrowed to stand apart', () => {
    for (const kind of OPPONENT_CHOICES) {
      expect(matchPalettes([HUMAN, kind])[1], kind).toBe(opponentPalette(kind));
      expect(standApart(PERSON_PALETTE, opponentPalette(kind)), kind).toBe(true);
    }
    const [one, two] = TWO_PERSON_PALETTES;
    expect(standApart(one, two)).toBe(true);
  });

  test('the person against each opponent, and two people: lightness alone tells the two apart under every vision', () => {
    for (const b of SEATS) {
      const [one, two] = matchPalettes([HUMAN, b], { first: 0 });
      for (const check of checkPair(palette(one).rgb, palette(two).rgb))
        expect(check.deltaL, `${one} vs ${two}, ${check.vision}`).toBeGreaterThanOrEqual(
          LEAST_LIGHTNESS_APART,
        );
    }
  });

  test("the seed's red and azure fail the check against green: one hue under deuteranopia, one under tritanopia", () => {
    const green = palette('green').rgb;
    const deutanRed = checkPair(green, palette('red').seedRgb).find((c) => c.vision === 'deuteranopia')!;
    expect(deutanRed.hueDeltaE).toBeLessThan(LEAST_HUE_APART);
    // The red the game played until this palette: darker, so apart in lightness, yet the same olive hue.
    const darkRed = checkPair(green, [213, 49, 0]).find((c) => c.vision === 'deuteranopia')!;
    expect(darkRed.deltaL).toBeGreaterThan(LEAST_LIGHTNESS_APART);
    expect(darkRed.hueDeltaE).toBeLessThan(LEAST_HUE_APART);
    const tritanAzure = checkPair(green, palette('blue').seedRgb).find((c) => c.vision === 'tritanopia')!;
    expect(tritanAzure.deltaE).toBeLessThan(LEAST_APART);
    expect(tritanAzure.hueDeltaE).toBeLessThan(LEAST_HUE_APART);
  });

  test('a watched game of Easy and Medium: not blue against fuchsia, which deuteranopia sees alike', () => {
    const deutan = checkPair(palette('blue').rgb, palette('fuchsia').rgb).find(
      (c) => c.vision === 'deuteranopia',
    )!;
    expect(deutan.deltaE).toBeLessThan(LEAST_APART);
    const [one, two] = matchPalettes(['easy', 'medium']);
    expect(one).toBe('blue');
    expect(two).not.toBe('fuchsia');
    expect(two).not.toBe('green');
    expect(standApart(one, two)).toBe(true);
  });

  test('two of the same opponent watched play two colours, neither the person’s green', () => {
    for (const id of OPPONENT_CHOICES) {
      const [one, two] = matchPalettes([id, id]);
      expect(one).not.toBe(two);
      expect([one, two]).not.toContain('green');
    }
  });
});

test("today's puzzle plays in the home's colours: the person's green, the other side the chosen opponent's", () => {
  expect(puzzlePalettes(1, 'easy')).toEqual(['green', 'blue']);
  expect(puzzlePalettes(2, 'medium')).toEqual(['fuchsia', 'green']);
  // No opponent chosen (two people, a watched game): Hard's red, as the puzzle always was.
  expect(puzzlePalettes(1, null)).toEqual(['green', 'red']);
  expect(puzzlePalettes(1, 'human')).toEqual(['green', 'red']);
});

test("each opponent's cells are as light as the person's green lets them be: none dim on a petri dish's brown", () => {
  // Green is L* 86 and every other player keeps 20 below it (LEAST_LIGHTNESS_APART): each opponent
  // stands within a few of that ceiling, as the rose does; Medium's deep violet stood at 46.
  for (const kind of ['easy', 'medium', 'hard'])
    expect(toLab(palette(opponentPalette(kind)).rgb)[0], kind).toBeGreaterThanOrEqual(55);
});

test("Medium's fuchsia meets on a board only colours far from it, never Hard's rose, whoever plays", () => {
  // The rose is the pink nearest the fuchsia (ΔE00 14 to normal vision, 7 under tritanopia): a
  // player who met Medium after Hard took the two for one. Every pair of players that can share a
  // board puts beside the fuchsia a colour that stands apart under every vision.
  const players: PlayerId[] = [HUMAN, ...OPPONENT_CHOICES];
  const met = new Set<string>();
  for (const a of players)
    for (const b of players) {
      const pair = matchPalettes([a, b]);
      const at = pair.indexOf('fuchsia');
      if (at < 0) continue;
      const other = pair[1 - at]!;
      met.add(other);
      expect(other, `${a} against ${b}`).not.toBe('red');
      expect(standApart('fuchsia', other), `${a} against ${b}: fuchsia and ${other}`).toBe(true);
    }
  // The person's green against Medium; a spare beside it in a watched game.
  expect(met.has(PERSON_PALETTE)).toBe(true);
  expect(checkPair(palette('fuchsia').rgb, palette('red').rgb).some((c) => c.deltaE < LEAST_APART)).toBe(
    true,
  );
});
