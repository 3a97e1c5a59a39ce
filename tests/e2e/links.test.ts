// Links: a URL starts a match directly (players, who moves first, equal moves); a bad link gets a
// short notice and the menu; Copy link on the board gives a link that opens the same game at the
// same move in a fresh browser, and a finished game's link opens its result.
import { expect, inject, test } from 'vitest';
import { replayRecord } from '../../src/engine/index.ts';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openWholeSheet } from './results-sheet.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

const TABLET = { width: 768, height: 1024 };

test('start link - opens the board with the named players; the address then drops the match', async () => {
  const { context, page, errors, outside } = await openScreen(browser(), inject('gameUrl'), {
    ...TABLET,
    query: 'layout=square:4&p1=human&p2=hard',
    scene: 'board',
  });
  const s = await settle(page);
  expect(s.layout).toBe('square:4');
  expect(s.players).toEqual(['human', 'hard']);
  expect(s.equalMoves).toBe(false);
  expect(s.moves).toEqual([]);
  expect(page.url()).not.toContain('layout=');
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('share - Copy link opens the same game at the same move elsewhere', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...TABLET,
    query: 'layout=square:5&p1=human&p2=medium',
    scene: 'board',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await settle(page);
  await tapSquare(page, 'c3');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
  const s = await settle(page);
  await tapControl(page, 'share');
  await page.waitForFunction(() => window.cellDivision.lastShared() !== null);
  const link = (await page.evaluate(() => window.cellDivision.lastShared()))!;
  // Copied to the clipboard, or, where that is refused, shown to copy by hand.
  const copied = await page.evaluate(() => navigator.clipboard.readText().catch(() => null));
  const shown = await page.evaluate(
    () => (document.querySelector('#share-panel input') as HTMLInputElement | null)?.value ?? null,
  );
  expect([copied, shown]).toContain(link);
  expect(link).toContain('/html/12345/cell-division/');
  expect(link).toContain(`moves=${s.moves.join('.')}`);
  await context.close();

  const other = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page2 = await other.newPage();
  const errors2: string[] = [];
  page2.on('pageerror', (e) => errors2.push(e.message));
  await page2.goto(link);
  await page2.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 30_000 });
  const opened = await settle(page2);
  expect(opened.moves).toEqual(s.moves);
  expect(opened.players).toEqual(['human', 'medium']);
  const engine = replayRecord(['square:5', ...s.moves].join(' '));
  expect(opened.shown).toEqual([engine.score(1), engine.score(2)]);
  expect(errors).toEqual([]);
  expect(errors2).toEqual([]);
  await other.close();
});

test('share - a finished game opens at its result', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...TABLET,
    query: 'layout=square:3&p1=human&p2=hard&moves=a1.b2.c3.a2.a3.b1.b3.c1.c2',
    scene: 'results',
  });
  const s = await page.evaluate(() => window.cellDivision.state()!);
  expect(s.over).toBe(true);
  expect(s.moves).toHaveLength(9);
  // An upright tablet's results open short: the whole sheet one tap away.
  await openWholeSheet(page);
  const ids = (await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id);
  // Share and the menu are in the results' More.
  expect(ids).toEqual(expect.arrayContaining(['again', 'more']));
  await shot(page, 'links-finished-results');
  expect(errors).toEqual([]);
  await context.close();
});

// 12,000 characters at most: the test server, as Node's, refuses request heads over 16 KB. The
// sentence for each kind of bad link is tests/game/links.test.ts's; here the page shows one.
test.each([['12,000 x as the layout', `layout=${'x'.repeat(12_000)}`]])(
  'a bad link with %s - a notice of a few lines that fits the screen, over the menu',
  async (_name, query) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width: 390,
      height: 844,
      query,
    });
    await page.waitForFunction(() => document.querySelector('.notice') !== null);
    const notice = await page.evaluate(() => {
      const el = document.querySelector('.notice')!;
      const r = el.getBoundingClientRect();
      return { text: el.textContent!, left: r.left, right: r.right, height: r.height };
    });
    expect(notice.text).toMatch(/^That link (names|has) .*; here is the menu\.$/);
    expect(Array.from(notice.text).length).toBeLessThanOrEqual(200);
    expect(notice.left).toBeGreaterThanOrEqual(0);
    expect(notice.right).toBeLessThanOrEqual(390);
    expect(notice.height).toBeLessThan(844 / 2);
    expect(await page.evaluate(() => window.cellDivision.notice())).toBe(notice.text);
    expect(await page.evaluate(() => window.cellDivision.scene())).toBe('menu');
    await shot(page, `links-long-${query.slice(0, 12).replace(/\W/g, '-')}`);
    expect(errors).toEqual([]);
    await context.close();
  },
);
