// Your games as a player's record (screens/history/games-head.ts): the head's numbers (games, wins,
// the run going and the best, the days in a row) and its widest win, the days that part the list,
// and the rows' places with the head and the days' headings among them (games-rows.ts).
import { expect, test } from 'vitest';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { gameRecord } from '../../../src/screens/history/game-record.ts';
import { dayHeads, gamesHead } from '../../../src/screens/history/games-head.ts';
import { GamesPlaces } from '../../../src/screens/history/games-rows.ts';
import { personGame, storeRig } from './history-rig.ts';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).getTime();

function record(...games: ['win' | 'loss' | 'draw', number, string, number?][]) {
  const { store } = storeRig();
  for (const [want, when, opponent, least] of games)
    keepGame(store, personGame('square:5', opponent, want, when, {}, least ?? 1));
  const kept = loadHistory(store);
  return { kept, record: gameRecord(kept, {}, {}, '2026-03-12') };
}

test('the head counts the games and wins, the run going with its best, and the days in a row', () => {
  const { record: r } = record(
    ['win', at(9, 9), 'easy'],
    ['win', at(9, 10), 'easy'],
    ['win', at(9, 11), 'medium'],
    ['loss', at(10, 9), 'hard'],
    ['win', at(11, 9), 'medium'],
    ['win', at(12, 9), 'easy'],
  );
  const head = gamesHead(r, 2);
  const byLabel = Object.fromEntries(head.figures.map((f) => [f.label, f]));
  expect(byLabel['Games']!.value).toBe('6');
  expect(byLabel['Won']!.value).toBe('5');
  expect(byLabel['Wins in a row']).toMatchObject({ value: '2', note: 'best 3', lit: true });
  expect(byLabel['Days in a row']).toMatchObject({ value: '2', lit: true });
});

test('the best win is named under the numbers, opponent first, and its row wears the badge', () => {
  const { kept, record: r } = record(['win', at(10, 9), 'easy', 1], ['win', at(11, 9), 'hard', 12]);
  const head = gamesHead(r, 0);
  const best = r.bestWins[0]!;
  expect(best.margin).toBeGreaterThanOrEqual(12);
  expect(head.bestWin).toBe(`Best win: Hard on Square 5×5, by ${best.margin}`);
  expect(head.bestWinId).toBe(kept.find((g) => g.players[1] === 'hard')!.id);
});

test('the best win is over the strongest opponent beaten, then by the widest margin', () => {
  // A wide win over Easy (the one a player rated below a narrower win over Medium on a bigger board).
  const { kept, record: r } = record(
    ['win', at(10, 9), 'easy', 20],
    ['win', at(11, 9), 'medium', 2],
    ['win', at(11, 10), 'medium', 6],
  );
  const margin = (opponent: string) =>
    kept.filter((g) => g.players[1] === opponent).map((g) => g.scores[0] - g.scores[1]);
  expect(Math.min(...margin('easy'))).toBeGreaterThan(Math.max(...margin('medium')));
  const head = gamesHead(r, 0);
  const widerMedium = Math.max(...margin('medium'));
  expect(head.bestWin).toBe(`Best win: Medium on Square 5×5, by ${widerMedium}`);
  expect(r.bestWins.map((w) => w.opponent)).toEqual(['medium', 'medium', 'easy']);
  expect(head.bestWinId).toBe(
    kept.find((g) => g.players[1] === 'medium' && g.scores[0] - g.scores[1] === widerMedium)!.id,
  );
});

test("Adaptive's wins rank by the level it played at: level 8 above Hard, level 4 (Medium's place) above Easy", () => {
  const { record: r } = record(
    ['win', at(10, 9), 'hard', 12],
    ['win', at(10, 10), 'adaptive:0.8', 1],
    ['win', at(10, 11), 'adaptive:0.3', 12],
    ['win', at(10, 12), 'easy', 12],
  );
  expect(r.bestWins.map((w) => [w.opponent, w.level])).toEqual([
    ['adaptive', 8],
    ['hard', null],
    ['adaptive', 4],
  ]);
  expect(gamesHead(r, 0).bestWin).toMatch(/^Best win: Adaptive at level 8 on Square 5×5, by \d+$/);
});

test('before any win: no best win, no run lit, no badge', () => {
  const { record: r } = record(['loss', at(10, 9), 'easy']);
  const head = gamesHead(r, 0);
  expect(head.bestWin).toBeNull();
  expect(head.bestWinId).toBeNull();
  expect(head.figures.some((f) => f.lit)).toBe(false);
});

test('the list is parted by calendar day: Today, Yesterday, then the day named with its date', () => {
  const now = at(12, 15);
  const newestFirst = [at(12, 14), at(12, 0, 5), at(11, 23, 55), at(11, 8), at(5, 20), at(4, 20)].map(
    (endedAt) => ({ endedAt }),
  );
  expect(dayHeads(newestFirst, now)).toEqual([
    { at: 0, label: 'Today' },
    { at: 2, label: 'Yesterday' },
    { at: 4, label: 'Thursday 5 Mar' },
    { at: 5, label: 'Wednesday 4 Mar' },
  ]);
  // A game from another year says its year.
  expect(dayHeads([{ endedAt: new Date(2025, 11, 31, 9).getTime() }], now)[0]!.label).toBe(
    'Wednesday 31 Dec 2025',
  );
});

test("the rows stand under the head and each day's heading, and a tap on a heading chooses no game", () => {
  const places = new GamesPlaces({
    ...{ rows: 4, rowHeight: 80, gap: 8, chosen: -1, band: 60 },
    ...{ lead: 100, heads: [0, 2], headHeight: 30 },
  });
  expect([0, 1, 2, 3].map((i) => places.rowTop(i))).toEqual([130, 218, 336, 424]);
  expect(places.headingTops()).toEqual([100, 306]);
  expect(places.height()).toBe(512);
  expect(places.at(50)).toBeNull();
  expect(places.at(320)).toBeNull();
  expect(places.at(340)).toBe(2);
  // With the second row chosen its band opens under it and the rows after it move down.
  const opened = new GamesPlaces({
    ...{ rows: 4, rowHeight: 80, gap: 8, chosen: 1, band: 60 },
    ...{ lead: 100, heads: [0, 2], headHeight: 30 },
  });
  expect(opened.bandTop()).toBe(298);
  expect(opened.at(310)).toBe('band');
  expect(opened.rowTop(2)).toBe(396);
});
