// The press model in Node: place on release, slide off cancels, one magnified gesture on small
// squares (press-magnify.test.ts), tap to aim and Place (a setting), a tap while the person waits
// for the computer kept for the turn (a premove), and every refused tap told why (at most once a while).
// These facts were checked in Chromium by safe-input, aim-drag, refused-tap and turn-feel.
import { expect, test } from 'vitest';
import { pressStyle } from '../../../src/screens/game/board-fit.ts';
import { finger, pressAsYou as pressOn, settle, sq, squareName } from './ports.ts';

test('press - the pressed square shows the cell to come, nothing is placed while held, release on it places', () => {
  const { match, press, view, clock, moves } = pressOn('square:5', ['human', 'easy']);
  const c3 = sq(match, 'c3');
  press.down(finger(c3, clock.now(), false), false);
  expect(press.snapshot().pressed).toBe(c3);
  expect(press.snapshot().ghost).toEqual({ square: c3, alpha: 0.75 });
  expect(moves()).toEqual([]);
  press.up(finger(c3, clock.now(), false));
  expect(press.snapshot().pressed).toBe(-1);
  expect(press.snapshot().ghost).toBeNull();
  expect(moves()).toEqual(['c3']);
  expect(view.ghosts.at(-1)).toEqual([-1, 0]);
});

test('press - sliding off the square cancels: nothing placed, nothing pressed', () => {
  const { match, press, clock, moves } = pressOn('square:5', ['human', 'easy']);
  const c3 = sq(match, 'c3');
  press.down(finger(c3, clock.now(), false), false);
  press.move(finger(sq(match, 'd3'), clock.now(), false));
  expect(press.snapshot().pressed).toBe(-1);
  press.up(finger(sq(match, 'd3'), clock.now(), false));
  expect(moves()).toEqual([]);
});

test('press - a mouse shows a ghost where a click would place, a finger shows none until it presses', () => {
  const { match, press, clock } = pressOn('square:5', ['human', 'easy']);
  press.move(finger(sq(match, 'b2'), clock.now(), false));
  expect(press.snapshot().ghost).toEqual({ square: sq(match, 'b2'), alpha: 0.4 });
  press.move(finger(sq(match, 'b2'), clock.now(), true));
  expect(press.snapshot().ghost).toBeNull();
});

test("press - on a beaker a press names its column's landing square, a slide to another column cancels, a tap plays the column", () => {
  const { match, press, clock, moves } = pressOn('beaker:4x4', ['human', 'easy']);
  press.down(finger(sq(match, 'a4'), clock.now()), false);
  expect(squareName(match, press.snapshot().pressed)).toBe('a1');
  press.move(finger(sq(match, 'b3'), clock.now()));
  press.up(finger(sq(match, 'b3'), clock.now()));
  expect(moves()).toEqual([]);
  press.down(finger(sq(match, 'c3'), clock.now()), false);
  press.up(finger(sq(match, 'c3'), clock.now()));
  expect(moves()).toEqual(['c1']);
});

test('aim - a press aims, a slide moves the aim square by square, release places nothing, Place plays the aimed square', () => {
  const { match, press, clock, view, moves } = pressOn('square:12', ['human', 'easy'], { style: 'aim' });
  const [c3, d3, e4, f5] = ['c3', 'd3', 'e4', 'f5'].map((n) => sq(match, n)) as [
    number,
    number,
    number,
    number,
  ];
  press.down(finger(c3, clock.now()), false);
  expect(press.snapshot().aimed).toBe(c3);
  press.move(finger(d3, clock.now()));
  expect(press.snapshot().aimed).toBe(d3);
  press.move(finger(e4, clock.now()));
  press.move(finger(f5, clock.now()));
  expect(press.snapshot().aimed).toBe(f5);
  press.up(finger(f5, clock.now()));
  expect(moves()).toEqual([]);
  expect(press.snapshot().aimed).toBe(f5);
  expect(view.aims).toEqual([c3, d3, e4, f5]);
  press.confirmAim(clock.now());
  expect(moves()).toEqual(['f5']);
  expect(press.snapshot().aimed).toBe(-1);
});

test.each([
  [44, true, 'magnify', 'tap'],
  [40, true, 'aim', 'tap'],
  [39, true, 'magnify', 'magnify'],
  [30, true, 'aim', 'aim'],
  [20, false, 'aim', 'tap'],
] as const)('pressStyle - squares of %i CSS px, touch %s, setting %s: %s', (css, touch, placing, style) => {
  expect(pressStyle(css, touch, placing)).toBe(style);
});

test('aim (the setting) - a tap on a square’s middle only aims; a second tap on the aimed square plays it; a tap on another square moves the aim', () => {
  const { match, press, clock, moves } = pressOn('square:12', ['human', 'easy'], { style: 'aim' });
  const [c3, d4] = [sq(match, 'c3'), sq(match, 'd4')];
  press.down(finger(c3, clock.now()), false);
  press.up(finger(c3, clock.now()));
  press.down(finger(d4, clock.now()), false);
  press.up(finger(d4, clock.now()));
  expect(press.snapshot().aimed).toBe(d4);
  expect(moves()).toEqual([]);
  press.down(finger(d4, clock.now()), false);
  press.up(finger(d4, clock.now()));
  expect(moves()).toEqual(['d4']);
});

test('aim - under gravity the aim is the landing square, and follows a slide to the next column', () => {
  const { match, press, clock, moves } = pressOn('flask:8x8', ['human', 'easy'], { style: 'aim' });
  press.down(finger(sq(match, 'd4'), clock.now()), false);
  expect(squareName(match, press.snapshot().aimed)).toBe('d1');
  press.move(finger(sq(match, 'e4'), clock.now()));
  expect(squareName(match, press.snapshot().aimed)).toBe('e1');
  press.up(finger(sq(match, 'e4'), clock.now()));
  expect(moves()).toEqual([]);
});

test('aim - a hold that asked for a gain preview places nothing on release (cancelPress)', () => {
  const { match, press, clock, moves } = pressOn('square:5', ['human', 'easy']);
  const c3 = sq(match, 'c3');
  press.down(finger(c3, clock.now()), false);
  clock.advance(600);
  press.cancelPress();
  press.up(finger(c3, clock.now()));
  expect(moves()).toEqual([]);
});

test('refused - a tap on a taken square shakes its cell and says so once in a while, and plays nothing', async () => {
  const { match, press, clock, view, moves } = pressOn('square:5', ['human', 'easy'], {
    names: ['You', 'Easy'],
  });
  const c3 = sq(match, 'c3');
  press.down(finger(c3, clock.now()), false);
  press.up(finger(c3, clock.now()));
  await settle(match);
  press.drawn();
  clock.advance(10);
  expect(moves()).toHaveLength(2);
  for (let i = 0; i < 2; i++) {
    press.down(finger(c3, clock.now()), false);
    press.up(finger(c3, clock.now()));
    clock.advance(100);
  }
  expect(view.told).toEqual(['That square is taken']);
  expect(view.shaken).toEqual([c3, c3]);
  expect(moves()).toHaveLength(2);
});

test('refused - a hold on a taken cell that showed its count still says it is taken on release, as a tap', async () => {
  const { match, press, clock, view } = pressOn('square:5', ['human', 'easy'], { names: ['You', 'Easy'] });
  const c3 = sq(match, 'c3');
  press.down(finger(c3, clock.now()), false);
  press.up(finger(c3, clock.now()));
  await settle(match);
  press.drawn();
  clock.advance(600);
  // A phone's slow frame: the tap's release came after the hold's timer, which showed the cell's count.
  const down = clock.now();
  press.down(finger(c3, down), false);
  clock.advance(600);
  press.cancelPress();
  press.up({ ...finger(c3, down), upTime: clock.now() });
  expect(view.told).toEqual(['That square is taken']);
  expect(view.shaken).toEqual([c3]);
});

test('refused - under gravity a tap on a full column says so and plays nothing', async () => {
  // flask:8x3's a column holds one cell: full once a1 is played.
  const { match, press, view, clock } = pressOn('flask:8x3', ['human', 'easy'], { names: ['You', 'Easy'] });
  press.down(finger(sq(match, 'a1'), clock.now()), false);
  press.up(finger(sq(match, 'a1'), clock.now()));
  await settle(match);
  const before = match.position.ply;
  press.drawn();
  clock.advance(10);
  press.down(finger(sq(match, 'a1'), clock.now()), false);
  press.up(finger(sq(match, 'a1'), clock.now()));
  expect(view.told).toEqual(['That column is full: choose another']);
  expect(match.position.ply).toBe(before);
});

test("turn - a tap made before the person's turn was drawn waits for it: played once the turn is drawn, not before", () => {
  const { match, press, clock, view, moves } = pressOn('square:5', ['human', 'hard'], {
    names: ['You', 'Hard'],
  });
  // The opponent's move begins to show; the turn is not drawn yet.
  press.opponentMoveShows();
  press.awaitDrawn();
  clock.advance(5);
  const madeAt = clock.now();
  press.down(finger(sq(match, 'e5'), madeAt), false);
  press.up(finger(sq(match, 'e5'), madeAt));
  expect(moves()).toEqual([]);
  expect(view.told).toEqual([]);
  press.drawn();
  expect(moves()).toEqual(['e5']);
});

test('cut press - a press held as the board is laid out again has its release refused with words to act on', () => {
  const { match, press, clock, view, moves } = pressOn('square:5', ['human', 'easy']);
  press.keepCutPress(7);
  press.up({ id: 7, x: sq(match, 'c3'), y: 0, touch: true, downTime: clock.now() });
  expect(view.told).toEqual(['The board moved as the screen turned: tap again']);
  expect(moves()).toEqual([]);
});

test('cut press - released outside the game (the turned screen ends above the finger), it is told too; a pointer merely leaving is not', () => {
  const { press, clock, view, moves } = pressOn('square:5', ['human', 'easy']);
  press.keepCutPress(7);
  press.out();
  expect(view.told).toEqual([]);
  press.out(7);
  expect(view.told).toEqual(['The board moved as the screen turned: tap again']);
  clock.advance(10);
  expect(moves()).toEqual([]);
});

/** The person's turn after the opponent's reply, with the reply's move on screen and the turn not yet drawn. */
async function replyOnScreen(players: [string, string] = ['human', 'hard']) {
  const on = pressOn('square:5', players, { names: ['You', 'Hard'] });
  const { match, press, clock } = on;
  press.down(finger(sq(match, 'c3'), clock.now()), false);
  press.up(finger(sq(match, 'c3'), clock.now()));
  await settle(match);
  // As the board shows the reply: it begins to show, the turn is held, a frame shows the move.
  press.opponentMoveShows();
  press.awaitDrawn();
  clock.advance(5);
  press.opponentMoveDrawn();
  clock.advance(5);
  const reply = on.moves()[1]!;
  const free = ['e5', 'a1', 'e1', 'a5'].filter((n) => n !== reply);
  const tap = (name: string) => {
    press.down(finger(sq(match, name), clock.now()), false);
    press.up(finger(sq(match, name), clock.now()));
    clock.advance(30);
  };
  return { ...on, reply, free, tap };
}

test("kept tap - a tap while the opponent's move is on screen is kept, then played once the turn is drawn, once", async () => {
  const { match, press, moves, view, free, tap } = await replyOnScreen();
  const before = match.inputs.refused;
  tap(free[0]!);
  expect(moves()).toHaveLength(2);
  expect(press.snapshot().queued).toBe(sq(match, free[0]!));
  // Its cell shows faintly where it will go; nothing is told.
  expect(view.ghosts.at(-1)).toEqual([sq(match, free[0]!), 0.4]);
  expect(view.told).toEqual([]);
  press.drawn();
  expect(moves()).toEqual(['c3', expect.any(String), free[0]]);
  expect(press.snapshot().queued).toBe(-1);
  // Another frame plays nothing more.
  press.drawn();
  await settle(match);
  expect(moves()).toHaveLength(4);
  expect(moves().filter((m) => m === free[0])).toHaveLength(1);
  expect(match.inputs.refused).toBe(before);
});

test('kept tap - under mashing only the last tap counts: one move', async () => {
  const { match, press, moves, free, tap } = await replyOnScreen();
  for (let i = 0; i < 5; i++) tap(free[i % 2]!);
  expect(press.snapshot().queued).toBe(sq(match, free[0]!));
  tap(free[1]!);
  press.drawn();
  press.drawn();
  expect(moves()).toEqual(['c3', expect.any(String), free[1]]);
  await settle(match);
  expect(moves()).toHaveLength(4);
  expect(moves()).not.toContain(free[0]);
});

test("kept tap - a tap on the opponent's new cell is kept and dropped with the taken square's shake and words once the turn shows", async () => {
  const { match, press, moves, view, reply, tap } = await replyOnScreen();
  tap(reply);
  expect(view.shaken).toEqual([]);
  expect(view.told).toEqual([]);
  press.drawn();
  expect(view.shaken).toEqual([sq(match, reply)]);
  expect(view.told).toEqual(['That square is taken']);
  expect(moves()).toHaveLength(2);
  expect(match.canPlay()).toBe(true);
});

test('kept tap - an undo (the view drops the aim) or a restart (the board is drawn anew) drops it', async () => {
  for (const drop of ['undo', 'restart'] as const) {
    const { press, moves, free, tap } = await replyOnScreen();
    tap(free[0]!);
    if (drop === 'undo') press.clearAim();
    else press.clear();
    expect(press.snapshot().queued).toBe(-1);
    press.drawn();
    expect(moves(), drop).toHaveLength(2);
  }
});

test("kept tap - judged by the event's own time: a tap made while the computer thought but handled after its move showed is kept for the turn", async () => {
  const on = pressOn('square:5', ['human', 'hard'], { names: ['You', 'Hard'] });
  const { match, press, clock, view, moves } = on;
  press.down(finger(sq(match, 'c3'), clock.now()), false);
  press.up(finger(sq(match, 'c3'), clock.now()));
  await settle(match);
  press.opponentMoveShows();
  press.awaitDrawn();
  const madeAt = clock.now();
  clock.advance(5);
  press.opponentMoveDrawn();
  clock.advance(5);
  const free = ['e5', 'a1'].find((n) => !moves().includes(n))!;
  press.down(finger(sq(match, free), madeAt), false);
  press.up(finger(sq(match, free), madeAt));
  expect(press.snapshot().queued).toBe(sq(match, free));
  expect(view.told).toEqual([]);
  press.drawn();
  expect(moves()).toEqual(['c3', expect.any(String), free]);
});

test("kept tap - one made during the opponent's move but handled after the turn was drawn is played then, with no faint cell left", async () => {
  const { match, press, clock, moves, view, free } = await replyOnScreen();
  const madeAt = clock.now();
  clock.advance(5);
  press.drawn();
  press.down(finger(sq(match, free[0]!), madeAt), false);
  press.up(finger(sq(match, free[0]!), madeAt));
  expect(moves()).toEqual(['c3', expect.any(String), free[0]]);
  expect(press.snapshot().queued).toBe(-1);
  expect(press.snapshot().ghost).toBeNull();
  expect(view.told).toEqual([]);
});
