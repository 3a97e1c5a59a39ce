// The sound button is a volume, not only mute: full, half, a quarter, off. A first visit starts at
// half ("medium"), the button's icon and name saying so. The level is remembered
// across a reload, and sound resumes when the tab comes back after the browser suspended it.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { clickControl, controls, openSheetFor, settle, shot, SOON } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

interface HowlerLike {
  volume(): number;
  _muted: boolean;
  ctx: AudioContext | null;
}
const howler = (page: Page) =>
  page.evaluate(() => {
    const h = (window as unknown as { Howler: HowlerLike }).Howler;
    return { volume: h.volume(), muted: h._muted };
  });

test('a first visit starts at medium; the button steps down, then off, then full; a reload keeps the level', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'layout=square:5&p1=human&p2=hard',
    scene: 'board',
  });
  await settle(page);
  expect(await howler(page)).toEqual({ volume: 0.5, muted: false });
  // Sound is a tile of the sheet More opens, named with its level.
  await openSheetFor(page, 'sound');
  const sound = (await controls(page)).find((c) => c.id === 'sound')!;
  expect(sound.label).toBe('Sound: medium');
  expect((await page.evaluate(() => window.cellDivision.textSizes())).map((t) => t.text)).toContain(
    'Sound: medium',
  );
  await shot(page, 'sound-first-visit-1280');
  await clickControl(page, 'sound');
  await expect.poll(() => howler(page), SOON).toEqual({ volume: 0.25, muted: false });
  await expect.poll(() => page.evaluate(() => window.cellDivision.notices()), SOON).toContain('Sound 25%');
  await page.reload();
  // The menu (or the board) is up, not the loading screen, before Enter is pressed.
  await page.waitForFunction(() => ['menu', 'board'].includes(window.cellDivision?.scene() ?? ''), null, {
    timeout: 30_000,
  });
  expect(await howler(page)).toEqual({ volume: 0.25, muted: false });
  if ((await page.evaluate(() => window.cellDivision.scene())) !== 'board') {
    await page.keyboard.press('Enter'); // the menu's Resume (or Play)
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  }
  await settle(page);
  await clickControl(page, 'sound');
  await expect.poll(async () => (await howler(page)).muted, SOON).toBe(true);
  await clickControl(page, 'sound');
  await expect.poll(() => howler(page), SOON).toEqual({ volume: 1, muted: false });
  expect(errors).toEqual([]);
  await context.close();
});

test('sound suspended while the tab was away resumes when it comes back', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'layout=square:5&p1=human&p2=hard',
    scene: 'board',
  });
  await settle(page);
  const states = await page.evaluate(async () => {
    const ctx = (window as unknown as { Howler: HowlerLike }).Howler.ctx!;
    await ctx.resume();
    await ctx.suspend();
    const away = ctx.state;
    document.dispatchEvent(new Event('visibilitychange'));
    for (let i = 0; i < 50 && ctx.state !== 'running'; i++) await new Promise((r) => setTimeout(r, 20));
    return { away, back: ctx.state };
  });
  expect(states).toEqual({ away: 'suspended', back: 'running' });
  expect(errors).toEqual([]);
  await context.close();
});
