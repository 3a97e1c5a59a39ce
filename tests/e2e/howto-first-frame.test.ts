// The how-to-play shows its words and a cell on its demo board on the first frame it is painted:
// the page's painted frames are recorded (the browser's screencast) from the tap on How to play,
// and every frame of the dialog is read for the yellow title and a bright green demo cell.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

interface Counts {
  playGreen: number;
  title: number;
  cellGreen: number;
}

/** Counts, in a 390×844 frame, the Play button's green, the title's yellow and a demo cell's green. */
async function read(page: Page, png: string, play: { y0: number; y1: number }): Promise<Counts> {
  return page.evaluate(
    async ({ data, play }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const k = img.width / 390;
      const count = (y0: number, y1: number, test: (r: number, gr: number, b: number) => boolean) => {
        const d = g.getImageData(0, Math.round(y0 * k), img.width, Math.round((y1 - y0) * k)).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (test(d[i]!, d[i + 1]!, d[i + 2]!)) n++;
        return n / (k * k);
      };
      const green = (r: number, gr: number, b: number) => gr > 170 && r < 120 && b < 120;
      return {
        playGreen: count(play.y0, play.y1, (r, gr, b) => gr > 120 && r < 90 && b > 60 && b < 130),
        title: count(70, 125, (r, gr, b) => r > 200 && gr > 160 && b < 120),
        cellGreen: count(470, 720, green),
      };
    },
    { data: png, play },
  );
}

test('the how-to-play is whole from its first frame: words and a cell on the demo board - 390x844', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    fast: false,
  });
  // The Play button's middle band, where the menu's frames show its green.
  const playBox = (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'play')!;
  const play = { y0: playBox.y + playBox.height * 0.3, y1: playBox.y + playBox.height * 0.7 };
  const cdp = await context.newCDPSession(page);
  const frames: string[] = [];
  let recording = true;
  cdp.on('Page.screencastFrame', (f) => {
    if (!recording) return;
    frames.push(f.data);
    cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', { format: 'png', maxWidth: 390, maxHeight: 844, everyNthFrame: 1 });
  // The menu in its frames, its Play button green: the frame before the tap is the menu's.
  await expect
    .poll(async () => (frames.length > 0 ? (await read(page, frames.at(-1)!, play)).playGreen : 0), {
      timeout: 30_000,
    })
    .toBeGreaterThan(3000);
  const before = frames.length;
  await tapControl(page, 'help');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'howto');
  // The demo's line counts each colour's score, named as the HUD names it (read now: the demo loops,
  // and its line is read while the first board is on it).
  expect(
    (await page.evaluate(() => window.cellDivision.textSizes().map((t) => t.text))).filter((t) =>
      /Green \d+ +Blue \d+/.test(t),
    ),
  ).toEqual([expect.stringMatching(/^Score: +Green \d+ +Blue \d+$/)]);
  // The dialog's frames hide Play under its panel; once the newest frame does, the recording stops and
  // the first such frame after the menu's last is found by halving (the frames run menu, then dialog),
  // so a slow machine reads a handful of frames, not every one.
  await expect
    .poll(async () => (frames.length > before ? (await read(page, frames.at(-1)!, play)).playGreen : 1e9), {
      timeout: 30_000,
    })
    .toBeLessThan(1000);
  recording = false;
  await cdp.send('Page.stopScreencast');
  const counts: Counts[] = [await read(page, frames[Math.max(0, before - 1)]!, play)];
  let lo = Math.max(0, before - 1);
  let hi = frames.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const seen = await read(page, frames[mid]!, play);
    if (seen.playGreen < 1000) hi = mid;
    else lo = mid;
  }
  counts.push(await read(page, frames[hi]!, play));
  expect(counts[0]!.playGreen, 'the first frame is the menu').toBeGreaterThan(3000);
  const first = counts.at(-1)!;
  console.log(
    `how to play: its first frame came ${hi - Math.max(0, before - 1)} frames after the menu's last; title ${first.title}, demo cell ${first.cellGreen} px`,
  );
  expect(first.title, "the dialog's first frame has its title").toBeGreaterThan(100);
  expect(first.cellGreen, "the dialog's first frame has a cell on its demo board").toBeGreaterThan(500);
  // Its pages: Next turns to the count, a finger's slide to the right back to the first; Got it stays put.
  const texts = () => page.evaluate(() => window.cellDivision.textSizes().map((t) => t.text));
  const gotIt = async () =>
    (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'close-help');
  expect(await texts()).toContain('Cells divide');
  const done = await gotIt();
  await tapControl(page, 'howto:next');
  await expect.poll(texts).toContain('Every piece counts 1');
  // Beside its numbers, one cell drawn with each count under it (its "1, 2, 4, 6" read abstract).
  expect(await texts()).toEqual(
    expect.arrayContaining([
      'No line: 1 piece',
      '1 line: 2 pieces',
      '2 lines: 4 pieces',
      '3 lines: 6 pieces',
    ]),
  );
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 80, y: 420 }] });
  for (const x of [140, 200, 260, 320])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: 424 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(texts).toContain('Cells divide');
  expect(await gotIt()).toEqual(done);
  expect(errors).toEqual([]);
  await context.close();
  // A screencast of every frame and two waits of up to 30 s: a loaded full run took it past 60 s twice.
}, 150_000);
