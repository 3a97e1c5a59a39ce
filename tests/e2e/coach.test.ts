// The coach during a game: the Hint button marks a square and explains it; the perfect-play
// overlay shows every legal square's exact margin near the end of a square:5 game (and from the
// first move of hex:3, through the book), and is disabled with its reason before; a held finger
// on an empty square previews its gain without placing. Screenshots at three screens.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { shot, twoFrames } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const SCREENS = [
  { name: 'desktop', width: 1280, height: 720, touch: false },
  { name: 'tablet', width: 1024, height: 768, touch: true },
  { name: 'phone', width: 390, height: 844, dpr: 2, touch: true },
] as const;

/** square:5, ten moves in: 15 moves left, the person (player 1) to move. */
const NEAR_END = 'layout=square:5&p1=human&p2=medium&moves=a1.b2.c3.d4.e5.a5.b4.d2.e1.c1';

async function idle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const s = window.cellDivision.state();
    return !!s && !s.busy && s.toMove === 1;
  }, null, { timeout: 60_000 });
  await twoFrames(page);
}

async function control(page: Page, id: string) {
  return (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === id)!;
}

test.each(SCREENS)('coach - hint, preview and overlay near the end of square:5 - $name', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...screen, query: NEAR_END, scene: 'board' });
  await idle(page);
  const click = async (id: string) => {
    if (screen.touch) await tapControl(page, id);
    else {
      const c = await control(page, id);
      await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
    }
  };

  // The hint: a square marked and the reason in words.
  await click('hint');
  await page.waitForFunction(() => window.cellDivision.hint() !== null, null, { timeout: 60_000 });
  const hint = (await page.evaluate(() => window.cellDivision.hint()))!;
  expect(hint.text).toMatch(new RegExp(`^Try ${hint.square}: \\+\\d+ for you now(, and it blocks their \\+\\d+ there)?\\. Your cell .+\\. A best move: if both sides play perfectly from here, (you win by \\d+ points?|you lose by \\d+ points?|it ends in a draw)\\.$`));
  expect(await page.evaluate(() => window.cellDivision.coachWords())).toBe(hint.text);
  await shot(page, `coach-hint-${screen.name}`);

  // The overlay: every legal square's exact margin, the hinted square among the best.
  await click('overlay');
  await page.waitForFunction(() => window.cellDivision.overlay()?.values != null, null, { timeout: 60_000 });
  const overlay = (await page.evaluate(() => window.cellDivision.overlay()))!;
  const moves = (await page.evaluate(() => window.cellDivision.state()))!.moves;
  expect(Object.keys(overlay.values!)).toHaveLength(25 - moves.length);
  for (const m of moves) expect(overlay.values![m]).toBeUndefined();
  const top = Math.max(...Object.values(overlay.values!));
  expect(overlay.best.sort()).toEqual(Object.keys(overlay.values!).filter((k) => overlay.values![k] === top).sort());
  expect(overlay.best).toContain(hint.square);
  await shot(page, `coach-overlay-${screen.name}`);

  // The preview: hovering (or holding a finger on) an empty square names its gain; a hold places nothing.
  const square = Object.keys(overlay.values!).find((k) => k !== hint.square)!;
  const at = (await page.evaluate((n) => window.cellDivision.square(n), square))!;
  if (screen.touch) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
    await page.waitForFunction((n) => window.cellDivision.coachWords()?.startsWith(n + ':') ?? false, square, { timeout: 10_000 });
    await shot(page, `coach-preview-${screen.name}`);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(400);
    expect((await page.evaluate(() => window.cellDivision.state()))!.moves).toEqual(moves);
  } else {
    await page.mouse.move(at.x, at.y);
    await page.waitForFunction((n) => window.cellDivision.coachWords()?.startsWith(n + ':') ?? false, square, { timeout: 10_000 });
    await shot(page, `coach-preview-${screen.name}`);
  }
  expect(await page.evaluate(() => window.cellDivision.coachWords())).toMatch(new RegExp(`^${square}: \\+\\d+ for you now(, and it blocks their \\+\\d+ there)?\\. Your cell .+\\.$`));

  // Playing the hinted square takes the hint and the old overlay away; the overlay follows the new position.
  const hintAt = (await page.evaluate((n) => window.cellDivision.square(n), hint.square))!;
  if (screen.touch) await page.touchscreen.tap(hintAt.x, hintAt.y);
  else await page.mouse.click(hintAt.x, hintAt.y);
  await page.waitForFunction((n) => window.cellDivision.state()!.moves.length >= n + 2, moves.length, { timeout: 60_000 });
  await idle(page);
  expect(await page.evaluate(() => window.cellDivision.hint())).toBeNull();
  await page.waitForFunction(() => window.cellDivision.overlay()?.values != null, null, { timeout: 60_000 });
  const next = (await page.evaluate(() => window.cellDivision.overlay()))!;
  expect(Object.keys(next.values!)).toHaveLength(25 - moves.length - 2);
  expect(errors).toEqual([]);
  await context.close();
});

test('coach - overlay disabled with its reason early in square:5 (past the book\'s first move), and from move 1 on hex:3 (all through) and square:5', async () => {
  const screen = SCREENS[1];
  const early = await openScreen(browser, inject('gameUrl'), { ...screen, query: 'layout=square:5&p1=human&p2=medium&moves=a1.e5', scene: 'board' });
  await idle(early.page);
  const toggle = await control(early.page, 'overlay');
  expect(toggle.enabled).toBe(false);
  expect(toggle.label).toBe("Perfect play opens when 15 moves are left (now 23); this board's solution covered this game's first move only");
  expect((await early.page.evaluate(() => window.cellDivision.overlay()))!.reason).toBe("opens when 15 moves are left (now 23); this board's solution covered this game's first move only");
  // The keyboard cursor previews the square it rests on, as a hover does.
  await early.page.keyboard.press('ArrowRight');
  await early.page.waitForFunction(() => window.cellDivision.coachWords() !== null, null, { timeout: 10_000 });
  expect(await early.page.evaluate(() => window.cellDivision.coachWords())).toMatch(/^[a-e][1-5]: \+1 for you now\. Your cell stands alone \(\+1\)\.$/);
  expect((await early.page.evaluate(() => window.cellDivision.state()))!.moves).toEqual(['a1', 'e5']);
  await early.context.close();

  const hex = await openScreen(browser, inject('gameUrl'), { ...screen, query: 'layout=hex:3&p1=human&p2=easy', scene: 'board' });
  await idle(hex.page);
  expect((await control(hex.page, 'overlay')).enabled).toBe(true);
  await tapControl(hex.page, 'overlay');
  await hex.page.waitForFunction(() => window.cellDivision.overlay()?.values != null, null, { timeout: 60_000 });
  const overlay = (await hex.page.evaluate(() => window.cellDivision.overlay()))!;
  expect(Object.keys(overlay.values!)).toHaveLength(19);
  expect(Math.max(...Object.values(overlay.values!))).toBe(8);
  await shot(hex.page, 'coach-overlay-hex3-tablet');
  // A game of 19 moves is valued all through: after a move and Easy's reply, Perfect play stays open.
  const best = (await hex.page.evaluate(() => window.cellDivision.overlay()))!.best[0]!;
  const at = (await hex.page.evaluate((n) => window.cellDivision.square(n), best))!;
  await hex.page.touchscreen.tap(at.x, at.y);
  await hex.page.waitForFunction(() => { const s = window.cellDivision.state(); return !!s && s.moves.length === 2 && !s.busy; }, null, { timeout: 30_000 });
  await hex.page.waitForFunction(() => window.cellDivision.overlay()?.on === true && Object.keys(window.cellDivision.overlay()?.values ?? {}).length === 17, null, { timeout: 60_000 });
  await shot(hex.page, 'coach-overlay-hex3-move3-tablet');
  expect(hex.errors).toEqual([]);
  await hex.context.close();

  // The empty square:5 too: the book has the value after every kind of first move.
  const first = await openScreen(browser, inject('gameUrl'), { ...screen, query: 'layout=square:5&p1=human&p2=medium', scene: 'board' });
  await idle(first.page);
  await tapControl(first.page, 'overlay');
  await first.page.waitForFunction(() => window.cellDivision.overlay()?.values != null, null, { timeout: 60_000 });
  const fromBook = (await first.page.evaluate(() => window.cellDivision.overlay()))!;
  expect(Object.keys(fromBook.values!)).toHaveLength(25);
  expect(Math.max(...Object.values(fromBook.values!))).toBe(10);
  await shot(first.page, 'coach-overlay-square5-first-move-tablet');
  expect(first.errors).toEqual([]);
  await first.context.close();
});

test('coach - hints are off against the expert until the player turns them on; the game records hint use', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...SCREENS[1], query: 'layout=square:3&p1=human&p2=expert&moves=a1.b2.c3.a3.c1.b1.b3', scene: 'board',
  });
  await page.waitForFunction(() => { const s = window.cellDivision.state(); return !!s && !s.busy && s.toMove === 2 || s?.moves.length === 8; }, null, { timeout: 60_000 });
  await page.waitForFunction(() => { const s = window.cellDivision.state(); return !!s && !s.busy && s.toMove === 1; }, null, { timeout: 60_000 });
  // The toolbar opens Hint on the frame that draws the person's turn.
  await twoFrames(page);
  await tapControl(page, 'hint');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'), null, { timeout: 10_000 });
  expect(await page.evaluate(() => window.cellDivision.texts())).toContain('Hints are off against Expert');
  await tapControl(page, 'confirm:yes');
  await page.waitForFunction(() => window.cellDivision.hint() !== null, null, { timeout: 60_000 });
  const hint = (await page.evaluate(() => window.cellDivision.hint()))!;
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cell-division:v1:settings') ?? '{}'));
  expect(saved.hints).toEqual({ expert: true });
  const at = (await page.evaluate((n) => window.cellDivision.square(n), hint.square))!;
  await page.touchscreen.tap(at.x, at.y);
  await page.waitForFunction(() => window.cellDivision.state()!.over, null, { timeout: 60_000 });
  await page.waitForFunction(() => window.cellDivision.stats()['square:3']?.expert?.games === 1, null, { timeout: 10_000 });
  await page.waitForFunction(() => window.cellDivision.stats()['square:3']!.expert!.hinted === 1, null, { timeout: 10_000 });
  expect(errors).toEqual([]);
  await context.close();
});

test('coach - Perfect play against the expert asks as Hint does while hints are off, and counts as a hinted game', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...SCREENS[1], query: 'layout=square:3&p1=human&p2=expert&moves=a1.b2.c3.a3.c1.b1.b3', scene: 'board',
  });
  await page.waitForFunction(() => { const s = window.cellDivision.state(); return !!s && !s.busy && s.toMove === 1 && s.moves.length === 8; }, null, { timeout: 60_000 });
  await twoFrames(page);
  const asked = () => page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'), null, { timeout: 10_000 });
  // Kept off: no values, nothing saved.
  await tapControl(page, 'overlay');
  await asked();
  expect(await page.evaluate(() => window.cellDivision.texts())).toContain('Hints are off against Expert');
  await shot(page, 'coach-overlay-asks-expert');
  await tapControl(page, 'confirm:no');
  await page.waitForFunction(() => !window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
  expect((await page.evaluate(() => window.cellDivision.overlay()))!.on).toBe(false);
  // Turned on: the values show, and hints stay on against the expert.
  await tapControl(page, 'overlay');
  await asked();
  await tapControl(page, 'confirm:yes');
  await page.waitForFunction(() => window.cellDivision.overlay()?.values !== null && window.cellDivision.overlay()?.on === true, null, { timeout: 30_000 });
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cell-division:v1:settings') ?? '{}'));
  expect(saved.hints).toEqual({ expert: true });
  const best = (await page.evaluate(() => window.cellDivision.overlay()))!.best[0]!;
  const at = (await page.evaluate((n) => window.cellDivision.square(n), best))!;
  await page.touchscreen.tap(at.x, at.y);
  await page.waitForFunction(() => window.cellDivision.state()!.over, null, { timeout: 60_000 });
  await page.waitForFunction(() => window.cellDivision.stats()['square:3']!.expert!.hinted === 1, null, { timeout: 10_000 });
  // The results say that this game was played with help.
  await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 20_000 });
  expect((await page.evaluate(() => window.cellDivision.results()))!.join('\n')).toMatch(/Against Expert on this board: .* · this one with hints/);
  expect(errors).toEqual([]);
  await context.close();
});
