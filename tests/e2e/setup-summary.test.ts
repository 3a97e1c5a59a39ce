// The setup page says what Play starts on every tab, in the menu card's words ("Hexagon, 19
// squares · You vs Perfect"), over the Done / Play bar: readable (12 CSS px), on the screen, and
// said again when the board, the opponent or who moves first changes. Screen readers hear it.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { boardName } from '../../src/ui/board-name.ts';
import { launchChromium } from './browser.ts';
import { controls, SOON, shot } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const shown = (page: Page, id: string) => page.waitForFunction((id) => window.cellDivision.controls().some((c) => c.id === id), id, SOON);
/** Waits for the line to read `words` (it is drawn on the page's next frame after a tap). */
const says = (page: Page, words: string) => page.waitForFunction((w) => window.cellDivision.texts().includes(w), words, SOON);

/** The line reads `words`, 12 CSS px or more, on the screen and above the bar's buttons. */
async function expectSummary(page: Page, words: string, screen: { width: number; height: number }, where: string): Promise<void> {
  await says(page, words);
  const size = (await page.evaluate(() => window.cellDivision.textSizes())).find((t) => t.text === words);
  expect(size?.css, where).toBeGreaterThanOrEqual(12);
  const box = (await page.evaluate(() => window.cellDivision.textBoxes())).find((t) => t.text === words)!;
  const bar = (await controls(page)).filter((c) => c.id === 'play' || c.id === 'setup:done');
  expect(bar.length).toBe(2);
  expect(box.x >= 0 && box.x + box.width <= screen.width && box.y >= 0, `${where}: ${JSON.stringify(box)}`).toBe(true);
  expect(box.y + box.height, `${where}: above the buttons`).toBeLessThanOrEqual(Math.min(...bar.map((c) => c.y)) + 0.5);
}

/** The setup page as the Solved boards list opens it for `rules`: its Who plays tab, against Perfect. */
async function openSolvedSetup(page: Page, rules: string): Promise<void> {
  await shown(page, 'about');
  await tapControl(page, 'about');
  await shown(page, `solved:${rules}`);
  await tapControl(page, `solved:${rules}`);
  await shown(page, 'tab:players');
}

test.each([
  { width: 1280, height: 720, dpr: 1, tag: '1280x720' },
  { width: 1024, height: 768, dpr: 2, tag: '1024x768' },
  { width: 390, height: 844, dpr: 3, tag: '390x844' },
  { width: 844, height: 390, dpr: 3, tag: '844x390' },
])('the setup page names the board and who plays on every tab, and follows the choices - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...screen, touch: true });
  await openSolvedSetup(page, 'hex:3');
  const chosen = `${boardName('hex:3')} · You vs Perfect`;
  await expectSummary(page, chosen, screen, 'players');
  await shot(page, `setup-summary-${screen.tag}`);
  for (const tab of ['board', 'rules', 'options']) {
    const was = JSON.stringify((await controls(page)).map((c) => c.id));
    await tapControl(page, `tab:${tab}`);
    // The page is drawn again for the tab.
    await page.waitForFunction((w) => JSON.stringify(window.cellDivision.controls().map((c) => c.id)) !== w, was, SOON);
    await expectSummary(page, chosen, screen, tab);
  }

  // Another size on the board tab.
  await tapControl(page, 'tab:board');
  await shown(page, 'size:hex:3');
  const size = (await controls(page)).find((c) => c.id.startsWith('size:') && c.id !== 'size:hex:3')!;
  await tapControl(page, size.id);
  await page.waitForFunction((name) => window.cellDivision.texts().some((t) => t.startsWith(`${name} · You vs `)), boardName(size.id.slice('size:'.length)), SOON);

  // Another opponent on the players tab.
  await tapControl(page, 'tab:players');
  await shown(page, 'first:you');
  const other = (await controls(page)).find((c) => c.id.startsWith('opponent:') && c.id !== 'opponent:perfect')!;
  await tapControl(page, other.id);
  await expectSummary(page, `${boardName(size.id.slice('size:'.length))} · You vs ${other.label}`, screen, 'opponent');

  // Two people: who moves first is named first, the page not drawn again for it.
  await tapControl(page, 'mode:duo');
  await shown(page, 'first:1');
  const people = (await controls(page)).filter((c) => c.id === 'first:0' || c.id === 'first:1').map((c) => c.label);
  await tapControl(page, 'first:1');
  await expectSummary(page, `${boardName(size.id.slice('size:'.length))} · ${people[1]} vs ${people[0]}`, screen, 'first mover');
  expect(errors).toEqual([]);
  await context.close();
});

test('screen readers hear what Play starts under the setup page\'s title', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { width: 1280, height: 720, touch: true, query: 'a11y=1' });
  await openSolvedSetup(page, 'hex:3');
  const chosen = `${boardName('hex:3')} · You vs Perfect`;
  await page.waitForFunction((w) => document.querySelector('.a11y-only h1')?.nextElementSibling?.textContent?.includes(w), chosen, SOON);
  expect(await page.evaluate(() => document.querySelector('.a11y-only h1')?.textContent)).toBe('Game setup');
  expect(errors).toEqual([]);
  await context.close();
});
