// Grades every puzzle of the set for the daily calendar (src/ai/puzzles/first-guess.ts: 0 when a
// first guess, the move scoring most at once or the most central one, solves it) and writes them
// to src/ai/puzzles/puzzle-grades.ts, then says how many daily puzzles of the coming days a first
// guess solves under the set-in-order calendar (sessions before 28), the graded one (28) and the
// graded one of clear answers (29: the answer wins by CLEAR_GAP more than any other move) and
// today's (30: clear answers with moves enough to choose from, clear.ts), how far the days'
// answers stand above their next best moves, how many moves the days offer and which board
// families they visit. It writes each answer's gap there too.
//
//   npx tsx scripts/puzzle-grades.ts                 writes the grades, prints the figures
//   npx tsx scripts/puzzle-grades.ts --from 2026-12-01 --weeks   the calendar, a row a week
//   npx tsx scripts/puzzle-grades.ts --days 60 --from 2026-12-01 --check
//                                                    only says whether the file holds today's grades

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { answerGap, puzzleGrade } from '../src/ai/puzzles/first-guess.ts';
import { PUZZLE_GAPS, PUZZLE_GRADES } from '../src/ai/puzzles/puzzle-grades.ts';
import { puzzleCount, puzzleNumber } from '../src/ai/puzzles/puzzle-set.ts';
import { PUZZLE_ENTRIES } from '../src/ai/puzzles/puzzle-set.ts';
import {
  dailyNumber,
  dayAfter,
  dayNumber,
  FIRST_DAY,
  puzzleChoices,
  weekdayOf,
} from '../src/game/puzzles.ts';

const OUT = 'src/ai/puzzles/puzzle-grades.ts';

/** The calendar before session 28: the set in order from FIRST_DAY. */
function inOrderNumber(day: string): number {
  const index = (dayNumber(day)! - dayNumber(FIRST_DAY)!) % puzzleCount();
  return (index < 0 ? index + puzzleCount() : index) + 1;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      days: { type: 'string', default: '60' },
      from: { type: 'string', default: new Date().toISOString().slice(0, 10) },
      check: { type: 'boolean', default: false },
      weeks: { type: 'boolean', default: false },
    },
  });
  const grades = Array.from({ length: puzzleCount() }, (_, i) => puzzleGrade(puzzleNumber(i + 1)!));
  const gaps = Array.from({ length: puzzleCount() }, (_, i) => answerGap(puzzleNumber(i + 1)!));
  const same =
    grades.length === PUZZLE_GRADES.length &&
    grades.every((g, i) => g === PUZZLE_GRADES[i]) &&
    gaps.length === PUZZLE_GAPS.length &&
    gaps.every((g, i) => g === PUZZLE_GAPS[i]);
  if (values.check) {
    console.log(same ? `${OUT} holds the set's grades` : `${OUT} differs from the set's grades`);
    process.exitCode = same ? 0 : 1;
    return;
  }
  if (!same) {
    writeFileSync(
      OUT,
      `// Made by scripts/puzzle-grades.ts from the puzzle set: each puzzle's grade (first-guess.ts), by number from 1.\n` +
        `export const PUZZLE_GRADES: readonly number[] = [${grades.join(', ')}];\n` +
        `// How far each answer's margin stands above the next best move's (first-guess.ts answerGap), by number from 1.\n` +
        `export const PUZZLE_GAPS: readonly number[] = [${gaps.join(', ')}];\n`,
    );
    execFileSync('npx', ['prettier', '--write', OUT]);
    console.log(`wrote ${OUT}: the calendar reads the new grades from the next run`);
  }
  const falls = grades.filter((g) => g === 0).length;
  console.log(`the set: ${grades.length} puzzles, ${falls} solved by a first guess`);
  const days = Number(values.days);
  if (values.weeks) {
    printWeeks(values.from, days, gaps);
    return;
  }
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  for (const [name, numberOf] of [
    ['in order (before 28)', inOrderNumber],
    ['graded (28)', (day: string) => dailyNumber(day, PUZZLE_GRADES, [])],
    ['graded, clear answers (29)', (day: string) => dailyNumber(day, PUZZLE_GRADES, PUZZLE_GAPS, [])],
    ['graded, clear, moves enough (30)', (day: string) => dailyNumber(day)],
  ] as const) {
    let solved = 0;
    const gapsSeen: number[] = [];
    const byWeekday = weekdays.map(() => [] as number[]);
    const seen = new Set<number>();
    const choices: number[] = [];
    const fallingChoices: number[] = [];
    const byFamily = new Map<string, number>();
    const weekFamilies: number[] = [];
    let week = new Set<string>();
    for (let i = 0; i < days; i++) {
      const day = dayAfter(values.from, i);
      const n = numberOf(day);
      seen.add(n);
      const entry = PUZZLE_ENTRIES[n - 1]!;
      const family = /^[a-z]+/.exec(entry.record)![0];
      byFamily.set(family, (byFamily.get(family) ?? 0) + 1);
      week.add(family);
      if (i % 7 === 6 || i === days - 1) {
        weekFamilies.push(week.size);
        week = new Set();
      }
      const offered = puzzleChoices(entry);
      (offered.falling ? fallingChoices : choices).push(offered.count);
      if (PUZZLE_GRADES[n - 1] === 0) solved++;
      gapsSeen.push(gaps[n - 1]!);
      byWeekday[weekdayOf(day)]!.push(PUZZLE_GRADES[n - 1]!);
    }
    const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(1);
    console.log(
      `${name}: a first guess solves ${solved} of ${days} dailies from ${values.from}; ${seen.size} different puzzles; ` +
        `mean grade ${weekdays.map((w, k) => `${w} ${mean(byWeekday[k]!)}`).join(', ')}; ` +
        `the answer's gap over the next best move: 1 point in ${gapsSeen.filter((g) => g <= 1).length}, ` +
        `2 in ${gapsSeen.filter((g) => g === 2).length}, 3 or more in ${gapsSeen.filter((g) => g >= 3).length}, mean ${mean(gapsSeen)}; ` +
        `moves to choose from: fewest ${Math.min(...choices)} (mean ${mean(choices)}), where cells fall fewest ${Math.min(...fallingChoices)} (mean ${mean(fallingChoices)}); ` +
        `families: ${[...byFamily].map(([f, c]) => `${f} ${c}`).join(', ')}; families a week ${Math.min(...weekFamilies)} to ${Math.max(...weekFamilies)}`,
    );
  }
}

/**
 * `--weeks`: today's calendar as a Markdown table, a row a week from Monday, each day's puzzle as
 * "family · moves to choose from · gap" (docs/puzzles.md).
 */
function printWeeks(from: string, days: number, gaps: readonly number[]): void {
  const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  console.log(`| week of | ${names.join(' | ')} |`);
  console.log(`|---|${names.map(() => '---').join('|')}|`);
  const first = dayAfter(from, -weekdayOf(from));
  const last = dayAfter(from, days - 1);
  for (let monday = first; dayNumber(monday)! <= dayNumber(last)!; monday = dayAfter(monday, 7)) {
    const cells = names.map((_, k) => {
      const day = dayAfter(monday, k);
      if (dayNumber(day)! < dayNumber(from)! || dayNumber(day)! > dayNumber(last)!) return '';
      const n = dailyNumber(day);
      const entry = PUZZLE_ENTRIES[n - 1]!;
      return `${/^[a-z]+/.exec(entry.record)![0]} ${puzzleChoices(entry).count} · ${gaps[n - 1]}`;
    });
    console.log(`| ${monday} | ${cells.join(' | ')} |`);
  }
}

main();
