// Pictures of a newcomer's first meetings, for a person to look at (not a test): a first game on a
// triangle board (its notice of which triangles split), a daily puzzle's wrong try, the ladder map.
// `npx tsx scripts/look-teach-clear.ts [outDir] [tri|puzzle|ladder]` after a test build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import type { Page } from 'playwright-core';
import { lookPage, tapLook } from './look-page.ts';
import { moveAndReply, replyExplains } from '../src/ai/puzzles/puzzle-reply.ts';
import { puzzleNumber } from '../src/ai/puzzles/puzzle-set.ts';
import { easierPuzzles } from '../src/screens/menu/easier-puzzle.ts';
import { keepGame } from '../src/game/game-history.ts';
import { LADDER } from '../src/screens/history/ladder.ts';
import { personGame } from '../tests/screens/history/history-rig.ts';
import { seededStorage } from '../tests/e2e/seeded-storage.ts';

const out = resolve(process.argv[2] ?? 'look-teach-clear');
mkdirSync(out, { recursive: true });
const only = process.argv[3];
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
const SIZES = [
  { tag: '390x844', width: 390, height: 844, dpr: 2, touch: true },
  { tag: '844x390', width: 844, height: 390, dpr: 2, touch: true },
  { tag: '1280x720', width: 1280, height: 720, dpr: 1, touch: false },
];

async function tri(): Promise<void> {
  for (const size of SIZES) {
    const page = await lookPage(browser, size);
    await page.goto(`${server.url}?layout=tri:5&p1=human&p2=hard`);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 60_000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/tri-first-${size.tag}.png`, timeout: 120_000 });
    await page.context().close();
  }
}

/** Storage with ladder step 1 won with three stars, step 2 with two (a hint taken), step 3 with one (a small win, a hint). */
function starsSeeded(): string {
  return seededStorage((store) => {
    const [a, b, c] = LADDER;
    keepGame(store, personGame(a!.rules, a!.opponent, 'win', 10, {}, a!.margin));
    keepGame(store, personGame(b!.rules, b!.opponent, 'win', 11, { hints: true }, b!.margin));
    keepGame(store, personGame(c!.rules, c!.opponent, 'win', 12, { hints: true }, 1));
  });
}

async function ladder(): Promise<void> {
  for (const size of SIZES) {
    const page = await lookPage(browser, size);
    await page.addInitScript(starsSeeded());
    await page.goto(`${server.url}`);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 60_000 });
    await tapLook(page, 'history');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'history', null, { timeout: 90_000 });
    await tapLook(page, 'history-tab:ladder');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/ladder-${size.tag}.png`, timeout: 120_000 });
    await page.context().close();
  }
}

/** An easier puzzle with a wrong move whose best reply is on the answer's square, and a wrong move whose reply is elsewhere. */
function wrongTries(): { number: number; onAnswer: string; elsewhere: string } {
  for (const number of easierPuzzles()) {
    const p = puzzleNumber(number)!;
    const wrong = [...p.values.keys()].filter((s) => s !== p.answerSquare);
    const on = wrong.find((s) => moveAndReply(p, s).reply?.square === p.answerSquare);
    const off = wrong.find((s) => {
      const r = moveAndReply(p, s).reply;
      return r && r.square !== p.answerSquare && !replyExplains(p, s);
    });
    if (on !== undefined && off !== undefined)
      return { number, onAnswer: moveAndReply(p, on).name, elsewhere: moveAndReply(p, off).name };
  }
  throw new Error('no puzzle with both kinds of wrong try');
}

async function playSquare(page: Page, name: string, touch: boolean): Promise<void> {
  const tap = (x: number, y: number) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  const at = (await page.evaluate((n) => window.cellDivision.square(n), name))!;
  await tap(at.x, at.y);
  await page.waitForTimeout(300);
  const place = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === 'aim:place');
  if (place) await tap(place.x + place.width / 2, place.y + place.height / 2);
}

async function puzzle(): Promise<void> {
  const t = wrongTries();
  for (const size of SIZES)
    for (const [tag, square] of [
      ['on-answer', t.onAnswer],
      ['later', t.elsewhere],
    ] as const) {
      const page = await lookPage(browser, size);
      await page.goto(`${server.url}?puzzle=${t.number}`);
      await page.waitForFunction(() => window.cellDivision?.puzzle()?.state === 'solving', null, {
        timeout: 90_000,
      });
      await page.waitForTimeout(800);
      await playSquare(page, square, size.touch);
      await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'wrong', null, {
        timeout: 60_000,
      });
      await page.waitForTimeout(2500);
      console.log(
        tag,
        size.tag,
        JSON.stringify(
          (await page.evaluate(() => window.cellDivision.texts())).filter(
            (x) => x.includes('After') || x.includes('keeps up'),
          ),
        ),
      );
      await page.screenshot({ path: `${out}/puzzle-${tag}-${size.tag}.png`, timeout: 120_000 });
      await page.context().close();
    }
}

const part = { tri, ladder, puzzle } as Record<string, () => Promise<void>>;
try {
  for (const [name, run] of Object.entries(part)) if (!only || only === name) await run();
} finally {
  await browser.close();
  await server.close();
}
