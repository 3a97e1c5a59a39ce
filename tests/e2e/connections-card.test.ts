// Scoring by connections is explained where a player meets it: the first puzzle or game so scored
// opens a picture of it by itself (cells that touch, each touching pair +1); once closed, the
// device remembers, so the next time it stays shut; and the rules card or the board's How to play
// opens it again, with all the rules a tap further. Screenshots at a phone both ways and a tablet.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, SHOTS, twoFrames } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

const ids = async (page: Page) =>
  (await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id);
const saidSeen = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('cell-division:v1:settings') ?? '{}') as {
          connectionsShown?: boolean;
        }
      ).connectionsShown,
  );

test.each([
  { width: 390, height: 844, dpr: 1, tag: '390x844' },
  { width: 844, height: 390, dpr: 1, tag: '844x390' },
])(
  'puzzle 17 (connections): the picture comes up the first time only, and the rules card opens it again - $tag',
  async (screen) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      query: 'puzzle=17',
      scene: 'puzzle',
    });
    await page.waitForFunction(() =>
      window.cellDivision.controls().some((c) => c.id === 'connections:close'),
    );
    // The dialog's button is all a player can reach: the puzzle waits behind it. Opened by itself it
    // is the one dialog before the first move: Got it alone, no way on to how to play's pages.
    expect(await ids(page)).toEqual(['connections:close']);
    const texts = await page.evaluate(() => window.cellDivision.textSizes());
    for (const words of [
      'Scoring by connections',
      'Each connection scores 1 point.',
      'On its own: 0',
      'Two touching: 1',
      'Three touching: 3',
    ]) {
      expect(
        texts.some((t) => t.text.includes(words)),
        words,
      ).toBe(true);
    }
    for (const t of texts.filter((t) => /touch|connection|own/.test(t.text)))
      expect(t.css, t.text).toBeGreaterThanOrEqual(12);
    if (KEEP_SHOTS) {
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/connections-card-puzzle-${screen.tag}.png` });
    }
    expect(await saidSeen(page)).not.toBe(true);
    await tapControl(page, 'connections:close');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'puzzle:rules'));
    expect(await saidSeen(page)).toBe(true);

    // The same puzzle again, on the same device: the picture does not open by itself.
    await page.goto(`${inject('gameUrl')}?fast&puzzle=17`);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'puzzle');
    await twoFrames(page);
    expect(await ids(page)).toContain('puzzle:rules');
    expect(await ids(page)).not.toContain('connections:close');

    // The rules card opens it again, and All the rules opens how to play.
    await tapControl(page, 'puzzle:rules');
    await page.waitForFunction(() =>
      window.cellDivision.controls().some((c) => c.id === 'connections:rules'),
    );
    await tapControl(page, 'connections:rules');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'close-help'));
    expect(errors).toEqual([]);
    await context.close();
  },
);

test.each([
  { width: 1024, height: 768, dpr: 1, layout: 'hex:5', tag: '1024x768-hex5' },
  { width: 390, height: 844, dpr: 1, layout: 'square:5', tag: '390x844-square5' },
])(
  "a game scored by connections: the picture first, then from the board's How to play - $tag",
  async (screen) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      query: `layout=${screen.layout}/connections&p1=human&p2=easy`,
      scene: 'board',
    });
    await page.waitForFunction(() =>
      window.cellDivision.controls().some((c) => c.id === 'connections:close'),
    );
    const hex = screen.layout.startsWith('hex');
    const touch = hex
      ? 'Cells touch when their hexagons share a side.'
      : 'Cells touch side by side or corner to corner.';
    expect(
      (await page.evaluate(() => window.cellDivision.textSizes())).some((t) => t.text.includes(touch)),
    ).toBe(true);
    if (KEEP_SHOTS) {
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/connections-card-board-${screen.tag}.png` });
    }
    await tapControl(page, 'connections:close');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'more'));
    // How to play on this board shows the rules in play first: the picture of connections.
    await tapControl(page, 'help');
    await page.waitForFunction(() =>
      window.cellDivision.controls().some((c) => c.id === 'connections:close'),
    );
    await tapControl(page, 'connections:close');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'more'));
    // A new game with the same scoring on this device starts straight on the board.
    expect(
      await page.evaluate(
        (q) => window.cellDivision.openMatch(q),
        `layout=${screen.layout}/connections&p1=human&p2=easy`,
      ),
    ).toBe(true);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
    await twoFrames(page);
    expect(await ids(page)).not.toContain('connections:close');
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('a game with the plain scoring never opens the picture, and its How to play is the whole rules - 1024x768', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    query: 'layout=hex:5&p1=human&p2=easy',
    scene: 'board',
  });
  await twoFrames(page);
  expect(await ids(page)).not.toContain('connections:close');
  await tapControl(page, 'help');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'close-help'));
  expect(errors).toEqual([]);
  await context.close();
});

test('a watched game by connections waits while its picture is read: no move lands over it - 1024x768', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    query: 'layout=square:4/connections&p1=easy&p2=easy',
    scene: 'board',
  });
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'connections:close'));
  // At the tests' speed two opponents play a move a frame or two apart: a second is many moves.
  await page.waitForTimeout(1000);
  await twoFrames(page);
  expect((await page.evaluate(() => window.cellDivision.state()))?.moves).toEqual([]);
  await tapControl(page, 'connections:close');
  await page.waitForFunction(() => (window.cellDivision.state()?.moves.length ?? 0) > 0);
  expect(errors).toEqual([]);
  await context.close();
});
