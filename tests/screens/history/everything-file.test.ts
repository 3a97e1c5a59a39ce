import { describe, expect, test } from 'vitest';
import { exportEverything, importEverything } from '../../../src/game/everything-file.ts';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { loadPuzzleHistory, recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { loadBoards, saveBoard } from '../../../src/game/saved-boards.ts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../../src/game/settings.ts';
import { loadSkill, recordAdaptiveGame } from '../../../src/game/skill.ts';
import { loadStats, recordGame } from '../../../src/game/stats.ts';
import type { Store } from '../../../src/game/storage.ts';
import { importedWords, refusalWords } from '../../../src/screens/history/history-words.ts';
import { personGame, storeRig } from './history-rig.ts';

/** A device that has played: games, a tally, settings, a board, puzzles and the adaptive skill. */
function playedDevice(times: number[], board = { name: 'Heart', id: 'custom:3x3:ff8' }): Store {
  const { store } = storeRig();
  for (const t of times) {
    const g = keepGame(store, personGame('square:3', 'easy', 'win', t)).game!;
    recordGame(store, g.rules, 'easy', g.scores[0] - g.scores[1]);
  }
  saveSettings(store, { ...structuredClone(DEFAULT_SETTINGS), opponent: 'hard', sound: false });
  expect(saveBoard(store, board.name, board.id)).toHaveProperty('boards');
  recordPuzzle(store, 4, { day: '2026-02-01', tries: 1, solved: true, daily: true });
  recordAdaptiveGame(store, 10, 2);
  return store;
}

describe('the file of everything', () => {
  test('round trip - a fresh device takes everything: games, record, settings, boards, puzzles, skill', () => {
    const from = playedDevice([1, 2, 3]);
    const { store: to } = storeRig();
    const outcome = importEverything(to, exportEverything(from, 99));
    expect(outcome).toMatchObject({
      ok: true,
      imported: { games: 3, gamesHere: 0, boards: 1, puzzles: 1, settings: true, dropped: 0, written: true },
    });
    expect(loadHistory(to)).toEqual(loadHistory(from));
    expect(loadStats(to)).toEqual(loadStats(from));
    expect(loadSettings(to)).toEqual(loadSettings(from));
    expect(loadBoards(to)).toEqual(loadBoards(from));
    expect(loadPuzzleHistory(to)).toEqual(loadPuzzleHistory(from));
    expect(loadSkill(to)).toBe(loadSkill(from));
  });

  test('importing the same file twice adds no game twice and counts no tally twice', () => {
    const from = playedDevice([1, 2]);
    const { store: to } = storeRig();
    const text = exportEverything(from, 5);
    importEverything(to, text);
    const again = importEverything(to, text);
    expect(again).toMatchObject({
      ok: true,
      imported: { games: 0, gamesHere: 2, boards: 0, puzzles: 0, tallies: 0 },
    });
    expect(loadHistory(to)).toHaveLength(2);
    expect(loadStats(to)['square:3']!.easy!.games).toBe(2);
    if (!again.ok) throw new Error('refused');
    expect(importedWords(again.imported)).toBe('Added 0 games (2 more already here).');
  });

  test('merging keeps what is here: its games, settings and boards; a board name taken gets a number', () => {
    const here = playedDevice([10, 20], { name: 'Heart', id: 'custom:3x3:7f8' });
    const settingsHere = loadSettings(here);
    const from = playedDevice([15, 20, 30]);
    const outcome = importEverything(here, exportEverything(from, 1));
    expect(outcome).toMatchObject({
      ok: true,
      imported: { games: 2, gamesHere: 1, boards: 1, settings: false },
    });
    expect(loadHistory(here).map((g) => g.endedAt)).toEqual([10, 15, 20, 30]);
    expect(loadSettings(here)).toEqual(settingsHere);
    expect(loadBoards(here).map((b) => b.name)).toEqual(['Heart', 'Heart (2)']);
    // The tally with more games is kept, never summed: 3 games in the file over 2 here.
    expect(loadStats(here)['square:3']!.easy!.games).toBe(3);
  });

  test.each([
    ['not JSON', 'hello', 'not-json'],
    ['JSON from elsewhere', '{"games": []}', 'not-ours'],
    [
      'a saved match',
      JSON.stringify({ rules: 'square:3', players: ['human', 'easy'], record: 'square:3 a1', over: false }),
      'not-ours',
    ],
    ['a list', '[1,2,3]', 'not-ours'],
    ['a newer version', JSON.stringify({ app: 'cell-division', version: 2, history: {} }), 'newer'],
    ['nothing in it', JSON.stringify({ app: 'cell-division', version: 1 }), 'nothing'],
  ])('refused - %s, and nothing here changes', (_, text, reason) => {
    const here = playedDevice([1]);
    const before = exportEverything(here, 0);
    expect(importEverything(here, text)).toEqual({ ok: false, reason });
    expect(exportEverything(here, 0)).toBe(before);
    expect(refusalWords(reason as never)).toMatch(/\w.*\.$/);
  });

  test('a corrupted file - the broken games and parts are left out and said, the rest taken', () => {
    const from = playedDevice([1, 2, 3]);
    const file = JSON.parse(exportEverything(from, 0));
    file.history.games[1].moves = ['a1', 'a1'];
    file.boards = 'broken';
    file.stats = { 'square:3': { easy: { games: 1, wins: 5 } } };
    const { store: to } = storeRig();
    const outcome = importEverything(to, JSON.stringify(file));
    expect(outcome).toMatchObject({ ok: true, imported: { games: 2, dropped: 1, boards: 0, tallies: 0 } });
    expect(loadHistory(to).map((g) => g.endedAt)).toEqual([1, 3]);
    if (!outcome.ok) throw new Error('refused');
    expect(importedWords(outcome.imported)).toMatch(/1 game in the file could not be read and was left out/);
  });
});
