// A finger on squares smaller than a finger, where only a browser shows it (the aim's decisions are
// tests/screens/game/press.test.ts): a held square's gain preview never covers the
// Place bubble, the aimed square or the scores. Under gravity the aim, the lit labels and the gain
// preview name the landing square, not the square tapped.
import { mkdirSync } from 'node:fs';
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { controls, KEEP_SHOTS, settle, SHOTS } from './harness.ts';
import { openScreen, type OpenedScreen } from './tablet-page.ts';
import { overlaps } from './boxes.ts';

const browser = useChromium();

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const at = async (page: Page, name: string) =>
  (await page.evaluate((n) => window.cellDivision.square(n), name))!;
const touchOf = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  return async (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) => {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
    await page.waitForTimeout(60);
  };
};

const TOOLBAR = ['undo', 'restart', 'share', 'menu', 'sound', 'fullscreen', 'hint', 'overlay', 'help'];

test("square:12 on a phone both ways up, hex:7 upright: a held square's gain preview covers neither Place, the aimed square nor the scores; Place covers no score, status or toolbar", async () => {
  let opened = null as (OpenedScreen & { layout: string }) | null;
  const closePage = async (o: OpenedScreen) => {
    expect(o.errors).toEqual([]);
    await o.context.close();
  };
  for (const { width, height, layout, squares } of [
    { width: 390, height: 844, layout: 'square:12', squares: ['a12', 'f12', 'l12', 'f6', 'a1', 'l1'] },
    { width: 844, height: 390, layout: 'square:12', squares: ['a12', 'f12', 'l12', 'f6', 'a1', 'l1'] },
    // A tablet aims first on no board now that the bar stands beside the board (square:12 45.5 CSS px):
    // hexagons are aimed at on the upright phone.
    { width: 390, height: 844, layout: 'hex:7', squares: ['g12', 'd4', 'g7'] },
  ]) {
    // square:12 upright, then the same page turned on its side (the board laid out afresh for it).
    if (opened?.layout === layout) {
      await opened!.page.setViewportSize({ width, height });
      await opened!.page.waitForFunction(
        (w) => window.innerWidth === w && window.cellDivision.laidOut(),
        width,
      );
    } else {
      if (opened) await closePage(opened);
      opened = {
        layout,
        ...(await openScreen(browser(), inject('gameUrl'), {
          aimFirst: true,
          width,
          height,
          dpr: 1,
          query: `layout=${layout}&p1=human&p2=easy`,
          scene: 'board',
        })),
      };
    }
    const { page } = opened!;
    await settle(page);
    const touch = await touchOf(page);
    const size = (await at(page, 'b1')).x - (await at(page, 'a1')).x;
    expect(size, `${layout} at ${width}×${height} aims first`).toBeLessThan(44);
    const status = (await page.evaluate(() => window.cellDivision.statusBox()))!;
    const toolbar = (await controls(page)).filter((k) => TOOLBAR.includes(k.id));
    for (const name of squares) {
      const c = await at(page, name);
      await touch('touchStart', c);
      await page.waitForFunction(
        (n) => window.cellDivision.coachWords()?.startsWith(n + ':') ?? false,
        name,
        { timeout: 10_000 },
      );
      await page.waitForTimeout(100);
      const words = (await page.evaluate(() => window.cellDivision.coachWordsBox()))!;
      const bubble = (await controls(page)).find((k) => k.id === 'aim:place')!;
      const square = { x: c.x - size / 2, y: c.y - size / 2, width: size, height: size };
      const panels = (await page.evaluate(() => window.cellDivision.scorePanels()))!;
      if (name === squares[0] || name === squares[1])
        await shot(page, `preview-${width}x${height}-${layout.replace(':', '')}-${name}`);
      const where = `${layout} ${width}×${height} ${name}`;
      expect(overlaps(words, bubble), `${where}: the preview covers Place`).toBe(false);
      expect(overlaps(words, square), `${where}: the preview covers the aimed square`).toBe(false);
      for (const p of panels) expect(overlaps(words, p), `${where}: the preview covers a score`).toBe(false);
      expect(overlaps(bubble, square), `${where}: Place covers the aimed square`).toBe(false);
      for (const p of [...panels, status])
        expect(overlaps(bubble, p), `${where}: Place covers a score or the status line`).toBe(false);
      for (const b of toolbar) expect(overlaps(bubble, b), `${where}: Place covers ${b.id}`).toBe(false);
      await touch('touchEnd');
    }
    expect((await settle(page)).moves).toEqual([]);
  }
  await closePage(opened!);
}, 180_000);

// A finger's aim under gravity (d4 aims d1, a slide to e4 aims e1, nothing placed) is press.test.ts's
// 'aim - under gravity'; the preview's landing square, mouse or finger alike, is preview.test.ts's.
test('beaker:6x7 at 1280×720: the lit labels and the gain preview name where the cell lands', async () => {
  const mouse = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    width: 1280,
    height: 720,
    touch: false,
    query: 'layout=beaker:6x7&p1=human&p2=easy',
    scene: 'board',
  });
  const page = mouse.page;
  await settle(page);
  const c5 = await at(page, 'c5');
  await page.mouse.move(c5.x, c5.y);
  await page.waitForFunction(() => window.cellDivision.coachWords()?.startsWith('c1:') ?? false, null, {
    timeout: 10_000,
  });
  const lit = (await page.evaluate(() => window.cellDivision.boardLabels()))!
    .filter((l) => l.lit)
    .map((l) => l.text)
    .sort();
  expect(lit).toEqual(['1', 'c']);
  await shot(page, 'beaker-1280x720-hover-c5');
  expect(mouse.errors).toEqual([]);
  await mouse.context.close();
});
