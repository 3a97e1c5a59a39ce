// The daily puzzle's calendar: never a puzzle a first guess solves (the move scoring most at once,
// or the most central one), harder through the week, the same for everyone on a date.
import { describe, expect, test } from 'vitest';
import { answerGap, firstGuesses, puzzleGrade } from '../../src/ai/puzzles/first-guess.ts';
import { PUZZLE_GAPS, PUZZLE_GRADES } from '../../src/ai/puzzles/puzzle-grades.ts';
import { PUZZLE_ENTRIES, puzzleCount, puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { squareGains } from '../../src/ai/coach/gains.ts';
import { squareName } from '../../src/engine/index.ts';
import { enoughChoices } from '../../src/ai/puzzles/clear.ts';
import {
  CLEAR_GAP,
  dailyNumber,
  dailyTiers,
  dayAfter,
  puzzleChoices,
  weekdayOf,
} from '../../src/game/puzzles.ts';

const FROM = '2026-12-01';
const family = (n: number) => /^[a-z]+/.exec(PUZZLE_ENTRIES[n - 1]!.record)![0];

describe('a first guess', () => {
  test("1 December's daily under the old calendar, a hexagon: its answer is the move scoring most at once", () => {
    const p = puzzleNumber(335)!;
    expect(p.answer).toBe('e5');
    expect(firstGuesses(p).map((s) => squareName(p.position.layout, s))).toContain('e5');
    expect(puzzleGrade(p)).toBe(0);
  });

  test("a graded puzzle's answer scores less at once than another move and is not the most central", () => {
    let graded = 0;
    for (let n = 1; n <= puzzleCount(); n += 4) {
      const p = puzzleNumber(n)!;
      if (puzzleGrade(p) === 0) continue;
      graded++;
      const moves = [...p.values.keys()];
      const gain = (m: number) => squareGains(p.position, m).gain;
      expect(moves.some((m) => gain(m) > gain(p.answerSquare))).toBe(true);
      expect(moves.some((m) => p.position.centrality(m) > p.position.centrality(p.answerSquare))).toBe(true);
    }
    expect(graded).toBeGreaterThan(20);
  });

  test("the shipped grades are the set's (scripts/puzzle-grades.ts writes them)", () => {
    const grades = Array.from({ length: puzzleCount() }, (_, i) => puzzleGrade(puzzleNumber(i + 1)!));
    expect(PUZZLE_GRADES).toEqual(grades);
  });
});

describe('the daily calendar', () => {
  const days = (count: number) => Array.from({ length: count }, (_, i) => dayAfter(FROM, i));

  test('no daily of the coming year falls to a first guess; the same date gives the same puzzle', () => {
    for (const day of days(366)) {
      const n = dailyNumber(day);
      expect(PUZZLE_GRADES[n - 1], day).toBeGreaterThan(0);
      expect(dailyNumber(day)).toBe(n);
    }
  });

  test('Monday is easier than Sunday: in every board family each day of the week takes harder puzzles than the day before', () => {
    const tiers = dailyTiers();
    for (const f of new Set(PUZZLE_ENTRIES.map((_, i) => family(i + 1)))) {
      for (let k = 0; k < 6; k++) {
        const today = tiers[k]!.filter((n) => family(n) === f).map((n) => PUZZLE_GRADES[n - 1]!);
        const next = tiers[k + 1]!.filter((n) => family(n) === f).map((n) => PUZZLE_GRADES[n - 1]!);
        expect(Math.max(...today), `${f} day ${k}`).toBeLessThanOrEqual(Math.min(...next));
      }
    }
    const mean = (k: number) =>
      days(364)
        .filter((d) => weekdayOf(d) === k)
        .reduce((sum, d, _, all) => sum + PUZZLE_GRADES[dailyNumber(d) - 1]! / all.length, 0);
    expect(mean(0)).toBeLessThan(mean(3));
    expect(mean(3)).toBeLessThan(mean(6));
  });

  test('the week starts on Monday: 1 December 2026 is a Tuesday, 6 December a Sunday', () => {
    expect(weekdayOf('2026-12-01')).toBe(1);
    expect(weekdayOf('2026-12-06')).toBe(6);
    expect(weekdayOf('1969-12-29')).toBe(0);
  });

  test('no puzzle comes back within 6 weeks, and each day of the week visits several board families', () => {
    const numbers = days(6 * 7).map((d) => dailyNumber(d));
    expect(new Set(numbers).size).toBe(numbers.length);
    const withClear = new Set(
      PUZZLE_ENTRIES.map((_, i) => i + 1)
        .filter((n) => PUZZLE_GRADES[n - 1]! > 0 && PUZZLE_GAPS[n - 1]! >= CLEAR_GAP)
        .filter((n) => {
          const { count, falling } = puzzleChoices(PUZZLE_ENTRIES[n - 1]!);
          return enoughChoices(count, falling);
        })
        .map(family),
    );
    const week = new Set<string>();
    for (let k = 0; k < 7; k++) {
      const seen = new Set(
        days(19 * 7)
          .filter((d) => weekdayOf(d) === k)
          .map((d) => family(dailyNumber(d))),
      );
      seen.forEach((f) => week.add(f));
      expect(seen.size, `day ${k}`).toBeGreaterThanOrEqual(3);
    }
    expect(week).toEqual(withClear);
  });

  test('every daily offers moves enough that guessing does not pay: six, or five open columns where cells fall', () => {
    const seen = new Set<string>();
    for (const d of days(364)) {
      const p = puzzleNumber(dailyNumber(d))!;
      const falling = p.position.layout.gravity;
      expect(p.values.size, d).toBeGreaterThanOrEqual(falling ? 5 : 6);
      // Under gravity each move is a column: its moves are its open columns.
      if (falling)
        expect(new Set([...p.values.keys()].map((s) => p.position.layout.colOf[s])).size).toBe(p.values.size);
      seen.add(family(p.number));
    }
    // Every board family has a daily now, hexagons too.
    expect([...seen].sort()).toEqual(['beaker', 'flask', 'hex', 'petri', 'square']);
  });

  test("every daily's answer stands clear: it wins by CLEAR_GAP or more than any other move", () => {
    // 1 December's daily of session 28 (a hexagon: e8 wins by 10, i6 by 9): not a daily now.
    expect(answerGap(puzzleNumber(25)!)).toBe(1);
    expect(days(364).map((d) => dailyNumber(d))).not.toContain(25);
    for (const d of days(60)) {
      const p = puzzleNumber(dailyNumber(d))!;
      const others = [...p.values].filter(([s]) => s !== p.answerSquare).map(([, v]) => v);
      expect(p.value - Math.max(...others), d).toBeGreaterThanOrEqual(CLEAR_GAP);
      expect(PUZZLE_GAPS[p.number - 1]).toBe(answerGap(p));
    }
  });
});
