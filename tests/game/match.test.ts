// The match without Phaser: turns, no double input, opponents' replies, undo, restart, events,
// saving after every move, the adaptive skill after a finished game, and storage faults.
import { describe, expect, test } from 'vitest';
import { createAgent } from '../../src/ai/index.ts';
import { replayRecord } from '../../src/engine/index.ts';
import type { MatchEvent, MoveEvent } from '../../src/game/events.ts';
import { Match } from '../../src/game/match.ts';
import { SAVED_MATCH_KEY } from '../../src/game/saved-match.ts';
import { AgentClient } from '../../src/ai/client.ts';
import { loadSettings, saveSettings, DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { loadSkill } from '../../src/game/skill.ts';
import { loadStats } from '../../src/game/stats.ts';
import { isRecord, MemoryStorage, Store, STORAGE_PREFIX, type StorageLike } from '../../src/game/storage.ts';

function makeMatch(players: [string, string], layout = 'square:4', store = new Store(new MemoryStorage())) {
  const match = new Match({ rules: layout, players }, { client: new AgentClient(), store });
  const events: MatchEvent[] = [];
  match.on((e) => events.push(e));
  match.start();
  return { match, events, store };
}

const tick = () => new Promise((r) => setTimeout(r, 5));
async function settle(match: Match) {
  for (let i = 0; i < 200 && match.busy; i++) await tick();
}

describe('match', () => {
  test('play - person moves, opponent replies with the engine choice', async () => {
    const { match, events } = makeMatch(['human', 'hard']);
    expect(match.play(5)).toBe(true);
    expect(match.play(6)).toBe(false); // the opponent's turn: refused, not queued
    await settle(match);
    const moves = events.filter((e): e is MoveEvent => e.type === 'move');
    expect(moves).toHaveLength(2);
    const after = replayRecord('square:4 b3');
    expect(moves[1]!.square).toBe(createAgent('hard').choose(after).square);
    expect(moves[1]!.byOpponent).toBe(true);
  });

  test('play - a tap during an animation on the person turn is played once, when it ends', () => {
    const { match, events } = makeMatch(['human', 'human']);
    const release = match.hold();
    expect(match.play(0)).toBe(true);
    expect(match.play(1)).toBe(false); // one tap waits at most
    expect(events.filter((e) => e.type === 'move')).toHaveLength(0);
    release();
    expect(match.position.moves()).toEqual([0]);
    expect(match.play(0)).toBe(false); // occupied
    expect(match.inputs).toEqual({ accepted: 1, refused: 2 });
  });

  test('play - taps during the opponent turn are refused, not kept for later', async () => {
    const { match } = makeMatch(['human', 'hard']);
    expect(match.play(5)).toBe(true);
    for (const s of [0, 1, 2, 3]) expect(match.play(s)).toBe(false);
    await settle(match);
    expect(match.position.ply).toBe(2);
    expect(match.inputs).toEqual({ accepted: 1, refused: 4 });
  });

  test('undo - drops a waiting tap', () => {
    const { match } = makeMatch(['human', 'human']);
    match.play(0);
    const release = match.hold();
    match.play(1);
    match.undo();
    release();
    expect(match.position.moves()).toEqual([]);
    expect(match.busy).toBe(false);
  });

  test('opened finished - the result does not move the adaptive skill again', () => {
    const store = new Store(new MemoryStorage());
    const moves = replayRecord('square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3').moves();
    const match = new Match(
      { rules: 'square:3', players: ['human', 'adaptive:0.5'] },
      { client: new AgentClient(), store, moves },
    );
    match.start();
    expect(match.result).not.toBeNull();
    expect(match.result!.skill).toBeUndefined();
  });

  test('move event - lists every changed division pattern and the new scores', () => {
    const { match, events } = makeMatch(['human', 'human']);
    match.play(0); // a4
    match.play(4); // a3 (player 2)
    match.play(1); // b4, connects with a4 along −
    const last = events.filter((e): e is MoveEvent => e.type === 'move').at(-1)!;
    expect(last.square).toBe(1);
    expect(last.changes).toEqual([
      { square: 0, from: 0, to: 0b0010 },
      { square: 1, from: -1, to: 0b0010 },
    ]);
    expect(last.scores).toEqual([4, 1]);
    expect(last.gains).toEqual([3, 0]);
  });

  test('gravity - a tap anywhere in a column lands on the landing square', () => {
    const { match } = makeMatch(['human', 'human'], 'beaker:4x4');
    expect(match.play(0)).toBe(true); // top-left square names column a
    expect(match.position.moves()).toEqual([12]);
  });

  test('opponent reply waits for the animation hold', async () => {
    const { match, events } = makeMatch(['human', 'easy']);
    match.play(0);
    const release = match.hold();
    await tick();
    await tick();
    expect(events.filter((e) => e.type === 'move')).toHaveLength(1);
    expect(match.busy).toBe(true);
    release();
    expect(events.filter((e) => e.type === 'move')).toHaveLength(2);
  });

  test('undo - takes back the person move and the reply', async () => {
    const { match, events } = makeMatch(['human', 'hard']);
    match.play(5);
    await settle(match);
    match.play(0);
    await settle(match);
    expect(match.position.ply).toBe(4);
    expect(match.undo()).toBe(true);
    expect(match.position.ply).toBe(2);
    const undo = events.find((e) => e.type === 'undo');
    expect(undo && undo.type === 'undo' && undo.removed.length).toBe(2);
  });

  test('undo - offered only once the person has a move to take back, never for the opponent opening', async () => {
    const { match } = makeMatch(['easy', 'human']);
    await settle(match);
    expect(match.position.ply).toBe(1);
    expect(match.canUndo()).toBe(false);
    expect(match.undo()).toBe(false);
    expect(match.position.ply).toBe(1);
    match.play(0);
    await settle(match);
    expect(match.canUndo()).toBe(true);
    expect(match.undo()).toBe(true);
    await settle(match);
    expect(match.position.ply).toBe(1);
    expect(match.canUndo()).toBe(false);
    // Two opponents: nothing is ever the person's to take back, at any move.
    const watched = makeMatch(['easy', 'hard']);
    const offered: boolean[] = [];
    watched.match.on((e) => {
      if (e.type === 'move') offered.push(watched.match.canUndo());
    });
    await settle(watched.match);
    expect(offered.length).toBeGreaterThan(10);
    expect(offered.every((x) => !x)).toBe(true);
    watched.match.dispose();
  });

  test('undo - while the opponent thinks cancels it', async () => {
    const { match } = makeMatch(['human', 'hard']);
    match.play(5);
    expect(match.isThinking).toBe(true);
    expect(match.undo()).toBe(true);
    await settle(match);
    expect(match.position.ply).toBe(0);
    expect(match.canPlay()).toBe(true);
  });

  test('restart - empties the board and the opponent moves first again', async () => {
    const { match } = makeMatch(['easy', 'human']);
    await settle(match);
    expect(match.position.ply).toBe(1);
    match.play(0);
    match.restart();
    await settle(match);
    expect(match.position.ply).toBe(1);
  });

  test('two opponents - play a whole game to the result', async () => {
    const { match, events } = makeMatch(['easy', 'hard'], 'square:3');
    for (let i = 0; i < 100 && !match.result; i++) await tick();
    const over = events.find((e) => e.type === 'over');
    expect(over && over.type === 'over' && over.result.history).toHaveLength(10);
  });

  test('saves after every move, under the prefixed key', () => {
    const storage = new MemoryStorage();
    const { match } = makeMatch(['human', 'human'], 'square:4', new Store(storage));
    match.play(3);
    const saved = JSON.parse(storage.getItem(STORAGE_PREFIX + SAVED_MATCH_KEY)!);
    expect(saved.record).toBe('square:4 d4');
  });

  test('adaptive - a finished game moves the skill', async () => {
    const store = new Store(new MemoryStorage());
    const { match } = makeMatch(['human', 'adaptive:0.5'], 'square:3', store);
    while (!match.result) {
      await settle(match);
      if (match.result) break;
      match.play(match.position.legalMoveList()[0]!);
    }
    expect(match.result!.skill).toBeDefined();
    expect(loadSkill(store)).toBe(match.result!.skill!.after);
  });

  test('played on from a retry - the finished game counts nothing: no tally, no skill, no hints mark', () => {
    const store = new Store(new MemoryStorage());
    const moves = replayRecord('square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3').moves();
    const match = new Match(
      { rules: 'square:3', players: ['human', 'adaptive:0.5'], retryOf: 7 },
      { client: new AgentClient(), store, moves: moves.slice(0, 8) },
    );
    match.start();
    expect(match.retryOf).toBe(7);
    expect(match.play(moves[8]!)).toBe(true);
    expect(match.result).not.toBeNull();
    expect(match.result!.retryOf).toBe(7);
    expect(match.result!.tally).toBeUndefined();
    expect(match.result!.skill).toBeUndefined();
    expect(loadStats(store)).toEqual({});
    expect(loadSkill(store)).toBe(loadSkill(new Store(new MemoryStorage())));
  });

  test('played on from a retry, then restarted - a game of its own again, counted', () => {
    const store = new Store(new MemoryStorage());
    const moves = replayRecord('square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3').moves();
    const match = new Match(
      { rules: 'square:3', players: ['human', 'human'], retryOf: 7 },
      { client: new AgentClient(), store, moves: moves.slice(0, 8) },
    );
    match.start();
    match.restart();
    expect(match.retryOf).toBeNull();
    expect(store.read(SAVED_MATCH_KEY, isRecord)).not.toHaveProperty('retryOf');
  });
});

describe('storage faults', () => {
  const full: StorageLike = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    removeItem: () => {},
  };
  const blocked: StorageLike = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };

  test.each([
    ['full', full],
    ['blocked', blocked],
  ])('%s storage - the match plays on', (_, storage) => {
    const { match } = makeMatch(['human', 'human'], 'square:4', new Store(storage));
    expect(match.play(0)).toBe(true);
    expect(saveSettings(new Store(storage), DEFAULT_SETTINGS)).toBe(false);
    expect(loadSettings(new Store(storage))).toEqual(DEFAULT_SETTINGS);
  });

  test('garbage - settings keep what is valid', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      STORAGE_PREFIX + 'settings',
      '{"mode":"duo","opponent":"nonsense","layouts":{"petri":"petri:99"}}',
    );
    const settings = loadSettings(new Store(storage));
    expect(settings.mode).toBe('duo');
    expect(settings.opponent).toBe(DEFAULT_SETTINGS.opponent);
    expect(settings.layouts.petri).toBe(DEFAULT_SETTINGS.layouts.petri);
    storage.setItem(STORAGE_PREFIX + 'skill', 'not json');
    expect(loadSkill(new Store(storage))).toBe(0.5);
  });
});
