// The Record as a scoreboard (issue 29; the fresh review of session 23 called it "a text dump"): a
// few big numbers (games, wins, the win rate only once ten games tell it, the current and best streak, the biggest win named),
// the chart's title with its counts, one compact row per opponent and per kind of board with its
// sample, the puzzles' numbers and the best wins; no paragraphs.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { recordGame } from '../../../src/game/stats.ts';
import { HistoryModel } from '../../../src/screens/history/history-model.ts';
import { personGame, storeRig } from './history-rig.ts';

function rig() {
  const { store } = storeRig();
  const model = new HistoryModel({ store, now: () => 0, today: () => '2026-03-10', notify: () => {} });
  let t = 1000;
  const play = (rules: string, opponent: string, want: 'win' | 'loss' | 'draw') => {
    const kept = keepGame(store, personGame(rules, opponent, want, (t += 1000))).game!;
    recordGame(store, rules, opponent, kept.scores[0] - kept.scores[1]);
  };
  return { model, play };
}

test('a few games: the numbers, and the win rate still to come, said as how many more games it needs', () => {
  const { model, play } = rig();
  for (const w of ['win', 'loss', 'win', 'win'] as const) play('square:3', 'easy', w);
  play('hex:3', 'hard', 'draw');
  const f = model.value().record.figures;
  expect(f.totals.map((t) => [t.label, t.value])).toEqual([
    ['Games', '5'],
    ['Won', '3'],
    ['Wins in a row', '0'],
    ['Best streak', '2'],
  ]);
  expect(f.rateLater).toBe('Win rate shows after 10 games: 5 so far');
  expect(f.recentTitle).toBe('Last 5 games: 3 won, 1 drawn, 1 lost');
  expect(f.opponents).toEqual([
    { name: 'Easy', games: '4 games', won: 3, drawn: 0, lost: 1, split: '3 won, 0 drawn, 1 lost' },
    { name: 'Hard', games: '1 game', won: 0, drawn: 1, lost: 0, split: '0 won, 1 drawn, 0 lost' },
  ]);
  expect(f.boards.map((b) => [b.name, b.games])).toEqual([
    ['Square', '4 games'],
    ['Hexagon', '1 game'],
  ]);
  expect(f.bestWins[0]!.result).toMatch(/^Won by \d+$/);
  expect(f.bestWins[0]!.where).toBe('Easy · Square 3×3');
  // The best win named under the numbers: its opponent and board, then its margin.
  const margin = f.bestWins[0]!.result.replace('Won by ', '');
  expect(f.biggestWin).toBe(`Best win: Easy on Square 3×3, by ${margin}`);
  expect(f.puzzles.map((p) => [p.label, p.value])).toEqual([
    ['Puzzles solved', '0'],
    ['Daily streak', '0'],
  ]);
});

test('ten games or more: the win rate is a number, overall and on the rows that have the sample', () => {
  const { model, play } = rig();
  for (let i = 0; i < 10; i++) play('square:3', 'easy', i < 7 ? 'win' : 'loss');
  play('square:3', 'medium', 'win');
  play('square:3', 'medium', 'win');
  const f = model.value().record.figures;
  expect(f.totals[2]).toMatchObject({ label: 'Win rate', value: '75%', pending: false, note: null });
  expect(f.rateLater).toBeNull();
  expect(f.totals[3]!.value).toBe('2');
  expect(f.totals[4]!.value).toBe('7');
  expect(f.opponents.map((o) => o.games)).toEqual(['10 games · 70%', '2 games']);
  expect(f.boards.map((o) => o.games)).toEqual(['12 games · 75%']);
});

test('no games yet: zeros, no rows, and the rate waits for ten', () => {
  const f = rig().model.value().record.figures;
  expect(f.totals.map((t) => t.value)).toEqual(['0', '0', '0', '0']);
  expect(f.rateLater).toBe('Win rate shows after 10 games: 0 so far');
  expect(f.opponents).toEqual([]);
  expect(f.bestWins).toEqual([]);
  expect(f.biggestWin).toBeNull();
});

test('a best win the coach helped to says so', () => {
  const { store } = storeRig();
  const model = new HistoryModel({ store, now: () => 0, today: () => '2026-03-10', notify: () => {} });
  keepGame(store, personGame('square:3', 'hard', 'win', 1000, { hints: true }));
  keepGame(store, personGame('square:3', 'easy', 'win', 2000));
  const where = model.value().record.figures.bestWins.map((w) => w.where);
  expect(where.sort()).toEqual(['Easy · Square 3×3', 'Hard · Square 3×3 · with hints']);
});

test('the first games give something to read before the rates: the next ladder step and its stars', () => {
  const { model, play } = rig();
  expect(model.value().record.early).toBeNull();
  play('square:5', 'easy', 'win');
  const one = model.value();
  expect(one.record.early).toEqual({
    heading: 'Your next step',
    ladder: one.ladder.line,
    stars: one.ladder.nextStars,
  });
  expect(one.record.early!.ladder).toMatch(/step \d+ of \d+/);
  for (let i = 0; i < 9; i++) play('square:5', 'easy', 'loss');
  expect(model.value().record.early).toBeNull();
});

test('two games: their title without a draw that did not happen, no near-empty chart, one win named once', () => {
  const { model, play } = rig();
  play('square:3', 'easy', 'loss');
  play('square:3', 'easy', 'win');
  const f = model.value().record.figures;
  expect(f.recentTitle).toBe('Last 2 games: 1 won, 1 lost');
  expect(f.chart).toBe(false);
  // The best win's line names the one win; a Best wins list of the same win would say it twice.
  expect(f.biggestWin).toMatch(/^Best win: Easy on Square 3×3, by \d+$/);
  expect(f.bestWins).toEqual([]);
  play('square:3', 'easy', 'win');
  const three = model.value().record.figures;
  expect(three.chart).toBe(true);
  expect(three.bestWins).toHaveLength(2);
});
