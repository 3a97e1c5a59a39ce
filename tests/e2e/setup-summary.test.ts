// The setup page's line of what Play starts, drawn: readable (12 CSS px), on the screen, over the
// ‹ Back / Play bar on every tab, said again in place when who moves first changes, and heard by
// screen readers. (Its words and how they follow the choices: tests/screens/menu/setup-summary.)
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { boardWords } from '../../src/screens/menu/size-words.ts';
import { useChromium } from './browser.ts';
import { controls, SOON, shot } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

const shown = (page: Page, id: string) =>
  page.waitForFunction((id) => window.cellDivision.controls().some((c) => c.id === id), id, SOON);
/** Waits for the line to read `words` (it is drawn on the page's next frame after a tap). */
const says = (page: Page, words: string) =>
  page.waitForFunction((w) => window.cellDivision.texts().includes(w), words, SOON);

/** The line reads `words`, 12 CSS px or more, on the screen and above the bar's buttons. */
async function expectSummary(
  page: Page,
  words: string,
  screen: { width: number; height: number },
  where: string,
): Promise<void> {
  await says(page, words);
  const size = (await page.evaluate(() => window.cellDivision.textSizes())).find((t) => t.text === words);
  expect(size?.css, where).toBeGreaterThanOrEqual(12);
  const box = (await page.evaluate(() => window.cellDivision.textBoxes())).find((t) => t.text === words)!;
  const bar = (await controls(page)).filter((c) => c.id === 'play' || c.id === 'setup:done');
  expect(bar.length).toBe(2);
  expect(
    box.x >= 0 && box.x + box.width <= screen.width && box.y >= 0,
    `${where}: ${JSON.stringify(box)}`,
  ).toBe(true);
  expect(box.y + box.height, `${where}: above the buttons`).toBeLessThanOrEqual(
    Math.min(...bar.map((c) => c.y)) + 0.5,
  );
}

/** The setup page as the Best play known panel opens it for `rules`: its Who plays tab, against Perfect. */
async function openSolvedSetup(page: Page, rules: string): Promise<void> {
  // The Best play known panel is on the Settings page.
  await shown(page, 'options');
  await tapControl(page, 'options');
  await shown(page, 'about');
  await tapControl(page, 'about');
  await shown(page, `solved:${rules}`);
  await tapControl(page, `solved:${rules}`);
  await shown(page, 'tab:players');
}

test.each([
  { width: 390, height: 844, tag: '390x844' },
  { width: 844, height: 390, tag: '844x390' },
])(
  'the line of what Play starts is readable, on the screen and over the bar on every tab - $tag',
  async (screen) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      touch: true,
    });
    await openSolvedSetup(page, 'hex:3');
    const chosen = `${boardWords('hex:3')} · You vs Perfect`;
    await expectSummary(page, chosen, screen, 'players');
    await shot(page, `setup-summary-${screen.tag}`);
    for (const tab of ['board', 'rules']) {
      const was = JSON.stringify((await controls(page)).map((c) => c.id));
      await tapControl(page, `tab:${tab}`);
      // The page is drawn again for the tab.
      await page.waitForFunction(
        (w) => JSON.stringify(window.cellDivision.controls().map((c) => c.id)) !== w,
        was,
        SOON,
      );
      await expectSummary(page, chosen, screen, tab);
    }
    // Two people: who moves first keeps the page, and the line is said again in place.
    await tapControl(page, 'tab:players');
    await shown(page, 'mode:duo');
    await tapControl(page, 'mode:duo');
    await shown(page, 'first:1');
    const people = (await controls(page))
      .filter((c) => c.id === 'first:0' || c.id === 'first:1')
      .map((c) => c.label);
    await tapControl(page, 'first:1');
    await expectSummary(page, `${boardWords('hex:3')} · ${people[1]} vs ${people[0]}`, screen, 'first mover');
    expect(errors).toEqual([]);
    await context.close();
  },
);

test("screen readers hear what Play starts under the setup page's title", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: true,
    query: 'a11y=1',
  });
  await openSolvedSetup(page, 'hex:3');
  const chosen = `${boardWords('hex:3')} · You vs Perfect`;
  await page.waitForFunction(
    (w) => document.querySelector('.a11y-only h1')?.nextElementSibling?.textContent?.includes(w),
    chosen,
    SOON,
  );
  expect(await page.evaluate(() => document.querySelector('.a11y-only h1')?.textContent)).toBe('Game setup');
  expect(errors).toEqual([]);
  await context.close();
});
