import { describe, expect, test } from 'vitest';
import { describeMatch } from '../../src/game/match-description.ts';
import type { People } from '../../src/game/people.ts';
import { matchPalettes } from '../../src/ui/colours.ts';
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

  // The reviewer: "the opponent's colour changes between boards (blue, magenta, red)" as the ladder
  // moved from Easy to Medium to Hard; and green against Hard's red was the pair hardest to tell
  // apart without the marks.
  test('every opponent of a person plays blue, in either seat, at every level', () => {
    for (const level of ['easy', 'medium', 'hard', 'expert', 'adaptive:6', 'random', 'external:engine'])
      for (const first of [0, 1] as const) {
        expect(matchPalettes(['human', level], { first })).toEqual(['green', 'blue']);
        expect(matchPalettes([level, 'human'], { first })).toEqual(['blue', 'green']);
      }
  });

  test("two opponents watched keep their levels' colours, never the same", () => {
    expect(matchPalettes(['easy', 'hard'])).toEqual(['blue', 'red']);
    expect(matchPalettes(['medium', 'expert'])).toEqual(['fuchsia', 'red']);
    expect(matchPalettes(['easy', 'easy'])).toEqual(['blue', 'fuchsia']);
    expect(matchPalettes(['hard', 'expert'])).toEqual(['red', 'blue']);
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
