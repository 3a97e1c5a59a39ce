// The review on an upright phone (390×844 at 3×, touch): the board nearly the screen's width, one
// header line, the shown move's line at 15 CSS px or more, the strip of moves a finger high whose
// cells go to their move when tapped, and the key behind "?" (the layout's rules:
// tests/screens/review/review-layout.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { shot, twoFrames } from './harness.ts';
import { openReviewedGame } from './review-trip.ts';
import { tapControl } from './tablet-page.ts';

const browser = useChromium();

test('390×844: a wide board, one header line, a readable strip of moves that taps to a move, the key behind "?"', async () => {
  const { context, page, errors } = await openReviewedGame(
    browser(),
    inject('gameUrl'),
    { width: 390, height: 844, dpr: 3 },
    'square:6',
    5,
  );
  await twoFrames(page);
  const r = await page.evaluate(() => window.cellDivision.review()!);
  expect(r.boardBox.width / 390).toBeGreaterThanOrEqual(0.88);
  const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
  const find = (text: string) => boxes.find((b) => b.text === text);
  const header = find(`Review · move ${r.shownMove} of ${r.moves.length}`)!;
  expect(header.height).toBeLessThan(2 * header.css);
  // The move's line (with the gold rings' key under it where said) at 15 CSS px or more.
  expect(boxes.find((b) => b.text.startsWith(r.line))!.css).toBeGreaterThanOrEqual(15);
  // The score has its row alone: the gold rings' key, when said, stands with the move's line under the board.
  expect(boxes.some((b) => /^Score now: .*Gold rings/.test(b.text))).toBe(false);
  // The strip: the shown move and its neighbours, each on one line (the points a weak one gave away,
  // "−6", joined to the move; never chess's "?"), 14 CSS px or more, a finger high to tap.
  expect(boxes.some((b) => /\?$/.test(b.text) && /^\d+\. /.test(b.text))).toBe(false);
  const cells = boxes.filter((b) => /^\d+\. \S+ [a-f][1-6](\u00a0\u2212\d+)?$/.test(b.text));
  expect(cells.map((c) => c.text)).toHaveLength(3);
  for (const c of cells) expect(c.css).toBeGreaterThanOrEqual(14);
  const before = cells[0]!;
  await page.touchscreen.tap(before.x + before.width / 2, before.y + before.height / 2);
  const ply = Number(before.text.split('.')[0]);
  await page.waitForFunction((n) => window.cellDivision.review()?.shownMove === n, ply);
  // The key waits behind "?": hidden, then shown over the chart, then put away.
  const texts = () => page.evaluate(() => window.cellDivision.texts());
  expect(await texts()).not.toContain('the move played');
  await tapControl(page, 'review:key');
  await twoFrames(page);
  expect(await texts()).toContain('the move played');
  await shot(page, 'review-upright-key-390x844');
  await tapControl(page, 'review:key');
  await twoFrames(page);
  expect(await texts()).not.toContain('the move played');
  await shot(page, 'review-upright-390x844');
  expect(errors).toEqual([]);
  await context.close();
});
