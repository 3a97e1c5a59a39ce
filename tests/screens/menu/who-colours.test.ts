// The big card's names each take their colour's swatch ("You ● vs Easy ●"): the person's colour
// beside "You" whichever seat moves first, each opponent its own, two people as their seats.
import { expect, test } from 'vitest';
import { whoColours } from '../../../src/screens/menu/who-colours.ts';
import { OPPONENT_PALETTES, PERSON_PALETTE, TWO_PERSON_PALETTES } from '../../../src/ui/palette.ts';

test('You vs an opponent: the person first, the opponent in its own colour, in either seat', () => {
  for (const [agent, colour] of Object.entries(OPPONENT_PALETTES)) {
    expect(whoColours(`You vs ${agent}`, ['human', agent], { first: 0 })).toEqual([PERSON_PALETTE, colour]);
    expect(whoColours(`You vs ${agent}`, [agent, 'human'], { first: 0 })).toEqual([PERSON_PALETTE, colour]);
  }
});

test('two people: the seats colours in the order the line names them; no players or no "vs": no swatches', () => {
  expect(whoColours('Ada vs Bo', ['human', 'human'], { first: 0 })).toEqual([...TWO_PERSON_PALETTES]);
  expect(whoColours('Bo vs Ada', ['human', 'human'], { first: 1 })).toEqual(
    [...TWO_PERSON_PALETTES].reverse(),
  );
  expect(whoColours('You vs Easy', null, { first: 0 })).toBeNull();
  expect(whoColours('Your game', ['human', 'easy'], { first: 0 })).toBeNull();
});
