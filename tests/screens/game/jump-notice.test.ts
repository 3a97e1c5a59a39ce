// How to jump is said where a player meets it: on the board, once per match, the first time the
// person has a jump to make on their turn (RULES.md section 13), in the verb of their input; and
// in the how-to-play's jump demo and its rules line.
import { expect, test } from 'vitest';
import { resolveMove } from '../../../src/engine/index.ts';
import type { Match } from '../../../src/game/match.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { canJumpNow, jumpNoticeOnce } from '../../../src/screens/game/jump-notice.ts';
import { panelWords } from '../../../src/screens/game/panel-words.ts';
import { HOW_TO_PLAY_VARIANTS } from '../../../src/words/how-to-play-rules.ts';
import { JUMP_NOTICE_MS } from '../../../src/words/jump-words.ts';
import { makeMatch } from './ports.ts';

function play(match: Match, moves: string[]): void {
  for (const m of moves) {
    const move = resolveMove(match.position, m);
    if ('error' in move) throw new Error(move.error);
    match.play(move.square);
  }
}

/** A board model on `match` whose moves settle one by one, as the board scene settles them. */
function board(match: Match, press?: () => string, viewer: 0 | 1 | null = 0) {
  const notices: [string, number][] = [];
  const model = new BoardModel({
    match,
    names: ['You', 'Them'],
    viewer,
    mode: viewer === null ? 'duo' : 'solo',
    view: { turn: () => {}, notice: (w, ms) => notices.push([w, ms]) },
    press,
  });
  const step = (moves: string[]) => {
    for (const m of moves) {
      const mover = match.position.toMove()!;
      play(match, [m]);
      model.moveSettled(model.moveShows(mover));
    }
  };
  return { notices, step };
}

test('the first time the person can jump, the board says the gesture, once per match', () => {
  const match = makeMatch('square:6/jumps', ['human', 'human']);
  const b = board(match);
  // b2 and c3 stand diagonally, d4 beyond is empty: but it is the other player's turn after c3.
  b.step(['b2', 'c3']);
  expect(canJumpNow(match)).toBe(true);
  // Player 1 to move, and b2 can jump c3 to d4: said now, with its time to be read.
  expect(b.notices).toEqual([
    [
      'You can jump: tap one of your cells with an arrow, then the square where it lands. The cell it hops over turns your colour.',
      JUMP_NOTICE_MS,
    ],
  ]);
  b.step(['a6', 'f6', 'a5', 'f5']);
  expect(b.notices).toHaveLength(1);
});

test('not said while no jump is open, nor to the other player, nor without jumps in the rules; a mouse clicks', () => {
  // Player 1's turn with no cell of theirs beside player 2's: nothing.
  const far = makeMatch('square:6/jumps', ['human', 'human']);
  const f = board(far);
  f.step(['a1', 'f6']);
  expect(canJumpNow(far)).toBe(false);
  expect(f.notices).toEqual([]);
  // The person is player 2: player 1's jump is not theirs to make.
  const second = makeMatch('square:6/jumps', ['human', 'human']);
  const s = board(second, undefined, 1);
  s.step(['b2', 'c3']);
  expect(s.notices).toEqual([]);
  // The same board without jumps: nothing.
  const plain = makeMatch('square:6', ['human', 'human']);
  const p = board(plain);
  p.step(['b2', 'c3']);
  expect(p.notices).toEqual([]);
  // With a mouse: "click".
  const mouse = makeMatch('square:6/jumps', ['human', 'human']);
  const m = board(mouse, () => 'click');
  m.step(['b2', 'c3']);
  expect(m.notices[0]![0]).toMatch(/^You can jump: click one of your cells with an arrow, then/);
});

test("with both jumps spent, no notice: the person's chance has gone", () => {
  const match = makeMatch('square:6/jumps', ['human', 'human']);
  play(match, ['b2', 'c3', 'b2xd4', 'e5', 'd4xf6', 'a1']);
  // Two jumps of player 1 made before the model was there: none left.
  expect(match.position.jumpsLeft(1)).toBe(0);
  expect(canJumpNow(match)).toBe(false);
});

test("the how-to-play's rules line says the gesture", () => {
  expect(HOW_TO_PLAY_VARIANTS.jumps).toMatch(/tap your cell, then the empty square just beyond/);
});

test("each player's panel says their jumps left at every moment, before the turn's words; none without jumps", () => {
  const match = makeMatch('square:6/jumps', ['human', 'human']);
  const model = new BoardModel({
    match,
    names: ['You', 'Them'],
    viewer: 0,
    mode: 'solo',
    view: { turn: () => {}, notice: () => {} },
  });
  expect(model.snapshot().jumpsLeft).toEqual([2, 2]);
  play(match, ['b2', 'c3', 'b2xd4']);
  expect(model.snapshot().jumpsLeft).toEqual([1, 2]);
  play(match, ['e5', 'd4xf6']);
  expect(model.snapshot().jumpsLeft).toEqual([0, 2]);
  match.undo();
  expect(model.snapshot().jumpsLeft).toEqual([1, 2]);
  const at = { theirTurn: false, thinking: false, paused: false, turnWord: 'Your turn', dots: 0 };
  expect(panelWords({ ...at, theirTurn: true, jumpsLeft: 2 })).toBe('2 jumps · Your turn');
  expect(panelWords({ ...at, jumpsLeft: 1 })).toBe('1 jump');
  expect(panelWords({ ...at, thinking: true, jumpsLeft: 0 })).toBe('no jumps · thinking');
  expect(panelWords({ ...at, theirTurn: true, jumpsLeft: null })).toBe('Your turn');
  const plain = makeMatch('square:6', ['human', 'human']);
  const none = new BoardModel({
    match: plain,
    names: ['You', 'Them'],
    viewer: 0,
    mode: 'solo',
    view: { turn: () => {}, notice: () => {} },
  });
  expect(none.snapshot().jumpsLeft).toBeNull();
});

test("a game that opens with a jump already there (a link's, a resumed one) says it as the board shows, not after the person's move", () => {
  const match = makeMatch('square:6/jumps', ['human', 'human']);
  play(match, ['b2', 'c3']);
  const notices: string[] = [];
  const model = new BoardModel({
    match,
    names: ['You', 'Them'],
    viewer: 0,
    mode: 'solo',
    view: { turn: () => {}, notice: (w) => notices.push(w) },
  });
  model.shown();
  expect(notices).toHaveLength(1);
  expect(notices[0]).toMatch(/^You can jump: tap one of your cells/);
  // A new layout of the same match (a resize) does not say it again.
  model.shown();
  expect(notices).toHaveLength(1);
});

test('a person who has jumped already (before any notice) is not told how afterwards', () => {
  const match = makeMatch('square:6/jumps', ['human', 'human']);
  const b = board(match);
  // The jump is there from player 1's second turn on; here the model comes in after it was made.
  play(match, ['b2', 'c3', 'b2xd4']);
  b.step(['e3']);
  // Player 1 to move, and d4 over e3 to f2 is open: they know how, nothing is said.
  expect(match.position.toMove()).toBe(1);
  expect(canJumpNow(match)).toBe(true);
  expect(b.notices).toEqual([]);
});

test("on a hexagonal board the notice names the board's places: the empty hexagon beyond", () => {
  // The first opening on hex:4 after which the first player can jump the second's cell.
  const size = makeMatch('hex:4/jumps', ['human', 'human']).position.layout.size;
  for (let a = 0; a < size; a++)
    for (let c = 0; c < size; c++) {
      const match = makeMatch('hex:4/jumps', ['human', 'human']);
      if (a === c || !match.play(a) || !match.play(c) || !canJumpNow(match)) continue;
      expect(jumpNoticeOnce(match, 0, 'tap')).toBe(
        'You can jump: tap one of your cells with an arrow, then the hexagon where it lands. The cell it hops over turns your colour.',
      );
      return;
    }
  throw new Error('no opening on hex:4 opens a jump');
});

test('against an opponent that never jumps the notice says so; against the Expert or a person it does not', () => {
  // The first opening on square:5 after which the first player can jump the second's cell.
  const opening = (() => {
    const size = makeMatch('square:5/jumps', ['human', 'human']).position.layout.size;
    for (let a = 0; a < size; a++)
      for (let c = 0; c < size; c++) {
        const m = makeMatch('square:5/jumps', ['human', 'human']);
        if (a !== c && m.play(a) && m.play(c) && canJumpNow(m)) return [a, c];
      }
    throw new Error('no opening on square:5 opens a jump');
  })();
  const said = (opponent: string) =>
    jumpNoticeOnce(makeMatch('square:5/jumps', ['human', opponent], opening), 0, 'tap');
  expect(said('easy')).toMatch(/turns your colour\. Easy never jumps\.$/);
  expect(said('adaptive:0.5')).toMatch(/ Adaptive never jumps\.$/);
  expect(said('expert')).toMatch(/turns your colour\.$/);
  expect(said('human')).toMatch(/turns your colour\.$/);
});

test('a panel counts jumps only for a player who jumps: Easy never does, the Expert does', () => {
  const jumpsLeft = (players: [string, string], rules = 'square:6/jumps') =>
    new BoardModel({
      match: makeMatch(rules, players),
      names: ['You', 'Them'],
      viewer: 0,
      mode: 'solo',
      view: { turn: () => {}, notice: () => {} },
    }).snapshot().jumpsLeft;
  expect(jumpsLeft(['human', 'easy'])).toEqual([2, null]);
  expect(jumpsLeft(['human', 'expert'])).toEqual([2, 2]);
  expect(jumpsLeft(['human', 'human'])).toEqual([2, 2]);
  expect(jumpsLeft(['human', 'easy'], 'square:6')).toBeNull();
});
