// A newcomer is told how to place on squares smaller than a finger: on a 390×844 phone, a first
// game on square:12 (28.6 px squares, which two fingers zoom in) says "Small squares: pinch or tap
// the magnifier to zoom in" in the notice's place, over no square still to play and not over the status
// line; kept on the device, so a board opened afresh and a reload say nothing more.
// When it shows and that it shows once is the model's, in Node (tests/screens/game/hold-tip.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, SOON } from './harness.ts';
import { overlaps } from './boxes.ts';
import { openScreen } from './tablet-page.ts';
import { replayRecord, squareName } from '../../src/engine/index.ts';
import { holdTipWords } from '../../src/words/press-words.ts';

const browser = useChromium();

const TIP = holdTipWords('squares');
const QUERY = 'layout=square:12&p1=human&p2=easy';

test('square:12 at 390×844 touch: the pinch is told once, clear of the squares and the status line, never again after a reload', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    query: QUERY,
    scene: 'board',
    newPage: true,
  });
  await settle(page);
  await expect.poll(() => page.evaluate(() => window.cellDivision.notice()), SOON).toBe(TIP);
  const box = (await page.evaluate(() => window.cellDivision.noticeBox()))!;
  expect(box).not.toBeNull();
  await shot(page, 'hold-tip-square12-390x844');
  const status = await page.evaluate(() => window.cellDivision.statusBox());
  if (status) expect(overlaps(box, status), `status ${JSON.stringify(status)}`).toBe(false);
  // Every square is still to play: the notice stands over none of them.
  const start = replayRecord('square:12');
  const names = start.legalMoveList().map((s) => squareName(start.layout, s));
  const centres = await page.evaluate((ns) => ns.map((n) => window.cellDivision.square(n)!), names);
  const side = Math.abs(centres[1]!.x - centres[0]!.x);
  for (const [i, c] of centres.entries())
    expect(
      overlaps(box, { x: c.x - side / 2, y: c.y - side / 2, width: side, height: side }),
      `${names[i]} under the tip ${JSON.stringify(box)}`,
    ).toBe(false);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('cell-division:v1:settings') ?? '{}')),
  ).toMatchObject({ zoomTold: true });
  // A board opened afresh, then a reload: nothing more said.
  expect(await page.evaluate((q) => window.cellDivision.openMatch(q), QUERY)).toBe(true);
  await settle(page);
  await page.reload();
  // After the reload, a new board on the same device, opened as the menu's Play opens one.
  await page.waitForFunction(() => !!window.cellDivision?.scene(), null, { timeout: 30_000 });
  expect(await page.evaluate((q) => window.cellDivision.openMatch(q), QUERY)).toBe(true);
  await settle(page);
  expect(await page.evaluate(() => window.cellDivision.notices())).not.toContain(TIP);
  expect(errors).toEqual([]);
  await context.close();
});
