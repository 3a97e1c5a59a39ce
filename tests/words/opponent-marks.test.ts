// The opponents' strength marks read apart at a glance, Easy < Medium < Hard < Expert < Perfect,
// with Perfect's crown its own and Adaptive's arrow (it adapts) its own; every mark says its
// meaning in words for screen readers.
import { expect, test } from 'vitest';
import {
  ADAPTS,
  CROWN,
  MARK_GLYPHS,
  STRENGTH_KEY,
  strengthLine,
  strengthMark,
} from '../../src/words/opponent-marks.ts';
import { captionWords } from '../../src/ui/caption-words.ts';
import { opponentInfo } from '../../src/game/opponent-info.ts';
import { OPPONENT_CHOICES } from '../../src/game/players.ts';

const dots = (text: string) => [...text].filter((c) => c === '●').length;

test('each fixed opponent draws a mark no other draws, its dots rising Easy to Perfect', () => {
  const order = ['easy', 'medium', 'hard', 'expert', 'perfect'] as const;
  const marks = order.map((c) => opponentInfo(c, 0.5).mark);
  expect(new Set(marks).size).toBe(order.length);
  expect(marks.map(dots)).toEqual([1, 2, 3, 4, 5]);
  expect(marks[3]).toBe('●●●●○');
  expect(marks[4]).toBe(`●●●●● ${CROWN}`);
  // The crown is Perfect's alone, whatever Adaptive's level.
  for (const c of OPPONENT_CHOICES)
    for (const skill of [0, 0.5, 1])
      expect(opponentInfo(c, skill).mark.includes(CROWN)).toBe(c === 'perfect');
});

test('at its top level Adaptive has five dots but never the crown: it reads apart from Perfect', () => {
  expect(opponentInfo('adaptive', 1).mark).toBe(`●●●●●${ADAPTS}`);
  expect(opponentInfo('adaptive', 1).mark).not.toBe(opponentInfo('perfect', 1).mark);
});

// Hard and Adaptive (at its starting level 6, three dots) showed the same ●●●○○ in the picker.
test("no two opponents share a mark, at any of Adaptive's levels: Adaptive's arrow says it adapts", () => {
  for (let level = 1; level <= 10; level++) {
    const skill = (level - 1) / 9;
    const marks = OPPONENT_CHOICES.map((c) => opponentInfo(c, skill).mark);
    expect(new Set(marks).size, marks.join(' | ')).toBe(OPPONENT_CHOICES.length);
    // The arrow is Adaptive's alone, and it is there at every level.
    for (const c of OPPONENT_CHOICES)
      expect(opponentInfo(c, skill).mark.includes(ADAPTS)).toBe(c === 'adaptive');
  }
  expect(opponentInfo('adaptive', 5 / 9).mark).toBe(`●●●○○${ADAPTS}`);
  expect(opponentInfo('hard', 5 / 9).mark).toBe('●●●○○');
});

test('every mark says in words what its drawing says, and the words hold none of its glyphs', () => {
  for (const c of OPPONENT_CHOICES) {
    const info = opponentInfo(c, 0.5);
    expect(info.markWords).toContain(`Strength ${dots(info.mark)} of 5`);
    expect(info.markWords.match(MARK_GLYPHS)).toBeNull();
    expect(info.mark.replace(MARK_GLYPHS, '').trim()).toBe('');
  }
  // Perfect's crown says how it plays, not that it never loses: from a seat best play favours, a
  // perfect player beats it (hex:3 first, square:5 first).
  expect(strengthMark('perfect').words).toBe('Strength 5 of 5, crowned: plays every move best');
  expect(strengthMark('adaptive', 9).words).toBe('Strength 5 of 5 at level 9 of 10, adapting to you');
});

// Dots alone on a card said nothing of what they count (issue 29): where they show, words say it.
test("the dots' key reads as a key in a caption, and a lone mark has its word", () => {
  // The key is advice in brackets: a screen reader hears the caption without it.
  expect(captionWords(`OPPONENT ${STRENGTH_KEY}`)).toBe('Opponent');
  expect(STRENGTH_KEY).toMatch(/●/);
  expect(strengthLine(opponentInfo('medium', 0).mark)).toBe('Strength ●●○○○');
});
