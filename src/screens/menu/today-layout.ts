// Where the today card (today-card.ts) stands on the menu and what stands in it, without Phaser: the
// newcomer's offer's row and the margin over it (upright, the row is taller for it), then inside, a
// disc with the days in a row at the left, and the words beside it: three lines where the card is
// tall and narrow enough (the greeting with the days, the next thing offered in the biggest type,
// today's goal), else the first two with the goal in a column at the right. Each line whole where it
// fits, else its shorter words.

import type { Box, HubLayout } from './hub-layout.ts';

export interface TodayWords {
  streak: string;
  streakShort: string;
  /** The next thing offered (drawn biggest: it is what a tap starts). */
  last: { words: string; short: string } | null;
  /** The goal's items as drawn, ticks and all ("✓ Win a game"). */
  goal: readonly string[];
  /** The same in fewer words ("✓ A win"), drawn where the whole ones do not fit. */
  goalShort: readonly string[];
}

/** Between the goal's items on one line. */
const GOAL_GAP = '    ';

export interface TodayLine {
  text: string;
  x: number;
  y: number;
  size: number;
  kind: 'streak' | 'last' | 'goal';
  /** The room it has: the view shrinks and then cuts a line wider than it. */
  width: number;
}

export interface TodayPlan {
  disc: { x: number; y: number; side: number };
  lines: TodayLine[];
  /** The "›" at the right: the card opens the first thing still to do. */
  chevron: { x: number; y: number; size: number };
}

/** The card's box: across the offer's row, from the margin over it to just above the title (beside it on a phone on its side). */
export function todayBox(l: HubLayout, dpr: number): Box {
  const { start, later } = l.offer!;
  const x = start.x;
  const width = later.x + later.width - x;
  const title = l.title!;
  const beside = title.y < start.y + start.height && title.y + title.height > start.y;
  const bottom = beside
    ? Math.min(l.primary.y - 4 * dpr, start.y + start.height + 4 * dpr)
    : title.y - 6 * dpr;
  // The offer's row at least (on a short screen it reaches up into the margin), up to two fingers high.
  const top = Math.min(start.y, Math.max(l.head.y, bottom - 2 * l.touch));
  return { x, y: top, width, height: bottom - top };
}

export function planToday(
  box: Box,
  u: number,
  dpr: number,
  words: TodayWords,
  measure: { widthAt: (text: string, size: number) => number; lineHeight: (size: number) => number },
): TodayPlan {
  const pad = Math.max(10 * u, 6 * dpr);
  const inner = {
    x: box.x + pad,
    y: box.y + pad * 0.6,
    width: box.width - 2 * pad,
    height: box.height - 1.2 * pad,
  };
  const least = 13 * dpr;
  const size = (css: number) => Math.max(css * u, least);
  const side = Math.min(inner.height, 60 * u);
  const disc = { x: inner.x + side / 2, y: inner.y + inner.height / 2, side };
  const chevronSize = size(22);
  const chevron = { x: inner.x + inner.width - chevronSize * 0.3, y: disc.y, size: chevronSize };
  const left = inner.x + side + 10 * u;
  const right = inner.x + inner.width - chevronSize * 0.8 - 6 * u;
  const big = size(17);
  const small = size(14);
  const pick = (full: string, short: string, at: number, width: number) =>
    measure.widthAt(full, at) <= width ? full : short;
  const threeH = measure.lineHeight(big) + 2 * measure.lineHeight(small);
  const lines: TodayLine[] = [];
  const stack = (
    rows: { text: string; size: number; kind: TodayLine['kind'] }[],
    x: number,
    width: number,
  ) => {
    const total = rows.reduce((sum, r) => sum + measure.lineHeight(r.size), 0);
    let y = inner.y + (inner.height - total) / 2;
    for (const r of rows) {
      lines.push({ ...r, x, y, width });
      y += measure.lineHeight(r.size);
    }
  };
  const width = right - left;
  // The goal's items whole where they fit side by side (or in their column beside a third of the
  // words' room), else in fewer words: never cut mid-word ("✓ Today's puzzle: answe…").
  const rowWidth = (items: readonly string[]) => measure.widthAt(items.join(GOAL_GAP), small);
  const columnWidth = (items: readonly string[]) => Math.max(...items.map((g) => measure.widthAt(g, small)));
  const streak = (w: number, at: number) => pick(words.streak, words.streakShort, at, w);
  const last = (w: number, at: number) =>
    words.last ? pick(words.last.words, words.last.short, at, w) : null;
  // A wide card (a tablet's, a desktop's) keeps the goal in a column at its right, balancing the days at its left.
  const wide = inner.width >= 560 * dpr;
  if (threeH <= inner.height && !wide) {
    const goal = rowWidth(words.goal) <= width ? words.goal : words.goalShort;
    stack(
      [
        { text: streak(width, small), size: small, kind: 'streak' },
        ...(words.last ? [{ text: last(width, big)!, size: big, kind: 'last' as const }] : []),
        { text: goal.join(GOAL_GAP), size: small, kind: 'goal' },
      ],
      left,
      width,
    );
    // The goal's items side by side on the last line, each its own text (a done one is drawn in mint).
    const row = lines.pop()!;
    let x = row.x;
    for (const text of goal) {
      const w = measure.widthAt(text, small);
      lines.push({ ...row, text, x, width: Math.max(0, Math.min(w, left + width - x)) });
      x += measure.widthAt(text + GOAL_GAP, small);
    }
    return { disc, lines, chevron };
  }
  // Wide or short: the goal's items one over the other at the right, the days and the last game beside the disc.
  const goal = columnWidth(words.goal) <= (right - left) / 3 ? words.goal : words.goalShort;
  const goalW = columnWidth(goal);
  const wordsW = right - goalW - 14 * u - left;
  const head = Math.min(big, Math.max(least, inner.height / 2 / 1.3));
  stack(
    [
      { text: streak(wordsW, small), size: small, kind: 'streak' },
      ...(words.last ? [{ text: last(wordsW, head)!, size: head, kind: 'last' as const }] : []),
    ],
    left,
    wordsW,
  );
  stack(
    goal.map((g) => ({ text: g, size: small, kind: 'goal' as const })),
    right - goalW,
    goalW,
  );
  return { disc, lines, chevron };
}
