import { describe, expect, test } from 'vitest';
import {
  HISTORY_CAP,
  keepGame,
  loadHistory,
  markHintsUsed,
  readHistory,
} from '../../../src/game/game-history.ts';
import { Match } from '../../../src/game/match.ts';
import { loadStats } from '../../../src/game/stats.ts';
import { AgentClient } from '../../../src/ai/client.ts';
import { replayRecord } from '../../../src/engine/index.ts';
import { STORAGE_PREFIX, type StorageLike, Store } from '../../../src/game/storage.ts';
import { gameWhere, personGame, randomGame, storeRig } from './history-rig.ts';

describe('the kept games', () => {
  test('keepGame - oldest first by when they ended, whatever order they came in', () => {
    const { store } = storeRig();
    for (const t of [3000, 1000, 2000]) keepGame(store, personGame('square:3', 'easy', 'win', t));
    expect(loadHistory(store).map((g) => g.endedAt)).toEqual([1000, 2000, 3000]);
  });

  test('keepGame - the last 200 are kept, the oldest dropped first', () => {
    const { store } = storeRig();
    const { moves, scores } = randomGame('square:3', 1);
    for (let t = 1; t <= HISTORY_CAP + 5; t++)
      keepGame(store, {
        rules: 'square:3',
        players: ['human', 'easy'],
        names: ['You', 'Easy'],
        moves,
        scores,
        endedAt: t,
      });
    const kept = loadHistory(store);
    expect(kept).toHaveLength(200);
    expect(kept[0]!.endedAt).toBe(6);
    expect(kept.at(-1)!.endedAt).toBe(205);
  }, 20_000);

  test('keepGame - a game with scores its moves do not make is not kept', () => {
    const { store } = storeRig();
    const g = personGame('square:3', 'easy', 'win', 10);
    expect(keepGame(store, { ...g, scores: [g.scores[0] + 1, g.scores[1]] }).game).toBeNull();
    expect(loadHistory(store)).toEqual([]);
  });

  test('readHistory - a corrupted entry drops only itself, and is said once', () => {
    const { store, storage } = storeRig();
    keepGame(store, personGame('square:3', 'easy', 'win', 1));
    keepGame(store, personGame('square:3', 'easy', 'loss', 2));
    const raw = JSON.parse(storage.getItem(STORAGE_PREFIX + 'history')!);
    raw.games.splice(1, 0, { rules: 'square:3', moves: ['zz9'] }, 'garbage');
    raw.games[0].scores = [99, 0];
    storage.setItem(STORAGE_PREFIX + 'history', JSON.stringify(raw));
    expect(readHistory(store).dropped).toBe(3);
    const told: number[] = [];
    expect(loadHistory(store, (n) => told.push(n)).map((g) => g.endedAt)).toEqual([2]);
    expect(loadHistory(store, (n) => told.push(n))).toHaveLength(1);
    expect(told).toEqual([3]);
  });

  test('readHistory - unreadable text reads as no games, reported as garbage', () => {
    const { store, storage, problems } = storeRig();
    storage.setItem(STORAGE_PREFIX + 'history', '{not json');
    expect(loadHistory(store)).toEqual([]);
    expect(problems).toEqual(['garbage']);
  });

  test('keepGame - a full storage is told and the game goes on', () => {
    const problems: string[] = [];
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
      },
      removeItem: () => {},
    };
    const store = new Store(full, (p) => problems.push(p));
    expect(keepGame(store, personGame('square:3', 'easy', 'win', 1)).written).toBe(false);
    expect(problems).toEqual(['full']);
  });

  test('markHintsUsed - marks the kept game once', () => {
    const { store } = storeRig();
    const { game } = keepGame(store, personGame('square:3', 'easy', 'win', 1));
    expect(markHintsUsed(store, game!.id)).toBe(true);
    expect(markHintsUsed(store, game!.id)).toBe(false);
    expect(loadHistory(store)[0]!.hints).toBe(true);
  });
});

describe('a match keeps its game at its end', () => {
  test('a finished game is in the history before the match says it is over, with its names and moves', () => {
    const { store } = storeRig();
    const g = gameWhere('square:3', 'win');
    const squares = replayRecord(['square:3', ...g.moves].join(' ')).moves();
    const match = new Match(
      { rules: 'square:3', players: ['human', 'human'] },
      { client: new AgentClient(), store, names: ['Ana', 'Ben'], now: () => 5000 },
    );
    let keptWhenOver: string[] = [];
    match.on((e) => {
      if (e.type === 'over') keptWhenOver = loadHistory(store).map((k) => k.id);
    });
    match.start();
    for (const s of squares) expect(match.play(s)).toBe(true);
    expect(match.result?.kept).toBeDefined();
    expect(keptWhenOver).toEqual([match.result!.kept]);
    expect(loadHistory(store)[0]).toMatchObject({
      rules: 'square:3',
      names: ['Ana', 'Ben'],
      moves: g.moves,
      scores: g.scores,
      endedAt: 5000,
      counts: true,
      hints: false,
    });
  });

  test('a game played on from a retry is kept but does not count, and moves no tally', () => {
    const { store } = storeRig();
    const moves = replayRecord('square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3').moves();
    const match = new Match(
      { rules: 'square:3', players: ['human', 'adaptive:0.5'], retryOf: 7 },
      { client: new AgentClient(), store, moves: moves.slice(0, 8), now: () => 7 },
    );
    match.start();
    expect(match.play(moves[8]!)).toBe(true);
    expect(loadHistory(store)).toMatchObject([
      {
        counts: false,
        retryOf: 7,
        players: ['human', 'adaptive:0.5'],
        names: ['You', 'Adaptive'],
        endedAt: 7,
      },
    ]);
    expect(loadStats(store)).toEqual({});
  });

  test('a game opened already finished (a shared link) is not kept again', () => {
    const { store } = storeRig();
    const moves = replayRecord('square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3').moves();
    const match = new Match(
      { rules: 'square:3', players: ['human', 'easy'] },
      { client: new AgentClient(), store, moves },
    );
    match.start();
    expect(match.result).not.toBeNull();
    expect(match.result!.kept).toBeUndefined();
    expect(loadHistory(store)).toEqual([]);
  });

  test('a game opened finished from Your games is that kept game: its result names it, nothing is kept twice', () => {
    const { store } = storeRig();
    const record = 'square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3';
    const played = new Match(
      { rules: 'square:3', players: ['human', 'human'] },
      { client: new AgentClient(), store, moves: [] },
    );
    played.start();
    for (const m of replayRecord(record).moves()) expect(played.play(m)).toBe(true);
    const [kept] = loadHistory(store);
    expect(kept).toBeDefined();
    const opened = new Match(
      { rules: 'square:3', players: ['human', 'human'] },
      { client: new AgentClient(), store, moves: replayRecord(record).moves(), keptAs: kept!.id },
    );
    opened.start();
    expect(opened.result!.kept).toBe(kept!.id);
    expect(loadHistory(store)).toHaveLength(1);
  });
});
