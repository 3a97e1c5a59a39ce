// Screenshots of the in-game work at the four screens we ship for: the guided game's first step,
// the how-to-play opened from the board, and the square board's art (no streak on the rim).
// Every text in the tutorial is at least 12 CSS px.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { clickControl, settle, shot, KEEP_SHOTS } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

const SCREENS = [
  { width: 1280, height: 720, touch: false, dpr: 1 },
  { width: 1024, height: 768, touch: true, dpr: 1 },
  { width: 390, height: 844, touch: true, dpr: 1 },
  { width: 844, height: 390, touch: true, dpr: 1 },
];

test.each(SCREENS)(
  '$width×$height: the tutorial, the how-to-play from the board, the square board',
  async ({ width, height, touch, dpr }) => {
    const name = `${width}x${height}${touch ? '-touch' : ''}`;
    const press = touch ? tapControl : clickControl;
    const first = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr,
      touch,
      firstVisit: true,
      scene: 'menu',
    });
    await shot(first.page, `tutorial-0-welcome-${name}`);
    await press(first.page, 'tutorial:start');
    await first.page.waitForFunction(() =>
      /(Tap|Click) the glowing square/.test(window.cellDivision.texts().join(' ')),
    );
    await first.page.waitForTimeout(300);
    await shot(first.page, `tutorial-1-tap-here-${name}`);
    const least = (await first.page.evaluate(() => window.cellDivision.smallestText()))!;
    expect(least.px, `"${least.text}"`).toBeGreaterThanOrEqual(11.9);
    // The board by its link in the same page (the hook's openMatch): a board instead of a page load.
    const game = first;
    expect(
      await game.page.evaluate(
        (q) => window.cellDivision.openMatch(q),
        'layout=square:8&p1=human&p2=easy&moves=c3.d4.c4.e5',
      ),
    ).toBe(true);
    await settle(game.page);
    await shot(game.page, `board-art-square8-${name}`);
    await press(game.page, 'help');
    await game.page.waitForFunction(() =>
      window.cellDivision.controls().some((c) => c.id === 'howto:tutorial'),
    );
    if (KEEP_SHOTS) await game.page.waitForTimeout(400);
    await shot(game.page, `howto-${name}`);
    expect(game.errors).toEqual([]);
    await game.context.close();
  },
);
