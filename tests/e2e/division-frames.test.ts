// A division and a reply seen as a player sees them, frames kept with E2E_SHOTS=1 at an upright
// phone (ratio 3) and a tablet, the page's clocks slowed so each frame is kept at its moment: a
// finger down on d4 previews the cuts and each cell's "+2" off them (worth-tag-place.ts), the
// release places, the cells divide along their new lines, then the gain floats. The status line
// says the moves left alone (the panels show the scores). Against Medium the tag by the board says
// it thinks. Where the tags stand is the model's, in Node (tests/ui/worth-tag-place.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, SOON, KEEP_SHOTS, SHOTS } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

/** How many times slower than a player's the page's clock runs once the board is set: its frames can be kept at their moments. */
const SLOW = 8;

/** The page's clocks (performance, Date, frames, timers) run `slow` times slower from now on. */
function slowMotion(slow: number): void {
  const real = performance.now.bind(performance);
  const start = real();
  const now = () => start + (real() - start) / slow;
  performance.now = now;
  const realDate = Date.now;
  const dateStart = realDate();
  Date.now = () => dateStart + (realDate() - dateStart) / slow;
  const frame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => frame(() => cb(now()));
  const timer = window.setTimeout.bind(window);
  window.setTimeout = ((f: () => void, ms?: number, ...rest: unknown[]) =>
    timer(f, (ms ?? 0) * slow, ...rest)) as typeof window.setTimeout;
}

const QUERY = 'layout=square:5&p1=human&p2=human&moves=c3.a1.d3.a2.c4.e1';
const SIZES = [
  { width: 390, height: 844, dpr: 3, tag: '390x844' },
  { width: 1024, height: 768, dpr: 1, tag: '1024x768' },
] as const;

test.each(SIZES)('a division seen frame by frame - $tag', async (size) => {
  const { page, context, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...size,
    fast: false,
    query: QUERY,
    scene: 'board',
  });
  await settle(page);
  expect(await page.evaluate(() => window.cellDivision.status())).toBe('19 moves left');
  // Slowed for the frames kept alone: the checks hold at any pace.
  if (KEEP_SHOTS) await page.evaluate(slowMotion, SLOW);
  const d4 = (await page.evaluate(() => window.cellDivision.square('d4')))!;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: d4.x, y: d4.y }] });
  await page.waitForFunction(() => window.cellDivision.texts().includes('= +12'), null, SOON);
  await shot(page, `division-${size.tag}-0-pressed`);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const frames = KEEP_SHOTS ? [300, 250, 250, 250] : [];
  for (const [i, ms] of frames.entries()) {
    await page.waitForTimeout(ms * SLOW);
    await page.screenshot({ path: `${SHOTS}/division-${size.tag}-${i + 1}-placed.png` });
  }
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 7, null, SOON);
  expect(errors).toEqual([]);
  await context.close();
});

test.each(SIZES)('Medium thinks where a player sees it - $tag', async (size) => {
  const { page, context, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...size,
    fast: false,
    query: 'layout=square:5&p1=human&p2=medium&moves=c3.b3.d3.b2',
    scene: 'board',
  });
  await settle(page);
  // Slowed for the frames kept alone: the checks hold at any pace.
  if (KEEP_SHOTS) await page.evaluate(slowMotion, SLOW);
  const d4 = (await page.evaluate(() => window.cellDivision.square('d4')))!;
  // The tag looked for every 10 ms in the page from the tap on, not only when the harness's polls
  // come round: a loaded machine's slow frames let a poll miss a think it showed.
  await page.evaluate(() => {
    const w = window as unknown as { thinkingSeen?: boolean };
    w.thinkingSeen = false;
    const id = setInterval(() => {
      const h = window.cellDivision;
      if (h.state()!.moves.length >= 6) clearInterval(id);
      else if (h.texts().includes('Medium is thinking')) w.thinkingSeen = true;
    }, 10);
  });
  await page.touchscreen.tap(d4.x, d4.y);
  const frames = KEEP_SHOTS ? [450, 400, 400] : [];
  for (const [i, ms] of frames.entries()) {
    await page.waitForTimeout(ms * SLOW);
    await page.screenshot({ path: `${SHOTS}/thinking-${size.tag}-${i + 1}.png` });
  }
  // However long Medium takes, its tag by the board shows while it thinks, before its reply lands.
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 6, null, {
    timeout: 60_000,
  });
  expect(
    await page.evaluate(() => (window as unknown as { thinkingSeen?: boolean }).thinkingSeen),
    'the thinking tag showed before the reply',
  ).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
