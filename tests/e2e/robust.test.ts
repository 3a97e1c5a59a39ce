// Never losing a game, on a tablet with touch: a reload mid-game resumes with the same moves;
// storage that is blocked or holds garbage gets one short notice and a fresh start, never a crash
// (full storage: below); a killed opponent worker is replaced and the game goes on.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { replayRecord } from '../../src/engine/index.ts';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { reloadAsNewVisit, settle, shot } from './harness.ts';
import { openScreen, savedSettings, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

const TABLET = { width: 1024, height: 768 };
const HARD_SQUARE_4 = {
  ...DEFAULT_SETTINGS,
  opponent: 'hard',
  first: 'you',
  layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' },
};

/** Starts a match and plays the person's move on `name`; returns once the reply is shown. */
async function playOne(page: Page, name: string) {
  const before = await settle(page);
  await tapSquare(page, name);
  await page.waitForFunction((n) => window.cellDivision.state()!.moves.length >= n + 2, before.moves.length, {
    timeout: 30_000,
  });
  return settle(page);
}

async function startMatch(page: Page) {
  // A fresh start is a newcomer's first menu: "I know how to play" opens the whole menu and its
  // Play; their first game starts at once, no question before it.
  const newcomer = (await page.evaluate(() => window.cellDivision.controls())).some(
    (c) => c.id === 'tutorial:later',
  );
  if (newcomer) await tapControl(page, 'tutorial:later');
  await tapControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
}

const notices = (page: Page) => page.evaluate(() => window.cellDivision.notices());

test('reload mid-game - the board comes back with the same moves; a new visit offers Resume', async () => {
  const { context, page, errors, outside } = await openScreen(browser(), inject('gameUrl'), {
    ...TABLET,
    init: savedSettings(HARD_SQUARE_4),
  });
  await startMatch(page);
  await playOne(page, 'b3');
  const before = await playOne(page, 'a1');
  expect(before.moves).toHaveLength(4);
  // A reload (the tab's board in sight) goes straight back to the board.
  await page.reload();
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  expect((await settle(page)).moves).toEqual(before.moves);
  // A new visit (a new tab: the tab's memory gone) opens the menu, which offers the game to resume.
  await reloadAsNewVisit(page);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  const ids = (await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id);
  expect(ids).toContain('resume');
  await shot(page, 'robust-resume-menu');
  await tapControl(page, 'resume');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  const after = await settle(page);
  expect(after.moves).toEqual(before.moves);
  expect(after.players).toEqual(['human', 'hard']);
  const engine = replayRecord([after.layout, ...after.moves].join(' '));
  expect(after.shown).toEqual([engine.score(1), engine.score(2)]);
  // And the game goes on from there.
  const next = await playOne(page, 'd4');
  expect(next.moves.slice(0, 4)).toEqual(before.moves);
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

// Storage that is full (a write throws) is told once however many moves fail to save: the match's
// own decision, in Node (tests/game/saved-match.test.ts). Here the faults only a page has: the
// localStorage getter itself throwing, and values the page cannot read.
const FAULTS = [
  {
    name: 'blocked',
    init: `Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });`,
    notice: /blocks saving/,
  },
  {
    name: 'corrupted',
    init: `for (const k of ['match', 'settings', 'skill']) localStorage.setItem('cell-division:v1:' + k, k === 'match' ? '{"layout":"square:4","record":' : '\\u0000garbage{{');`,
    notice: /could not be read/,
  },
] as const;

test.each(FAULTS)(
  'storage $name - a short notice, a fresh start, and the game plays',
  async ({ name, init, notice }) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), { ...TABLET, init });
    await page.waitForFunction(() => window.cellDivision.notices().length > 0, null, { timeout: 5000 });
    expect((await notices(page)).some((n) => notice.test(n))).toBe(true);
    await shot(page, `robust-storage-${name}`);
    const ids = (await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id);
    expect(ids).not.toContain('resume');
    await startMatch(page);
    const s = await playOne(page, 'b2');
    expect(s.moves.length).toBeGreaterThanOrEqual(2);
    // One notice per thing lost (each names its own), not one per move that failed to save.
    const told = (await notices(page)).filter((n) => notice.test(n));
    expect(new Set(told).size).toBe(told.length);
    expect(told).toHaveLength(name === 'corrupted' ? 3 : 1);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('worker killed - the opponent falls back on the main thread and the game goes on', async () => {
  // The worker's script never arrives: every attempt to start the opponent's worker fails (with no
  // service worker, whose cache would otherwise hand it over).
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...TABLET,
    init: savedSettings(HARD_SQUARE_4),
    noServiceWorker: true,
  });
  await page.route(/worker-[^/]*\.js/, (route) => route.abort());
  await startMatch(page);
  let s = await playOne(page, 'b3');
  s = await playOne(page, s.moves.includes('c2') ? 'a1' : 'c2');
  expect(s.moves).toHaveLength(4);
  const engine = replayRecord([s.layout, ...s.moves].join(' '));
  expect(s.shown).toEqual([engine.score(1), engine.score(2)]);
  expect((await notices(page)).some((n) => /simpler opponent/.test(n))).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
