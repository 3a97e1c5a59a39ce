// A capture game's board says so (a capture game looks like any other until cells vanish): the
// rules on stand over the status line, its How to play opens on Capture, and the first ring on a
// group's last free square is explained once, with its stake written on it. The decisions are the models' (tests/screens/game/
// rules-sign.test.ts, ring-notice.test.ts, tests/screens/tutorial/how-to-play-pages.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, SOON } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

test('390x844 touch, hex:3 with capture: "Capture on" over the status, the ring explained, How to play opens on Capture', async () => {
  // After a1 a2 e5 b2, your a1 has one free hexagon left, b1: the ring's first showing.
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
    query: 'layout=hex:3/capture&p1=human&p2=medium&moves=a1.a2.e5.b2',
    scene: 'board',
  });
  const s = await settle(page);
  expect(s.moves).toEqual(['a1', 'a2', 'e5', 'b2']);
  // The ring's hexagon says what rides on it: the lone a1's point, lost if Medium fills b1.
  expect([s.lastFree, s.stakes]).toEqual([['b1'], ['\u22121']]);
  expect(await page.evaluate(() => window.cellDivision.status())).toMatch(
    /^Capture on: surround cells to take them\. \d+ moves left/,
  );
  await page.waitForFunction(
    () => window.cellDivision.notices().some((n) => /broken ring is your group's last free hexagon/.test(n)),
    null,
    SOON,
  );
  await shot(page, 'capture-board-ring-390x844');
  await tapControl(page, 'help');
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'close-help'),
    null,
    SOON,
  );
  // Its first page is the game's own rule, and the board's notice no longer stands over it.
  expect(await page.evaluate(() => window.cellDivision.notice())).toBeNull();
  const dialogTexts = () => page.evaluate(() => window.cellDivision.textSizes().map((t) => t.text));
  await expect.poll(dialogTexts, SOON).toContain('Capture');
  expect(await dialogTexts()).toContain('Page 1 of 4 · On in your game');
  await shot(page, 'capture-board-how-to-play-390x844');
  expect(errors).toEqual([]);
  await context.close();
});

test('1280x720 mouse, square:6 with capture, 10 moves left: the capture a move of yours would open is ringed and said', async () => {
  // A reviewer's game against Adaptive: filling a3 now would let it take 12 cells at f3.
  const moves = 'b5.d4.e5.b3.b2.d2.e2.c4.c2.c3.c1.e3.b1.d5.d1.e4.e1.c5.f2.b4.f1.d3.a2.a4.a1.a5';
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: `layout=square:6/capture&p1=human&p2=adaptive&moves=${moves}`,
    scene: 'board',
  });
  const s = await settle(page);
  expect(s.threats).toEqual([
    { square: 'f3', label: expect.stringMatching(/^\u2212\d+$/), words: 'if you fill a3' },
  ]);
  await page.waitForFunction(
    () =>
      window.cellDivision
        .notices()
        .some((n) => /^Careful: if you fill a3, Adaptive can fill f3 and take 12 of your cells/.test(n)),
    null,
    SOON,
  );
  await shot(page, 'capture-board-threat-1280x720');
  expect(errors).toEqual([]);
  await context.close();
});
