// Garbage in every key the game keeps (found in its source, so a new key is covered) at once, in
// the page's own storage: the game still opens with a notice, plays, and saves anew; the next visit
// (a reload) is quiet and resumes; the builder opens over its keys' garbage too.
import { expect, inject, test } from 'vitest';
import { STORAGE_PREFIX } from '../../src/game/storage.ts';
import { useChromium } from './browser.ts';
import { clickControl, clickSquare, settle, reloadAsNewVisit } from './harness.ts';
import { storageKeysInCode } from './storage-keys.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

const KEYS = storageKeysInCode();

// One kind of garbage here, in the browser's own storage and over a reload; every kind, and garbage
// beside good data, on a Map-backed store: tests/screens/menu/storage-sweep.test.ts.
const GARBAGE = '{ not json';

/** An init script that writes `value` under every key, once (a reload keeps what the game wrote since). */
function garbageEverywhere(value: string): string {
  return `if (!sessionStorage.getItem('swept')) { sessionStorage.setItem('swept', '1');
    for (const key of ${JSON.stringify(KEYS)}) localStorage.setItem(${JSON.stringify(STORAGE_PREFIX)} + key, ${JSON.stringify(value)}); }`;
}

test('garbage in every key - a notice, a game played, saved anew and resumed over a reload; the builder opens; no garbage left in the keys read', async () => {
  const garbage = GARBAGE;
  const { context, page, errors, outside } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    init: garbageEverywhere(garbage),
  });
  const notices = await page.evaluate(() => window.cellDivision.notices());
  expect(notices.join(' ')).toMatch(/could not be read/);
  // Play, with the default settings: with nothing readable kept, the menu greets a newcomer, whose
  // "I know how to play" opens the whole menu; their first game starts with no question before it.
  await clickControl(page, 'tutorial:later');
  await clickControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  expect(await page.evaluate(() => window.cellDivision.controls().map((c) => c.id))).not.toContain(
    'confirm:yes',
  );
  let s = await settle(page);
  for (const name of ['c3', 'a1']) {
    if (s.moves.includes(name)) continue;
    await clickSquare(page, name);
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length >= n + 2, s.moves.length, {
      timeout: 30_000,
    });
    s = await settle(page);
  }
  // The next visit is quiet, and resumes the game.
  await reloadAsNewVisit(page);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  expect(await page.evaluate(() => window.cellDivision.notices())).toEqual([]);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  expect((await settle(page)).moves).toEqual(s.moves);
  // The builder opens over garbage in its keys too.
  await page.goto(page.url().replace(/\?.*$/, '?fast&build=custom:5x5:fc6b1f8'));
  await page.waitForFunction(() => window.cellDivision?.scene() === 'builder', null, { timeout: 30_000 });
  const saved = await page.evaluate(
    (prefix) =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((k) => k.startsWith(prefix))
          .map((k) => [k.slice(prefix.length), localStorage.getItem(k)]),
      ),
    STORAGE_PREFIX,
  );
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
