// A capture staged on the board (screens/game/capture-stage.ts): the captured cells are ringed for a
// beat before they turn (the move's beats wait for it), the caption says the capture in a player's
// words from the person's side, and the board floats it over the cells instead of a notice, so a
// screen reader hears the capture once, in the move's own sentence.
import { expect, test } from 'vitest';
import type { MoveEvent } from '../../../src/game/events.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import {
  CAPTURE_FLASH_MS,
  captureCaption,
  captureFlashMs,
  capturedSquares,
  type CaptureCaption,
} from '../../../src/screens/game/capture-stage.ts';
import { moveBeats } from '../../../src/screens/game/move-beats.ts';
import { moveWords } from '../../../src/ui/move-words.ts';
import { makeMatch, sq } from './ports.ts';

/** RULES.md section 11's example: b2 takes a1; or docs/capture-last-mover.md's whole game. */
const B2_TAKES_A1 = ['a2', 'a1', 'b1', 'd4', 'b2'];
const LAST_MOVER = 'b1 d3 b4 c2 a2 c3 a1 d1 b3 b2 c1 c4 d2 d4 a3 a4'.split(' ');

function played(names: readonly string[]) {
  const match = makeMatch('square:4/capture', ['human', 'human']);
  const events: MoveEvent[] = [];
  match.on((e) => {
    if (e.type === 'move') events.push(e);
  });
  for (const name of names) match.play(sq(match, name));
  return { match, events };
}

test('the caption, from the person\'s side: "Captured a cell!", "Ann captured 1 of your cells", by name between two people', () => {
  const { match, events } = played(B2_TAKES_A1);
  const e = events.at(-1)!;
  const owners = match.position.owner;
  const names = ['Ann', 'Ben'] as const;
  expect(captureCaption(e, owners, names, 0)?.words).toBe('Captured a cell!');
  expect(captureCaption(e, owners, names, 1)?.words).toBe('Ann captured 1 of your cells');
  expect(captureCaption(e, owners, names, null)?.words).toBe("Ann captured 1 of Ben's cells");
  expect(captureCaption(e, owners, names, 0)).toMatchObject({ squares: [sq(match, 'a1')], mover: 1 });
  expect(events.slice(0, -1).map((m) => captureCaption(m, owners, names, 0))).toEqual([
    null,
    null,
    null,
    null,
  ]);
});

test('a capture that takes every cell says so: "Captured all 7 of Ben\'s cells!", "Ben captured all 15 of your cells"', () => {
  const { match, events } = played(LAST_MOVER.slice(0, 15));
  const names = ['You', 'Ben'] as const;
  expect(captureCaption(events.at(-1)!, match.position.owner, names, 0)?.words).toBe(
    "Captured all 7 of Ben's cells!",
  );
  match.play(sq(match, 'a4'));
  const last = played(LAST_MOVER).events.at(-1)!;
  expect(captureCaption(last, match.position.owner, names, 0)?.words).toBe(
    'Ben captured all 15 of your cells',
  );
  expect(capturedSquares(last)).toHaveLength(15);
});

test("the rings' beat comes before the wave: the count and the floats wait for it, at the players' speed; none at the tests'", () => {
  const { match, events } = played(B2_TAKES_A1);
  const layout = match.position.layout;
  const e = events.at(-1)!;
  expect(captureFlashMs(e, 1)).toBe(CAPTURE_FLASH_MS);
  expect(captureFlashMs(e, 0)).toBe(0);
  expect(captureFlashMs(events[0]!, 1)).toBe(0);
  const plain = moveBeats(layout, { ...e, converted: [] }, 1);
  const staged = moveBeats(layout, e, 1);
  expect(staged.turned).toBeGreaterThanOrEqual(CAPTURE_FLASH_MS);
  // The count waits for the rings, then runs through the wave (the score follows the cells turning).
  expect(staged.count.from).toBe(CAPTURE_FLASH_MS);
  expect(staged.count.from).toBeLessThan(staged.turned);
  // Without the capture the count starts with the divisions, as the cell lands: the rings alone hold it.
  expect(plain.count.from).toBe(0);
  // A jump's own jumped cell is no capture: no rings for it.
  expect(capturedSquares({ converted: [5, 9], jump: { from: 1, over: 5 } })).toEqual([9]);
  expect(captureFlashMs({ converted: [5], jump: { from: 1, over: 5 } }, 1)).toBe(0);
});

test('the board floats the caption instead of a notice: a screen reader hears the capture once, in the move', () => {
  const match = makeMatch('square:4/capture', ['human', 'human']);
  const notices: string[] = [];
  const captions: CaptureCaption[] = [];
  const model = new BoardModel({
    match,
    names: ['You', 'Hard'],
    viewer: 0,
    mode: 'solo',
    view: { turn: () => {}, notice: (w) => notices.push(w) },
    caption: (c) => captions.push(c),
  });
  const landed: (MoveEvent & { update: number })[] = [];
  match.on((e) => {
    if (e.type === 'move') landed.push({ ...e, update: model.moveShows(e.player) });
  });
  for (const name of B2_TAKES_A1) match.play(sq(match, name));
  for (const e of landed) model.moveLanded(e.update, e);
  expect(captions.map((c) => c.words)).toEqual(['Captured a cell!']);
  expect(notices.filter((n) => /captured/i.test(n))).toEqual([]);
  const who = { names: ['You', 'Hard'] as [string, string], viewer: 0 as const };
  expect(moveWords(match.position, landed.at(-1)!, who)).toMatch(/^You placed b2, capturing 1 cell, /);
});
