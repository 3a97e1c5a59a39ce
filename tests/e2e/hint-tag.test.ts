// The coach's "Hint" tag stands within the hinted square, over no other square, and readable, on a
// phone either way up, on a square and a hexagonal board.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, twoFrames } from './harness.ts';
import { randomGame } from './random-games.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

const CASES = [
  { layout: 'square:5', width: 390, height: 844, tag: 'square-390x844' },
  { layout: 'square:5', width: 844, height: 390, tag: 'square-844x390' },
  { layout: 'hex:4', width: 390, height: 844, tag: 'hex-390x844' },
  { layout: 'hex:4', width: 844, height: 390, tag: 'hex-844x390' },
];

test.each(CASES)('the Hint tag stands within its square - $tag', async (c) => {
  // Eight moves in: the person is to move among cells.
  const moves = randomGame(c.layout, 7).slice(0, 8);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: c.width,
    height: c.height,
    dpr: 1,
    touch: true,
    query: `layout=${c.layout}&p1=human&p2=easy&moves=${moves.join('.')}`,
    scene: 'board',
  });
  await settle(page);
  await tapControl(page, 'hint');
  // Easy on 5x5 is ladder step 1, whose first hint is free: it comes at once (hex:4's step is Medium's, locked).
  await page.waitForFunction(() => window.cellDivision.hint()?.tag != null, null, { timeout: 60_000 });
  await twoFrames(page);
  await shot(page, `hint-tag-${c.tag}`);
  const hint = (await page.evaluate(() => window.cellDivision.hint()))!;
  const { box, css } = hint.tag!;
  const sq = hint.squareBox!;
  expect(css).toBeGreaterThanOrEqual(12);
  // Every corner of the tag inside the square's cell: its square, or its hexagon (one square wide,
  // its points up and down).
  const cx = sq.x + sq.width / 2;
  const cy = sq.y + sq.height / 2;
  const inside = (x: number, y: number) =>
    c.layout.startsWith('hex')
      ? Math.abs(x - cx) <= sq.width / 2 + 0.5 &&
        Math.abs(y - cy) <= sq.height / 2 - Math.abs(x - cx) / Math.sqrt(3) + 0.5
      : Math.abs(x - cx) <= sq.width / 2 + 0.5 && Math.abs(y - cy) <= sq.height / 2 + 0.5;
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ] as const;
  for (const [x, y] of corners)
    expect(
      inside(x, y),
      `${hint.square}: tag ${JSON.stringify(box)} leaves its square ${JSON.stringify(sq)}`,
    ).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
