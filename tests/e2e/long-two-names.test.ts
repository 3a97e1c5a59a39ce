// Two people with 20-letter names on one device: the HUD keeps each name on one line in type no
// smaller than 12 CSS px, clear of the score, cut (if at all) cleanly at a word's end with an
// ellipsis, never mid-word (upright, where each panel is as wide as the board, whole);
// a finger held on a cut name's panel shows the whole name.
import { expect, inject, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, savedSettings } from './tablet-page.ts';
import { overlaps } from './boxes.ts';

const browser = useChromium();

const NAMES: [string, string] = ['Bartholomew Fairchild', 'Maximiliana Rosewood'];

test.each([
  [390, 844],
  [844, 390],
  [1024, 768],
])(
  '%i×%i, two people with 20-letter names: fitted, cut at a word, whole on a hold',
  async (width, height) => {
    const settings = { ...DEFAULT_SETTINGS, mode: 'duo', people: { names: NAMES, first: 0 } };
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr: 1,
      touch: true,
      init: savedSettings(settings),
      query: 'layout=square:6&p1=human&p2=human',
      scene: 'board',
    });
    await settle(page);
    const hud = (await page.evaluate(() => window.cellDivision.hudTexts()))!;
    for (const [i, { name, score }] of hud.entries()) {
      const full = NAMES[i]!;
      // Whole, or whole words then "…": never a word cut in two.
      const shown = name.text.endsWith('…') ? name.text.slice(0, -1) : name.text;
      expect(
        name.text === full || (full.startsWith(shown) && full[shown.length] === ' '),
        `"${name.text}" for "${full}"`,
      ).toBe(true);
      // Clear of the score: beside it, or (a tablet's stacked panel) on a line of its own over it.
      expect(overlaps(name, score), `"${name.text}" over its score`).toBe(false);
    }
    const sizes = await page.evaluate(() => window.cellDivision.textSizes());
    for (const [i, { name }] of hud.entries()) {
      const size = sizes.find((t) => t.text === name.text);
      expect(size?.css, `"${name.text}" (${NAMES[i]})`).toBeGreaterThanOrEqual(11.9);
    }
    await shot(page, `two-names-${width}x${height}`);
    const cut = hud.findIndex((p) => p.name.text.endsWith('…'));
    // Upright, each panel is as wide as the board (one above it, one below): both names whole.
    if (width === 390) expect(hud.map((p) => p.name.text)).toEqual([...NAMES]);
    if (cut >= 0) {
      const panel = (await page.evaluate(() => window.cellDivision.scorePanels()))![cut]!;
      const cdp = await context.newCDPSession(page);
      const at = { x: panel.x + panel.width / 2, y: panel.y + panel.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      await page.waitForFunction((n) => window.cellDivision.tooltip() === n, NAMES[cut]!, { timeout: 5000 });
      await shot(page, `two-names-held-${width}x${height}`);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForFunction(() => window.cellDivision.tooltip() === null, null, { timeout: 5000 });
    }
    expect((await page.evaluate(() => window.cellDivision.state()))!.moves).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  },
);
