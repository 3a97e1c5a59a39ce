// Squares too small for one tap's 40 CSS px, in Node: a quick tap clear of the edges its square
// shares with free squares places at once, as on big squares; a press shows the board magnified
// above the finger, a slide moves the aim, and the release places there (one gesture); a quick tap
// on a shared edge aims, and a second tap on the aimed square places; sliding off the board
// cancels. Aiming first with Place is the setting (press.test.ts).
// The edge rule itself on real boards' geometry: tests/screens/game/clear-tap.test.ts.
import { expect, test } from 'vitest';
import { finger, pressOn as pressOnBoard, fingerByEdge, sq, squareName } from './ports.ts';

function pressOn(rules: string, players: [string, string] = ['human', 'easy']) {
  return pressOnBoard(rules, players, { style: 'magnify' });
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

test('magnify - a quick tap (60 ms) on the middle of a square places at once: one tap, as on big squares', () => {
  const { match, press, clock, view, moves } = pressOn('square:12');
  const e4 = sq(match, 'e4');
  const down = clock.now();
  press.down(finger(e4, down), false);
  expect(view.lifts).toEqual([true]);
  // The magnified board waits a moment (the tap will likely be over first): no flash at every move.
  expect(view.waits).toEqual([true]);
  press.up({ ...finger(e4, down), upTime: down + 60 });
  expect(moves()).toEqual(['e4']);
  expect(press.snapshot().aimed).toBe(-1);
  expect(view.aims.at(-1)).toBe(-1);
});

test('magnify - a quick tap 6 CSS px inside a shared edge places; 5 px inside, where the finger could have meant either square, it aims', () => {
  const { match, press, clock, moves } = pressOn('square:12', ['human', 'human']);
  const [c3, d4] = ['c3', 'd4'].map((n) => sq(match, n)) as [number, number];
  const down = clock.now();
  press.down(fingerByEdge(c3, down, 5), false);
  press.up({ ...fingerByEdge(c3, down, 5), upTime: down + 60 });
  expect(moves()).toEqual([]);
  expect(press.snapshot().aimed).toBe(c3);
  clock.advance(400);
  const next = clock.now();
  press.down(fingerByEdge(d4, next, 6), false);
  press.up({ ...fingerByEdge(d4, next, 6), upTime: next + 60 });
  expect(moves()).toEqual(['d4']);
});

test('magnify - a quick tap (60 ms) on a shared edge (too quick to see the magnified board) aims: the ring stays, a second tap on it places', () => {
  const { match, press, clock, view, moves } = pressOn('square:12');
  const e4 = sq(match, 'e4');
  const down = clock.now();
  press.down(fingerByEdge(e4, down), false);
  // The magnified board stood above the finger at once while it was down.
  expect(view.aims).toEqual([e4]);
  expect(view.lifts).toEqual([true]);
  expect(view.waits).toEqual([false]);
  clock.advance(60);
  press.up({ ...fingerByEdge(e4, down), upTime: clock.now() });
  // Nothing placed on the edge of 28-px squares the finger never saw: the aim stays there, on the board (not lifted).
  expect(moves()).toEqual([]);
  expect(press.snapshot().aimed).toBe(e4);
  expect(view.lifts.at(-1)).toBe(false);
  // A second quick tap on the aimed square plays it.
  clock.advance(400);
  const again = clock.now();
  press.down(fingerByEdge(e4, again), false);
  press.up({ ...fingerByEdge(e4, again), upTime: again + 50 });
  expect(moves()).toEqual(['e4']);
  expect(press.snapshot().aimed).toBe(-1);
  expect(view.aims.at(-1)).toBe(-1);
});

test('magnify - a quick tap on the edge of the square beside the aimed one moves the aim there (no move); Place plays the aim', () => {
  const { match, press, clock, moves } = pressOn('square:12');
  const [c3, d3] = ['c3', 'd3'].map((n) => sq(match, n)) as [number, number];
  const down = clock.now();
  press.down(fingerByEdge(c3, down), false);
  press.up({ ...fingerByEdge(c3, down), upTime: down + 40 });
  expect(press.snapshot().aimed).toBe(c3);
  clock.advance(300);
  const next = clock.now();
  press.down(fingerByEdge(d3, next), false);
  press.up({ ...fingerByEdge(d3, next), upTime: next + 40 });
  expect(moves()).toEqual([]);
  expect(press.snapshot().aimed).toBe(d3);
  press.confirmAim(clock.now());
  expect(moves()).toEqual(['d3']);
});

test('magnify - on a shared edge, held just long enough to see the magnified board (200 ms), the release places: one gesture', () => {
  const { match, press, clock, moves } = pressOn('square:12');
  const c3 = sq(match, 'c3');
  const down = clock.now();
  press.down(fingerByEdge(c3, down), false);
  press.up({ ...fingerByEdge(c3, down), upTime: down + 199 });
  expect(moves()).toEqual([]);
  clock.advance(300);
  const next = clock.now();
  const d5 = sq(match, 'd5');
  press.down(fingerByEdge(d5, next), false);
  press.up({ ...fingerByEdge(d5, next), upTime: next + 200 });
  expect(moves()).toEqual(['d5']);
});

test('magnify - a press on an edge held a while places on release without sliding; without the release time the clock is read', () => {
  const { match, press, clock, moves } = pressOn('square:12');
  const c3 = sq(match, 'c3');
  const down = clock.now();
  press.down(fingerByEdge(c3, down), false);
  clock.advance(800);
  press.up(fingerByEdge(c3, down));
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

test('magnify - a quick press on the middle of a square, slid onto another, places where it is released; quick and slid off, nothing', () => {
  const { match, press, clock, view, moves } = pressOn('square:12', ['human', 'human']);
  const [c3, d3] = ['c3', 'd3'].map((n) => sq(match, n)) as [number, number];
  const down = clock.now();
  press.down(finger(c3, down), false);
  press.move(fingerByEdge(d3, down));
  expect(view.aims).toEqual([c3, d3]);
  // Slid, the magnified board shows at once.
  expect(view.waits).toEqual([true, false]);
  press.up({ ...fingerByEdge(d3, down), upTime: down + 120 });
  expect(moves()).toEqual(['d3']);
  clock.advance(400);
  const again = clock.now();
  press.down(finger(c3, again), false);
  press.move(finger(-1, again));
  press.up({ ...finger(-1, again), upTime: again + 90 });
  expect(moves()).toEqual(['d3']);
  expect(press.snapshot().aimed).toBe(-1);
});
