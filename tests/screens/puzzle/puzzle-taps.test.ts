// Taps on the puzzle's board, on its model and the board's press model in Node: a reviewer's taps
// went unanswered after a second "Try again" (and the first after opening). Every tap after opening
// and after Try again (twice) is taken, and after a wrong try a tap on another square is the next
// try; a tap the board cannot take (a taken square, a puzzle done, a try still dividing) is answered by the refused sound and words saying why, never
// in silence.
import { expect, test } from 'vitest';
import { squareName } from '../../../src/engine/index.ts';
import { AgentClient } from '../../../src/ai/client.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { dailyNumber } from '../../../src/game/puzzles.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';
import { PressModel } from '../../../src/screens/game/press.ts';
import { PUZZLE_REFUSED_WORDS } from '../../../src/words/puzzle-refused-words.ts';
import { finger, handClock, indexBoard, recordingPressView } from '../game/ports.ts';

const TODAY = '2026-12-07';

function open(asked: number) {
  const model = PuzzleModel.open({
    asked,
    client: new AgentClient(),
    store: new Store(new MemoryStorage()),
    today: () => TODAY,
    canShare: false,
  });
  const match = model.match;
  const at = (name: string) => {
    for (let s = 0; s < match.position.layout.size; s++)
      if (squareName(match.position.layout, s) === name) return s;
    throw new Error(name);
  };
  // The puzzle's board names no players, as the scene makes it (scenes/puzzle.ts).
  const view = { ...recordingPressView(), refusals: 0, refused: () => void view.refusals++ };
  const clock = handClock();
  const press = new PressModel({ match, board: indexBoard(match), view, clock: clock.now });
  press.drawn();
  clock.advance(10);
  const tap = (name: string) => {
    clock.advance(500);
    const p = finger(at(name), clock.now());
    press.down(p, false);
    press.up(p);
    // The verdict shows once the try has landed (the view calls landed then).
    if (model.awaitingVerdict) model.landed();
  };
  return { model, match, press, view, tap, clock };
}

test('puzzle 366 (the daily the reviewer met): the first tap after opening is taken', () => {
  const { match, tap } = open(366);
  tap('a3');
  expect([match.state, match.tries]).toEqual(['wrong', 1]);
});

test('after Try again, twice, the next tap is taken each time', () => {
  for (const asked of [366, dailyNumber(TODAY)]) {
    const { model, match, tap } = open(asked);
    const free = match.position
      .legalMoveList()
      .filter((s) => s !== match.puzzle.answerSquare)
      .map((s) => squareName(match.position.layout, s));
    tap(free[0]!);
    expect(match.state).toBe('wrong');
    model.tryAgain();
    tap(free[1]!);
    expect([match.state, match.tries]).toEqual(['wrong', 2]);
    model.tryAgain();
    expect(match.state).toBe('solving');
    tap(match.puzzle.answer);
    expect(match.state).toBe('solved');
  }
});

test('after a wrong try, a tap on another empty square is the next try: the wrong move is taken back first', () => {
  const { match, tap } = open(366);
  const start = match.position.ply;
  tap('a3');
  expect([match.state, match.tries]).toEqual(['wrong', 1]);
  tap('b6');
  // One move on the board: b6, with a3 taken back.
  expect([match.state, match.tries, match.position.ply - start]).toEqual(['wrong', 2, 1]);
  expect(squareName(match.position.layout, match.position.lastMove())).toBe('b6');
  tap('a5');
  expect(match.state).toBe('solved');
});

test('a tap the board cannot take is told why, with the refused sound: never silent', () => {
  const { match, view, tap } = open(366);
  tap('a3');
  // A wrong try on the board: a tap on its own square is told it is taken.
  tap('a3');
  expect(view.told.at(-1)).toBe('That square is taken');
  expect(view.refusals).toBe(1);
  // A try still dividing (the view holds the match): told to wait a moment.
  const release = match.hold();
  tap('b6');
  expect(view.told.at(-1)).toBe(PUZZLE_REFUSED_WORDS.wait);
  release();
  tap('a5');
  expect(match.state).toBe('solved');
  // Solved: the board says the puzzle is done and where to go on.
  tap('b6');
  expect(view.told.at(-1)).toBe(PUZZLE_REFUSED_WORDS.over);
  expect(view.refusals).toBe(3);
});

test('a held square answers on its lift, however late a busy phone stamps it; sliding off plays nothing', () => {
  // a 60 ms tap on a loaded phone reached the page stamped 0.5-1.5 s apart, past the old
  // look's 450 ms, and its lift played nothing. The puzzle's hold now only shows (holdShows), as the
  // game board's: the lift on its square answers.
  const { match, press, clock } = open(366);
  const at = (name: string) => {
    for (let s = 0; s < match.position.layout.size; s++)
      if (squareName(match.position.layout, s) === name) return s;
    return -1;
  };
  const c1 = at('c1');
  const down = clock.now();
  press.down(finger(c1, down), false);
  press.holdShows(c1);
  press.up({ ...finger(c1, down), upTime: down + 1500 });
  press.holdShows(-1);
  expect([match.state, squareName(match.position.layout, match.position.lastMove())]).toEqual([
    'wrong',
    'c1',
  ]);
  // Held, then slid off the board before the lift: nothing played, no try spent.
  const again = open(366);
  const ply = again.match.position.ply;
  const from = again.clock.now();
  again.press.down(finger(c1, from), false);
  again.press.holdShows(c1);
  again.press.move({ ...finger(-1, from) });
  again.press.up({ ...finger(-1, from), upTime: from + 1500 });
  expect([again.match.position.ply, again.match.tries]).toEqual([ply, 0]);
});
