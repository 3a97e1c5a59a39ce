// The board says once what the cells' small figures are: on a phone, the first move that puts a
// figure in sight (tri:5, a cell's first split: every split cell carries its count, a "2" too; a
// triangle of 6 upright has no room for figures) brings the notice, kept in the settings; the same board opened afresh, figures in sight
// at once, says nothing. Which figures and when is the model's, in
// Node (tests/screens/game/count-notice.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, SOON } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';

const browser = useChromium();

const FIGURE = /small figure on a cell counts its pieces/;

test('the figures are explained once, with the first one in sight, and not again on a board opened afresh - 390x844', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    query: 'layout=tri:5&p1=human&p2=easy&moves=d2.a1',
    scene: 'board',
    newPage: true,
  });
  await settle(page);
  // The cells here are lone: no figure yet, nothing said.
  expect(await page.evaluate(() => window.cellDivision.notices())).not.toEqual(
    expect.arrayContaining([expect.stringMatching(FIGURE)]),
  );
  // Beside the person's d2: it splits in two, its "2" the first figure.
  await tapSquare(page, 'e2');
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.notices().join(' | ')), SOON)
    .toMatch(FIGURE);
  await shot(page, 'count-notice-tri5-390x844');
  // Kept on the device: a board opened afresh (a new scene, as a restart makes) with a figure in
  // sight at once says nothing more; the notices shown so far hold the one.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('cell-division:v1:settings') ?? '{}')),
  ).toMatchObject({ countsExplained: true });
  const played = (await settle(page)).moves.join('.');
  expect(
    await page.evaluate(
      (q) => window.cellDivision.openMatch(q),
      `layout=tri:5&p1=human&p2=easy&moves=${played}`,
    ),
  ).toBe(true);
  await settle(page);
  expect((await settle(page)).moves.join('.')).toBe(played);
  await shot(page, 'count-notice-tri5-390x844-again');
  const told = await page.evaluate(() => window.cellDivision.notices());
  expect(told.filter((n) => FIGURE.test(n))).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});
