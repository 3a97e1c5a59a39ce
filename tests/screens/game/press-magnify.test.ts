// Squares too small for one tap's 40 CSS px, in Node: a press shows the board magnified above the
// finger, a slide moves the aim, and the release places there once the finger has seen it (one
// gesture); a quicker tap well inside one square places at once (tap-inside.ts), one by a line
// between two only aims: the magnified square and its gain stay in sight, a second tap on the aimed square places,
// a tap on another square moves the aim there, and a tap off the board drops it; sliding off the
// board cancels. Aiming first with Place is the setting (press.test.ts).
import { expect, test } from 'vitest';
import { magnifiedRelease } from '../../../src/screens/game/board-fit.ts';
import type { PressGainShown } from '../../../src/screens/game/press-gain.ts';
import { byLine, finger, pressOn as pressOnBoard, recordingPressView, sq, squareName } from './ports.ts';

/** A press view that also keeps the gains it was asked to show (null: taken away). */
function gainView() {
  const v = Object.assign(recordingPressView(), {
    gains: [] as (PressGainShown | null)[],
    gain: (shown: PressGainShown | null) => {
      v.gains.push(shown);
    },
  });
  return v;
}

function pressOn(rules: string, players: [string, string] = ['human', 'easy']) {
  return pressOnBoard(rules, players, { style: 'magnify', view: gainView() });
}

/** A quick tap (60 ms) on square `s`, pressed now: by its line to the next square (`near`: 'line', in doubt) or well inside it. */
function quickTap(o: ReturnType<typeof pressOn>, s: number, near: 'line' | 'inside' = 'line'): void {
  const down = o.clock.now();
  const at = near === 'line' ? byLine(s, down) : finger(s, down);
  o.press.down(at, false);
  o.press.up({ ...at, upTime: down + 60 });
  o.clock.advance(400);
}

test('magnify - a quick tap (60 ms) well inside one square places at once: no second tap, the aim let go', () => {
  const o = pressOn('square:12');
  const { match, press, view, moves } = o;
  const e4 = sq(match, 'e4');
  quickTap(o, e4, 'inside');
  expect(moves()).toEqual(['e4']);
  expect(press.snapshot().aimed).toBe(-1);
  // Pressed: the magnified board above the finger; released: placed, the magnified square gone.
  expect(view.aims).toEqual([e4, -1]);
  expect(view.settles).toEqual([false, false]);
});

test('magnify - a press shows the cell above the finger, a slide moves it, the release places there: one gesture', () => {
  const { match, press, clock, view, moves } = pressOn('square:12');
  const [c3, d3, d4] = ['c3', 'd3', 'd4'].map((n) => sq(match, n)) as [number, number, number];
  press.down(finger(c3, clock.now()), false);
  expect(press.snapshot().aimed).toBe(c3);
  press.move(finger(d3, clock.now()));
  press.move(finger(d4, clock.now()));
  expect(view.aims).toEqual([c3, d3, d4]);
  expect(view.lifts).toEqual([true, true, true]);
  expect(view.settles).toEqual([false, false, false]);
  press.up(finger(d4, clock.now()));
  expect(moves()).toEqual(['d4']);
  expect(press.snapshot().aimed).toBe(-1);
});

test('magnify - a quick tap (60 ms) by the line between two squares places nothing: it aims, the magnified square and its gain stay in sight', () => {
  const o = pressOn('square:12');
  const { match, press, view, moves } = o;
  const e4 = sq(match, 'e4');
  quickTap(o, e4);
  expect(moves()).toEqual([]);
  expect(press.snapshot().aimed).toBe(e4);
  // Pressed: the magnified board above the finger at once; released: kept in sight, settled.
  expect(view.aims).toEqual([e4, e4]);
  expect(view.lifts).toEqual([true, true]);
  expect(view.settles).toEqual([false, true]);
  // The square's gain shows with it after the finger lifts, as it did under the finger.
  const gain = view.gains.at(-1);
  expect(gain?.square).toBe(e4);
  expect(gain?.inLens).toBe(true);
  expect(gain?.points).toBe(match.position.deltaScore(1, e4));
});

test('magnify - a second quick tap on the aimed square places it, even by the line again', () => {
  const o = pressOn('square:12');
  const { match, press, view, moves } = o;
  const e4 = sq(match, 'e4');
  quickTap(o, e4);
  quickTap(o, e4);
  expect(moves()).toEqual(['e4']);
  expect(press.snapshot().aimed).toBe(-1);
  expect(view.aims.at(-1)).toBe(-1);
});

test('magnify - a quick tap by a line on another square moves the aim there (no move); a second tap there places it, Place too', () => {
  const o = pressOn('square:12', ['human', 'human']);
  const { match, press, clock, moves } = o;
  const [c3, d3, f6] = ['c3', 'd3', 'f6'].map((n) => sq(match, n)) as [number, number, number];
  quickTap(o, c3);
  quickTap(o, d3);
  expect(moves()).toEqual([]);
  expect(press.snapshot().aimed).toBe(d3);
  quickTap(o, d3);
  expect(moves()).toEqual(['d3']);
  quickTap(o, f6);
  press.confirmAim(clock.now());
  expect(moves()).toEqual(['d3', 'f6']);
});

test('magnify - aimed, a quick tap well inside another square places there and lets go of the aim', () => {
  const o = pressOn('square:12', ['human', 'human']);
  const { match, press, moves } = o;
  const [c3, h8] = ['c3', 'h8'].map((n) => sq(match, n)) as [number, number];
  quickTap(o, c3);
  expect(press.snapshot().aimed).toBe(c3);
  quickTap(o, h8, 'inside');
  expect(moves()).toEqual(['h8']);
  expect(press.snapshot().aimed).toBe(-1);
});

test('magnify - a tap off the board lets go of the aim; a tap on a taken square keeps it', () => {
  const o = pressOn('square:12', ['human', 'human']);
  const { match, press, clock, view, moves } = o;
  const [c3, d3] = ['c3', 'd3'].map((n) => sq(match, n)) as [number, number];
  quickTap(o, c3);
  quickTap(o, c3);
  quickTap(o, d3);
  // c3 is taken now: the tap there is told so, and the aim on d3 stays.
  quickTap(o, c3);
  expect(press.snapshot().aimed).toBe(d3);
  expect(view.told).toHaveLength(1);
  const down = clock.now();
  press.down(finger(-1, down), false);
  press.up({ ...finger(-1, down), upTime: down + 60 });
  expect(press.snapshot().aimed).toBe(-1);
  expect(view.aims.at(-1)).toBe(-1);
  expect(moves()).toEqual(['c3']);
});

test('magnify - by a line, held just long enough to see the magnified board (200 ms), the release places: one gesture; 199 ms aims', () => {
  const { match, press, clock, moves } = pressOn('square:12');
  const c3 = sq(match, 'c3');
  const down = clock.now();
  press.down(byLine(c3, down), false);
  press.up({ ...byLine(c3, down), upTime: down + 199 });
  expect(moves()).toEqual([]);
  expect(press.snapshot().aimed).toBe(c3);
  clock.advance(300);
  const next = clock.now();
  const d5 = sq(match, 'd5');
  press.down(byLine(d5, next), false);
  press.up({ ...byLine(d5, next), upTime: next + 200 });
  expect(moves()).toEqual(['d5']);
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

test('magnify - a quick press slid onto another square places where it is released (the aim moved with it); quick and slid off, nothing', () => {
  const { match, press, clock, view, moves } = pressOn('square:12', ['human', 'human']);
  const [c3, d3] = ['c3', 'd3'].map((n) => sq(match, n)) as [number, number];
  const down = clock.now();
  press.down(finger(c3, down), false);
  press.move(finger(d3, down));
  expect(view.aims).toEqual([c3, d3]);
  press.up({ ...finger(d3, down), upTime: down + 120 });
  expect(moves()).toEqual(['d3']);
  clock.advance(400);
  const again = clock.now();
  press.down(finger(c3, again), false);
  press.move(finger(-1, again));
  press.up({ ...finger(-1, again), upTime: again + 90 });
  expect(moves()).toEqual(['d3']);
  expect(press.snapshot().aimed).toBe(-1);
});

test('one tap - squares a finger wide (the tap style) place on a quick tap, with no aim', () => {
  const { match, press, clock, view, moves } = pressOnBoard('square:6', ['human', 'easy']);
  const c3 = sq(match, 'c3');
  const down = clock.now();
  press.down(finger(c3, down), false);
  press.up({ ...finger(c3, down), upTime: down + 60 });
  expect(moves()).toEqual(['c3']);
  // Nothing was aimed on the way (the aim is only ever taken away).
  expect(view.aims.filter((s) => s >= 0)).toEqual([]);
});

test('magnifiedRelease - a quick release by an edge only aims; well inside, or one whose finger saw the magnified board, places; off the square nothing', () => {
  expect(magnifiedRelease({ onSquare: true, seen: false, inside: false })).toBe('aim');
  expect(magnifiedRelease({ onSquare: true, seen: false, inside: true })).toBe('place');
  expect(magnifiedRelease({ onSquare: true, seen: true, inside: false })).toBe('place');
  expect(magnifiedRelease({ onSquare: false, seen: true, inside: true })).toBe('none');
  expect(magnifiedRelease({ onSquare: false, seen: false, inside: false })).toBe('none');
});
