// The threat a hint blocks, drawn (smoke): on an upright phone, a hint that says "blocks their +3"
// shows a dashed tag "their +3" beside the hinted square, wholly outside it, so the square inside
// the gold ring holds no cell of theirs (a reviewer read a faint one as an enemy cell). A
// reviewer's position, square:8 against Hard. What the coach asks the view to mark is tested in
// Node (tests/screens/game/hint-threat.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, twoFrames } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

test('a hint that blocks their +3 names it on a tag beside its square, and it goes with the hint', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 2,
    touch: true,
    query: 'layout=square:8&p1=human&p2=hard&moves=d4.e5.d5.e6.c4.f6.d3.f5.e4.c5.e3.c3',
    scene: 'board',
  });
  await settle(page);
  // Hard on 8x8 is a ladder step still locked on a fresh ladder: the hint comes without a question.
  await tapControl(page, 'hint');
  await page.waitForFunction(() => window.cellDivision.hint()?.threat != null, null, { timeout: 60_000 });
  await twoFrames(page);
  const hint = (await page.evaluate(() => window.cellDivision.hint()))!;
  const words = (await page.evaluate(() => window.cellDivision.coachWords()))!;
  const blocked = /blocks their \+(\d+)/.exec(words);
  expect(blocked, words).not.toBeNull();
  expect(hint.threat).toMatchObject({ square: hint.square, text: `their +${blocked![1]}` });
  // Beside the square, not on it: the tag's box and the square's do not overlap.
  const tag = hint.threat!.box;
  const sq = hint.squareBox!;
  const apart =
    tag.y + tag.height <= sq.y + 0.5 ||
    tag.y >= sq.y + sq.height - 0.5 ||
    tag.x + tag.width <= sq.x + 0.5 ||
    tag.x >= sq.x + sq.width - 0.5;
  expect(apart, JSON.stringify({ tag, sq })).toBe(true);
  await shot(page, 'hint-threat-390x844');
  // The hinted square played: the hint and its threat go.
  const at = (await page.evaluate((n) => window.cellDivision.square(n), hint.square))!;
  await page.touchscreen.tap(at.x, at.y);
  await page.waitForFunction(() => window.cellDivision.hint() === null, null, { timeout: 30_000 });
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
