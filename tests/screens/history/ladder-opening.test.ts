// Where the ladder's map opens (ladder-map.ts, openingOffset): the current step whole in the window
// and no line of words cut at its edges. A reviewer on a tablet read the next row's lessons ("Cells
// fall", "Win the stem cell") cut in half over the Play bar at the window's foot.
import { describe, expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { HistoryModel } from '../../../src/screens/history/history-model.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import {
  ladderMap,
  openingOffset,
  rowWordsBands,
  type WordsBand,
} from '../../../src/screens/history/ladder-map.ts';
import { personGame, storeRig } from './history-rig.ts';

const cuts = (bands: readonly WordsBand[], edge: number) => bands.some((b) => b.top < edge && edge < b.foot);

describe('the rule', () => {
  // The heading, then two rows' words; a window that ends inside the second row's words at the top.
  const bands = [
    { top: 5, foot: 55 },
    { top: 230, foot: 285 },
    { top: 485, foot: 540 },
  ];
  const step = { top: 70, height: 220 };

  test('a window whose foot would cut a row of words opens past the heading, both rows whole', () => {
    const o = openingOffset(step, 510, 1200, bands);
    expect(cuts(bands, o)).toBe(false);
    expect(cuts(bands, o + 510)).toBe(false);
    expect(o).toBeLessThanOrEqual(step.top);
    expect(o + 510).toBeGreaterThanOrEqual(step.top + step.height);
    // The nearest such: the heading just out of sight.
    expect(o).toBe(55);
  });

  test('a window that cuts nothing opens at the top', () => {
    expect(openingOffset(step, 400, 1200, bands)).toBe(0);
  });

  test('the current step further down: shown whole, its own words too', () => {
    const low = { top: 560, height: 220 };
    const o = openingOffset(low, 400, 2000, [...bands, { top: 740, foot: 795 }]);
    expect(o).toBeLessThanOrEqual(low.top);
    expect(o + 400).toBeGreaterThanOrEqual(low.top + low.height);
    expect(cuts(bands, o) || cuts(bands, o + 400)).toBe(false);
  });

  test('where no offset keeps every word whole, the one that just shows the step', () => {
    const tight = [{ top: 0, foot: 1000 }];
    expect(openingOffset({ top: 700, height: 200 }, 300, 2000, tight)).toBe(600);
  });
});

test.each([
  ['tablet 1024x768 at 2', { width: 1790, u: 2.4, minFont: 26 }, [900, 1066, 1200]],
  ['phone 390x844 at 3', { width: 1062, u: 2.79, minFont: 39 }, [1700, 1900, 2100]],
  ['phone on its side 844x390 at 3', { width: 2370, u: 1.86, minFont: 39 }, [520, 600, 700]],
] as const)(
  '%s: the map opens on step 4 with no step words cut, at every window height',
  (_, screen, heights) => {
    const { store } = storeRig();
    for (let i = 0; i < 3; i++) {
      const s = LADDER[i]!;
      keepGame(store, personGame(s.rules, s.opponent, 'win', 10 + i, {}, s.margin));
    }
    const value = new HistoryModel({
      store,
      now: () => 0,
      today: () => '2026-03-10',
      notify: () => {},
    }).value();
    const box = { left: 10, top: 120, ...screen };
    const map = ladderMap(value.ladder, box);
    const rows = rowWordsBands(map, box);
    expect(rows).toHaveLength(Math.ceil(LADDER.length / map.perRow));
    // Every step's words lie in its row's band.
    for (const n of map.nodes) {
      const band = rows[Math.floor((n.n - 1) / map.perRow)]!;
      expect(n.labelY).toBeGreaterThanOrEqual(band.top);
      expect(n.lineY).toBeLessThan(band.foot);
    }
    const current = map.nodes.find((n) => n.state === 'current')!;
    const step = { top: current.tag!.y, height: rows[0]!.foot - current.tag!.y };
    const bands = [{ top: 10, foot: 110 }, ...rows];
    for (const window of heights) {
      const o = openingOffset(step, window, map.top + map.height, bands);
      expect(o + window, `window ${window}`).toBeGreaterThanOrEqual(step.top + step.height);
      expect(cuts(rows, o) || cuts(rows, o + window), `window ${window} at ${o}`).toBe(false);
    }
  },
);
