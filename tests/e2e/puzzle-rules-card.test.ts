// A puzzle scored by connections says so in a short line at a readable size on a phone, and a real
// tap on its card opens the picture of connections first, then how to play for more (the line, and
// which rules are said brighter: tests/screens/puzzle/puzzle-model.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, SHOTS, SOON } from './harness.ts';
import { CONNECTIONS_SEEN, openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

test.each([{ width: 844, height: 390, dpr: 1, tag: '844x390' }])(
  'puzzle 17 (connections): the scoring in a short line, readable, and More opens its picture, then how to play - $tag',
  async (screen) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      query: 'puzzle=17',
      scene: 'puzzle',
      init: CONNECTIONS_SEEN,
    });
    if (KEEP_SHOTS) {
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/puzzle-rules-${screen.tag}.png` });
    }
    const line = () =>
      page.evaluate(() => window.cellDivision.textSizes().find((t) => t.text.includes('connections')));
    await expect.poll(async () => (await line())?.text, SOON).toBe('Petri dish · scored by connections');
    expect((await line())!.css).toBeGreaterThanOrEqual(14);
    await tapControl(page, 'puzzle:rules');
    // The picture of these rules comes first, and All the rules opens how to play over the puzzle.
    await page.waitForFunction(() =>
      window.cellDivision.controls().some((c) => c.id === 'connections:rules'),
    );
    await tapControl(page, 'connections:rules');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'close-help'));
    if (KEEP_SHOTS) {
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/puzzle-rules-more-${screen.tag}.png` });
    }
    expect(errors).toEqual([]);
    await context.close();
  },
);
