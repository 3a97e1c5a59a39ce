// A resize, a rotation or fullscreen while a move animates restarts the board scene: the game
// must go on from there (the match is not left held by the views of the scene that ended), for two
// people and against hard, whatever the moment of the animation.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { clickControl, clickSquare, settle, state } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ testSpeed: false });
});
afterAll(async () => {
  await browser?.close();
});

const WIDE = { width: 1024, height: 768 };
const TALL = { width: 768, height: 1024 };

type Change = 'resize' | 'rotate' | 'fullscreen';

async function change(page: Page, how: Change): Promise<void> {
  if (how === 'resize') await page.setViewportSize({ width: 700, height: 1000 });
  else if (how === 'rotate') await page.setViewportSize(TALL);
  else await clickControl(page, 'fullscreen');
}

// Normal speed (no `fast`): c4 next to c3 divides both, so the move animates for about half a
// second; the scene restarts 120 ms after the window's resize (main.ts waits for it to end).
const CASES: { opponent: string; how: Change; afterMs: number }[] = [
  ...[0, 100, 250, 400].map((afterMs) => ({ opponent: 'human', how: 'resize' as const, afterMs })),
  ...[0, 150, 350].map((afterMs) => ({ opponent: 'hard', how: 'rotate' as const, afterMs })),
  { opponent: 'human', how: 'rotate', afterMs: 60 },
  { opponent: 'hard', how: 'resize', afterMs: 500 },
  // Headless Chromium grants fullscreen without changing the page's size, so this checks only
  // that the button pressed mid-move does no harm; the restart it causes on a device is `resize`'s.
  { opponent: 'hard', how: 'fullscreen', afterMs: 0 },
];

test.each(CASES)(
  '$how $afterMs ms into a move against $opponent - the game goes on',
  async ({ opponent, how, afterMs }) => {
    const context = await browser.newContext({ viewport: WIDE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(
      `${inject('gameUrl')}?layout=square:6&p1=human&p2=${opponent}&moves=c3${opponent === 'human' ? '.e5' : ''}`,
    );
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 30_000 });
    const before = await settle(page);
    const replies = opponent === 'human' ? 0 : 1;

    await clickSquare(page, 'c4');
    if (afterMs > 0) await page.waitForTimeout(afterMs);
    await change(page, how);
    const after = await settle(page, 15_000);
    expect(after.moves).toEqual([...before.moves, 'c4', ...after.moves.slice(before.moves.length + 1)]);
    expect(after.moves).toHaveLength(before.moves.length + 1 + replies);

    // The next tap is played, and the game keeps answering.
    await clickSquare(page, 'a1');
    await page.waitForFunction(
      (n) => window.cellDivision.state()!.moves.length >= n,
      after.moves.length + 1 + replies,
    );
    const next = await settle(page, 15_000);
    expect(next.moves.slice(after.moves.length)).toHaveLength(1 + replies);
    expect(next.moves[after.moves.length]).toBe('a1');
    expect((await state(page)).busy).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  },
);
