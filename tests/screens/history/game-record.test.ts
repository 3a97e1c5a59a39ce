import { describe, expect, test } from 'vitest';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { recordPuzzle, loadPuzzleHistory } from '../../../src/game/puzzle-history.ts';
import { loadStats, recordGame } from '../../../src/game/stats.ts';
import { gameRecord, RATE_SAMPLE } from '../../../src/screens/history/game-record.ts';
import { personGame, storeRig } from './history-rig.ts';

/** Keeps the games and counts them as a finished match does; returns the record on 2026-03-10. */
function recordAfter(games: Played[]) {
  const { store } = storeRig();
  games.forEach((g, i) => {
    const kept = keepGame(
      store,
      personGame(g.rules, g.opponent, g.want, 1000 + i, g.retry ? { retryOf: 3 } : {}),
    ).game!;
    if (!g.retry) recordGame(store, kept.rules, g.opponent, kept.scores[0] - kept.scores[1]);
  });
  return {
    store,
    record: () => gameRecord(loadHistory(store), loadStats(store), loadPuzzleHistory(store), '2026-03-10'),
  };
}

type Played = { rules: string; opponent: string; want: 'win' | 'loss' | 'draw'; retry?: boolean };
const w = (opponent = 'easy', rules = 'square:3'): Played => ({ rules, opponent, want: 'win' });
const l = (opponent = 'easy', rules = 'square:3'): Played => ({ rules, opponent, want: 'loss' });
const d = (opponent = 'easy', rules = 'square:4'): Played => ({ rules, opponent, want: 'draw' });

describe('the record', () => {
  test('totals - games, wins, draws and losses overall, per opponent and per board family', () => {
    const r = recordAfter([w(), w(), l(), d(), w('hard', 'hex:3'), l('hard', 'hex:3')]).record();
    expect(r.overall).toMatchObject({ games: 6, wins: 3, draws: 1, losses: 2 });
    expect(r.byOpponent.map((o) => [o.opponent, o.games, o.wins, o.draws, o.losses])).toEqual([
      ['easy', 4, 2, 1, 1],
      ['hard', 2, 1, 0, 1],
    ]);
    expect(r.byFamily.map((f) => [f.family, f.games, f.wins])).toEqual([
      ['square', 4, 2],
      ['hex', 2, 1],
    ]);
  });

  test(`win rate - none below ${RATE_SAMPLE} games, then wins over games`, () => {
    const few = recordAfter([w(), l(), l()]).record();
    expect(few.overall.rate).toBeNull();
    const many = recordAfter([...Array(7)].map(() => w()).concat([l(), l(), d()])).record();
    expect(many.overall).toMatchObject({ games: 10, rate: 0.7 });
    expect(many.byOpponent[0]!.rate).toBe(0.7);
  });

  test('streaks - current and best, overall and per opponent', () => {
    const r = recordAfter([w(), w(), w(), l('hard'), w('hard'), w(), w()]).record();
    expect(r.overall).toMatchObject({ current: 3, best: 3 });
    expect(r.byOpponent.find((o) => o.opponent === 'easy')).toMatchObject({ current: 5, best: 5 });
    expect(r.byOpponent.find((o) => o.opponent === 'hard')).toMatchObject({ current: 1, best: 1 });
    expect(recordAfter([w(), w(), l()]).record().overall).toMatchObject({ current: 0, best: 2 });
  });

  test('a game played on from a retry is not in the totals or streaks', () => {
    const r = recordAfter([w(), l('easy', 'square:3'), { ...w(), retry: true }]).record();
    expect(r.overall).toMatchObject({ games: 2, wins: 1, current: 0 });
  });

  test('the tally counts games older than the history: its totals are kept', () => {
    const { store, record } = recordAfter([w()]);
    for (let i = 0; i < 4; i++) recordGame(store, 'square:3', 'easy', 2);
    expect(record().overall).toMatchObject({ games: 5, wins: 5 });
  });

  test("with no kept games yet (from before the history), the streak is the tally's", () => {
    const { store } = storeRig();
    for (let i = 0; i < 3; i++) recordGame(store, 'square:5', 'medium', 4);
    const r = gameRecord([], loadStats(store), {}, '2026-03-10');
    expect(r.overall).toMatchObject({ games: 3, wins: 3, current: 3, best: 3 });
    expect(r.byOpponent[0]).toMatchObject({ opponent: 'medium', current: 3, best: 3, bestMargin: 4 });
  });

  test('best wins - the strongest opponent first; puzzles solved and the daily streak', () => {
    const { store, record } = recordAfter([w(), w('hard', 'square:4'), l()]);
    recordPuzzle(store, 1, { day: '2026-03-09', tries: 0, solved: true, daily: true });
    recordPuzzle(store, 2, { day: '2026-03-10', tries: 1, solved: true, daily: true });
    recordPuzzle(store, 3, { day: '2026-03-10', tries: 2, solved: false, daily: false });
    const r = record();
    expect(r.bestWins.map((b) => b.opponent)).toEqual(['hard', 'easy']);
    expect(r.bestWins).toHaveLength(2);
    // Today's daily took a wrong try: solved, and a day of the streak all the same (yesterday and today).
    expect(r.puzzles).toEqual({ solved: 2, streak: 2 });
    expect(r.recent).toEqual([1, 1, -1]);
  });
});
