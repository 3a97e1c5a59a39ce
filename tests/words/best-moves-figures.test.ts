// Best moves' figures read as a result, never as points ("=16" on b2 beside "b2: +10 now" read
// as 16 points gained): the square says "win by 16" (a bare "win 16" did not read as the game's end), the first words of a visit say once what it is, and
// the line that offers every square's figure names the board's own places (a hexagon board said "square's").
import { expect, test } from 'vitest';
import { endFigure, figureInLine } from '../../src/words/perfect-play-words.ts';
import { bestMovesShort, showEveryFigure } from '../../src/words/best-moves-words.ts';
import { CoachKeep } from '../../src/screens/game/coach-ports.ts';
import { makeMatch, sq } from '../screens/game/ports.ts';

const why = { move: 'b2', gain: 10, idea: { kind: 'room', free: 3 } } as const;

test("a square's figure is a result on two short lines, with no sign a gain uses", () => {
  expect(endFigure(16)).toBe('win by\n16');
  expect(endFigure(-4)).toBe('lose by\n4');
  expect(endFigure(0)).toBe('draw');
  expect(endFigure(3, true)).toBe('win by\n≈3');
  expect(endFigure(0, true)).toBe('level');
  for (const m of [-30, -1, 0, 1, 30]) expect(endFigure(m)).not.toMatch(/[=+−]/);
  expect(figureInLine(16)).toBe('win by 16');
  // Never a bare "win 16": a player reads it as nothing.
  for (const m of [-30, -1, 1, 30])
    for (const e of [false, true]) expect(figureInLine(m, e)).not.toMatch(/^(win|lose) ≈?\d/);
});

test("the visit's first Best moves keys the best square's figure in one line; the offer names the board's places", () => {
  const first = bestMovesShort(['b2'], 0, 16, 'exact', why, 'hexagon', true).split('\n');
  expect(first).toEqual([
    'Best move: b2 (you win by 16 with best play)',
    'b2: +10 now, 3 empty squares around it to grow into',
    '"win by 16" on b2 is how the game ends',
    'Tap Best moves again to see every hexagon',
  ]);
  // A phone's line each.
  for (const line of first.slice(2)) expect(line.length).toBeLessThanOrEqual(44);
  const later = bestMovesShort(['b2'], 0, 16, 'exact', why, 'triangle').split('\n');
  expect(later).toHaveLength(3);
  expect(later.at(-1)).toBe(showEveryFigure('triangle'));
  expect(bestMovesShort(['b2'], 0, -3, 'estimate', why, 'square', true).split('\n')[2]).toBe(
    '"lose by ≈3" on b2 is about how it ends',
  );
});

test('the key is said on the first turn of a visit Best moves opens, all that turn, and not after', () => {
  const keep = new CoachKeep();
  const match = makeMatch('square:5', ['human', 'human']);
  expect(keep.figureKeyed(match)).toBe(true);
  expect(keep.figureKeyed(match)).toBe(true);
  match.play(sq(match, 'c3'));
  expect(keep.figureKeyed(match)).toBe(false);
});
