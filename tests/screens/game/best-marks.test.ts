// Best moves marks one to three best squares and says what they give and why, then the key to the
// squares' figures ("win by 2: if neither of you slips"; every square's figure is
// best-numbers.test.ts's); a square's number in words comes with its preview on a hold.
import { describe, expect, test } from 'vitest';
import { replayRecord, type Position } from '../../../src/engine/index.ts';
import { endgame } from '../../ai/coach/endgame-position.ts';
import { perfectOverlay } from '../../../src/ai/coach/overlay.ts';
import { squareGains } from '../../../src/ai/coach/gains.ts';
import type { Overlay } from '../../../src/game/coach.ts';
import {
  bestMarks,
  BestMarksKeep,
  bestPreviewWords,
  MOST_MARKED,
} from '../../../src/screens/game/best-marks.ts';

type Open = Extract<Overlay, { available: true }>;

function open(position: Position): Open {
  const overlay = perfectOverlay(position);
  if (!overlay.available) throw new Error(overlay.reason);
  return overlay;
}

describe('the marks on solved endgames', () => {
  test.each([
    ['square:5', 11, 1],
    ['square:5', 12, 2],
    ['square:6', 11, 4],
    ['hex:3', 10, 6],
    ['tri:5', 9, 7],
    ['beaker:4x5', 9, 8],
  ])(
    '%s, %i moves left, seed %i: best squares only, the ones scoring most now first',
    (rules, left, seed) => {
      const p = endgame(rules, left, seed);
      const overlay = open(p);
      const marks = bestMarks(overlay, p);
      if (overlay.best.length === overlay.values.length) {
        // Every square as good: nothing marked, the overlay's own words say so.
        expect(marks).toEqual({ marked: [], words: null });
        return;
      }
      expect(marks.marked.length).toBeGreaterThanOrEqual(1);
      expect(marks.marked.length).toBeLessThanOrEqual(MOST_MARKED);
      for (const s of marks.marked) expect(overlay.best).toContain(s);
      const gain = (s: number) => squareGains(p, s).gain;
      // No unmarked best square scores more now than a marked one.
      for (const s of overlay.best)
        if (!marks.marked.includes(s))
          expect(gain(s)).toBeLessThanOrEqual(Math.min(...marks.marked.map(gain)));
      const lines = marks.words!.split('\n');
      // The last line is the key to the squares' figures, from the best one's: "win by 2: if neither of you slips".
      const key = lines.pop()!;
      expect(key).toMatch(/^(win by \d+|lose by \d+|draw): if neither of you slips$/);
      // A third line where another square scores more now: why not it, by its cost at the end.
      const greedy = overlay.values
        .filter((v) => squareGains(p, v.square).gain > squareGains(p, marks.marked[0]!).gain)
        .sort((a, b) => squareGains(p, b.square).gain - squareGains(p, a.square).gain)[0];
      const top = overlay.values.find((v) => v.square === marks.marked[0])!.margin;
      expect(key.startsWith(`${top < 0 ? `lose by ${-top}` : top > 0 ? `win by ${top}` : 'draw'}:`)).toBe(
        true,
      );
      if (greedy && greedy.margin < top) {
        expect(lines).toHaveLength(3);
        expect(lines[2]).toMatch(
          new RegExp(
            `^[a-z]+\\d+ \\(\\+${squareGains(p, greedy.square).gain} now\\) costs \\d+(: they take [a-z]+\\d+ \\+\\d+| by the end)$`,
          ),
        );
        const named = overlay.values.find((v) => v.move === lines[2]!.split(' ')[0])!;
        expect(top - named.margin).toBe(Number(/costs (\d+)/.exec(lines[2]!)![1]));
      } else expect(lines).toHaveLength(2);
      for (const line of [...lines, key]) expect(line.length, line).toBeLessThanOrEqual(44);
      const first = overlay.values.find((v) => v.square === marks.marked[0])!;
      expect(lines[0]).toContain(first.move);
      expect(lines[1]).toMatch(new RegExp(`^${first.move}: `));
      // No number of any square on the banner but the end and the first's points now.
      expect(marks.words).not.toMatch(/Ringed|how far ahead/);
    },
  );
});

describe('the words', () => {
  const p = replayRecord('square:8');
  /** Margins on a1, b1, c1, …: the bottom row. */
  const values = (margins: number[]) =>
    margins.map((margin, i) => ({ square: p.layout.squareAt[i]!, move: `${'abcdefgh'[i]}1`, margin }));
  const sq = (i: number) => p.layout.squareAt[i]!;

  test('three best of five: "Best moves: a1, b1 or c1", then why the first, then the key to the figures in one line', () => {
    const overlay: Open = { available: true, values: values([2, 2, 2, -1, 0]), best: [sq(0), sq(1), sq(2)] };
    const marks = bestMarks(overlay, p);
    expect(marks.marked).toHaveLength(3);
    const lines = marks.words!.split('\n');
    expect(lines).toHaveLength(3);
    const [head, why, key] = lines;
    expect(head).toMatch(/^Best moves: [a-c]1, [a-c]1 or [a-c]1$/);
    expect(why).toMatch(/^[a-c]1: \+1 now, [a-z0-9]/);
    // "+2" on a square read as a gain beside "+1 now"; the figure is "=2", the key says what it is.
    expect(key).toBe('win by 2: if neither of you slips');
    // No small print after it (four lines of it): the coach shows these words as they are.
    expect(new BestMarksKeep().words(overlay, p)).toBe(marks.words);
  });

  test('more best squares than marks are counted; a draw and a loss said as such', () => {
    const many: Open = {
      available: true,
      values: values([0, 0, 0, 0, 0, -3]),
      best: [0, 1, 2, 3, 4].map(sq),
    };
    const manyLines = bestMarks(many, p).words!.split('\n');
    expect(manyLines[0]).toMatch(/^Best moves: [a-e]1, [a-e]1, [a-e]1 and 2 more$/);
    expect(manyLines.at(-1)).toBe('draw: if neither of you slips');
    const losing: Open = { available: true, values: values([-2, -5]), best: [sq(0)] };
    const losingLines = bestMarks(losing, p).words!.split('\n');
    expect(losingLines[0]).toBe('Best move: a1');
    expect(losingLines.at(-1)).toBe('lose by 2: if neither of you slips');
  });

  test('past the solver, the top estimates, said "about"', () => {
    const est: Open = { available: true, values: values([3, 1, 3]), best: [sq(0)], estimated: true };
    const marks = bestMarks(est, p);
    expect([...marks.marked].sort((a, b) => a - b)).toEqual([sq(0), sq(2)].sort((a, b) => a - b));
    expect(marks.words!.split('\n')[0]).toMatch(/^Likely best: [ac]1 or [ac]1$/);
    expect(marks.words!.split('\n').at(-1)).toBe('win by ≈3: roughly, if neither of you slips');
  });

  test("a held square's number follows its preview, only while Best moves is on", () => {
    const overlay: Open = { available: true, values: values([2, -1]), best: [sq(0)] };
    expect(bestPreviewWords(overlay, sq(1))).toBe('With best play after b1: you lose by 1.');
    expect(bestPreviewWords(overlay, sq(0))).toBe('With best play after a1: you win by 2.');
    expect(bestPreviewWords(null, sq(0))).toBeNull();
    expect(bestPreviewWords({ available: false, reason: 'x', from: 15 }, sq(0))).toBeNull();
  });

  test('the marks are worked out once per overlay', () => {
    const keep = new BestMarksKeep();
    const overlay: Open = { available: true, values: values([2, -1]), best: [sq(0)] };
    const first = keep.of(overlay, p);
    expect(keep.of(overlay, p)).toBe(first);
    expect(keep.of({ ...overlay }, p)).not.toBe(first);
    expect(keep.of(null, p)).toBeNull();
  });
});
