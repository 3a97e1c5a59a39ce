// Watching two opponents in Chromium: the HUD while paused, the keys, the row on a phone (the
// buttons' words, the toolbar left out and the pace: tests/screens/game/board.test.ts, tests/game/pace.test.ts).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { clickControl, controls, KEEP_SHOTS, shot, state } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium({ testSpeed: false });

const plies = async (page: Page) => (await state(page)).moves.length;
/**
 * Waits until the game holds: Pause has become Play, and a move that was already past the pause
 * when it was pressed has its cell on the board (the next one waits for Play, its opponent "busy").
 */
const held = (page: Page) =>
  page.waitForFunction(
    () => {
      const s = window.cellDivision.state();
      return (
        !!s &&
        s.landed === s.moves.length &&
        window.cellDivision.controls().find((c) => c.id === 'watch:pause')?.label === 'Play'
      );
    },
    null,
    { timeout: 30_000 },
  );

/** Easy watched against Medium on a 6×6 at 1280×720, once its first move is in. */
async function watchOnDesktop() {
  const opened = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'layout=square:6&p1=easy&p2=medium',
    scene: 'board',
  });
  await opened.page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 1);
  return opened;
}

test('watching: Pause holds the game and the HUD says Paused (no one thinking); the keys step and play', async () => {
  const { context, page, errors } = await watchOnDesktop();
  await clickControl(page, 'watch:pause');
  await held(page);
  const paused = await plies(page);
  // Paused, the mover's panel says so: no opponent is "thinking" while the game holds.
  const words = await page.evaluate(() => window.cellDivision.texts());
  expect(words).toContain('Paused');
  expect(words.filter((t) => /thinking/.test(t))).toEqual([]);
  await shot(page, 'watch-paused-1280x720');
  // The keys: → steps one move, Space plays on.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((n) => window.cellDivision.state()!.moves.length === n + 1, paused);
  await page.keyboard.press('Space');
  await page.waitForFunction((n) => window.cellDivision.state()!.moves.length >= n + 3, paused);
  expect(errors).toEqual([]);
  await context.close();
});

test('watching: To the end plays the rest at once, then the results come as after any game', async () => {
  const { context, page, errors } = await watchOnDesktop();
  await clickControl(page, 'watch:skip');
  // 36 moves at 1× take over a minute; skipped, Hard's last moves are thought out at once (a busy
  // machine's CI took over 30 s for them and the ending), then the results open.
  await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 90_000 });
  expect((await state(page)).moves.length).toBe(36);
  expect(errors).toEqual([]);
  await context.close();
}, 150_000);

test('watching on a phone, a tablet and a desktop: the controls are a finger wide, apart, and the board still fits', async () => {
  for (const [width, height] of [
    [390, 844],
    [844, 390],
    [1024, 768],
    [1280, 720],
  ]) {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr: 1,
      query: 'layout=hex:5&p1=easy&p2=hard',
      scene: 'board',
    });
    const list = await controls(page);
    expect(list.map((c) => c.id).filter((id) => ['undo', 'hint', 'overlay'].includes(id))).toEqual([]);
    for (const id of ['watch:pause', 'watch:step', 'watch:speed', 'watch:skip', 'restart', 'menu']) {
      const c = list.find((k) => k.id === id)!;
      expect(c.height).toBeGreaterThanOrEqual(44);
      expect(c.x).toBeGreaterThanOrEqual(0);
      expect(c.x + c.width).toBeLessThanOrEqual(width);
    }
    // Room for their words (the narrow column beside a tablet's board takes two rows of two), none over another.
    const row = ['watch:pause', 'watch:step', 'watch:speed', 'watch:skip'].map((id) =>
      list.find((k) => k.id === id)!,
    );
    for (const c of row) expect(c.width, `${c.id} at ${width}x${height}`).toBeGreaterThanOrEqual(52);
    for (const a of row)
      for (const b of row)
        if (a !== b)
          expect(
            a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y,
          ).toBe(true);
    if (KEEP_SHOTS) await page.waitForTimeout(600);
    await shot(page, `watch-${width}x${height}`);
    expect(errors).toEqual([]);
    await context.close();
  }
});
