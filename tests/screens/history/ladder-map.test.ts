// The ladder as a map (issue 29; the fresh review of session 23 called the old one "a plain list"):
// a road winding across and back, each step a tile with its board, its number, its stars under it
// and its opponent and lesson in a few words; the steps won lit, the current one tagged "Play" and
// played by a tap, the locked ones locked with no stars and the first of them saying what opens it;
// the road walked as far as the open steps. It must read on a phone upright and on its side, a
// tablet and a desktop: the sizes below are theirs (game pixels, u and the 13 CSS px floor).
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { MARGINS_FROM } from '../../../src/game/game-salt.ts';
import { HistoryModel } from '../../../src/screens/history/history-model.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import {
  ladderMap,
  mapFonts,
  stepsBelow,
  tapStep,
  type MapBox,
} from '../../../src/screens/history/ladder-map.ts';
import { stepsBelowWords } from '../../../src/screens/history/history-words.ts';
import { personGame, storeRig } from './history-rig.ts';

const TODAY = '2026-03-10';

/** The map's box on each screen: its width in game pixels, u and the smallest font (13 CSS px). */
const SCREENS: Record<string, Omit<MapBox, 'left' | 'top'>> = {
  'phone 390x844 at 3': { width: 1062, u: 2.79, minFont: 39 },
  'phone on its side 844x390 at 3': { width: 2370, u: 1.86, minFont: 39 },
  'tablet 1024x768 at 2': { width: 1790, u: 2.4, minFont: 26 },
  'desktop 1280x720': { width: 839, u: 1.125, minFont: 13 },
};

function valueAfter(wins: number) {
  const { store } = storeRig();
  // Steps 1..wins won (by their margin), in order.
  for (let i = 0; i < wins; i++) {
    const s = LADDER[i]!;
    keepGame(store, personGame(s.rules, s.opponent, 'win', 10 + i, {}, s.margin));
  }
  return new HistoryModel({ store, now: () => 0, today: () => TODAY, notify: () => {} }).value().ladder;
}

test.each(Object.entries(SCREENS))(
  '%s: won, current and locked steps along one winding road',
  (_, screen) => {
    const box = { left: 10, top: 40, ...screen };
    const map = ladderMap(valueAfter(2), box);
    expect(map.nodes).toHaveLength(LADDER.length);
    expect(map.nodes.map((n) => n.state)).toEqual([
      'won',
      'won',
      'current',
      ...Array(LADDER.length - 3).fill('locked'),
    ]);
    // Three or more steps a row, in rows that run across and back: the road turns at each end.
    expect(map.perRow).toBeGreaterThanOrEqual(3);
    const row = (i: number) => Math.floor(i / map.perRow);
    for (let i = 1; i < map.nodes.length; i++) {
      const [a, b] = [map.nodes[i - 1]!, map.nodes[i]!];
      if (row(i) === row(i - 1)) expect(Math.sign(b.x - a.x)).toBe(row(i) % 2 === 0 ? 1 : -1);
      else {
        expect(b.x).toBeCloseTo(a.x);
        expect(b.y).toBeGreaterThan(a.y + a.size);
      }
    }
    // Every tile, its stars and its words stay inside the box, and no two steps' parts meet.
    const fonts = mapFonts(box);
    const boxes = map.nodes.map((n) => ({
      left: Math.min(n.x - n.size / 2, n.x - n.lineWidth / 2),
      right: Math.max(n.x + n.size / 2, n.x + n.lineWidth / 2),
      top: n.tag?.y ?? n.y - n.size / 2,
      bottom: n.lineY + 2 * fonts.line * 1.3,
    }));
    for (const [i, b] of boxes.entries()) {
      expect(b.left).toBeGreaterThanOrEqual(box.left);
      expect(b.right).toBeLessThanOrEqual(box.left + box.width);
      expect(b.bottom).toBeLessThanOrEqual(map.top + map.height);
      for (const c of boxes.slice(i + 1))
        expect(b.right <= c.left || c.right <= b.left || b.bottom <= c.top || c.bottom <= b.top).toBe(true);
    }
    // A tile big enough to see its board (at least 44 CSS px), words at least 13 CSS px.
    for (const n of map.nodes) expect(n.size).toBeGreaterThanOrEqual((44 * box.minFont) / 13);
    expect(fonts.line).toBeGreaterThanOrEqual(box.minFont);
    // The road walked reaches the current step and stops there.
    expect(map.road.map((r) => r.walked)).toEqual([true, true, ...Array(LADDER.length - 3).fill(false)]);
    // Stars on the steps won (three each: won by the margin, without hints), none on a locked step.
    expect(map.nodes[0]!.stars.filter((s) => s.lit)).toHaveLength(3);
    expect(map.nodes[2]!.stars.map((s) => s.lit)).toEqual([false, false, false]);
    expect(map.nodes[5]!.stars).toEqual([]);
    // Three stars finish a step in gold; a step short of them, or locked, is not.
    expect(map.nodes.map((n) => n.perfect)).toEqual([true, true, ...Array(LADDER.length - 2).fill(false)]);
    // Only the current step is tagged "Play", the tag over its tile.
    expect(map.nodes.filter((n) => n.tag).map((n) => n.n)).toEqual([3]);
    const tag = map.nodes[2]!.tag!;
    expect(tag.y + tag.height).toBeLessThanOrEqual(map.nodes[2]!.y - map.nodes[2]!.size / 2);
  },
);

test("each step's words: its opponent, its lesson in a few words; the first locked step says what opens it", () => {
  const map = ladderMap(valueAfter(2), { left: 0, top: 0, ...SCREENS['phone 390x844 at 3']! });
  expect(map.nodes.map((n) => n.label).slice(0, 4)).toEqual(['Easy', 'Easy', 'Medium', 'Medium']);
  expect(map.nodes[0]!.line).toBe('Touch your own cells');
  expect(map.nodes[2]!.line).toBe('Leave it no big square');
  expect(map.nodes[3]!.line).toBe('Win step 3 to open');
  expect(map.nodes[4]!.line).toBe(LADDER[4]!.lesson);
  for (const n of map.nodes) expect(n.line.length).toBeLessThanOrEqual(28);
});

test('a tap on a tile: an open step plays its board against its opponent; a locked one says what opens it', () => {
  const map = ladderMap(valueAfter(2), { left: 0, top: 0, ...SCREENS['desktop 1280x720']! });
  const [won, current, locked] = [map.nodes[0]!, map.nodes[2]!, map.nodes[7]!];
  expect(tapStep(map, current.x, current.y)).toEqual({
    kind: 'play',
    rules: LADDER[2]!.rules,
    opponent: LADDER[2]!.opponent,
  });
  // Its Play tag is part of it.
  expect(tapStep(map, current.x, current.tag!.y + 2)).toMatchObject({
    kind: 'play',
    rules: LADDER[2]!.rules,
  });
  // A step won plays again, for the stars it lacks.
  expect(tapStep(map, won.x + won.size / 3, won.y)).toMatchObject({ kind: 'play', rules: LADDER[0]!.rules });
  expect(tapStep(map, locked.x, locked.y)).toEqual({
    kind: 'locked',
    words: 'Locked: win step 3 to open the next step.',
  });
  // Between the tiles, on the road: nothing.
  expect(tapStep(map, (won.x + map.nodes[1]!.x) / 2, won.y - won.size / 2 - 2)).toBeNull();
});

test('a new player: step 1 is current, the rest locked, no road walked', () => {
  const map = ladderMap(valueAfter(0), { left: 0, top: 0, ...SCREENS['tablet 1024x768 at 2']! });
  expect(map.nodes[0]!.state).toBe('current');
  expect(map.nodes[1]!.line).toBe('Win step 1 to open');
  expect(map.nodes.slice(1).every((n) => n.state === 'locked')).toBe(true);
  expect(map.road.every((r) => !r.walked)).toBe(true);
});

test("over the map: the current step in full, its stars' rule and the stars won of all", () => {
  const { store } = storeRig();
  const [s1, s2] = [LADDER[0]!, LADDER[1]!];
  // Step 1 won by 1 with no help: the win and the third star, not the margin's.
  const narrow = Array.from({ length: 80 }, (_, i) => personGame(s1.rules, s1.opponent, 'win', 10 + i)).find(
    (g) => g.scores[0] - g.scores[1] < s1.margin,
  )!;
  // Numbered as a game today, so it was played for today's margin.
  keepGame(store, { ...narrow, hints: false, endedAt: 10, salt: MARGINS_FROM + 1 });
  const by = narrow.scores[0] - narrow.scores[1];
  const value = new HistoryModel({ store, now: () => 0, today: () => TODAY, notify: () => {} }).value()
    .ladder;
  expect(value.starTotal).toBe('★ 2 of 42');
  expect(value.next?.label).toBe('Step 2 of 14: Easy on a petri dish 5 across');
  expect(value.nextStars).toBe(`Stars: win, win by ${s2.margin} or more, on your own`);
  const map = ladderMap(value, { left: 0, top: 0, ...SCREENS['desktop 1280x720']! });
  expect(map.nodes[0]!.stars.map((s) => s.lit)).toEqual([true, false, true]);
  // Two stars of three: not the gold finish, which only all three earn.
  expect(map.nodes[0]!.perfect).toBe(false);
  expect(value.steps[0]!.starText).toBe('★☆★');
  expect(value.steps[0]!.starsLine).toBe(
    `★ win · ☆ by ${s1.margin} or more: best win by ${by} · ★ on your own`,
  );
});

test.each(Object.entries(SCREENS))(
  "%s: a window short of the map's foot names the steps below it, which a scroll brings in; none once all are in sight",
  (_, screen) => {
    const box = { left: 10, top: 40, ...screen };
    const map = ladderMap(valueAfter(2), box);
    const foot = map.top + map.height;
    // The whole map in sight: no cue.
    expect(stepsBelow(map, foot)).toBeNull();
    // The window's foot through the last row's tiles: that row's steps, in order.
    const last = map.nodes.at(-1)!;
    const lastRow = map.nodes.filter((n) => Math.abs(n.y - last.y) < last.size);
    const below = stepsBelow(map, last.y)!;
    expect(below).toEqual({
      first: Math.min(...lastRow.map((n) => n.n)),
      last: LADDER.length,
    });
    // Every step in a row under the foot is named: none left between first and last in sight.
    for (const n of map.nodes) if (n.n >= below.first) expect(n.y + n.size / 2).toBeGreaterThan(last.y);
    expect(stepsBelowWords(below.first, below.last)).toBe(`Steps ${below.first}–${LADDER.length} below ▾`);
    expect(stepsBelowWords(14, 14)).toBe('Step 14 below ▾');
  },
);

test.each(Object.entries(SCREENS))(
  '%s: each piece of road carries an arrow pointing to the next step, rows running right to left too',
  (_, screen) => {
    const map = ladderMap(valueAfter(4), { left: 10, top: 40, ...screen });
    expect(map.road).toHaveLength(map.nodes.length - 1);
    const leftward = map.road.filter((r, i) => {
      const [a, b] = [map.nodes[i]!, map.nodes[i + 1]!];
      const along = Math.cos(r.arrow.angle) * (b.x - a.x) + Math.sin(r.arrow.angle) * (b.y - a.y);
      // Pointing from this step toward the next, and standing between them on the road.
      expect(along).toBeGreaterThan(0);
      expect(r.points).toContainEqual({ x: r.arrow.x, y: r.arrow.y });
      return Math.abs(b.y - a.y) < a.size && b.x < a.x;
    });
    // Where a row runs right to left, its arrows point left.
    for (const r of leftward) expect(Math.cos(r.arrow.angle)).toBeLessThan(-0.9);
    if (map.nodes.length > map.perRow) expect(leftward.length).toBeGreaterThan(0);
  },
);
