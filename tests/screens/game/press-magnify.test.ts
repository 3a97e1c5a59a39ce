// The magnified gesture on squares too small for one tap, in Node: a press shows the cell above the
// finger, a slide moves it, the release places there, however quick the tap (one gesture, no Place
// to press); sliding off the board cancels. Aiming first with Place is the setting (press.test.ts).
import { expect, test } from 'vitest';
import { PressModel } from '../../../src/screens/game/press.ts';
import { finger, handClock, indexBoard, makeMatch, recordingPressView, sq, squareName } from './ports.ts';

function pressOn(rules: string, players: [string, string] = ['human', 'easy']) {
  const match = makeMatch(rules, players);
  const view = recordingPressView();
  const clock = handClock();
  const press = new PressModel({
    match,
    board: indexBoard(match, 'magnify'),
    view,
    clock: clock.now,
    names: ['You', 'Easy'],
  });
  press.drawn();
  clock.advance(10);
  const moves = () => match.position.moves().map((s) => squareName(match, s));
  return { match, view, clock, press, moves };
}

test('magnify - a press shows the cell above the finger, a slide moves it, the release places there: one gesture', () => {
  const { match, press, clock, view, moves } = pressOn('square:12');
  const [c3, d3, d4] = ['c3', 'd3', 'd4'].map((n) => sq(match, n)) as [number, number, number];
  press.down(finger(c3, clock.now()), false);
  expect(press.snapshot().aimed).toBe(c3);
  press.move(finger(d3, clock.now()));
  press.move(finger(d4, clock.now()));
  expect(view.aims).toEqual([c3, d3, d4]);
  expect(view.lifts).toEqual([true, true, true]);
  press.up(finger(d4, clock.now()));
  expect(moves()).toEqual(['d4']);
  expect(press.snapshot().aimed).toBe(-1);
});

test('magnify - a quick tap (60 ms, as a person taps) places on its release: one tap on hex:5, no Place bubble left', () => {
  const { match, press, clock, view, moves } = pressOn('hex:5');
  const e4 = sq(match, 'e4');
  const down = clock.now();
  press.down(finger(e4, down), false);
  // The magnified cell stood above the finger while it was down.
  expect(view.aims).toEqual([e4]);
  expect(view.lifts).toEqual([true]);
  clock.advance(60);
  press.up({ ...finger(e4, down), upTime: clock.now() });
  expect(moves()).toEqual(['e4']);
  expect(press.snapshot().aimed).toBe(-1);
  expect(view.aims.at(-1)).toBe(-1);
});

test('magnify - each quick tap places: two taps on two squares are two moves, never an aim waiting for Place', () => {
  // Two people on one phone: the second tap is the other player's move.
  const { match, press, clock, moves } = pressOn('square:12', ['human', 'human']);
  const [c3, d5] = ['c3', 'd5'].map((n) => sq(match, n)) as [number, number];
  const down = clock.now();
  press.down(finger(c3, down), false);
  press.up({ ...finger(c3, down), upTime: down + 40 });
  expect(moves()).toEqual(['c3']);
  expect(press.snapshot().aimed).toBe(-1);
  press.drawn();
  clock.advance(300);
  const again = clock.now();
  press.down(finger(d5, again), false);
  press.up({ ...finger(d5, again), upTime: again + 40 });
  expect(moves()).toEqual(['c3', 'd5']);
});

test('magnify - a press held a while places on release without sliding; without the release time the clock is read', () => {
  const { match, press, clock, moves } = pressOn('square:12');
  const c3 = sq(match, 'c3');
  const down = clock.now();
  press.down(finger(c3, down), false);
  clock.advance(800);
  press.up(finger(c3, down));
  expect(moves()).toEqual(['c3']);
});

test('magnify - released off the board (slid off), nothing is placed and the magnified cell goes', () => {
  const { match, press, clock, moves } = pressOn('square:12');
  press.down(finger(sq(match, 'c3'), clock.now()), false);
  press.move(finger(-1, clock.now()));
  expect(squareName(match, press.snapshot().aimed)).toBe('c3');
  press.up(finger(-1, clock.now()));
  expect(moves()).toEqual([]);
  expect(press.snapshot().aimed).toBe(-1);
});

test('magnify - a mouse still places with one click', () => {
  const { match, press, clock, moves } = pressOn('square:12');
  press.down(finger(sq(match, 'c3'), clock.now(), false), false);
  press.up(finger(sq(match, 'c3'), clock.now(), false));
  expect(moves()).toEqual(['c3']);
});

test('magnify - a hold long enough to show the square’s gain (cancelPress) still places on release; sliding off still cancels', () => {
  // Two people on one phone, so the second press is a turn's too.
  const { match, press, clock, moves } = pressOn('square:12', ['human', 'human']);
  const [c3, d4] = ['c3', 'd4'].map((n) => sq(match, n)) as [number, number];
  const down = clock.now();
  press.down(finger(c3, down), false);
  clock.advance(600);
  press.cancelPress();
  expect(press.snapshot().aimed).toBe(c3);
  press.move(finger(d4, clock.now()));
  press.up({ ...finger(d4, down), upTime: clock.now() });
  expect(moves()).toEqual(['d4']);
  // Held, then slid off the board: nothing.
  const again = clock.now();
  press.down(finger(c3, again), false);
  clock.advance(600);
  press.cancelPress();
  expect(press.snapshot().aimed).toBe(c3);
  press.move(finger(-1, clock.now()));
  press.up(finger(-1, clock.now()));
  expect(moves()).toEqual(['d4']);
});
