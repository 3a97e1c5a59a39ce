// A tap made while the person waits for the computer (it thinks, or its move comes in) is kept for
// the turn, lichess's premove: marked by its faint cell, let go by a second tap on it, moved by a tap
// on another square, played once the turn is drawn (on small squares aimed there, for a second tap), and no words over
// the board. The kept taps during the opponent's move on screen are in press.test.ts.
import { expect, test } from 'vitest';
import { MAGNIFIER_SEEN_MS } from '../../../src/screens/game/board-fit.ts';
import { byLine, finger, pressAsYou as pressOn, settle, sq } from './ports.ts';
import type { PressPointer } from '../../../src/screens/game/press.ts';

test('premove - a tap while the computer thinks is kept quietly, marked by its faint cell, and played once its move is in and the turn drawn', async () => {
  const { match, press, clock, view, moves } = pressOn('square:8', ['human', 'expert']);
  press.down(finger(sq(match, 'c3'), clock.now()), false);
  press.up(finger(sq(match, 'c3'), clock.now()));
  expect(moves()).toEqual(['c3']);
  expect(match.isThinking).toBe(true);
  const before = match.inputs.refused;
  const free = ['a1', 'h8'];
  press.down(finger(sq(match, free[0]!), clock.now()), false);
  press.up(finger(sq(match, free[0]!), clock.now()));
  // No words over the board, no refusal: the square is marked for the turn.
  expect(view.told).toEqual([]);
  expect(match.inputs.refused).toBe(before);
  expect(press.snapshot().queued).toBe(sq(match, free[0]!));
  expect(view.ghosts.at(-1)).toEqual([sq(match, free[0]!), 0.4]);
  await settle(match);
  // The computer's move comes in (the board clears what it showed, keeping the kept tap), then the turn is drawn.
  press.opponentMoveShows();
  press.clear(true);
  press.awaitDrawn();
  expect(press.snapshot().queued).toBe(sq(match, free[0]!));
  clock.advance(5);
  const reply = moves()[1]!;
  press.drawn();
  if (reply === free[0]) expect(view.told).toEqual(['That square is taken']);
  else expect(moves()).toEqual(['c3', reply, free[0]]);
  expect(press.snapshot().queued).toBe(-1);
});

test('premove - a second tap on the kept square lets it go, a tap on another square moves it, a tap on a cell drops it', async () => {
  const { match, press, clock, view, moves } = pressOn('square:8', ['human', 'expert']);
  const tap = (name: string) => {
    press.down(finger(sq(match, name), clock.now()), false);
    press.up(finger(sq(match, name), clock.now()));
    clock.advance(30);
  };
  tap('c3');
  expect(match.isThinking).toBe(true);
  tap('a1');
  tap('a1');
  expect(press.snapshot().queued).toBe(-1);
  expect(view.ghosts.at(-1)).toEqual([-1, 0]);
  tap('a1');
  tap('h8');
  expect(press.snapshot().queued).toBe(sq(match, 'h8'));
  tap('c3');
  expect(press.snapshot().queued).toBe(-1);
  expect(view.told).toEqual([]);
  expect(view.shaken).toEqual([]);
  await settle(match);
  press.opponentMoveShows();
  press.clear(true);
  press.awaitDrawn();
  press.drawn();
  expect(moves()).toHaveLength(2);
});

/**
 * On squares smaller than a finger: c3 placed by a held press, then a1 tapped (by `tap`) while Hard
 * answers, kept, and the turn drawn. Hard's reply to c3 is not a1, so the kept tap is still free.
 */
async function keptTapOnA1(tap: (square: number, downTime: number) => PressPointer) {
  const on = pressOn('square:5', ['human', 'hard'], { names: ['You', 'Hard'], style: 'magnify' });
  const { match, press, clock, moves } = on;
  // A held press places (the magnifier seen).
  const downAt = clock.now();
  press.down(finger(sq(match, 'c3'), downAt), false);
  clock.advance(MAGNIFIER_SEEN_MS);
  press.up(finger(sq(match, 'c3'), downAt));
  expect(moves()).toEqual(['c3']);
  clock.advance(500);
  press.down(tap(sq(match, 'a1'), clock.now()), false);
  press.up(tap(sq(match, 'a1'), clock.now()));
  expect(press.snapshot().queued).toBe(sq(match, 'a1'));
  await settle(match);
  press.opponentMoveShows();
  press.clear(true);
  press.awaitDrawn();
  press.drawn();
  expect(moves()[1]).not.toBe('a1');
  return on;
}

test.each([
  { where: 'by a line', tap: byLine },
  { where: 'well inside its square', tap: finger },
])(
  'premove - on squares smaller than a finger a kept tap $where is aimed when the turn is drawn, for a second tap to place',
  async ({ tap }) => {
    const on = await keptTapOnA1(tap);
    const { match, press, clock, view, moves } = on;
    const free = ['a1'];
    expect(moves()).toHaveLength(2);
    expect(press.snapshot().aimed).toBe(sq(match, free[0]!));
    expect(view.settles.at(-1)).toBe(true);
    clock.advance(50);
    press.down(finger(sq(match, free[0]!), clock.now()), false);
    press.up(finger(sq(match, free[0]!), clock.now()));
    expect(moves()).toEqual(['c3', moves()[1], free[0]]);
  },
);
