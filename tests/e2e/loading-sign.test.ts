// The page's loading sign (index.html, src/ui/loading-sign.ts): from the first paint the game's
// title, with the logo's four cells breathing, stands over a skeleton of the home screen's cards, so
// a slow start or a reload never shows a dark, empty page (a start that runs long says the cells are
// on their way); once the menu has drawn, the sign is gone. The game's script is held back a moment
// here, as a slow phone holds it, so the sign is seen before the game starts.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { shot } from './harness.ts';

const browser = useChromium();

test('the loading sign shows before the game starts and is gone once the menu is drawn', async () => {
  const context = await browser().newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The page's own load waits for its held module script: the page is read from its first bytes.
  await page.goto(inject('gameUrl'), { waitUntil: 'commit' });
  const sign = page.locator('#loading');
  await sign.waitFor({ state: 'visible', timeout: 20_000 });
  // The game's look at once: its title, with the logo's four cells, where the home screen's title
  // stands, over the home screen's cards.
  const title = (await page.locator('.loading-title').boundingBox())!;
  expect(title.width).toBeGreaterThan(50);
  expect(title.y + title.height / 2).toBeLessThan(844 * 0.2);
  expect(await page.locator('.loading-name').textContent()).toBe('Cell Division');
  expect(await page.locator('.loading-card').count()).toBe(3);
  const colours = await page.$$eval('.loading-cells span', (spans) =>
    spans.map((s) => getComputedStyle(s).backgroundColor),
  );
  expect(new Set(colours).size).toBe(4);
  // Words where Play will stand, held back past a quick start's few seconds (so a quick one never
  // flashes them); a start that runs long is told it is on its way, never left to look frozen.
  const wait = page.locator('.loading-wait');
  expect(await wait.textContent()).toBe('Getting the cells ready…');
  expect(await wait.evaluate((e) => parseFloat(getComputedStyle(e).animationDelay))).toBeGreaterThanOrEqual(
    2,
  );
  await expect.poll(() => wait.evaluate((e) => getComputedStyle(e).opacity), { timeout: 30_000 }).toBe('0.9');
  await shot(page, 'loading-sign-390x844');
  release();
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 60_000 });
  await expect.poll(() => page.locator('#loading').count(), { timeout: 10_000 }).toBe(0);
  await context.close();
});
