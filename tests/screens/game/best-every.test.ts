// Best moves opens as lichess's analysis does: the best squares ringed with their one
// figure and two short lines, not a figure on every empty square under a four-line key; a second
// press shows every square's figure with the full words; a third closes it. A square Best moves sets
// up is said as the other side's to take ("if they leave it").
import { expect, test } from 'vitest';
import { coachOn, NEAR_END, until } from './coach-rig.ts';
import { makeMatch } from './ports.ts';
import { parseRecordMoves } from './record.ts';
import { comingIdeaLine } from '../../../src/words/hint-words.ts';

test('Best moves - first press: only the best squares carry a figure; second: every square; third: off', async () => {
  const match = makeMatch('square:5', ['human', 'easy'], parseRecordMoves('square:5', NEAR_END));
  const { coach } = coachOn(match);
  coach.toggleOverlay();
  const first = await until(() => {
    const s = coach.snapshot();
    return s.overlay?.available && !s.overlay.refining ? s : null;
  }, 'the overlay');
  expect(first.bestMarks.length).toBeGreaterThan(0);
  // Only the ringed squares' figures: 15 empty squares, a handful of figures at most.
  expect(first.bestNumbers.map((n) => n.square).sort()).toEqual([...first.bestMarks].sort());
  const lines = first.words!.split('\n');
  expect(lines[0]).toMatch(/^Best moves?: .* \((you win by \d+|you lose by \d+|a draw) with best play\)$/);
  expect(lines.at(-1)).toBe('Tap Best moves again to see every square');
  // The visit's first Best moves says once what its square's figure is: a result, not points now.
  expect(lines.at(-2)).toMatch(/^"(win by \d+|lose by \d+|draw)" on [a-e]\d is how the game ends$/);
  expect(lines.length).toBeLessThanOrEqual(4);

  coach.toggleOverlay();
  const every = coach.snapshot();
  expect(every.overlayOn).toBe(true);
  expect(every.bestNumbers.length).toBe(every.overlay!.available ? every.overlay!.values.length : -1);
  expect(every.words).toMatch(/if neither of you slips$/);

  coach.toggleOverlay();
  expect(coach.snapshot().overlayOn).toBe(false);
  // Opened again: the best squares' figures first, as before.
  coach.toggleOverlay();
  const again = await until(() => {
    const s = coach.snapshot();
    return s.overlay?.available && !s.overlay.refining ? s : null;
  }, 'the overlay again');
  expect(again.bestNumbers.length).toBe(again.bestMarks.length);
});

test('a square set up for later is said as theirs to take', () => {
  const idea = { kind: 'sets-up', square: 'a3', gain: 8 } as const;
  expect(comingIdeaLine(idea, { your: 'your', their: 'their' })).toBe('Sets up a3, +8 if they leave it');
  expect(comingIdeaLine(idea, { your: "Ana's", their: "Ben's" })).toBe('Sets up a3, +8 if it stays free');
});
