// The review's chart while it is still working out its bars (ui/chart-axis.ts): at every step of a
// review filling in (unknown bars level, estimates that come in wild under capture and are firmed
// up, bars beyond the scale), on the reviewer's four screens, no two of the chart's labels meet: the
// axis numbers, the words on its two halves and the numbers of the bars beyond the scale, and those
// numbers stay inside the plot, off the flags over it and the move numbers under it.
import { expect, test } from 'vitest';
import { reviewLayout } from '../../src/screens/review/review-layout.ts';
import {
  clippedBarsOf,
  clippedLabels,
  clippedOrder,
  leadAxisLabels,
  numberGap,
  plotIn,
  sideWordBoxes,
  type LabelBox,
} from '../../src/ui/chart-axis.ts';
import { leadBars, leadScale } from '../../src/ui/chart-data.ts';
import { bestPlaySideWords } from '../../src/words/chart-words.ts';
import { reviewScreen as screen } from '../screens/review/review-screen.ts';

const meets = (a: LabelBox, b: LabelBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether two numbers on one level stand closer than `gap` side by side: "5" "6" touching read "56". */
const crowd = (a: LabelBox, b: LabelBox, gap: number) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height && b.y < a.y + a.height;

/** A seeded random source: the same states every run. */
function seeded(seed: number): () => number {
  let r = seed;
  return () => (r = (r * 1103515245 + 12345) >>> 0) / 2 ** 32;
}

/** Each state of a review of `plies` moves as it fills in: known forecasts, wild estimates firmed up, the rest level. */
function reviewStates(plies: number, seed: number): [number, number][][] {
  const random = seeded(seed);
  const finals = Array.from({ length: plies }, (_, i) =>
    Math.round(Math.sin(i / 4) * 12 + (random() - 0.5) * 8),
  );
  const states: [number, number][][] = [];
  for (let known = 0; known <= plies; known += 3) {
    const margins = finals.map((m, i) => {
      if (i >= known) return 0;
      // An estimate now and then is far off (a capture's swing), firmed up later.
      return random() < 0.15 ? Math.round((random() - 0.5) * 500) : m;
    });
    states.push(margins.map((m): [number, number] => [Math.max(0, m), Math.max(0, -m)]));
  }
  return states;
}

test.each([
  { tag: 'phone 390x844', s: screen(390, 844, 3) },
  { tag: 'phone on its side 844x390', s: screen(844, 390, 3) },
  { tag: 'tablet 1024x768', s: screen(1024, 768, 2) },
  { tag: 'desktop 1280x720', s: screen(1280, 720, 1) },
])("the chart's labels never meet while the review fills in - $tag", ({ s }) => {
  const at = reviewLayout(s);
  const plot = plotIn(at.chart, at.chart.y + s.chartHeading(at.chart.width), s.chartLabel, s.u);
  // Digits and letters about as wide as drawn at the numbers' and names' type.
  const numberW = (t: string) => t.length * 0.6 * s.chartLabel.height;
  const nameH = Math.max(13 * s.u, 13 * s.dpr) * 1.25;
  const words = bestPlaySideWords('You', 'Easy');
  const sides = sideWordBoxes(
    plot,
    words,
    [
      { width: words[0].length * 0.55 * nameH, height: nameH },
      { width: words[1].length * 0.55 * nameH, height: nameH },
    ],
    s.u,
  );
  expect(sides[1], 'both side words fit the plot').not.toBeNull();
  let clippedSeen = 0;
  for (const seed of [1, 2, 3])
    for (const history of reviewStates(49, seed)) {
      const bars = leadBars(history, 0, plot.height / 2, 2 * s.u);
      const max = leadScale(bars.map((b) => b.lead));
      const axis = leadAxisLabels(plot, max, numberW, s.chartLabel.height, s.u);
      const avoid = sides.filter((b): b is LabelBox => b !== null);
      const clipped = clippedBarsOf(bars, plot);
      const kept = clippedLabels(clipped, plot, axis, numberW, s.chartLabel.height, s.u, avoid);
      clippedSeen += kept.length;
      const all = [...axis, ...avoid, ...kept];
      for (const a of all)
        for (const b of all) if (a !== b) expect(meets(a, b), `${a.text} meets ${b.text}`).toBe(false);
      const gap = numberGap(s.chartLabel.height, s.u);
      const numbers = [...axis, ...kept];
      for (const a of numbers)
        for (const b of numbers) if (a !== b) expect(crowd(a, b, gap), `${a.text} by ${b.text}`).toBe(false);
      for (const k of kept) {
        expect(k.y).toBeGreaterThanOrEqual(plot.y);
        expect(k.y + k.height).toBeLessThanOrEqual(plot.y + plot.height + 0.01);
        expect(k.x).toBeGreaterThanOrEqual(plot.x);
        expect(k.x + k.width).toBeLessThanOrEqual(plot.x + plot.width + 0.01);
      }
    }
  // The states did put bars beyond the scale, and their numbers were shown.
  expect(clippedSeen).toBeGreaterThan(0);
});

test('a bar number that would stand on "You win" moves to the bar\'s other side, else is left out', () => {
  const u = 1;
  const plot = { x: 40, y: 20, width: 300, height: 80 };
  const sides = sideWordBoxes(
    plot,
    ['You win', 'Easy wins'],
    [
      { width: 50, height: 16 },
      { width: 60, height: 16 },
    ],
    u,
  );
  const widthOf = (t: string) => 8 * t.length;
  // A clipped bar at the top left: right of it is "You win", left of it the plot's edge.
  const onWords = clippedLabels([{ index: 0, x: 60, width: 6, y: 30, lead: 120 }], plot, [], widthOf, 15, u, [
    sides[0]!,
  ]);
  expect(onWords).toEqual([]);
  // Just past the words' end: right of the bar, clear of them.
  const past = clippedLabels([{ index: 0, x: 110, width: 6, y: 30, lead: 120 }], plot, [], widthOf, 15, u, [
    sides[0]!,
  ]);
  expect(past.map((l) => l.x)).toEqual([119]);
  // Without the side words in the way (the old placement), it stood on them.
  const before = clippedLabels([{ index: 0, x: 60, width: 6, y: 30, lead: 120 }], plot, [], widthOf, 15, u);
  expect(meets(before[0]!, sides[0]!)).toBe(true);
  // A number near the plot's foot stays inside it, over the move numbers.
  const foot = clippedLabels([{ index: 0, x: 200, width: 6, y: 98, lead: -198 }], plot, [], widthOf, 15, u);
  expect(foot[0]!.y + foot[0]!.height).toBeLessThanOrEqual(plot.y + plot.height);
});

test('on a plot too short for both side words, the bottom one is left out rather than overlap', () => {
  const short = sideWordBoxes(
    { x: 0, y: 0, width: 200, height: 30 },
    ['You win', 'Easy wins'],
    [
      { width: 50, height: 16 },
      { width: 60, height: 16 },
    ],
    1,
  );
  expect(short[1]).toBeNull();
});

test("the side words slide along their half to where the bars leave room: over the first moves' tall bars they stood on them", () => {
  const plot = { x: 0, y: 0, width: 300, height: 80 };
  const sizes = [
    { width: 50, height: 16 },
    { width: 60, height: 16 },
  ] as const;
  const words = ['You win', 'Easy wins'] as const;
  // Ten bars over the line: the first five reach the top, the rest are short; none under the line.
  const bars = Array.from({ length: 10 }, (_, i) => ({
    x: i * 30 + 4.5,
    width: 21,
    y: i < 5 ? 0 : 34,
    height: i < 5 ? 40 : 6,
  }));
  const [top, bottom] = sideWordBoxes(plot, words, sizes, 1, bars);
  expect(bars.some((b) => meets({ ...top, text: '' }, { ...b, text: '' }))).toBe(false);
  expect(top.x).toBeGreaterThan(bars[4]!.x + bars[4]!.width - 1);
  // No bar under the line: the bottom words keep the left corner.
  expect(bottom!.x).toBe(4);
  // Without bars (or with every place covered alike) they keep the left corner as before.
  expect(sideWordBoxes(plot, words, sizes, 1)[0].x).toBe(4);
  const everywhere = Array.from({ length: 10 }, (_, i) => ({ x: i * 30, width: 30, y: 0, height: 40 }));
  expect(sideWordBoxes(plot, words, sizes, 1, everywhere)[0].x).toBe(4);
});

test('on a phone on its side a run of bars beyond the scale keeps its numbers apart: its ends and its top, not "566554"', () => {
  const s = screen(844, 390, 2);
  const at = reviewLayout(s);
  const plot = plotIn(at.chart, at.chart.y + s.chartHeading(at.chart.width), s.chartLabel, s.u);
  const numberW = (t: string) => t.length * 0.6 * s.chartLabel.height;
  // A 38-move review part worked out: the first six bars far beyond the rest's scale, the rest small.
  const leads = [5, 6, 6, 5, 5, 4, ...Array.from({ length: 32 }, (_, i) => (i % 3) - 1)];
  const history = leads.map((m): [number, number] => [Math.max(0, m), Math.max(0, -m)]);
  const bars = leadBars(history, 0, plot.height / 2, 2 * s.u);
  const clipped = clippedBarsOf(bars, plot);
  expect(clipped.map((b) => b.lead)).toEqual([5, 6, 6, 5, 5, 4]);
  const gap = numberGap(s.chartLabel.height, s.u);
  // Each bar's number just right of it would stand closer to its neighbour's than the gap.
  const step = clipped[1]!.x - clipped[0]!.x;
  expect(step).toBeLessThan(numberW('5') + gap);
  const axis = leadAxisLabels(plot, leadScale(bars.map((b) => b.lead)), numberW, s.chartLabel.height, s.u);
  const kept = clippedLabels(clipped, plot, axis, numberW, s.chartLabel.height, s.u);
  for (const a of kept)
    for (const b of kept) if (a !== b) expect(crowd(a, b, gap), `${a.text} by ${b.text}`).toBe(false);
  // Thinned out: the run's top and its last number stay.
  expect(kept.length).toBeGreaterThanOrEqual(2);
  expect(kept.length).toBeLessThan(clipped.length);
  expect(kept.map((k) => k.text)).toContain('6');
  expect(kept.at(-1)!.text).toBe('4');
});

test("a run's ends and turning points are numbered first, the biggest first, then the rest from the left", () => {
  const bar = (index: number, lead: number) => ({ index, x: index * 10, width: 7, y: 0, lead });
  const run = [bar(0, 5), bar(1, 6), bar(2, 6), bar(3, 5), bar(4, 7), bar(5, 4), bar(9, -8), bar(10, -9)];
  expect(clippedOrder(run).map((b) => b.index)).toEqual([10, 9, 4, 1, 0, 3, 5, 2]);
});
