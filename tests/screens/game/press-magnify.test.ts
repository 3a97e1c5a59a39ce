// The magnified gesture on squares too small for one tap, in Node: a press shows the cell above the
// finger, a slide moves it, the release places once the finger has seen it; a quick tap (the finger
// never saw what it was over) aims instead, and a second tap on the aimed square, or Place, plays.
import { expect, test } from 'vitest';
import { PressModel } from '../../../src/screens/game/press.ts';
import { MAGNIFY_SEEN_MS } from '../../../src/screens/game/board-fit.ts';
import { finger, handClock, indexBoard, makeMatch, recordingPressView, sq, squareName } from './ports.ts';

function pressOn(rules: string) {
  const match = makeMatch(rules, ['human', 'easy']);
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

test('magnify - a quick tap (the finger never saw the magnified cell) places nothing: it aims, and a second tap on the aimed square places', () => {
  const { match, press, clock, view, moves } = pressOn('square:12');
  const c3 = sq(match, 'c3');
  const down = clock.now();
  press.down(finger(c3, down), false);
  clock.advance(MAGNIFY_SEEN_MS - 170);
  press.up({ ...finger(c3, down), upTime: clock.now() });
  expect(moves()).toEqual([]);
  expect(press.snapshot().aimed).toBe(c3);
  // The magnified cell goes; the aim's ring and Place stay, as when aiming first.
  expect(view.lifts.at(-1)).toBe(false);
  clock.advance(400);
  const again = clock.now();
  press.down(finger(c3, again), false);
  clock.advance(60);
  press.up({ ...finger(c3, again), upTime: clock.now() });
  expect(moves()).toEqual(['c3']);
  expect(press.snapshot().aimed).toBe(-1);
});

test('magnify - a quick tap on another square moves the aim there; Place plays the aimed square', () => {
  const { match, press, clock, moves } = pressOn('square:12');
  const [c3, d5] = ['c3', 'd5'].map((n) => sq(match, n)) as [number, number];
  for (const s of [c3, d5]) {
    const down = clock.now();
    press.down(finger(s, down), false);
    press.up({ ...finger(s, down), upTime: down + 40 });
    clock.advance(300);
  }
  expect(moves()).toEqual([]);
  expect(press.snapshot().aimed).toBe(d5);
  press.confirmAim(clock.now());
  expect(moves()).toEqual(['d5']);
});

test('magnify - a press held long enough to see the magnified cell places on release without sliding', () => {
  const { match, press, clock, moves } = pressOn('square:12');
  const c3 = sq(match, 'c3');
  const down = clock.now();
  press.down(finger(c3, down), false);
  clock.advance(MAGNIFY_SEEN_MS);
  // Without the release's own time the clock's now is read.
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
