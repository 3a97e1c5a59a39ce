// The end of a game at the players' pace: the final board stays in sight a beat after the last
// division and the HUD's count-up before the results come (a tap skips it), and the results' title
// reads at 22 CSS px or more for a win (on a phone) and a loss (on a tablet), each fitted by itself.
// The phone is at ratio 1 here: a frame at 3 costs nine times the pixels at this pace, and the
// title at ratio 3 is results-title.test.ts's.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { randomGameWhere } from './random-games.ts';
import { BOARD_SEEN_MS, SETTLE_MS } from '../../src/screens/results/ending.ts';
import { settle, shot, SOON } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';

const browser = useChromium({ testSpeed: false });

/** A seeded random game on square:4 (Easy first, the person last) that the person wins (or loses): its moves. */
function gameWhere(personWins: boolean): string[] {
  return randomGameWhere('square:4', (p) =>
    personWins ? p.scores[2]! > p.scores[1]! : p.scores[2]! < p.scores[1]!,
  );
}

async function openBeforeLastMove(
  width: number,
  height: number,
  moves: string[],
): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width,
    height,
    dpr: 1,
    query: `layout=square:4&p1=easy&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  await settle(page);
  return { page, errors, close: () => context.close() };
}

/** Notes, in page time, when the final count-up ends and when the results come. */
async function timeTheEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { ending: { counted?: number; results?: number } };
    w.ending = {};
    const look = () => {
      const s = window.cellDivision.state();
      if (
        w.ending.counted === undefined &&
        s?.over &&
        s.shown?.[0] === s.scores[0] &&
        s.shown?.[1] === s.scores[1]
      )
        w.ending.counted = performance.now();
      if (window.cellDivision.scene() === 'results') {
        w.ending.results = performance.now();
        return;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** Waits for the results' title (its words) and their headline at 22 CSS px or more. */
async function titleReads(page: Page, personWins: boolean): Promise<void> {
  // The title comes in over the results' first frames: its words and size are waited for.
  const titleNow = async () => (await page.evaluate(() => window.cellDivision.results()))?.[0];
  await expect
    .poll(titleNow, SOON)
    .toMatch(personWins ? /^You won against Easy by \d+$/ : /^Easy won by \d+$/);
  // The headline drawn at the panel's top: a cheer for a win, kind words for a loss.
  const headline = personWins ? /^You won!$/ : /^(So close: \d+ short|Not this time)$/;
  await expect
    .poll(
      async () =>
        (await page.evaluate(() => window.cellDivision.textSizes())).find((t) => headline.test(t.text))
          ?.css ?? 0,
      SOON,
    )
    .toBeGreaterThanOrEqual(22);
}

// A loss on the tablet waits out the beat (a loss's settle, SETTLE_MS); a win on the upright phone is skipped by a tap (below): each ending
// and each shape once. Each ending's beats and their lengths are the ending plan's, tested in Node
// (tests/screens/results/ending.test.ts: a win celebrates 1.5 s or more), the beat's timer too
// (tests/ui/final-beat.test.ts); the titles' words too (tests/screens/results/result-words.test.ts,
// tests/words/results-words.test.ts).
test('the final board stays a beat before the results; the title at least 22 CSS px - a loss at 1024', async () => {
  const moves = gameWhere(false);
  const { page, close, errors } = await openBeforeLastMove(1024, 768, moves);
  await timeTheEnd(page);
  await tapSquare(page, moves.at(-1)!);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
  const ending = await page.evaluate(
    () => (window as unknown as { ending: { counted: number; results: number } }).ending,
  );
  // The results come no sooner than a loss's settle after the count-up ended, less the frame it may
  // take the page to see the count-up end (frames take up to 150 ms here).
  expect(ending.results - ending.counted).toBeGreaterThanOrEqual(SETTLE_MS - 150);
  await titleReads(page, false);
  await shot(page, 'results-title-loss-1024');
  expect(errors).toEqual([]);
  await close();
});

test('a tap on the final board brings the results without the wait; the title at least 22 CSS px - a win at 390', async () => {
  const moves = gameWhere(true);
  const { page, close, errors } = await openBeforeLastMove(390, 844, moves);
  await tapSquare(page, moves.at(-1)!);
  await page.waitForFunction(
    () => {
      const s = window.cellDivision.state();
      return s?.over && s.shown?.[0] === s.scores[0] && s.shown?.[1] === s.scores[1];
    },
    null,
    { timeout: 60_000 },
  );
  expect(await page.evaluate(() => window.cellDivision.scene())).toBe('board');
  await page.touchscreen.tap(4, 422);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 10_000 });
  await titleReads(page, true);
  await shot(page, 'results-title-win-390');
  expect(errors).toEqual([]);
  await close();
});

test("a finger's tap on the ✕ as the sheet shows closes the results - 844×390", async () => {
  const moves = gameWhere(true);
  const { page, close, errors } = await openBeforeLastMove(844, 390, moves);
  await tapSquare(page, moves.at(-1)!);
  // The ✕ as soon as the results are drawn, it stands still from the first frame.
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'see-board'), null, {
    timeout: 60_000,
  });
  const x = (await page.evaluate(() => window.cellDivision.controls().find((c) => c.id === 'see-board')))!;
  await page.touchscreen.tap(x.x + x.width / 2, x.y + x.height / 2);
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'results:menu'),
    null,
    SOON,
  );
  expect(await page.evaluate(() => window.cellDivision.controls().some((c) => c.id === 'see-board'))).toBe(
    false,
  );
  await shot(page, 'results-x-during-rise-844');
  expect(errors).toEqual([]);
  await close();
});

/**
 * Notes every frame of the end in the page: its time, the scene, whether the board shows the final
 * position counted, and whether the end's banner stands over the board's glass.
 */
async function frameTheEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { frames: { t: number; scene: string; final: boolean; over: boolean }[] };
    w.frames = [];
    const look = () => {
      const cd = window.cellDivision;
      const s = cd.state();
      const scene = cd.scene();
      const final = !!s?.over && s.shown?.[0] === s.scores[0] && s.shown?.[1] === s.scores[1];
      const glass = scene === 'board' ? cd.boardGlass() : null;
      const over =
        !!glass &&
        cd
          .textBoxes()
          .some(
            (b) =>
              b.text === 'You won!' &&
              b.x < glass.x + glass.width &&
              b.x + b.width > glass.x &&
              b.y < glass.y + glass.height &&
              b.y + b.height > glass.y,
          );
      w.frames.push({ t: performance.now(), scene, final, over });
      if (scene !== 'results') requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

test("the final board in sight whole before the sheet slides up at its foot; the sheet's ✕ (the one way to the board) and back in one tap each - a win at 390", async () => {
  const moves = gameWhere(true);
  const { page, close, errors } = await openBeforeLastMove(390, 844, moves);
  const glass = (await page.evaluate(() => window.cellDivision.boardGlass()))!;
  await frameTheEnd(page);
  await tapSquare(page, moves.at(-1)!);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 90_000 });
  const frames = await page.evaluate(
    () =>
      (window as unknown as { frames: { t: number; scene: string; final: boolean; over: boolean }[] }).frames,
  );
  // Read from the frames drawn: from the first showing the final position counted to the results,
  // the banner never over the board, for about BOARD_SEEN_MS (less a frame's lateness here).
  const from = frames.findIndex((f) => f.final);
  const sheet = frames.findIndex((f) => f.scene === 'results');
  expect(from).toBeGreaterThanOrEqual(0);
  expect(frames.slice(from, sheet).some((f) => f.over)).toBe(false);
  expect(frames[sheet]!.t - frames[from]!.t).toBeGreaterThanOrEqual(BOARD_SEEN_MS - 600);
  // The sheet stands at the screen's foot, the final board's top row in sight over it.
  await page.waitForTimeout(700);
  const panel = (await page.evaluate(() => window.cellDivision.resultsPanel()))!;
  expect(panel.y + panel.height).toBeGreaterThan(844 - 24);
  expect(panel.y).toBeGreaterThan(glass.y);
  await shot(page, 'results-sheet-foot-390');
  const controls = async () => await page.evaluate(() => window.cellDivision.controls());
  // One control puts the sheet aside for the board: its ✕ ("See the board" in the top bar as well
  // was a second one for the same).
  const ways = (await controls()).filter((c) => c.id === 'see-board' || c.id === 'see-whole-board');
  expect(ways.map((c) => c.id)).toEqual(['see-board']);
  const see = ways[0]!;
  expect(see.y).toBeGreaterThanOrEqual(panel.y);
  await page.touchscreen.tap(see.x + see.width / 2, see.y + see.height / 2);
  // The whole final board, the sheet aside; its Results brings the sheet back in one tap.
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'results:back'),
    null,
    SOON,
  );
  expect((await controls()).some((c) => c.id === 'see-board')).toBe(false);
  await shot(page, 'results-see-board-390');
  const back = (await controls()).find((c) => c.id === 'results:back')!;
  await page.touchscreen.tap(back.x + back.width / 2, back.y + back.height / 2);
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'see-board'),
    null,
    SOON,
  );
  expect(errors).toEqual([]);
  await close();
});
