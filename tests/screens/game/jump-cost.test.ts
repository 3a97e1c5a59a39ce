// Why a jump cost points (jump-notice.ts): a jump empties the square it leaves, so the jumper's
// cells beside it split less and their score can fall; the other player's jump turns a cell. The
// first time a jump makes a person's score fall, one line says why, kept on the device: never again.
import { expect, test } from 'vitest';
import { resolveMove } from '../../../src/engine/index.ts';
import type { MoveEvent } from '../../../src/game/events.ts';
import type { Match } from '../../../src/game/match.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { jumpCostOnce, otherJumpWords, type JumpCostPorts } from '../../../src/screens/game/jump-notice.ts';
import { JUMP_MADE_MS, JUMP_NOTICE_MS } from '../../../src/words/jump-words.ts';
import { makeMatch } from './ports.ts';

// Player 1's c3 over d4 to e5: player 1 goes from 9 to 7 (its cells beside c3 split less), player 2 from 6 to 3.
const RULES = 'square:5/jumps';
const OPENING = ['c3', 'a5', 'd2', 'c5', 'b5', 'd4', 'b2', 'a1'];

function play(match: Match, moves: readonly string[]): MoveEvent[] {
  const events: MoveEvent[] = [];
  const off = match.on((e) => {
    if (e.type === 'move') events.push(e);
  });
  for (const m of moves) {
    const move = resolveMove(match.position, m);
    if ('error' in move) throw new Error(move.error);
    match.play(move.square);
  }
  off();
  return events;
}

function device(): JumpCostPorts & { tellings: number } {
  const d = { tellings: 0, told: () => d.tellings > 0, tell: () => void d.tellings++ };
  return d;
}

test("the jumper's own cost: the cells beside the square it left split less", () => {
  const match = makeMatch(RULES, ['human', 'human']);
  play(match, OPENING);
  const [jump] = play(match, ['c3xe5']);
  expect(jump!.gains).toEqual([-2, -3]);
  const ports = device();
  expect(jumpCostOnce(ports, match, jump!, 0, ['You', 'Expert'])).toBe(
    'Your jump cost 2 points: your cells next to c3 split less once the jumping cell left it.',
  );
  // Said once on the device: the next jump that costs says nothing.
  expect(jumpCostOnce(ports, match, jump!, 0, ['You', 'Expert'])).toBeNull();
  expect(ports.tellings).toBe(1);
});

test("the other player's jump turns the person's cell, said by name; with two people, by both names", () => {
  const match = makeMatch(RULES, ['human', 'human']);
  play(match, OPENING);
  const [jump] = play(match, ['c3xe5']);
  expect(jumpCostOnce(device(), match, jump!, 1, ['Expert', 'You'])).toBe(
    'Expert jumped from c3 over d4 to e5 and turned your cell: you lost 3 points.',
  );
  expect(jumpCostOnce(device(), match, jump!, null, ['Ann', 'Bob'])).toBe(
    "Ann's jump cost 2 points: Ann's cells next to c3 split less once the jumping cell left it.",
  );
});

test('a placement, a jump that costs the person nothing, or two computers playing say nothing', () => {
  const match = makeMatch(RULES, ['human', 'human']);
  const placed = play(match, OPENING).at(-1)!;
  const ports = device();
  expect(jumpCostOnce(ports, match, placed, 0, ['You', 'Them'])).toBeNull();
  const [jump] = play(match, ['c3xe5']);
  const watched = makeMatch(RULES, ['expert', 'hard']);
  expect(jumpCostOnce(ports, watched, jump!, null, ['Expert', 'Hard'])).toBeNull();
  // A jump that raised the person's score (none of theirs fell) is no cost.
  expect(jumpCostOnce(ports, match, { ...jump!, gains: [3, -3] }, 0, ['You', 'Them'])).toBeNull();
  expect(ports.tellings).toBe(0);
});

test('on the board the line shows when the jump has landed, in place of the lead notice', () => {
  const match = makeMatch(RULES, ['human', 'human']);
  play(match, OPENING);
  const notices: [string, number][] = [];
  const model = new BoardModel({
    match,
    names: ['You', 'Them'],
    viewer: 0,
    mode: 'solo',
    view: { turn: () => {}, notice: (w, ms) => notices.push([w, ms]) },
    jumpCost: device(),
  });
  const update = model.moveShows(1);
  const [jump] = play(match, ['c3xe5']);
  model.moveLanded(update, jump!);
  expect(notices).toEqual([
    [
      'Your jump cost 2 points: your cells next to c3 split less once the jumping cell left it.',
      JUMP_NOTICE_MS,
    ],
  ]);
});

test("the other player's every jump is said as it lands, once its cost was told; the person's own is not", () => {
  const match = makeMatch(RULES, ['human', 'human']);
  play(match, OPENING);
  const [jump] = play(match, ['c3xe5']);
  // Player 1 jumped: the person in seat 2 is told who jumped where, and which cell turned.
  expect(otherJumpWords(match, jump!, 1, ['Hard', 'You'])).toBe(
    "Hard jumped from c3 over d4 to e5: the cell on d4 is Hard's now",
  );
  expect(otherJumpWords(match, jump!, 0, ['You', 'Hard'])).toBeNull();
  const watched = makeMatch(RULES, ['expert', 'hard']);
  expect(otherJumpWords(watched, jump!, null, ['Expert', 'Hard'])).toBeNull();
  // On the board: the cost's line the first time (kept told on the device), the jump's line after.
  const notices: [string, number][] = [];
  const told = device();
  told.tell();
  const model = new BoardModel({
    match,
    names: ['Hard', 'You'],
    viewer: 1,
    mode: 'solo',
    view: { turn: () => {}, notice: (w, ms) => notices.push([w, ms]) },
    jumpCost: told,
  });
  model.moveLanded(model.moveShows(1), jump!);
  expect(notices).toEqual([
    ["Hard jumped from c3 over d4 to e5: the cell on d4 is Hard's now", JUMP_MADE_MS],
  ]);
});
