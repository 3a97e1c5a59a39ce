// Before the last moves of a capture game the board says once what the last square does (RULES.md
// section 11: its cell captures every group of the other colour it touches) and who will fill it;
// never in a game without capture, nor with nobody to tell.
import { expect, test } from 'vitest';
import { resolveMove } from '../../../src/engine/index.ts';
import type { Match } from '../../../src/game/match.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { LAST_SQUARES_AT } from '../../../src/screens/game/last-squares-notice.ts';
import { LAST_SQUARES_NOTICE_MS } from '../../../src/words/capture-risk-words.ts';
import { makeMatch } from './ports.ts';

const ORDER = [
  'a1',
  'd4',
  'a3',
  'd2',
  'c1',
  'b4',
  'c3',
  'b2',
  'a2',
  'd3',
  'a4',
  'd1',
  'c2',
  'b3',
  'c4',
  'b1',
];

/** A board model on `match` whose moves settle one by one, as the board scene settles them. */
function board(match: Match, viewer: 0 | 1 | null = 0) {
  const notices: [string, number][] = [];
  const model = new BoardModel({
    match,
    names: ['You', 'Medium'],
    viewer,
    mode: viewer === null ? 'duo' : 'solo',
    view: { turn: () => {}, notice: (w, ms) => notices.push([w, ms]) },
  });
  const step = (n: number) => {
    for (let i = 0; i < n; i++) {
      const m = ORDER.find((name) => !('error' in resolveMove(match.position, name)))!;
      const move = resolveMove(match.position, m);
      if ('error' in move) throw new Error(move.error);
      const mover = match.position.toMove()!;
      match.play(move.square);
      model.moveSettled(model.moveShows(mover));
    }
  };
  const last = () => notices.filter(([w]) => /last square captures/.test(w));
  return { notices, step, last };
}

test('capture: when a handful of moves remain, the last square is said once, with who fills it', () => {
  const match = makeMatch('square:4/capture', ['human', 'human']);
  const b = board(match);
  b.step(16 - LAST_SQUARES_AT - 1);
  expect(b.last()).toEqual([]);
  b.step(1);
  expect(match.position.movesLeft()).toBe(LAST_SQUARES_AT);
  // 16 squares: the second player makes the 16th move.
  expect(b.last()).toEqual([
    [
      'The last square captures: whoever fills it takes every group of the other colour it touches. That will be Medium.',
      LAST_SQUARES_NOTICE_MS,
    ],
  ]);
  b.step(LAST_SQUARES_AT - 1);
  expect(b.last()).toHaveLength(1);
});

test('capture: the second seat is told the last square is theirs', () => {
  const match = makeMatch('square:4/capture', ['human', 'human']);
  const b = board(match, 1);
  b.step(16 - LAST_SQUARES_AT);
  expect(b.last().map(([w]) => w.split('. ')[1])).toEqual(['That will be you.']);
});

test('no word on the last square without capture, nor in a game with nobody to tell', () => {
  const plain = board(makeMatch('square:4', ['human', 'human']));
  plain.step(15);
  expect(plain.last()).toEqual([]);
  const watched = board(makeMatch('square:4/capture', ['human', 'human']), null);
  watched.step(15);
  expect(watched.last()).toEqual([]);
});
