// The last move of a capture game, as the board tells it (RULES.md section 11): Adaptive fills the
// last square and captures all 17 of the person's cells, 100–134 becoming 0–280. While the panels
// count that down, the status line the board model feeds must already say the final result, as the
// screen reader and the results do, never an interim pair beside "0 moves left" (a reviewer's board
// read "60–193, 0 moves left" while the results said 0–280).
import { expect, test } from 'vitest';
import type { Player } from '../../../src/engine/index.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { statusLine } from '../../../src/ui/status-line.ts';
import { standingWords } from '../../../src/ui/move-words.ts';
import { makeMatch, sq } from './ports.ts';

const GAME =
  'b5 d4 e5 b3 b2 d2 e2 c4 c2 c3 c1 e3 b1 d5 d1 e4 a1 c5 a2 b4 e1 d3 f2 a4 f1 a5 f3 b6 f4 e6 f5 c6 f6 a6 a3 d6';

test('the last square captures the whole board: every frame of the count says the final result', () => {
  const match = makeMatch('square:6/capture', ['human', 'human']);
  const names: [string, string] = ['You', 'Adaptive'];
  const model = new BoardModel({
    match,
    names,
    viewer: 0,
    mode: 'solo',
    view: { turn: (_p: Player | null) => undefined, notice: () => undefined },
  });
  const moves = GAME.split(' ');
  for (const name of moves.slice(0, -1)) match.play(sq(match, name));
  const before = match.scores();
  expect(before).toEqual([100, 134]);
  match.play(sq(match, moves.at(-1)!));
  const after = match.scores();
  expect(after).toEqual([0, 280]);
  const status = model.snapshot().status;
  expect(status.movesLeft).toBe(0);
  const results = standingWords(match.position, { names, viewer: 0 });
  expect(results).toBe('Game over: You lost by 280. Final score: You 0, Adaptive 280.');
  // The panels count from the scores before the move to the final ones; the line never reads them:
  // it says the result from the final scores throughout.
  expect(statusLine(status)).toBe('You lost by 280');
});

test("the game's last move lights no panel next: the computer's panel never says it thinks after it", () => {
  const match = makeMatch('square:6/capture', ['human', 'human']);
  const turns: [Player | null, Player | null][] = [];
  const model = new BoardModel({
    match,
    names: ['You', 'Adaptive'],
    viewer: 0,
    mode: 'solo',
    view: {
      turn: (p: Player | null, playing?: Player | null) => turns.push([p, playing ?? null]),
      notice: () => undefined,
    },
  });
  const moves = GAME.split(' ');
  for (const name of moves.slice(0, -1)) match.play(sq(match, name));
  // A move in play: the mover's move lands, the other is lit next.
  model.moveShows(match.position.toMove()!);
  expect(turns.at(-1)).toEqual([null, 2]);
  match.play(sq(match, moves.at(-1)!));
  expect(match.position.isOver()).toBe(true);
  model.moveShows(2);
  expect(turns.at(-1)).toEqual([null, null]);
});
