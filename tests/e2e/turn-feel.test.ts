// Whose turn it is, as a player sees it: "Your turn" comes as the opponent's cell lands, while its
// divisions still play out (sampled every frame; "You · next" there read as the computer still
// playing), and a real tap made while they are on screen is kept and played once the board has
// settled, exactly once (the kept tap's rules: the last
// one counts, a taken square is told, undo drops it: tests/screens/game/press.test.ts). Animations
// run at the players' pace here (not the tests' fast one), so a tap can be made while the
// opponent's cell divides.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { resolve } from 'node:path';
import { KEEP_SHOTS, SHOTS, settle, SOON, state } from './harness.ts';
import { openScreen, tapSquare, TABLET_AND_PHONE } from './tablet-page.ts';

const browser = useChromium({ testSpeed: false });

// The phone held upright: the rule is one of timing, the same on the tablet (whose run was dropped:
// 4.5 s of the serial timed files, for the same frames and taps at another size).
const SCREENS = TABLET_AND_PHONE.filter((screen) => screen.tag === '390x844');

interface Seen {
  frames: number;
  yourTurn: number;
  yourTurnWhileBusy: number;
  taps: { busy: boolean; moves: number }[];
}

/** Samples every frame: whether "Your turn" is drawn, and whether the match is busy then; and each touch's moment. */
async function watchTurn(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Seen = { frames: 0, yourTurn: 0, yourTurnWhileBusy: 0, taps: [] };
    (window as unknown as { seen: Seen }).seen = seen;
    const look = () => {
      const s = window.cellDivision.state();
      if (s && window.cellDivision.texts().includes('Your turn')) {
        seen.yourTurn++;
        if (s.busy) seen.yourTurnWhileBusy++;
      }
      seen.frames++;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    window.addEventListener(
      'touchstart',
      () => {
        const s = window.cellDivision.state()!;
        seen.taps.push({ busy: s.busy, moves: s.moves.length });
      },
      { capture: true },
    );
    window.cellDivision.watch((e) => {
      if (e.type !== 'move' || !e.byOpponent) return;
      console.log('opponent-moved');
      // Two frames later the reply's cell is on screen.
      requestAnimationFrame(() => requestAnimationFrame(() => console.log('opponent-on-screen')));
    });
  });
}

/** A quick screenshot at CSS pixels, a frame of an animation caught while it runs (E2E_SHOTS=1 only). */
const shot = async (page: Page, name: string) => {
  if (KEEP_SHOTS) await page.screenshot({ path: resolve(SHOTS, `${name}.png`), scale: 'css' });
};

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen);

test.each(SCREENS)(
  '"Your turn" shows as the opponent\'s cell lands, and a tap during its divisions is played once they settle - $tag',
  async (screen) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      aimFirst: true,
      ...screen,
      touch: true,
      fast: false,
      query: 'layout=square:5&p1=human&p2=hard',
      scene: 'board',
    });
    await settle(page);
    // The person moves first: their turn shows from the start.
    await page.waitForFunction(() => window.cellDivision.texts().includes('Your turn'), null, {
      timeout: 5000,
    });
    await watchTurn(page);
    let keptDuringDivisions = false;
    for (let round = 0; round < 3 && !keptDuringDivisions; round++) {
      const start = await state(page);
      if (start.toMove !== 1) break;
      const [mine, during] = ['c3', 'e5', 'b2', 'a5', 'd4', 'e1', 'a1'].filter(
        (n) => !start.moves.includes(n),
      );
      const onScreen = page.waitForEvent('console', (m) => m.text() === 'opponent-on-screen');
      const before = start.moves.length;
      await tapSquare(page, mine!);
      await onScreen;
      // Tapped at once, while the reply's cell comes in and divides.
      await tapSquare(page, during!);
      await shot(page, `turn-during-divisions-${screen.tag}`);
      const tap = (await seen(page)).taps.at(-1)!;
      if (!tap.busy) {
        await settle(page);
        continue; // the divisions were over before the tap: nothing to judge this time
      }
      const reply = (await state(page)).moves[before + 1];
      if (reply === during) {
        // The reply took that square: nothing played, and told so once the turn shows.
        await expect
          .poll(() => page.evaluate(() => window.cellDivision.notices().at(-1)), SOON)
          .toBe('That square is taken');
        expect((await settle(page)).moves.length).toBe(before + 2);
        continue;
      }
      // Kept, and played exactly once when the turn shows; then answered.
      await page.waitForFunction((k) => window.cellDivision.state()!.moves.length > k, before + 2, SOON);
      await page.waitForFunction((k) => window.cellDivision.state()!.moves.length > k, before + 3, {
        timeout: 30_000,
      });
      const after = await settle(page);
      expect(after.moves[before + 2]).toBe(during);
      expect(after.moves.filter((m) => m === during)).toHaveLength(1);
      expect(after.moves.length).toBe(before + 4);
      keptDuringDivisions = true;
    }
    expect(keptDuringDivisions).toBe(true);
    await shot(page, `turn-settled-${screen.tag}`);
    const s = await seen(page);
    expect(s.yourTurn).toBeGreaterThan(0);
    // The person's panel says it is their turn while the reply's divisions still play out.
    expect(s.yourTurnWhileBusy).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test("844×390 touch, square:12: the Place bubble stands clear of the squares' row and column labels", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    width: 844,
    height: 390,
    dpr: 1,
    touch: true,
    query: 'layout=square:12&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  await tapSquare(page, 'f6');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'aim:place'));
  if (KEEP_SHOTS) await page.waitForTimeout(200);
  await shot(page, 'aim-bubble-labels-844x390');
  const bubble = (await page.evaluate(() => window.cellDivision.controls())).find(
    (c) => c.id === 'aim:place',
  )!;
  const labels = (await page.evaluate(() => window.cellDivision.boardLabels()))!;
  expect(labels.length).toBe(24);
  const overlaps = labels.filter(
    (l) =>
      l.x < bubble.x + bubble.width &&
      bubble.x < l.x + l.width &&
      l.y < bubble.y + bubble.height &&
      bubble.y < l.y + l.height,
  );
  expect(overlaps.map((l) => l.text)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
