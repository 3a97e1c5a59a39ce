// The review's key moment on a phone (390×844): "Review game" opens the review at the one move its
// progress line names (key-moment.ts); the button under the chart steps down the costly moves ranked
// under it, and each line says which it is, in at most three lines of at least 13 CSS px; the chart
// is drawn again with each move's forecast and stays one chart. Which move is the key moment and the
// words are the review model's, tested in Node (tests/screens/review/key-moment.test.ts).
// One page, a finished game against Hard opened by its link; about 20 s.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { shot, twoFrames } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';
import { reviewButton } from './review-trip.ts';

const browser = useChromium();

// A loss to Hard on square:5 by a player who places next to their own cells: level at move 9,
// lost from move 11 on.
const MOVES = 'e3.c3.d2.d3.c2.c4.d4.b4.d5.b3.d1.b2.e2.a3.e1.a4.e5.e4.c5.a2.c1.b1.b5.a1.a5';

/** The key moment the progress line names: its ply. */
const keyOf = (progress: string) => Number(/key moment: move (\d+), [a-e][1-5]$/.exec(progress)![1]);

test('390×844: "Review game" opens the key moment; the button steps down the costly moves under it', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 3,
    touch: true,
    query: `layout=square:5&p1=human&p2=hard&moves=${MOVES}`,
    scene: 'results',
  });
  await tapControl(page, await reviewButton(page));
  await page.waitForFunction(() => window.cellDivision?.scene() === 'review', null, { timeout: 10_000 });
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, {
    timeout: 90_000,
    polling: 200,
  });
  const r = await page.evaluate(() => window.cellDivision.review()!);
  const key = keyOf(r.progress);
  await page.waitForFunction((ply) => window.cellDivision.review()?.shownMove === ply, key, {
    timeout: 5_000,
  });
  // The key moment first, at a glance: its head ("Move 9: b2 gave away 9 points") drawn on its own
  // line above the rest, the game's lesson after.
  const keyLine = (await page.evaluate(() => window.cellDivision.review()!)).line;
  const head = keyLine.split('\n')[0]!;
  expect(head).toMatch(new RegExp(`^Move ${key}: [a-e][1-5] (gave away|turned the game|was )`));
  await twoFrames(page);
  const headBox = (await page.evaluate(() => window.cellDivision.textBoxes())).find((t) => t.text === head)!;
  expect(headBox.height).toBeLessThan(2 * headBox.css);
  await shot(page, 'review-key-390x844');
  // One chart, however often it was drawn again as the moves arrived.
  expect(await page.evaluate(() => window.cellDivision.charts().length)).toBe(1);
  // The screen draws the arrived moves once a frame: the button is enabled by the draw after the last.
  const turnButton = async () =>
    (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'review-turn')!;
  await expect.poll(async () => (await turnButton()).enabled).toBe(true);
  const button = await turnButton();
  expect(button.height).toBeGreaterThanOrEqual(44);
  const turn = (await page.evaluate(() => window.cellDivision.review()!)).turn!;
  expect(turn.label).toMatch(/^(Next costliest: move \d+, [a-e][1-5]|Key moment: move \d+, [a-e][1-5])$/);
  await tapControl(page, 'review-turn');
  await page.waitForFunction((ply) => window.cellDivision.review()?.shownMove === ply, turn.ply, {
    timeout: 5_000,
  });
  const line = (await page.evaluate(() => window.cellDivision.review()!)).line;
  expect(line).toMatch(
    turn.ply === key ? /^Move \d+: / : /^Next costliest, 2 of \d+(: move \d+, |, move \d+\. )/,
  );
  await twoFrames(page);
  // The line, with the gold rings' key under it where said (the first moves that show the rings).
  const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
  const drawn = boxes.find((t) => t.text.startsWith(line))!;
  expect(drawn.css).toBeGreaterThanOrEqual(13);
  // Four lines at most (its rank and the move, then the better move and why), and the key's one:
  // under five (six) times the font size high.
  expect(drawn.height).toBeLessThan((drawn.text === line ? 5 : 6) * drawn.css);
  await shot(page, 'review-turn-390x844');
  expect(errors).toEqual([]);
  await context.close();
});

test('1024×768: after the results have looked over the moves, "Review game" opens the review at its key moment', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    query: `layout=square:5&p1=human&p2=hard&moves=${MOVES}`,
    scene: 'results',
  });
  // The results' line of how the person played shows once their own run of the review is done.
  await page.waitForFunction(
    () =>
      window.cellDivision
        .textBoxes()
        .some((t) =>
          /^(Good moves: |Every move was the best|No move|No one move lost it|Your \d+ |(About )?\d+ of the \d+|No single move|\d+ moves? (cost|could)|Moves? \d+|\w+ was ahead from the start)/.test(
            t.text,
          ),
        ),
    null,
    { timeout: 90_000, polling: 200 },
  );
  // The loss's first offer: the review, by its one name.
  const offer = (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'review')!;
  expect(offer.label).toBe('Review game');
  await tapControl(page, 'review');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'review', null, { timeout: 10_000 });
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, { timeout: 90_000 });
  const r = (await page.evaluate(() => window.cellDivision.review()))!;
  // The key moment the progress line names, the button's and the list's move too.
  expect(r.shownMove).toBe(keyOf(r.progress));
  expect(r.line).toMatch(new RegExp(`^Move ${r.shownMove}: `));
  expect(errors).toEqual([]);
  await context.close();
});
