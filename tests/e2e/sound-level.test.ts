// The Sound button (a tile of the sheet More opens, which stays open as it steps) says its level:
// the icon changes at every step (three waves, two, one, a cross), and so does its name on the
// tile, in the controls list and to screen readers (a11y=1). A first visit starts at medium (two waves).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { clickControl, controls, drawNow, KEEP_SHOTS, openSheetFor, settle, SHOTS } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

const sound = async (page: Page) => (await controls(page)).find((c) => c.id === 'sound')!;

/** The pixels of the tile's icon (the square at its left end, before its name). */
async function iconPixels(page: Page): Promise<string> {
  const b = await sound(page);
  const side = b.height * 0.6;
  await drawNow(page);
  const png = await page.screenshot({
    clip: { x: b.x + b.height / 2 - side / 2, y: b.y + b.height / 2 - side / 2, width: side, height: side },
  });
  return png.toString('base64');
}

test('1280×720: a first visit starts at medium; each press of Sound changes its icon and its name: quiet, off, loud, medium', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&layout=square:5&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  await openSheetFor(page, 'sound');
  const seen: { label: string; caption: string; spoken: string | null; icon: string }[] = [];
  for (let step = 0; step < 5; step++) {
    if (step > 0) {
      await clickControl(page, 'sound');
      // Off the button again: a hovered button's face is lighter.
      await page.mouse.move(2, 2);
      await page.waitForTimeout(250);
    }
    const b = await sound(page);
    const spoken = await page.evaluate(() => {
      const named = [...document.querySelectorAll('button')].find((e) =>
        /^Sound/.test(e.getAttribute('aria-label') ?? e.textContent ?? ''),
      );
      return named ? (named.getAttribute('aria-label') ?? named.textContent) : null;
    });
    // The words drawn on the tile.
    const drawn = (await page.evaluate(() => window.cellDivision.textSizes())).find((t) =>
      /^Sound/.test(t.text),
    );
    seen.push({ label: b.label, caption: drawn?.text ?? '', spoken, icon: await iconPixels(page) });
    if (KEEP_SHOTS)
      await page.screenshot({
        path: `${SHOTS}/sound-1280x720-step${step}.png`,
        clip: { x: b.x - 40, y: b.y - 10, width: b.width + 80, height: b.height + 20 },
      });
  }
  expect(seen.map((s) => s.label)).toEqual([
    'Sound: medium',
    'Sound: quiet',
    'Sound: off',
    'Sound: loud',
    'Sound: medium',
  ]);
  expect(seen.map((s) => s.caption)).toEqual(seen.map((s) => s.label));
  expect(seen.map((s) => s.spoken)).toEqual(seen.map((s) => s.label));
  // Four different icons, and the first again after a full turn.
  expect(new Set(seen.slice(0, 4).map((s) => s.icon)).size).toBe(4);
  expect(seen[4]!.icon).toBe(seen[0]!.icon);
  expect(errors).toEqual([]);
  await context.close();
});
