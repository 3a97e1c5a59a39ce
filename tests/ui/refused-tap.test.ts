// A refused tap is told why, at most once in a short while.
import { expect, test } from 'vitest';
import { Match } from '../../src/game/match.ts';
import { AgentClient } from '../../src/ai/client.ts';
import {
  REFUSED_GAP_MS,
  REFUSED_NOTICE_MS,
  RefusedTapNotice,
  refusedTapOf,
  refusedTapWords,
  takenSquareWords,
  type RefusedTap,
} from '../../src/ui/refused-tap.ts';

const solo: RefusedTap = {
  over: false,
  mover: 1,
  humans: [true, false],
  busy: true,
  early: true,
  names: ['You', 'Hard'],
};

test('refused tap - the words say whose move to wait for', () => {
  expect(refusedTapWords(solo)).toBe("Wait for Hard's move");
  // The reply landed, but the tap was made before it was shown.
  expect(refusedTapWords({ ...solo, mover: 0, busy: false })).toBe(
    "That tap came before Hard's move: tap again",
  );
  // Made while Hard's cell still divides: the person's turn has not begun.
  expect(refusedTapWords({ ...solo, mover: 0, busy: true })).toBe("Wait for Hard's move to finish");
  // The person's own move still animating, with a tap already waiting for it.
  expect(refusedTapWords({ ...solo, mover: 0, early: false })).toBe('Wait for the move to finish');
  // Nothing to say: a finished game, a watched one, or a tap on the person's turn refused for its square.
  expect(refusedTapWords({ ...solo, over: true })).toBeNull();
  expect(refusedTapWords({ ...solo, humans: [false, false] })).toBeNull();
  expect(refusedTapWords({ ...solo, mover: 0, busy: false, early: false })).toBeNull();
});

test('refused tap - one notice per gap, a new reason at once', () => {
  let now = 0;
  const shown: string[] = [];
  const notice = new RefusedTapNotice(
    (w) => shown.push(w),
    () => now,
  );
  expect(notice.tell("Wait for Hard's move")).toBe(true);
  now += 100;
  expect(notice.tell("Wait for Hard's move")).toBe(false);
  now += 100;
  notice.tell('Wait for the move to finish');
  now += REFUSED_GAP_MS;
  notice.tell('Wait for the move to finish');
  notice.tell(null);
  expect(shown).toEqual([
    "Wait for Hard's move",
    'Wait for the move to finish',
    'Wait for the move to finish',
  ]);
});

test("takenSquareWords - names the board's places", () => {
  expect(takenSquareWords('square')).toBe('That square is taken');
  expect(takenSquareWords('cell')).toBe('That cell is taken');
});

test('refused tap - once the notice has gone, the next refused tap is told again (none goes without a word)', () => {
  let now = 0;
  const shown: string[] = [];
  const notice = new RefusedTapNotice(
    (w) => shown.push(w),
    () => now,
  );
  notice.tell("Wait for Hard's move");
  now += REFUSED_NOTICE_MS - 1;
  expect(notice.tell("Wait for Hard's move")).toBe(false); // still on screen: it answers this tap too
  now += 1;
  expect(notice.tell("Wait for Hard's move")).toBe(true);
  expect(shown).toHaveLength(2);
});

test("refusedTapOf - a tap made while the opponent's move showed is told to wait, even once that move has settled", () => {
  const match = new Match({ rules: 'square:4', players: ['human', 'hard'] }, { client: new AgentClient() });
  expect(match.busy).toBe(false);
  const names = ['You', 'Hard'] as const;
  // Handled after the divisions settled, but made during them.
  expect(refusedTapWords(refusedTapOf(match, true, names, true))).toBe("Wait for Hard's move to finish");
  // Made before Hard's move arrived at all.
  expect(refusedTapWords(refusedTapOf(match, true, names))).toBe(
    "That tap came before Hard's move: tap again",
  );
});
