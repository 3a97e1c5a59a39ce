// Every tab of the setup page keeps a clear gap (8 CSS px or more) between its last row and the
// ‹ Back / Play bar (with the line over it saying what Play starts), on a phone upright and on its
// side and on a tablet; on the Board tab a family tapped leaves the family cards where they were.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, SHOTS } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

const BAR = new Set(['setup:done', 'play']);

test.each([
  { width: 844, height: 390, dpr: 1, tag: '844x390' },
  { width: 390, height: 844, dpr: 1, tag: '390x844' },
  { width: 1024, height: 768, dpr: 1, tag: '1024x768' },
])('each setup tab ends 8 CSS px or more above the ‹ Back / Play bar - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), screen);
  await tapControl(page, 'setup');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'setup:done'));
  const gaps: Record<string, number> = {};
  for (const tab of ['players', 'board', 'rules']) {
    const was = JSON.stringify(await page.evaluate(() => window.cellDivision.controls().map((c) => c.id)));
    await tapControl(page, `tab:${tab}`);
    // The page is drawn again for the tab (the players' tab is the one it opens on).
    if (tab !== 'players')
      await page.waitForFunction(
        (w) => JSON.stringify(window.cellDivision.controls().map((c) => c.id)) !== w,
        was,
      );
    await page.waitForTimeout(300);
    if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/setup-${tab}-${screen.tag}.png` });
    const list = await page.evaluate(() => window.cellDivision.controls());
    // What Play starts ("Square 5×5 · You vs Medium") stands over the buttons, in the bar.
    const summary = (await page.evaluate(() => window.cellDivision.textBoxes())).filter(
      (t) => t.text.includes(' · ') && t.text.includes(' vs '),
    );
    expect(summary.length, tab).toBe(1);
    const barTop = Math.min(...list.filter((c) => BAR.has(c.id)).map((c) => c.y), summary[0]!.y);
    const content = list.filter(
      (c) => !BAR.has(c.id) && !c.id.startsWith('tab:') && c.y < barTop + 1 && c.height > 0,
    );
    gaps[tab] = Math.round(barTop - Math.max(...content.map((c) => c.y + c.height)));
    if (tab === 'board') {
      // A family tapped changes the size cards only: the family cards stay where the finger is.
      // On a phone on its side the hexagon's sizes stand the sections closer: the columns stay put
      // (setup-place.ts' columnGap), where they narrowed the cards 1 px and moved the last one 5.
      const families = async () =>
        (await page.evaluate(() => window.cellDivision.controls())).filter((c) => c.id.startsWith('family:'));
      const before = await families();
      expect(before).toHaveLength(7);
      await tapControl(page, 'family:hex');
      await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'size:hex:4'));
      const after = await families();
      expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
      for (const [i, c] of after.entries()) {
        const was = before[i]!;
        expect(Math.abs(c.x - was.x), c.id).toBeLessThanOrEqual(1);
        expect(Math.abs(c.y - was.y), c.id).toBeLessThanOrEqual(1);
        expect(Math.abs(c.width - was.width), c.id).toBeLessThanOrEqual(1);
      }
      await tapControl(page, 'family:square');
      await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'size:square:4'));
    }
  }
  console.log(screen.tag, JSON.stringify(gaps));
  for (const [tab, gap] of Object.entries(gaps))
    expect(gap, `${tab}: the gap above the bar`).toBeGreaterThanOrEqual(8);
  expect(errors).toEqual([]);
  await context.close();
});
