// The menu on an upright phone fills the screen's height: the card, Play and the other places grow,
// so the empty bands above the title and under the last button are each at most 15% of the
// height (they were 25%), with everything on the screen and nothing over anything else.
// One page, resized from 390×844 to 360×740; about 15 s. And the first visit's welcome over the
// menu, clear of its controls.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { shot } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';
import { overlaps } from './boxes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function checkMenu(page: Page, width: number, height: number): Promise<void> {
  await page.waitForFunction(
    ([w, h]) => innerWidth === w && innerHeight === h && window.cellDivision.scene() === 'menu',
    [width, height],
  );
  await page.waitForTimeout(400);
  await shot(page, `menu-phone-height-${width}x${height}`);
  const title = (await page.evaluate(() => window.cellDivision.textBoxes())).find(
    (b) => b.text === 'Cell Division',
  )!;
  const controls = (await page.evaluate(() => window.cellDivision.controls())).filter((c) =>
    [
      'setup',
      'play',
      'puzzle',
      'build',
      'help',
      'stats',
      'history',
      'about',
      'options',
      'ladder-next',
    ].includes(c.id),
  );
  expect(controls).toHaveLength(10);
  const bottom = Math.max(...controls.map((c) => c.y + c.height));
  expect(title.y / height, `${width}×${height}: the band above the title`).toBeLessThanOrEqual(0.15);
  expect(
    (height - bottom) / height,
    `${width}×${height}: the band under the last button`,
  ).toBeLessThanOrEqual(0.15);
  for (const c of controls) {
    expect(
      c.x >= 0 && c.y >= 0 && c.x + c.width <= width && c.y + c.height <= height,
      `${c.id} on the screen`,
    ).toBe(true);
    expect(overlaps(c, title), `${c.id} under the title`).toBe(false);
    for (const d of controls) if (d !== c) expect(overlaps(c, d), `${c.id} over ${d.id}`).toBe(false);
  }
}

test("an upright phone's menu fills its height, everything in sight", async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
  });
  await checkMenu(page, 390, 844);
  await page.setViewportSize({ width: 360, height: 740 });
  await checkMenu(page, 360, 740);
  expect(errors).toEqual([]);
  await context.close();
});

// The first visit's welcome stands over the dimmed menu clear of every one of the menu's controls
// ("Change ›" on the setup card was under it on a phone on its side).
test.each([{ width: 844, height: 390 }])(
  'the welcome covers none of the menu’s controls - $width x $height',
  async ({ width, height }) => {
    const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
      width,
      height,
      dpr: 1,
      touch: true,
      firstVisit: true,
      scene: 'tutorial',
    });
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'tutorial:later'));
    await page.waitForTimeout(400);
    await shot(page, `welcome-over-menu-${width}x${height}`);
    // The card's words and buttons, and the card's padding around them (16 design units, 10 CSS px here).
    const words = (await page.evaluate(() => window.cellDivision.textBoxes())).find((b) =>
      b.text.startsWith('Welcome to Cell Division'),
    )!;
    const choices = (await page.evaluate(() => window.cellDivision.controls())).filter((c) =>
      c.id.startsWith('tutorial:'),
    );
    expect(choices.map((c) => c.id).sort()).toEqual(['tutorial:later', 'tutorial:start']);
    const parts = [words, ...choices];
    const l = Math.min(...parts.map((b) => b.x)) - 8;
    const t = Math.min(...parts.map((b) => b.y)) - 8;
    const card = {
      x: l,
      y: t,
      width: Math.max(...parts.map((b) => b.x + b.width)) + 8 - l,
      height: Math.max(...parts.map((b) => b.y + b.height)) + 8 - t,
    };
    expect(card.x >= 0 && card.y >= 0 && card.x + card.width <= width && card.y + card.height <= height).toBe(
      true,
    );
    await tapControl(page, 'tutorial:later');
    await page.waitForFunction(() => window.cellDivision.scene() === 'menu');
    const menu = await page.evaluate(() => window.cellDivision.controls());
    expect(menu.map((c) => c.id)).toContain('setup');
    for (const c of menu)
      expect(overlaps(c, card), `the welcome ${JSON.stringify(card)} over ${c.id} ${JSON.stringify(c)}`).toBe(
        false,
      );
    expect(errors).toEqual([]);
    await context.close();
  },
);
