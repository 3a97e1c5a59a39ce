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
import { lookedWords } from '../../../src/words/press-words.ts';
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

test('a quick tap a slow frame took for a hold (the look began before its release came) is taken; a real hold plays nothing and says so', () => {
  // The reviewer's first tap on the warm-up: the look's timer ran before the page heard the lift,
  // 400 ms after the finger went down by its own times; the press was dropped in silence.
  const { match, press, clock } = open(21);
  const e3 = (() => {
    for (let s = 0; s < match.position.layout.size; s++)
      if (squareName(match.position.layout, s) === 'e3') return s;
    return -1;
  })();
  const down = clock.now();
  press.down(finger(e3, down), false);
  press.cancelPress();
  press.up({ ...finger(e3, down), upTime: down + 400 });
  expect(match.position.lastMove()).toBe(e3);
  // Held long enough to look: nothing played, and the board says why.
  const again = open(21);
  const at = again.clock.now();
  const ply = again.match.position.ply;
  again.press.down(finger(e3, at), false);
  again.press.cancelPress();
  again.press.up({ ...finger(e3, at), upTime: at + 700 });
  expect([again.match.position.ply, again.match.tries]).toEqual([ply, 0]);
  expect(again.view.told).toEqual([lookedWords('touch')]);
});
