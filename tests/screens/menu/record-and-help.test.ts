// The menu's Record panel's rows, and when the rules' help opens the picture of scoring by
// connections by itself.
import { expect, test } from 'vitest';
import { parseRules } from '../../../src/engine/index.ts';
import { DEFAULT_SETTINGS, loadSettings } from '../../../src/game/settings.ts';
import { recordGame } from '../../../src/game/stats.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { recordRows, recordWords } from '../../../src/screens/menu/record-rows.ts';
import { connectionsSeen, helpFor, opensByItself } from '../../../src/screens/menu/rules-help.ts';

test('no games yet: the record says so; a game and a puzzle: the puzzles first, then per board and opponent', () => {
  const store = new Store(new MemoryStorage());
  expect(recordWords(store)).toEqual({
    title: 'Your record',
    empty: 'No games yet: finish one against an opponent and it shows here.',
    rows: [],
  });
  recordGame(store, 'square:5', 'hard', 3);
  const rows = recordRows(
    { 'custom:3x3:fe8': { easy: { games: 1, wins: 0, draws: 1, losses: 0, bestMargin: 0, streak: 0 } } },
    [{ name: 'My ring', id: 'custom:3x3:fe8' }],
    { solved: 2, shown: 1 },
  );
  expect(rows.map((r) => r.head)).toEqual(['Puzzles', 'My ring, 8 squares against Easy']);
  expect(recordWords(store).rows).toEqual([
    { head: 'Square, 25 squares against Hard', line: expect.stringMatching(/^1 game/) },
  ]);
});

test('scoring by connections opens its picture first, by itself only until it was seen; divisions open how to play', () => {
  const store = new Store(new MemoryStorage());
  const settings = structuredClone(DEFAULT_SETTINGS);
  const connections = parseRules('square:5/connections');
  expect(helpFor(connections)).toBe('connections');
  expect(helpFor(parseRules('square:5'))).toBe('how-to-play');
  expect(opensByItself(connections, settings)).toBe(true);
  expect(opensByItself(parseRules('square:5'), settings)).toBe(false);
  connectionsSeen(settings, store);
  expect(opensByItself(connections, settings)).toBe(false);
  expect(loadSettings(store).connectionsShown).toBe(true);
});
