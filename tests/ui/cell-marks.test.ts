import { expect, test } from 'vitest';
import { HUMAN, OPPONENT_CHOICES, type PlayerId } from '../../src/game/players.ts';
import { MARK_OF } from '../../src/ui/cell-marks.ts';
import { matchPalettes } from '../../src/ui/colours.ts';
import { BOARD_PAIRS } from '../../src/ui/palette.ts';

// Every seat a match can have: a person, each opponent on the menu, and agents named only in a
// link (random, an adaptive skill, an outside program).
const SEATS: PlayerId[] = [HUMAN, ...OPPONENT_CHOICES, 'random', 'adaptive:0.25', 'external:engine'];

test('the two colours on any board carry different marks: person, two people, and two opponents watched', () => {
  for (const a of SEATS) {
    for (const b of SEATS) {
      for (const first of [0, 1] as const) {
        const [one, two] = matchPalettes([a, b], { first });
        expect(MARK_OF[one], `${a} (${one}) vs ${b} (${two})`).not.toBe(MARK_OF[two]);
      }
    }
  }
  for (const [one, two] of BOARD_PAIRS) expect(MARK_OF[one]).not.toBe(MARK_OF[two]);
});

test('the mark follows the colour, not the seat: green is the dot and red the ring in either seat', () => {
  expect(MARK_OF.green).toBe('dot');
  expect(MARK_OF.red).toBe('ring');
  const asFirst = matchPalettes([HUMAN, 'expert']);
  const asSecond = matchPalettes(['expert', HUMAN]);
  expect(asFirst).toEqual(['green', 'red']);
  expect(asSecond).toEqual(['red', 'green']);
});

// The key a watched game and a game of two people show (their marks are drawn as every board's are:
// tests/e2e/colour-marks.test.ts reads them on the board, the results and the review).
// Easy's indigo and Hard's rose are too alike to a protanope (colours.ts): Hard takes the spare yellow.
test('a watched game of Easy and Hard: blue the plus, yellow the bar', () => {
  const [one, two] = matchPalettes(['easy', 'hard']);
  expect([one, two]).toEqual(['blue', 'yellow']);
  expect([MARK_OF[one], MARK_OF[two]]).toEqual(['plus', 'bar']);
});

test('two people, the second named moving first: green keeps the dot and blue the plus', () => {
  const [one, two] = matchPalettes([HUMAN, HUMAN], { first: 1 });
  expect([one, two]).toEqual(['blue', 'green']);
  expect([MARK_OF[one], MARK_OF[two]]).toEqual(['plus', 'dot']);
});
