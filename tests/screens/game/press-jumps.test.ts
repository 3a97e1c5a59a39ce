// Jumps by touch on the press model (RULES.md section 13): a tap on your own cell that can jump
// selects it and shows its landing squares; a tap on one makes the jump, even on squares smaller than
// a finger (no aim first); a tap elsewhere lets the selection go and places as before; the keyboard's
// Enter (playInput) does the same.
import { expect, test } from 'vitest';
import { resolveMove } from '../../../src/engine/index.ts';
import { PressModel, type PressView } from '../../../src/screens/game/press.ts';
import { REFUSED_NOTICE_MS, refusedNoticeMs } from '../../../src/ui/refused-tap.ts';
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
  /** The cells marked as able to jump, as each call to the view left them. */
  const marked: string[][] = [];
  const view: PressView = {
    ...recordingPressView(),
    jumps: (from, landings, cells) => {
      shown.push([from, landings]);
      marked.push(
        cells.map(
          (c) => `${squareName(match, c.square)}>${c.over.map((o) => squareName(match, o)).join('.')}`,
        ),
      );
    },
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
  return { match, press, shown, marked, tap, clock, name: (s: number) => squareName(match, s) };
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

test('jump marks - on your turn your cells that can jump are marked, an arrow towards each cell they hop over; none on the other turn or once jumped', async () => {
  const b = jumpBoard(['b2', 'c3', 'a6', 'f6', 'e5'], false);
  await settle(b.match);
  // Player 2 to move: f6 can hop e5 (to d4); b2 is player 1's and marks nothing now.
  b.press.jumps.refresh();
  expect(b.marked.at(-1)!.sort()).toEqual(['c3>b2', 'f6>e5']);
  b.tap('e2');
  await settle(b.match);
  b.press.clear();
  // Player 1: b2 hops c3 to d4.
  expect(b.marked.at(-1)).toEqual(['b2>c3']);
  b.tap('b2');
  b.tap('d4');
  await settle(b.match);
  b.press.clear();
  expect(b.match.record()).toBe('square:6/jumps b2 c3 a6 f6 e5 e2 b2xd4');
  // Player 2's f6 would land on d4, now taken: no arrows for them.
  expect(b.marked.at(-1)).toEqual([]);
});

test('jump marks - none while the match is busy or without jumps left', async () => {
  const b = jumpBoard(['b2', 'c3', 'a6', 'f6']);
  await settle(b.match);
  const release = b.match.hold();
  b.press.jumps.refresh();
  expect(b.press.snapshot().jump.cells).toEqual([]);
  release();
  b.press.jumps.refresh();
  expect(b.press.snapshot().jump.cells.map((c) => b.name(c.square))).toEqual(['b2']);
});

test("a tap on the other player's cell says how to jump; on your cell that cannot jump, which can; keyboard alike", async () => {
  const b = jumpBoard(['b2', 'c3', 'a6', 'f6'], false);
  await settle(b.match);
  b.tap('c3');
  expect(b.press.snapshot().told).toBe('To jump, pick one of your cells with an arrow, then where it lands');
  expect(b.press.snapshot().jump.from).toBe(-1);
  b.clock.advance(5000);
  b.tap('a6');
  expect(b.press.snapshot().told).toBe('This cell cannot jump now: pick one of yours with an arrow');
  b.clock.advance(5000);
  // Enter on the other player's cell (the keyboard's playInput) is told too, not silent.
  expect(b.press.playInput(sq(b.match, 'f6'), b.clock.now())).toBe(false);
  expect(b.press.snapshot().told).toBe('To jump, pick one of your cells with an arrow, then where it lands');
  expect(b.match.record()).toBe('square:6/jumps b2 c3 a6 f6');
  // A why this long stays to be read, longer than a short refusal's bubble.
  expect(refusedNoticeMs(b.press.snapshot().told!)).toBeGreaterThanOrEqual(3000);
  expect(refusedNoticeMs('That square is taken')).toBe(REFUSED_NOTICE_MS);
});

test('with no jump open, a tap on a cell says what a jump needs; with both used, that they are used', async () => {
  const b = jumpBoard(['a1', 'f6'], false);
  await settle(b.match);
  b.tap('f6');
  expect(b.press.snapshot().told).toBe(
    'No jump yet: it needs your cell beside this one and an empty square beyond it',
  );
  b.clock.advance(5000);
  b.tap('a1');
  expect(b.press.snapshot().told).toBe(
    "No jump yet: it needs the other player's cell beside yours and an empty square beyond it",
  );
  // b2 hops c3 to d4, then e4 to f4: player 1 has no jumps left.
  const c = jumpBoard(['b2', 'c3', 'a6', 'f6', 'b2xd4', 'e4', 'd4xf4', 'b6'], false);
  await settle(c.match);
  expect(c.match.position.jumpsLeft(1)).toBe(0);
  c.tap('a6');
  expect(c.press.snapshot().told).toBe('You have used both your jumps');
  c.clock.advance(5000);
  c.tap('b6');
  expect(c.press.snapshot().told).toBe('That square is taken');
});
