// The today card's place on the menu (screens/menu/today-layout.ts) at the shapes a player meets:
// on the screen, over nothing else (the title, the big card, the ladder's and puzzle's cards, the
// places), a finger's height at least; inside it, every line within the card, whole where it fits
// (the shorter words where the whole ones do not), the goal's items on the card.
import { describe, expect, test } from 'vitest';
import { hubLayout, type Box } from '../../../src/screens/menu/hub-layout.ts';
import { planToday, todayBox, type TodayWords } from '../../../src/screens/menu/today-layout.ts';

const SHAPES = [
  [390, 844, 3],
  [360, 780, 3],
  [844, 390, 3],
  [740, 360, 3],
  [1024, 768, 2],
  [1280, 720, 1],
] as const;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.01 &&
  b.x < a.x + a.width - 0.01 &&
  a.y < b.y + b.height - 0.01 &&
  b.y < a.y + a.height - 0.01;

/** Text about as wide as the game's sans serif draws it: 0.55 em a letter; lines 1.2 em. */
const measure = {
  widthAt: (text: string, size: number) => text.length * size * 0.55,
  lineHeight: (size: number) => size * 1.2,
};

const WORDS: TodayWords = {
  streak: '12 days in a row · keep it going today',
  streakShort: '12 days in a row',
  last: {
    words: 'Yesterday Medium won on the petri dish: another go?',
    short: 'Yesterday Medium won: another go?',
  },
  goal: ['○ Win a game', "✓ Today's puzzle"],
  goalShort: ['○ A win', '✓ Puzzle'],
};

describe.each(SHAPES)('the today card at %i×%i', (w, h, dpr) => {
  const l = hubLayout({ width: w * dpr, height: h * dpr, dpr }, 'play', 4, true, true);
  const box = todayBox(l, dpr);

  test('on the screen, over nothing else, a finger high', () => {
    const screen = { x: 0, y: 0, width: w * dpr, height: h * dpr };
    expect(
      box.x >= 0 && box.y >= 0 && box.x + box.width <= screen.width && box.y + box.height <= screen.height,
    ).toBe(true);
    for (const [name, b] of [
      ['title', l.title!],
      ['primary', l.primary],
      ['ladder', l.ladder],
      ['puzzle', l.puzzle],
      ...l.places.map((p, i) => [`place ${i}`, p] as const),
    ] as const)
      expect(overlaps(box, b), `over ${name}`).toBe(false);
    // A finger's height: 44 CSS px.
    expect(box.height).toBeGreaterThanOrEqual(44 * dpr);
  });

  test('every line inside the card; the longest words shortened where they would not fit', () => {
    const plan = planToday(box, l.u, dpr, WORDS, measure);
    expect(plan.lines.filter((x) => x.kind === 'goal')).toHaveLength(2);
    for (const line of plan.lines) {
      expect(line.x).toBeGreaterThanOrEqual(box.x);
      expect(line.x + line.width).toBeLessThanOrEqual(box.x + box.width);
      expect(line.y).toBeGreaterThanOrEqual(box.y);
      expect(line.y + measure.lineHeight(line.size)).toBeLessThanOrEqual(box.y + box.height + 0.01);
      expect(line.size).toBeGreaterThanOrEqual(13 * dpr);
      // Whole where it fits, else its short words.
      const whole = { streak: WORDS.streak, last: WORDS.last!.words, goal: line.text }[line.kind];
      if (measure.widthAt(whole, line.size) <= line.width) expect(line.text).toBe(whole);
    }
    const disc = plan.disc;
    expect(disc.y - disc.side / 2).toBeGreaterThanOrEqual(box.y);
    expect(disc.y + disc.side / 2).toBeLessThanOrEqual(box.y + box.height);
  });
});

test('upright the card has room for three lines (the days, the last game, the goal); the cards under it move down for it', () => {
  const l = hubLayout({ width: 390 * 3, height: 844 * 3, dpr: 3 }, 'play', 4, true, true);
  const without = hubLayout({ width: 390 * 3, height: 844 * 3, dpr: 3 }, 'play', 4, true, false);
  const plan = planToday(todayBox(l, 3), l.u, 3, WORDS, measure);
  expect(new Set(plan.lines.map((x) => x.y)).size).toBe(3);
  expect(l.primary.y).toBeGreaterThan(without.primary.y);
});

test("a tablet's wide card keeps the goal in a column at its right, the days and the last game at its left", () => {
  const l = hubLayout({ width: 1024 * 2, height: 768 * 2, dpr: 2 }, 'play', 4, true, true);
  const plan = planToday(todayBox(l, 2), l.u, 2, WORDS, measure);
  const goal = plan.lines.filter((x) => x.kind === 'goal');
  const streak = plan.lines.find((x) => x.kind === 'streak')!;
  expect(goal[0]!.x).toBe(goal[1]!.x);
  expect(goal[0]!.y).toBeLessThan(goal[1]!.y);
  expect(goal[0]!.x).toBeGreaterThan(streak.x + measure.widthAt(streak.text, streak.size));
  expect(streak.text).toBe(WORDS.streak);
});

// an upright phone's card cut its goal "✓ Today's puzzle: answe…"; each item is now drawn
// whole, in fewer words where the whole ones do not fit.
test.each([
  [390, 844, 3],
  [844, 390, 3],
  [360, 780, 3],
])('at %i×%i each of the goal\'s items whole, "answer seen" too', (w, h, dpr) => {
  const l = hubLayout({ width: w * dpr, height: h * dpr, dpr }, 'play', 4, true, true);
  const words: TodayWords = {
    ...WORDS,
    goal: ['○ Win a game', "✓ Today's puzzle: answer seen"],
    goalShort: ['○ A win', '✓ Puzzle: answer seen'],
  };
  const plan = planToday(todayBox(l, dpr), l.u, dpr, words, measure);
  const goal = plan.lines.filter((x) => x.kind === 'goal');
  expect(goal).toHaveLength(2);
  for (const line of goal) {
    expect(measure.widthAt(line.text, line.size)).toBeLessThanOrEqual(line.width + 0.01);
    expect(line.text.endsWith('answer seen') || !line.text.includes('puzzle')).toBe(true);
  }
});
