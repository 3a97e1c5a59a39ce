// Garbage in every key the game keeps (found in its source, so a new key is covered) at once: the
// game still opens with a notice, plays a whole game, and saves anew; a key that holds garbage
// beside good data keeps the good part; the next visit is quiet and resumes.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { replayRecord, squareName } from '../../src/engine/index.ts';
import { STORAGE_PREFIX } from '../../src/game/storage.ts';
import { launchChromium } from './browser.ts';
import { clickSquare, settle } from './harness.ts';
import { storageKeysInCode } from './storage-keys.ts';
import { openScreen } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

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

/** An init script that writes `value` under every key, once (a reload keeps what the game wrote since). */
function garbageEverywhere(value: string): string {
  return `if (!sessionStorage.getItem('swept')) { sessionStorage.setItem('swept', '1');
    for (const key of ${JSON.stringify(KEYS)}) localStorage.setItem(${JSON.stringify(STORAGE_PREFIX)} + key, ${JSON.stringify(value)}); }`;
}

/** Plays the person's moves by pointer (first legal square) until the game is over. */
async function playToTheEnd(page: Page): Promise<void> {
  let s = await settle(page);
  while (!s.over) {
    if (s.toMove === s.players.indexOf('human') + 1) {
      const p = replayRecord([s.layout, ...s.moves].join(' '));
      await clickSquare(page, squareName(p.layout, p.legalMoveList()[0]!));
    }
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, s.moves.length, { timeout: 30_000 });
    s = await settle(page);
  }
}

test.each(GARBAGE)('garbage %j in every key - a notice, a game played, saved anew and resumed; no garbage left in the keys read', async (garbage) => {
  const { context, page, errors, outside } = await openScreen(browser, inject('gameUrl'), { width: 1280, height: 720, touch: false, init: garbageEverywhere(garbage) });
  const notices = await page.evaluate(() => window.cellDivision.notices());
  expect(notices.join(' ')).toMatch(/could not be read/);
  await page.keyboard.press('Enter'); // Play, with the default settings
  await page.waitForFunction(() => window.cellDivision.scene() === 'board');
  let s = await settle(page);
  for (const name of ['c3', 'a1']) {
    if (s.moves.includes(name)) continue;
    await clickSquare(page, name);
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length >= n + 2, s.moves.length, { timeout: 30_000 });
    s = await settle(page);
  }
  // The next visit is quiet, and resumes the game.
  await page.reload();
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  expect(await page.evaluate(() => window.cellDivision.notices())).toEqual([]);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.scene() === 'board');
  expect((await settle(page)).moves).toEqual(s.moves);
  // The builder opens over garbage in its keys too.
  await page.goto(page.url().replace(/\?.*$/, '?fast&build=custom:5x5:fc6b1f8'));
  await page.waitForFunction(() => window.cellDivision?.scene() === 'builder', null, { timeout: 30_000 });
  const saved = await page.evaluate((prefix) => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => [k.slice(prefix.length), localStorage.getItem(k)])), STORAGE_PREFIX);
  // Keys are read when needed (the saved boards when the builder lists them): those read so far
  // hold what the game wrote since, never the garbage.
  // (Settings that are an object read field by field, garbage fields as defaults, and stay until saved.)
  for (const key of ['match', 'skill', 'building']) {
    if (saved[key] === undefined) continue;
    expect(saved[key], key).not.toBe(garbage);
    expect(() => JSON.parse(saved[key]!), key).not.toThrow();
  }
  expect(saved.match).toBeDefined();
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
  await context.close();
});

test('garbage beside good data - the good part is kept: settings field by field, stats tally by tally, boards one by one', async () => {
  const values: Record<string, unknown> = {
    settings: { family: 'hex', layouts: { hex: 'hex:3', square: 7 }, opponent: 'nonsense', mode: 'solo' },
    stats: { 'hex:3': { easy: { games: 2, wins: 1, draws: 0, losses: 1, bestMargin: 4, streak: -1 }, hard: 'x' }, junk: 5 },
    boards: [{ name: 'Mine', id: 'custom:5x5:fc6b1f8' }, null, { name: 5 }, { name: 'Bad', id: 'square:05' }],
  };
  const init = `if (!sessionStorage.getItem('swept')) { sessionStorage.setItem('swept', '1');
    const values = ${JSON.stringify(values)};
    for (const key of ${JSON.stringify(KEYS)}) localStorage.setItem(${JSON.stringify(STORAGE_PREFIX)} + key, key in values ? JSON.stringify(values[key]) : '{ garbage');
  }`;
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { width: 1280, height: 720, touch: false, init });
  const kept = await page.evaluate((prefix) => ({
    stats: JSON.parse(localStorage.getItem(prefix + 'stats')!),
    boards: JSON.parse(localStorage.getItem(prefix + 'boards')!),
  }), STORAGE_PREFIX);
  expect(kept.stats['hex:3'].easy.games).toBe(2);
  expect(kept.boards[0]).toEqual({ name: 'Mine', id: 'custom:5x5:fc6b1f8' });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.scene() === 'board');
  expect((await settle(page)).layout).toBe('hex:3');
  await playToTheEnd(page);
  await page.waitForFunction(() => window.cellDivision.scene() === 'results');
  const stats = await page.evaluate((prefix) => JSON.parse(localStorage.getItem(prefix + 'stats')!), STORAGE_PREFIX);
  expect(stats['hex:3'].easy.games).toBe(2);
  expect(Object.values(stats['hex:3']).reduce((n: number, t) => n + (t as { games: number }).games, 0)).toBe(3);
  expect(errors).toEqual([]);
  await context.close();
});
