// The puzzle bar's words on a phone, over every puzzle of the set: one size for every row the bar
// can show (so Try again coming in never shrinks the others), at least 14 CSS px upright and on its
// side, each label within its button; a narrower phone says the short words rather than go smaller.
import { afterEach, expect, test } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { AgentClient } from '../../../src/ai/client.ts';
import { puzzleCount } from '../../../src/ai/puzzles/puzzle-set.ts';
import { PuzzleModel, type PuzzleAction } from '../../../src/screens/puzzle/puzzle-model.ts';
import { barMeasures, barWidth, planBar, planBarWords } from '../../../src/screens/puzzle/puzzle-bar-plan.ts';
import { puzzleSide } from '../../../src/screens/puzzle/puzzle-side.ts';
import { screenShape } from '../../../src/screens/screen-shape.ts';
import { FONT } from '../../../src/ui/theme.ts';
import { SOLVED_WORDS } from '../../../src/words/puzzle-streak-words.ts';

afterEach(() => {
  delete (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
});

const ctx = createCanvas(8, 8).getContext('2d');
const measure = (words: string, size: number, bold: boolean) => {
  ctx.font = `${bold ? 'bold ' : ''}${Math.round(size)}px ${FONT}`;
  return ctx.measureText(words).width;
};

/** The bar as the puzzle scene lays it on a `w`×`h` CSS px screen at `dpr`. */
function barOn(w: number, h: number, dpr: number) {
  const { width, height, u, portrait } = screenShape(w * dpr, h * dpr, dpr);
  const pad = 12 * u;
  const column = portrait ? width - 2 * pad : puzzleSide(width, height, pad, dpr).colW;
  return { dpr, width: barWidth(column, u), ...barMeasures(u, dpr) };
}

/** Every row a puzzle's bar may show: its own, and its last row with each way on after a solve. */
function rowsOf(number: number, canShare: boolean): PuzzleAction[][] {
  const model = PuzzleModel.open({
    asked: number,
    client: new AgentClient(),
    store: new Store(new MemoryStorage()),
    today: () => '2026-12-02',
    canShare,
  });
  const rows = model.barRows();
  const over = rows[2];
  const ways = [SOLVED_WORDS.next, SOLVED_WORDS.easier];
  return [...rows, ...ways.map((label) => over.map((a) => (a.id === 'next' ? { ...a, label } : a)))];
}

function planFor(bar: ReturnType<typeof barOn>, rows: PuzzleAction[][]) {
  const lengths = (row: PuzzleAction[], short: boolean) =>
    row.map((a) => measure(short ? (a.short ?? a.label) : a.label, bar.largest, !!a.primary));
  const words = planBarWords({
    rows: rows.map((row) => {
      const long = lengths(row, false);
      const short = lengths(row, true);
      return row.map((a, i) => ({ long: long[i]!, short: short[i]!, primary: !!a.primary }));
    }),
    ...bar,
  });
  // Each row laid out as the view does: every label within its button at the one size.
  for (const row of rows) {
    const l = lengths(row, words.short);
    const { widths } = planBar({ lengths: l, primary: row.map((a) => !!a.primary), ...bar });
    widths.forEach((w, i) =>
      expect((l[i]! * Math.floor(words.fontSize)) / bar.largest).toBeLessThanOrEqual(w - bar.pad + 1e-6),
    );
    expect(widths.reduce((t, w) => t + w, 0) + bar.gap * (row.length - 1)).toBeCloseTo(bar.width);
  }
  return words;
}

test('every puzzle of the set on a phone upright (390×844) and on its side (844×390) at 3: one size for all its rows, at least 14 CSS px, in full words', () => {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = 3;
  const phones = [barOn(390, 844, 3), barOn(844, 390, 3)];
  const sizes = phones.map(() => new Set<number>());
  for (let n = 1; n <= puzzleCount(); n++) {
    for (const canShare of [true, false]) {
      const rows = rowsOf(n, canShare);
      expect(rows.map((r) => r.length)).toContain(4);
      phones.forEach((bar, i) => {
        const words = planFor(bar, rows);
        expect(words.short, `puzzle ${n}`).toBe(false);
        expect(Math.floor(words.fontSize) / 3, `puzzle ${n}`).toBeGreaterThanOrEqual(14);
        sizes[i]!.add(Math.floor(words.fontSize));
      });
    }
  }
  // The labels are the same words on every puzzle: one size across the set, share sheet or not.
  for (const s of sizes) expect(s.size).toBeLessThanOrEqual(2);
});

test('the narrowest phone (320 CSS px): the short words, larger than the full ones would be, still readable', () => {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = 2;
  const bar = barOn(320, 640, 2);
  const rows = rowsOf(1, false);
  const words = planFor(bar, rows);
  expect(words.short).toBe(true);
  expect(Math.floor(words.fontSize) / 2).toBeGreaterThanOrEqual(13);
});

test('one size for every row: the three-button row is sized as the four-button one', () => {
  const row3 = [
    { long: 40, short: 40, primary: false },
    { long: 80, short: 40, primary: false },
    { long: 110, short: 60, primary: false },
  ];
  const row4 = [...row3.slice(0, 2), { long: 90, short: 50, primary: true }, row3[2]!];
  const o = { width: 360, gap: 10, pad: 20, largest: 18, least: 14 };
  const alone = planBarWords({ rows: [row3], ...o });
  const both = planBarWords({ rows: [row3, row4], ...o });
  expect(alone.fontSize).toBe(18);
  expect(both.fontSize).toBeLessThan(18);
  expect(both).toEqual(planBarWords({ rows: [row4], ...o }));
  // Too narrow for the full words at 14: the short ones, larger.
  const narrow = planBarWords({ rows: [row3, row4], ...o, width: 300 });
  expect(narrow.short).toBe(true);
  expect(narrow.fontSize).toBeGreaterThan(
    planBarWords({ rows: [row4], ...o, width: 300, least: 0 }).fontSize,
  );
});
