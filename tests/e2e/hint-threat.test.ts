// The threat a hint blocks, on an upright phone (smoke): a hint that says "blocks their +3" names
// it in its words only, after the square they name ("Try d2 for 3, and it blocks their 3."), and the
// board marks the hinted square alone, its gold ring and its tag inside it. A "their +3" tag
// over the square's top edge sat on the line between two squares, and a player could not tell which
// it meant; on the square it hid the ring. A reviewer's position, square:8 against Hard.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, twoFrames } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

test('a hint that blocks their +3 says so in its words, and marks its own square alone', async () => {
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
  await page.waitForFunction(() => window.cellDivision.hint()?.tag != null, null, { timeout: 60_000 });
  // Past the ring's entrance, when a tag beside it used to fade in.
  await page.waitForTimeout(900);
  await twoFrames(page);
  const hint = (await page.evaluate(() => window.cellDivision.hint()))!;
  const words = (await page.evaluate(() => window.cellDivision.coachWords()))!;
  const blocked = new RegExp(`Try ${hint.square}(: it| for \\d+, and it) blocks their (\\d+)\\.`).exec(words);
  expect(blocked, words).not.toBeNull();
  // No words on the board say "their +3" apart from the hint's: nothing stands on another square's edge.
  const texts = await page.evaluate(() => window.cellDivision.texts());
  expect(texts.filter((t) => /^their \+\d+$/.test(t))).toEqual([]);
  // The hint's own tag inside its square.
  const tag = hint.tag!.box;
  const sq = hint.squareBox!;
  const inside =
    tag.x >= sq.x - 0.5 &&
    tag.y >= sq.y - 0.5 &&
    tag.x + tag.width <= sq.x + sq.width + 0.5 &&
    tag.y + tag.height <= sq.y + sq.height + 0.5;
  expect(inside, JSON.stringify({ tag, sq })).toBe(true);
  await shot(page, 'hint-threat-390x844');
  // The hinted square played: the hint goes.
  const at = (await page.evaluate((n) => window.cellDivision.square(n), hint.square))!;
  await page.touchscreen.tap(at.x, at.y);
  await page.waitForFunction(() => window.cellDivision.hint() === null, null, { timeout: 30_000 });
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
