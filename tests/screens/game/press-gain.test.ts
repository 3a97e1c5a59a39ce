// A finger's press shows the points its move would make before the release (press-gain.ts, through
// the press model): a phone has no hover. The release still places at once; a slide off, a mouse, an
// aiming press or the opponent's turn show nothing. On small squares the magnifier says it, square by square.
import { expect, test } from 'vitest';
import type { PressGainShown } from '../../../src/screens/game/press-gain.ts';
import type { PressStyle } from '../../../src/screens/game/board-fit.ts';
import { finger, pressOn as pressOnBoard, recordingPressView, settle, sq } from './ports.ts';

function pressOn(rules: string, players: [string, string], style?: PressStyle) {
  const gains: (PressGainShown | null)[] = [];
  const view = { ...recordingPressView(), gain: (g: PressGainShown | null) => gains.push(g) };
  return { ...pressOnBoard(rules, players, { style, view }), gains };
}

test('a finger on an empty square shows its gain while held; the release places at once and the tag goes', async () => {
  const { match, gains, clock, press, moves } = pressOn('square:5', ['human', 'easy']);
  const c3 = sq(match, 'c3');
  press.down(finger(c3, clock.now()), false);
  expect(gains).toEqual([{ square: c3, points: 1, words: '+1', inLens: false }]);
  expect(moves()).toEqual([]);
  press.up(finger(c3, clock.now()));
  expect(moves()).toEqual(['c3']);
  expect(gains.at(-1)).toBeNull();
  await settle(match);
});

test('the gain is the move’s own: next to the person’s cell it counts the division', async () => {
  const { match, gains, clock, press } = pressOn('square:5', ['human', 'easy']);
  press.down(finger(sq(match, 'c3'), clock.now()), false);
  press.up(finger(sq(match, 'c3'), clock.now()));
  await settle(match);
  const beside = [sq(match, 'b3'), sq(match, 'd3'), sq(match, 'c2'), sq(match, 'c4')].find(
    (s) => match.position.isLegal(s) && match.position.deltaScore(match.position.toMove()!, s) > 1,
  )!;
  expect(beside).toBeDefined();
  press.down(finger(beside, clock.now()), false);
  const shown = gains.at(-1)!;
  expect(shown.points).toBe(match.position.deltaScore(match.position.toMove()!, beside));
  expect(shown.words).toBe(`+${shown.points}`);
});

test('a slide off the square takes the tag away with the press', () => {
  const { match, gains, clock, press, moves } = pressOn('square:5', ['human', 'easy']);
  press.down(finger(sq(match, 'c3'), clock.now()), false);
  press.move(finger(sq(match, 'd3'), clock.now()));
  expect(gains.at(-1)).toBeNull();
  press.up(finger(sq(match, 'd3'), clock.now()));
  expect(moves()).toEqual([]);
});

test('a mouse press, an aiming press and a press on the opponent’s turn show no tag', () => {
  const mouse = pressOn('square:5', ['human', 'easy']);
  mouse.press.down(finger(sq(mouse.match, 'c3'), mouse.clock.now(), false), false);
  expect(mouse.gains.filter(Boolean)).toEqual([]);
  const aiming = pressOn('square:12', ['human', 'easy'], 'aim');
  aiming.press.down(finger(sq(aiming.match, 'c3'), aiming.clock.now()), false);
  expect(aiming.gains.filter(Boolean)).toEqual([]);
  const theirs = pressOn('square:5', ['easy', 'human']);
  theirs.press.down(finger(sq(theirs.match, 'c3'), theirs.clock.now()), false);
  expect(theirs.gains.filter(Boolean)).toEqual([]);
});

test('on small squares the magnified press says its gain in the lens at once, and follows the finger', () => {
  const { match, gains, clock, press, moves } = pressOn('square:12', ['human', 'easy'], 'magnify');
  const c3 = sq(match, 'c3');
  press.down(finger(c3, clock.now()), false);
  expect(gains).toEqual([{ square: c3, points: 1, words: '+1', inLens: true }]);
  const d3 = sq(match, 'd3');
  press.move(finger(d3, clock.now()));
  expect(gains.at(-1)).toMatchObject({ square: d3, inLens: true, words: '+1' });
  clock.advance(1000);
  press.up(finger(d3, clock.now()));
  expect(moves()).toEqual(['d3']);
  expect(gains.at(-1)).toBeNull();
});

test('a magnified press slid onto a taken square keeps its aim and says no gain for it', async () => {
  const { match, gains, clock, press } = pressOn('square:12', ['human', 'easy'], 'magnify');
  press.down(finger(sq(match, 'c3'), clock.now()), false);
  clock.advance(1000);
  press.up(finger(sq(match, 'c3'), clock.now()));
  await settle(match);
  const taken = match.position.moves().at(-1)!;
  const free = sq(match, 'a1') === taken ? sq(match, 'a2') : sq(match, 'a1');
  press.down(finger(free, clock.now()), false);
  expect(gains.at(-1)).toMatchObject({ square: free, inLens: true });
  press.move(finger(taken, clock.now()));
  expect(gains.at(-1)).toMatchObject({ square: free, inLens: true });
});
