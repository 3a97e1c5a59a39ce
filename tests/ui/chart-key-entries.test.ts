// The charts' key in Node: who each series is, in which colour, solid or dashed, with which mark.
// The key names the players as the results do and tells them apart without colour: player 1's
// series solid, player 2's dashed, and with the colour-blind marks on, each colour's own shape.
// (Moved from the browser's charts.test.ts, which keeps the key drawn, readable and dashed in grey.)
import { describe, expect, test } from 'vitest';
import { describeMatch } from '../../src/game/match-description.ts';
import type { People } from '../../src/game/people.ts';
import type { PlayerId } from '../../src/game/players.ts';
import { chartPlayers, keyEntries } from '../../src/ui/chart-data.ts';
import { matchPalettes } from '../../src/ui/colours.ts';

/** The key of a match's charts, as the results and the review build it. */
const keyOf = (players: [PlayerId, PlayerId], marks: boolean, people?: People) =>
  keyEntries(chartPlayers(describeMatch(players, people).names, matchPalettes(players, people), marks));

describe('the chart key', () => {
  test('against Hard: You solid in green, Hard dashed in red; marks only when switched on (dot, ring)', () => {
    expect(keyOf(['human', 'hard'], false)).toEqual([
      { name: 'You', palette: 'green', style: 'solid', mark: null },
      { name: 'Hard', palette: 'red', style: 'dashed', mark: null },
    ]);
    expect(keyOf(['human', 'hard'], true).map((e) => e.mark)).toEqual(['dot', 'ring']);
  });

  // Medium's own fuchsia stands too close to Easy's blue under deuteranopia (colours.ts): it plays red.
  test('a watched game of Easy and Medium: both named with their seat, blue and yellow, a plus and a bar', () => {
    expect(keyOf(['easy', 'medium'], true)).toEqual([
      { name: 'Easy 1', palette: 'blue', style: 'solid', mark: 'plus' },
      { name: 'Medium 2', palette: 'yellow', style: 'dashed', mark: 'bar' },
    ]);
  });

  test('two people by their typed names, green and blue, a dot and a plus', () => {
    const people: People = { names: ['Alexandra Montgomery', 'Bo'], first: 0 };
    expect(keyOf(['human', 'human'], true, people)).toEqual([
      { name: 'Alexandra Montgomery', palette: 'green', style: 'solid', mark: 'dot' },
      { name: 'Bo', palette: 'blue', style: 'dashed', mark: 'plus' },
    ]);
  });
});
