// Garbage in every key the game keeps (found in its source, so a new key is covered), on a
// Map-backed store: the menu still opens and tells it once, a game is played and saved anew, the
// next visit is quiet and resumes it, and no key read holds the garbage; a key that holds garbage
// beside good data keeps the good part.
import { expect, test } from 'vitest';
import { AgentClient } from '../../../src/ai/client.ts';
import { layoutOf } from '../../../src/game/settings.ts';
import { Match } from '../../../src/game/match.ts';
import { loadBoards } from '../../../src/game/saved-boards.ts';
import { loadSettings } from '../../../src/game/settings.ts';
import { loadStats } from '../../../src/game/stats.ts';
import { loadSkill } from '../../../src/game/skill.ts';
import { firstVisit } from '../../../src/game/tutorial-match.ts';
import { MemoryStorage, Store, STORAGE_PREFIX, STORAGE_PROBLEMS } from '../../../src/game/storage.ts';
import { readSquareName } from '../../../src/engine/index.ts';
import { MenuModel } from '../../../src/screens/menu/menu-model.ts';
import { storageKeysInCode } from '../../e2e/storage-keys.ts';

const KEYS = storageKeysInCode();

test('the keys are found in the source', () => {
  expect(KEYS).toEqual(expect.arrayContaining(['settings', 'match', 'stats', 'skill', 'boards', 'building']));
});

const GARBAGE = [
  '{ not json',
  '[null, {"x": 1}, "y", 1e999]',
  '{"record": 5, "skill": "NaN", "games": -1, "layouts": 7, "square:5": {"hard": {"games": "many"}}, "over": "no"}',
  '"\\u0000\\u202e<img src=x onerror=alert(1)>"',
];

/** A visit as the page opens it: the store checked, the settings read, the first visit asked, the menu's first screen. */
function visit(storage: MemoryStorage) {
  const told: string[] = [];
  const store = new Store(storage, (_, message) => told.push(message));
  store.checkWritable();
  const settings = loadSettings(store);
  firstVisit(store, true);
  const model = new MenuModel({
    settings,
    store,
    sounds: { setVolume: () => {}, setOn: () => {} },
    building: () => null,
    builtWhoPlays: () => '',
    matchInPlay: () => false,
    screen: { canBeFull: () => false, full: () => false, setFull: () => {} },
    playedBoard: () => false,
  });
  model.open();
  const gone = model.forgetMissingBoard();
  if (gone) told.push(gone);
  const home = model.home();
  return { store, settings, model, home, told };
}

const tick = () => new Promise((r) => setTimeout(r, 2));
/** Plays the person's moves (the squares named, else the first legal one) until `until` says stop. */
async function play(match: Match, until: (m: Match) => boolean, squares: string[] = []): Promise<void> {
  match.start();
  const human = match.setup.players.indexOf('human') + 1;
  for (let i = 0; i < 2000 && !until(match); i++) {
    if (match.busy || match.position.toMove() !== human) {
      await tick();
      continue;
    }
    const named = squares
      .map((n) => readSquareName(match.position.layout, n))
      .find((r) => 'square' in r && match.position.isLegal(r.square));
    match.play(named && 'square' in named ? named.square : match.position.legalMoveList()[0]!);
  }
  for (let i = 0; i < 500 && match.busy; i++) await tick();
}

test.each(GARBAGE)(
  'garbage %j in every key - told once, a game played, saved anew and resumed; no garbage left in the keys read',
  async (garbage) => {
    const storage = new MemoryStorage();
    for (const key of KEYS) storage.setItem(STORAGE_PREFIX + key, garbage);
    const first = visit(storage);
    expect(first.told.join(' ')).toMatch(/could not be read/);
    expect(first.told.filter((t) => t === STORAGE_PROBLEMS.garbage)).toHaveLength(1);
    // A newcomer (no game finished): Enter starts the guided game, the first menu's one big button
    // (first-run.test.ts); Play, behind "I know how to play", has the default settings (a first
    // game against Easy): c3 and a1 with the replies.
    expect(first.home.enterDoes).toBe('start the guided game');
    const starts = first.model.setup.play(first.model.view);
    if (starts.kind !== 'new') throw new Error('Play starts a new game');
    expect(starts).toMatchObject({ ask: null, setup: { rules: 'square:5', players: ['human', 'easy'] } });
    const match = new Match(starts.setup, { client: new AgentClient(), store: first.store });
    await play(match, (m) => m.position.ply >= 4, ['c3', 'a1']);
    const moves = match.position.moves();
    expect(moves.length).toBeGreaterThanOrEqual(4);
    match.dispose();
    // The next visit is quiet, and resumes the game.
    const next = visit(storage);
    expect(next.told).toEqual([]);
    expect(next.home.enterDoes).toBe('resume the saved game');
    expect(next.model.savedGame()!.moves).toEqual(moves);
    // Keys are read when needed: the match and the skill, read by now, hold what the game wrote since,
    // never the garbage. (A record read field by field or entry by entry, as the settings, the
    // stats and the boards are, keeps its readable part and stays until saved; the builder's key is
    // the builder's, checked in the browser's sweep.)
    loadSkill(next.store);
    for (const key of ['match', 'skill']) {
      const value = storage.getItem(STORAGE_PREFIX + key);
      if (value === null) continue;
      expect(value, key).not.toBe(garbage);
      expect(() => JSON.parse(value), key).not.toThrow();
    }
    expect(storage.getItem(STORAGE_PREFIX + 'match')).not.toBeNull();
  },
);

test('garbage beside good data - the good part is kept: settings field by field, stats tally by tally, boards one by one', async () => {
  const values: Record<string, unknown> = {
    settings: { family: 'hex', layouts: { hex: 'hex:3', square: 7 }, opponent: 'nonsense', mode: 'solo' },
    stats: {
      'hex:3': { easy: { games: 2, wins: 1, draws: 0, losses: 1, bestMargin: 4, streak: -1 }, hard: 'x' },
      junk: 5,
    },
    boards: [{ name: 'Mine', id: 'custom:5x5:fc6b1f8' }, null, { name: 5 }, { name: 'Bad', id: 'square:05' }],
  };
  const storage = new MemoryStorage();
  for (const key of KEYS)
    storage.setItem(STORAGE_PREFIX + key, key in values ? JSON.stringify(values[key]) : '{ garbage');
  const { store, settings, model } = visit(storage);
  expect(loadStats(store)['hex:3']!.easy!.games).toBe(2);
  expect(loadBoards(store)[0]).toEqual({ name: 'Mine', id: 'custom:5x5:fc6b1f8' });
  expect(layoutOf(settings)).toBe('hex:3');
  expect(settings.layouts.square).toBe('square:5');
  const starts = model.setup.play(model.view);
  if (starts.kind !== 'new') throw new Error('Play starts a new game');
  expect(starts.setup).toEqual({ rules: 'hex:3', players: ['human', 'easy'] });
  // Against Easy, kept beside the garbage, to the end: one more game in the record.
  const match = new Match(
    { rules: 'hex:3', players: ['human', 'easy'] },
    { client: new AgentClient(), store },
  );
  await play(match, (m) => m.position.isOver());
  expect(match.position.isOver()).toBe(true);
  const stats = loadStats(new Store(storage));
  expect(stats['hex:3']!.easy!.games).toBe(3);
  expect(Object.values(stats['hex:3']!).reduce((n, t) => n + t.games, 0)).toBe(3);
});
