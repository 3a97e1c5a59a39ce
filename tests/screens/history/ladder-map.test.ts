// The ladder as a map (issue 29): a path of steps, each a node with its stars just under it and its
// words beside it; the steps won lit, the current one marked, the locked ones plainly locked with
// no stars; the path walked as far as the steps that are open. On the tablet the reviewer saw the
// stars far at the right, apart from their words: here they stay within a node's reach of them.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { HistoryModel } from '../../../src/screens/history/history-model.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { ladderMap } from '../../../src/screens/history/ladder-map.ts';
import { personGame, storeRig } from './history-rig.ts';

const TODAY = '2026-03-10';

function mapAfter(wins: number, width: number) {
  const { store } = storeRig();
  // Steps 1..wins won (the second by its margin), in order.
  for (let i = 0; i < wins; i++) {
    const s = LADDER[i]!;
    keepGame(store, personGame(s.rules, s.opponent, 'win', 10 + i, {}, s.margin));
  }
  const value = new HistoryModel({ store, now: () => 0, today: () => TODAY, notify: () => {} }).value()
    .ladder;
  return {
    value,
    map: ladderMap(value, { left: 8, top: 40, width, u: 1 }, 'Win the step before to open it'),
  };
}

test.each([390, 1024])('at %i wide: won, current and locked steps down one winding path', (width) => {
  const { map } = mapAfter(2, width);
  expect(map.nodes).toHaveLength(LADDER.length);
  expect(map.nodes.map((n) => n.state)).toEqual([
    'won',
    'won',
    'current',
    ...Array(LADDER.length - 3).fill('locked'),
  ]);
  // Down the screen, one step a row, winding left and right.
  for (let i = 1; i < map.nodes.length; i++) expect(map.nodes[i]!.y).toBeGreaterThan(map.nodes[i - 1]!.y);
  expect(new Set(map.nodes.map((n) => n.x)).size).toBeGreaterThan(1);
  // The path walked reaches the current step and stops there.
  expect(map.links.map((l) => l.walked)).toEqual([true, true, ...Array(LADDER.length - 3).fill(false)]);
  // Stars on the steps won (three each: won by the margin, without hints), none on a locked step.
  expect(map.nodes[0]!.stars.filter((s) => s.lit)).toHaveLength(3);
  expect(map.nodes[2]!.stars.map((s) => s.lit)).toEqual([false, false, false]);
  expect(map.nodes[5]!.stars).toEqual([]);
  expect(map.nodes[5]!.line).toMatch(/^Win the step before to open it · /);
  for (const n of map.nodes) {
    // Its words start just beside it and stay on the screen; its stars stand under the node, near them.
    expect(n.words.x - n.x).toBeLessThan(140);
    expect(n.words.x + n.words.width).toBeLessThanOrEqual(8 + width);
    for (const s of n.stars) expect(n.words.x - s.x).toBeLessThan(150);
    // Nothing of one step runs into the next.
    const next = map.nodes[n.n];
    if (next) expect(n.stars[0]?.y ?? n.y).toBeLessThan(next.y - next.radius);
  }
  expect(map.height).toBeGreaterThan(map.nodes.at(-1)!.y - 40);
});

test('a new player: step 1 is current, the rest locked, no path walked', () => {
  const { map } = mapAfter(0, 390);
  expect(map.nodes[0]!.state).toBe('current');
  expect(map.nodes.slice(1).every((n) => n.state === 'locked')).toBe(true);
  expect(map.links.every((l) => !l.walked)).toBe(true);
});

test('each star lit is the one held, and its line says which star is for what and why one is missed', () => {
  const { store } = storeRig();
  const [s1, s2] = [LADDER[0]!, LADDER[1]!];
  // Step 1 won by 1 with no help: the win and the third star, not the margin's.
  const narrow = Array.from({ length: 80 }, (_, i) => personGame(s1.rules, s1.opponent, 'win', 10 + i)).find(
    (g) => g.scores[0] - g.scores[1] < s1.margin,
  )!;
  keepGame(store, { ...narrow, hints: false, endedAt: 10 });
  const by = narrow.scores[0] - narrow.scores[1];
  // Step 2 won by its margin with a hint (or Best moves): the first two stars.
  keepGame(store, personGame(s2.rules, s2.opponent, 'win', 11, { hints: true }, s2.margin));
  const value = new HistoryModel({ store, now: () => 0, today: () => TODAY, notify: () => {} }).value()
    .ladder;
  const map = ladderMap(value, { left: 8, top: 40, width: 390, u: 1 }, 'locked');
  const [one, two, three, four] = map.nodes;
  expect(one!.stars.map((s) => s.lit)).toEqual([true, false, true]);
  expect(value.steps[0]!.starText).toBe('★☆★');
  expect(one!.starsLine).toBe(
    `★ win · ☆ by ${s1.margin} or more: best win by ${by} · ★ no hints or Best moves`,
  );
  expect(two!.stars.map((s) => s.lit)).toEqual([true, true, false]);
  expect(two!.starsLine).toBe(
    `★ win · ★ by ${s2.margin} or more · ☆ no hints or Best moves: every win had help`,
  );
  // Before a win, what each star is for; a locked step says nothing of stars.
  expect(three!.starsLine).toBe(`Stars: win · by ${LADDER[2]!.margin} or more · no hints or Best moves`);
  expect(four!.starsLine).toBe('');
});
