// A game's own number (game/game-salt.ts): Easy and Medium mix it into their draws, so two new games
// against them differ, while one game asked again with its number (a resume, a kept game's review or
// retry, a shared link) replays move for move; saves, kept games and links from before numbers play
// as number 0, exactly as they were played.
import { describe, expect, test } from 'vitest';
import { answerRequest } from '../../src/ai/answer.ts';
import { AgentClient } from '../../src/ai/client.ts';
import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position, replayRecord, writeRecord } from '../../src/engine/index.ts';
import { drawSalt, isSalt, MARGINS_FROM, MAX_SALT } from '../../src/game/game-salt.ts';
import { CLOSE_FROM, EASY_PLAY, easyPlay, KIND_FROM, TENSION_FROM } from '../../src/ai/gentle.ts';
import { neighbourScript } from '../../src/ai/neighbour-script.ts';
import { loadHistory, readKeptGame } from '../../src/game/game-history.ts';
import { linkProblemSentence, matchLink, readMatchLink } from '../../src/game/links.ts';
import { Match } from '../../src/game/match.ts';
import { loadSavedMatch, SAVED_MATCH_KEY } from '../../src/game/saved-match.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';
import { HistoryScreen, keptGameLink } from '../../src/screens/history/history-screen.ts';

/** Easy (player 1) against Medium (player 2) to the end, both with the game's number `salt`. */
function watched(rules: string, salt?: number): string {
  const position = new Position(parseRules(rules));
  const options = salt === undefined ? undefined : { salt };
  const agents = [createAgent('easy', options), createAgent('medium', options)];
  while (!position.isOver()) position.play(agents[position.ply % 2]!.choose(position).square);
  return writeRecord(position);
}

// Played by this code's Easy and Medium before games had a number (commit a4914753).
const BEFORE_NUMBERS = [
  'square:5 c3 e2 a5 e3 e1 d3 d2 c2 d1 c4 c1 d4 b2 a2 b3 d5 a4 b4 b5 c5 a3 e4 b1 e5 a1',
  'petri:6 c3 b3 d3 d4 c2 d2 b2 c5 c1 d5 b1 b4 c4 e5 a2 e4 d1 e3 a3 e2 a4 b5 e1 d6 f2 f3 a5 c6 b6 f5 e6 f4',
];

const tick = () => new Promise((r) => setTimeout(r, 2));

/** A person who plays Hard's move, against the match's opponent, to the end (or `stopAt` plies). */
async function playOut(match: Match, stopAt = Infinity): Promise<string> {
  const person = createAgent('hard');
  match.start();
  for (let i = 0; i < 5000 && !match.position.isOver() && match.position.ply < stopAt; i++) {
    if (match.canPlay()) match.play(person.choose(match.position).square);
    else await tick();
  }
  for (let i = 0; i < 500 && match.busy; i++) await tick();
  return match.record();
}

const newStore = () => new Store(new MemoryStorage());

describe("a game's own number", () => {
  test('two numbers give two different games against Easy and Medium; the same number replays it', () => {
    for (const rules of ['square:5', 'petri:6', 'hex:4']) {
      const games = [11, 12, 3_000_000_000].map((salt) => watched(rules, salt));
      expect(new Set(games).size).toBe(3);
      expect(watched(rules, 12)).toBe(games[1]);
    }
  });

  /** The record of the neighbour script (ties from seed 7) against Easy with game number `number`. */
  const neighbourAgainstEasy = (rules: string, number: number): string => {
    const position = new Position(parseRules(rules));
    const agents = [neighbourScript(7), createAgent('easy', { salt: number })];
    while (!position.isOver()) position.play(agents[position.ply % 2]!.choose(position).square);
    return writeRecord(position);
  };

  test("a new game draws a number that is never 0 and meets today's Easy; an earlier Easy's numbers still read", () => {
    expect(drawSalt(() => 0)).toBe(MARGINS_FROM);
    expect(easyPlay(drawSalt(() => 0))).toBe(EASY_PLAY);
    expect(easyPlay(MAX_SALT)).toBe(EASY_PLAY);
    expect(isSalt(drawSalt(() => 0.999999999999))).toBe(true);
    const drawn = new Set(Array.from({ length: 50 }, () => drawSalt()));
    expect(drawn.size).toBeGreaterThan(45);
    expect([...drawn].every((s) => isSalt(s) && s >= MARGINS_FROM)).toBe(true);
    expect(isSalt(TENSION_FROM * 2)).toBe(true);
    expect(isSalt(CLOSE_FROM + 5)).toBe(true);
    expect(isSalt(KIND_FROM + 5)).toBe(true);
    expect(isSalt(MARGINS_FROM + 2 ** 32)).toBe(false);
  });

  test('a game numbered for the Easy that minded big squares from a lead of a tenth replays as it was played; today’s Easy plays it otherwise', () => {
    // The neighbour script (ties from seed 7) against the Easy of commit d293876f, with these numbers.
    for (const [record, n] of [
      ['square:5 d5 b2 c4 b4 d4 a5 c5 b5 e4 a4 e5 a3 d3 b3 c3 a2 e3 c2 d2 b1 e2 d1 e1 a1 c1', 41],
      ['petri:5 d5 c2 c4 d4 c5 d3 b4 c3 b5 d2 a4 b1 b3 e3 a3 e2 b2 e4 a2 c1 d1', 3_000_000_001],
    ] as const) {
      const game = (number: number) => neighbourAgainstEasy(record.split(' ')[0]!, number);
      expect(game(CLOSE_FROM + n)).toBe(record);
      expect(game(KIND_FROM + n)).not.toBe(record);
    }
  });

  test('a game numbered before Easy kept games close replays as it was played; the same number from today on meets today’s Easy', () => {
    // The neighbour script (ties from seed 7) against the Easy of commit 94364524, with these numbers.
    for (const [record, salt] of [
      ['square:5 d5 a4 c4 e4 d4 b5 c5 a5 b4 b3 c3 d2 d3 a1 c2 a2 b2 b1 a3 e3 e5 e2 d1 e1 c1', 12],
      ['petri:5 d5 e2 c4 d2 d4 e3 c5 d3 b4 c3 b5 c2 e4 d1 a4 c1 b3 b2 a3 b1 a2', 3_000_000_000],
    ] as const) {
      const game = (number: number) => neighbourAgainstEasy(record.split(' ')[0]!, number);
      expect(game(salt)).toBe(record);
      expect(game(TENSION_FROM + salt)).not.toBe(record);
    }
  });

  test('number 0, or none, plays exactly as before games had numbers', () => {
    for (const record of BEFORE_NUMBERS) {
      const rules = record.split(' ')[0]!;
      expect(watched(rules)).toBe(record);
      expect(watched(rules, 0)).toBe(record);
    }
    const request = { record: 'square:5 c3', agent: 'easy' };
    expect(answerRequest({ ...request, salt: 0 }).square).toBe(answerRequest(request).square);
    const numbered = createAgent('medium', { salt: 77 }).choose(replayRecord('square:5 c3 b2'));
    expect(answerRequest({ record: 'square:5 c3 b2', agent: 'medium', salt: 77 }).square).toBe(
      numbered.square,
    );
  });

  test('a match keeps its number in the save and in Your games, and a resume goes on as the game would have', async () => {
    const setup = { rules: 'square:5', players: ['human', 'easy'] as [string, string], salt: 424242 };
    const whole = await playOut(new Match(setup, { client: new AgentClient(), store: newStore() }));
    const store = newStore();
    await playOut(new Match(setup, { client: new AgentClient(), store }), 8);
    const saved = loadSavedMatch(store)!;
    expect(saved.setup.salt).toBe(424242);
    const resumed = new Match(saved.setup, {
      client: new AgentClient(),
      store,
      moves: saved.moves,
      resumed: true,
    });
    expect(await playOut(resumed)).toBe(whole);
    const kept = loadHistory(store).at(-1)!;
    expect(kept.salt).toBe(424242);
    expect([kept.rules, ...kept.moves].join(' ')).toBe(whole);
    // Your games' review, retry and link open it with its number.
    const opened = new HistoryScreen().act('review', kept);
    expect(opened?.kind === 'review' ? opened.game.setup.salt : null).toBe(424242);
    if (opened?.kind === 'review') {
      const link = readMatchLink(new URL(keptGameLink('https://example.com/', opened.game)).search);
      expect(link && 'start' in link ? link.start.setup.salt : null).toBe(424242);
    }
    const other = await playOut(
      new Match({ ...setup, salt: 7 }, { client: new AgentClient(), store: newStore() }),
    );
    expect(other).not.toBe(whole);
  });

  test('an old save without a number loads and plays on as number 0', async () => {
    const storage = new MemoryStorage();
    const record = 'square:5 c3 b2';
    storage.setItem(
      STORAGE_PREFIX + SAVED_MATCH_KEY,
      JSON.stringify({ rules: 'square:5', players: ['human', 'easy'], record, over: false }),
    );
    const store = new Store(storage);
    const saved = loadSavedMatch(store)!;
    expect(saved.setup.salt).toBeUndefined();
    const match = new Match(saved.setup, {
      client: new AgentClient(),
      store,
      moves: saved.moves,
      resumed: true,
    });
    const person = createAgent('hard').choose(match.position).square;
    match.start();
    match.play(person);
    for (let i = 0; i < 500 && match.busy; i++) await tick();
    const before = replayRecord(record);
    before.play(person);
    expect(match.position.lastMove()).toBe(createAgent('easy').choose(before).square);
  });

  test('a numbered save from an earlier Easy or Medium loads and plays on to the end with today’s; the record keeps every move it had', async () => {
    // Saved part-way by a build whose Easy slipped one move in five and whose Medium one in three:
    // what a game replays is its record, so only the moves still to come are today's opponent's.
    for (const [record, opponent] of [
      ['square:5 c3 b5 b3 c4 b4 e5 c2 c5', 'easy'],
      ['petri:6 c4 e4 c2 c3 c5 d4 d3 a3 d5 e2', 'medium'],
    ] as const) {
      const storage = new MemoryStorage();
      const rules = record.split(' ')[0]!;
      storage.setItem(
        STORAGE_PREFIX + SAVED_MATCH_KEY,
        JSON.stringify({ rules, players: ['human', opponent], record, over: false, salt: 424242 }),
      );
      const store = new Store(storage);
      const saved = loadSavedMatch(store)!;
      expect(saved.setup.salt).toBe(424242);
      const match = new Match(saved.setup, {
        client: new AgentClient(),
        store,
        moves: saved.moves,
        resumed: true,
      });
      const whole = await playOut(match);
      expect(match.position.isOver()).toBe(true);
      expect(whole.startsWith(`${record} `)).toBe(true);
      expect(writeRecord(replayRecord(whole))).toBe(whole);
    }
  });

  test('kept games read back with their number, old ones without; a damaged number is not the game’s own writing', () => {
    const moves = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3'];
    const end = replayRecord(['square:3', ...moves].join(' '));
    const game = {
      rules: 'square:3',
      players: ['human', 'easy'],
      names: ['You', 'Easy'],
      scores: [end.score(1), end.score(2)],
      moves,
      endedAt: 1000,
      hints: false,
      counts: true,
    };
    expect(readKeptGame(game)?.salt).toBeUndefined();
    expect(readKeptGame({ ...game, salt: 99 })?.salt).toBe(99);
    expect(readKeptGame({ ...game, salt: -1 })).toBeNull();
    expect(readKeptGame({ ...game, salt: 'x' })).toBeNull();
  });

  test('a shared link carries the number and opens the same game; an old link has none; a damaged one is told', () => {
    const position = replayRecord('square:5 c3 b2');
    const link = matchLink(
      'https://example.com/',
      { rules: 'square:5', players: ['human', 'easy'], salt: 31337 },
      position,
    );
    expect(link).toContain('salt=31337');
    expect(readMatchLink(new URL(link).search)).toEqual({
      start: { setup: { rules: 'square:5', players: ['human', 'easy'], salt: 31337 }, moves: ['c3', 'b2'] },
    });
    expect(
      matchLink('https://example.com/', { rules: 'square:5', players: ['human', 'easy'], salt: 0 }),
    ).not.toContain('salt');
    expect(readMatchLink('?layout=square:5&p2=easy&moves=c3.b2')).toEqual({
      start: { setup: { rules: 'square:5', players: ['human', 'easy'] }, moves: ['c3', 'b2'] },
    });
    // Today's numbers have 11 digits (from MARGINS_FROM, 2^34), as had most of the earlier ones.
    for (const number of [MARGINS_FROM + 31337, KIND_FROM + 31337, MAX_SALT, CLOSE_FROM + 2 ** 31]) {
      const link = matchLink('https://example.com/', {
        rules: 'square:5',
        players: ['human', 'easy'],
        salt: number,
      });
      const read = readMatchLink(new URL(link).search);
      expect(read && 'start' in read ? read.start.setup.salt : null).toBe(number);
    }
    for (const bad of ['-4', 'abc', '99999999999', String(MAX_SALT + 1), '1.5']) {
      const read = readMatchLink(`?layout=square:5&p2=easy&salt=${bad}`);
      expect(read && 'error' in read ? linkProblemSentence(read.error) : null).toMatch(/game number/);
    }
  });
});
