// Jumps by touch on the press model (RULES.md section 13): a tap on your own cell that can jump
// selects it and shows its landing squares; a tap on one makes the jump, even on squares smaller than
// a finger (no aim first); a tap elsewhere lets the selection go and places as before; the keyboard's
// Enter (playInput) does the same.
import { expect, test } from 'vitest';
import { resolveMove } from '../../../src/engine/index.ts';
import { PressModel, type PressView } from '../../../src/screens/game/press.ts';
import {
  finger,
  handClock,
  indexBoard,
  makeMatch,
  recordingPressView,
  settle,
  sq,
  squareName,
} from './ports.ts';

function jumpBoard(moves: string[], aims = true) {
  const match = makeMatch('square:6/jumps', ['human', 'human']);
  for (const m of moves) {
    const move = resolveMove(match.position, m);
    if ('error' in move) throw new Error(move.error);
    match.play(move.square);
  }
  const shown: [number, number[]][] = [];
  const view: PressView = {
    ...recordingPressView(),
    jumps: (from, landings) => shown.push([from, landings]),
  };
  const clock = handClock();
  const press = new PressModel({
    match,
    board: indexBoard(match, aims ? 'aim' : 'tap'),
    view,
    clock: clock.now,
    names: ['A', 'B'],
  });
  press.drawn();
  clock.advance(10);
  const tap = (name: string) => {
    const s = sq(match, name);
    press.down(finger(s, clock.now()), false);
    press.up(finger(s, clock.now()));
  };
  return { match, press, shown, tap, clock, name: (s: number) => squareName(match, s) };
}

test('jump by touch - tap b2 (yours), its landing d4 is shown; tap d4: b2xd4 is played on the first tap', async () => {
  const b = jumpBoard(['b2', 'c3', 'a6', 'f6']);
  await settle(b.match);
  b.tap('b2');
  expect(b.press.snapshot().jump.from).toBe(sq(b.match, 'b2'));
  expect(b.press.snapshot().jump.landings.map((l) => b.name(l.square))).toEqual(['d4']);
  expect(b.shown.at(-1)).toEqual([sq(b.match, 'b2'), [sq(b.match, 'd4')]]);
  b.tap('d4');
  await settle(b.match);
  expect(b.match.record()).toBe('square:6/jumps b2 c3 a6 f6 b2xd4');
  expect(b.press.snapshot().jump.from).toBe(-1);
  expect(b.shown.at(-1)).toEqual([-1, []]);
  expect(b.match.position.jumpsLeft(1)).toBe(1);
});

test('jump by touch - a tap on another empty square lets the selection go and places there (after the aim)', async () => {
  const b = jumpBoard(['b2', 'c3', 'a6', 'f6'], false);
  await settle(b.match);
  b.tap('b2');
  b.tap('e2');
  await settle(b.match);
  expect(b.match.record()).toBe('square:6/jumps b2 c3 a6 f6 e2');
  expect(b.press.snapshot().jump.from).toBe(-1);
});

test('jump by touch - a cell that cannot jump is told as taken; the selected cell tapped again lets go', async () => {
  const b = jumpBoard(['b2', 'c3', 'a6', 'f6'], false);
  await settle(b.match);
  b.tap('a6');
  expect(b.press.snapshot().jump.from).toBe(-1);
  expect(b.press.snapshot().told).toMatch(/taken|already|cell/i);
  b.tap('b2');
  b.tap('b2');
  expect(b.press.snapshot().jump.from).toBe(-1);
  expect(b.match.record()).toBe('square:6/jumps b2 c3 a6 f6');
});

test('jump by keyboard - Enter on b2 then on d4 (playInput) makes the jump', async () => {
  const b = jumpBoard(['b2', 'c3', 'a6', 'f6']);
  await settle(b.match);
  expect(b.press.playInput(sq(b.match, 'b2'), b.clock.now())).toBe(false);
  expect(b.press.snapshot().jump.from).toBe(sq(b.match, 'b2'));
  expect(b.press.playInput(sq(b.match, 'd4'), b.clock.now())).toBe(true);
  await settle(b.match);
  expect(b.match.record()).toBe('square:6/jumps b2 c3 a6 f6 b2xd4');
});

test('no jumps without /jumps: a tap on your own cell is told as taken, nothing selected', async () => {
  const match = makeMatch('square:6', ['human', 'human']);
  match.play(sq(match, 'b2'));
  await settle(match);
  match.play(sq(match, 'c3'));
  await settle(match);
  const press = new PressModel({
    match,
    board: indexBoard(match),
    view: recordingPressView(),
    clock: () => 2000,
  });
  press.drawn();
  expect(press.playInput(sq(match, 'b2'), 3000)).toBe(false);
  expect(press.snapshot().jump.from).toBe(-1);
});
