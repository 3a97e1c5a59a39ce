// A page for the scripts that take pictures for a person to look at (not tests): a screen of
// `size` (pixel ratio 1 and touch unless it says), the guided game's offer answered as for a
// returning player unless `first`, at the players' speed unless `testSpeed`. The caller opens the
// game in it (after a clock, if it wants one).
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { clickControl } from '../tests/e2e/harness.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { openScreen, TUTORIAL_OFFERED } from '../tests/e2e/tablet-page.ts';
import { replayRecord, squareName } from '../src/engine/index.ts';

/** The four screens a board's look is judged on: an upright phone, one on its side, a tablet, a desktop with a mouse. */
export const LOOK_SIZES = [
  ['390x844', { width: 390, height: 844, dpr: 2, touch: true }],
  ['844x390', { width: 844, height: 390, dpr: 2, touch: true }],
  ['1024x768', { width: 1024, height: 768, dpr: 1, touch: true }],
  ['1440x900', { width: 1440, height: 900, dpr: 1, touch: false }],
] as const;

/** A screen a picture is taken on: its CSS size, pixel ratio and whether it has touch. */
export interface LookDevice {
  tag: string;
  width: number;
  height: number;
  dpr?: number;
  touch?: boolean;
}

/** The four devices a reviewer plays on: an upright phone and one on its side, a tablet, a desktop. */
export const REVIEW_DEVICES = [
  { tag: 'phone', width: 390, height: 844, dpr: 3, touch: true },
  { tag: 'land', width: 844, height: 390, dpr: 3, touch: true },
  { tag: 'tablet', width: 1024, height: 768, dpr: 2, touch: true },
  { tag: 'desk', width: 1280, height: 720, dpr: 1, touch: false },
] as const satisfies readonly LookDevice[];

export async function lookPage(
  browser: Browser,
  size: Omit<LookDevice, 'tag'>,
  o: { testSpeed?: boolean; first?: boolean } = {},
): Promise<Page> {
  const touch = size.touch ?? true;
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: size.dpr ?? 1,
    hasTouch: touch,
    isMobile: touch,
  });
  const page = await context.newPage();
  if (!o.first) await page.addInitScript(TUTORIAL_OFFERED);
  if (!o.testSpeed) await page.addInitScript('window.cellDivisionTestSpeed = false;');
  return page;
}

/** Taps the control `id` where it is drawn, as a finger would, then lets its answer draw. */
export async function tapLook(page: Page, id: string): Promise<void> {
  const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id);
  if (!c) throw new Error(`no control ${id}`);
  await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
  await page.waitForTimeout(600);
}

/**
 * Opens the game at `moves` but the last (the person to play it against `p1`) once nothing moves on
 * the board, and returns where the last move's square is drawn: an ending one tap away.
 */
export async function openOneMoveFromEnd(
  page: Page,
  url: string,
  game: { rules: string; p1: string; moves: readonly string[] },
): Promise<{ x: number; y: number }> {
  const { rules, p1, moves } = game;
  await page.goto(`${url}?layout=${rules}&p1=${p1}&p2=human&moves=${moves.slice(0, -1).join('.')}`);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 60_000 });
  await page.waitForFunction(() => window.cellDivision.state()?.busy === false, null, { timeout: 60_000 });
  await page.waitForTimeout(800);
  return (await page.evaluate((n) => window.cellDivision.square(n), moves.at(-1)!))!;
}

/** From the results, opens the review: at the costliest move where a loss offers "See where it turned", else at its end. */
export async function openReviewFromResults(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    window.cellDivision.controls().some((c) => c.id === 'turned' || c.id === 'review'),
  );
  const ids = (await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id);
  await clickControl(page, ids.includes('turned') ? 'turned' : 'review');
}

/** One of the reviewer's devices. */
export type ReviewDevice = (typeof REVIEW_DEVICES)[number];

/**
 * The review of a game on each of the reviewer's devices (LOOK_ONLY=phone,desk for some): `moves`
 * under `rules`, played by the person first against Easy, opened from its results as a player
 * would; `look` takes its pictures. Serves the test build and closes it all after.
 */
export async function lookAtReviews(
  game: { rules: string; moves: readonly string[] },
  look: (page: Page, device: ReviewDevice, errors: string[]) => Promise<void>,
): Promise<void> {
  const server = await serveDist(TEST_BUILD);
  const browser = await launchChromium();
  const only = process.env.LOOK_ONLY?.split(',');
  try {
    for (const device of REVIEW_DEVICES.filter((d) => !only || only.includes(d.tag))) {
      const opened = await openScreen(browser, server.url, {
        ...device,
        query: `layout=${game.rules}&p1=human&p2=easy&moves=${game.moves.join('.')}`,
        scene: 'results',
      });
      await openReviewFromResults(opened.page);
      await opened.page.waitForFunction(() => window.cellDivision.scene() === 'review');
      await look(opened.page, device, opened.errors);
      await opened.context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * A game on `rules` played in a fixed pseudo-random order from `seed`, as square names joined by
 * dots: `count` moves, or every move until only `leave` are left, whichever comes first.
 */
export function pseudoRandomMoves(
  rules: string,
  seed: number,
  stop: { count?: number; leave?: number },
): string {
  const p = replayRecord(rules);
  const names: string[] = [];
  while (!p.isOver() && names.length < (stop.count ?? Infinity)) {
    const legal = p.legalMoveList();
    if (legal.length <= (stop.leave ?? 0)) break;
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const s = legal[seed % legal.length]!;
    names.push(squareName(p.layout, s));
    p.play(s);
  }
  return names.join('.');
}

/** In the page: whether the board stands still with its counts caught up (self-contained: it runs in the page). */
function boardStill(): boolean {
  const s = window.cellDivision?.state();
  return (
    window.cellDivision?.scene() === 'board' && !!s && !s.busy && !!s.shown && s.shown[0] === s.scores[0]
  );
}

/**
 * Opens `url` on a page whose clock stands still but for the steps taken (the films' frames): stepped
 * 100 ms at a time until the board stands still with its counts caught up, then a second more.
 */
export async function openOnSteppedClock(page: Page, url: string): Promise<void> {
  await page.clock.install();
  await page.goto(url);
  for (let i = 0; i < 600; i++) {
    await page.clock.runFor(100);
    if (await page.evaluate(boardStill)) break;
  }
  await page.clock.runFor(1000);
}

/** Waits until the board stands still with its counts caught up (or says it did not), then `after` ms more. */
export async function boardSettled(page: Page, timeout: number, after: number): Promise<void> {
  await page
    .waitForFunction(boardStill, null, { timeout })
    .catch(async () =>
      console.log(
        'not settled:',
        page.url(),
        await page.evaluate(() => JSON.stringify(window.cellDivision?.state())),
      ),
    );
  await page.waitForTimeout(after);
}
