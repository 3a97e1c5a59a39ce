// The three endings at the game's own speed (smoke): on an upright phone a won ladder step's results
// show what it earned on a short sheet at the screen's foot, a clear picture of the final board over it, while the win's cells fall
// over the screen; a loss on a flask ends warm, with where it turned first, a rematch and a
// gentler opponent beside it, and the final board's picture in the left column. The rules are
// tested in Node (tests/screens/results/ending.test.ts, panel-fit.test.ts, results.test.ts,
// tests/ui/confetti-fall.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { randomGameWhere } from './random-games.ts';
import { settle, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium({ testSpeed: false });

test('endings - a won ladder step on a 390x844 phone, and a loss on a flask at 1280x720', async () => {
  const won = randomGameWhere('square:5', (p) => p.scores[1]! > p.scores[2]!);
  const phone = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
    query: `layout=square:5&p1=human&p2=easy&moves=${won.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  const { page } = phone;
  await settle(page);
  const last = (await page.evaluate((n) => window.cellDivision.square(n), won.at(-1)!))!;
  await page.mouse.click(last.x, last.y);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
  // What the win earned on the ladder is there with the short sheet, whole, not seconds after it
  // (review Q6): read in the frame the results are first seen, the step's words stand at full
  // strength, with the record's best ribbon (the rest on the whole sheet, one tap away).
  const first = await page.evaluate(() => window.cellDivision.textBoxes());
  const step = first.find((b) => b.text.startsWith('Step 1 cleared'));
  expect(step, first.map((b) => b.text).join(' | ')).toBeDefined();
  expect(step!.alpha).toBe(1);
  expect(first.map((b) => b.text)).toContain('First win against Easy!');
  for (const ms of [250, 700, 1400]) {
    await page.waitForTimeout(ms === 250 ? 250 : ms / 2);
    await shot(page, `endings-win-390x844-${ms}`);
  }
  const panel = (await page.evaluate(() => window.cellDivision.resultsPanel()))!;
  // The sheet stands at the screen's foot; with a step's stars, its unlock and the record's
  // ribbon it reaches over the real board's top, so the final board steps up over it as its
  // picture (below), and the sheet's ✕, the one way to the real board, shows it whole.
  expect(panel.y + panel.height).toBeLessThanOrEqual(844);
  expect(panel.y + panel.height).toBeGreaterThan(844 - 24);
  expect(
    (await page.evaluate(() => window.cellDivision.controls()))
      .filter((c) => c.id === 'see-board' || c.id === 'see-whole-board')
      .map((c) => c.id),
  ).toEqual(['see-board']);
  // The sheet with its stars covers most of the real board: a clear picture of the final board
  // stands whole over it, under the top bar (the winning board was gone with the card).
  const inSight = (await page.evaluate(() => window.cellDivision.resultsPicture()))!;
  expect(inSight).not.toBeNull();
  expect(inSight.y + inSight.height).toBeLessThanOrEqual(panel.y);
  expect(inSight.y).toBeGreaterThan(0);
  expect(inSight.width).toBeGreaterThan(390 / 3);
  // Each star's name stands under its star, clear of it (review: "win" and "by 4+" partly under the
  // gold of the stars over them), read once the stars stand still (each pops as it is marked).
  const starBoxes = () =>
    page.evaluate(() =>
      JSON.stringify(window.cellDivision.textBoxes().filter((b) => b.text === '★' || b.text === '☆')),
    );
  await expect
    .poll(
      async () => {
        const before = await starBoxes();
        await page.waitForTimeout(300);
        return before === (await starBoxes());
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
  const stars = boxes.filter((b) => b.text === '★' || b.text === '☆');
  const names = boxes.filter((b) => ['win', 'by 10+', 'no help'].includes(b.text));
  expect(names).toHaveLength(3);
  for (const name of names) {
    const star = stars.find((s) => Math.abs(s.x + s.width / 2 - (name.x + name.width / 2)) < s.width / 2)!;
    expect(name.y, name.text).toBeGreaterThanOrEqual(star.y + star.height);
  }
  expect(phone.errors).toEqual([]);
  await phone.context.close();

  const lost = randomGameWhere('flask:6x3', (p) => p.scores[2]! < p.scores[1]! - 3);
  const desk = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    dpr: 1,
    touch: false,
    query: `layout=flask:6x3&p1=hard&p2=human&moves=${lost.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  await settle(desk.page);
  const end = (await desk.page.evaluate((n) => window.cellDivision.square(n), lost.at(-1)!))!;
  await desk.page.mouse.click(end.x, end.y);
  // The board's part of the loss: its squares lit warm, before the results come.
  await desk.page.waitForFunction(
    () => window.cellDivision.scene() === 'board' && window.cellDivision.texts().includes('Not this time'),
    null,
    { timeout: 60_000, polling: 50 },
  );
  await shot(desk.page, 'endings-loss-board-1280x720');
  await desk.page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, {
    timeout: 60_000,
  });
  await desk.page.waitForTimeout(1000);
  await shot(desk.page, 'endings-loss-results-1280x720');
  const shown = await desk.page.evaluate(() => window.cellDivision.controls());
  // "Review game" first (the review at its key moment, Retry there), a rematch, and Hard's gentler
  // neighbour, Medium.
  expect(shown.map((c) => c.id)).toEqual(expect.arrayContaining(['review', 'again', 'easier', 'more']));
  expect(shown.find((c) => c.id === 'review')!.label).toBe('Review game');
  // The final board's picture fills the left column (review: an empty column with two grey lines).
  const picture = (await desk.page.evaluate(() => window.cellDivision.resultsPicture()))!;
  const sheet = (await desk.page.evaluate(() => window.cellDivision.resultsPanel()))!;
  expect(picture.x + picture.width).toBeLessThan(sheet.x + sheet.width / 2);
  expect(picture.height).toBeGreaterThan(sheet.height * 0.45);
  expect(desk.errors).toEqual([]);
  await desk.context.close();
}, 150_000);

test('endings - a win on a phone on its side (844x390): the final board as tall as the sheet at its left', async () => {
  // Square 6×6 against Easy is no ladder step: a step's first win adds its unlock to the words, and
  // they then stand at the left with the picture over the buttons (tests/screens/results/step-unlock.test.ts).
  const won = randomGameWhere('square:6', (p) => p.scores[1]! > p.scores[2]!);
  const side = await openScreen(browser(), inject('gameUrl'), {
    width: 844,
    height: 390,
    dpr: 1,
    touch: true,
    query: `layout=square:6&p1=human&p2=easy&moves=${won.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  const { page } = side;
  await settle(page);
  const last = (await page.evaluate((n) => window.cellDivision.square(n), won.at(-1)!))!;
  await page.mouse.click(last.x, last.y);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
  await page.waitForTimeout(1400);
  await shot(page, 'endings-win-844x390');
  const panel = (await page.evaluate(() => window.cellDivision.resultsPanel()))!;
  const hero = (await page.evaluate(() => window.cellDivision.resultsPicture()))!;
  // The board takes the sheet's height (it was 213 of the screen's 390 CSS px) less the bands under
  // it where the column had no room (how the person played, a ladder step's first win's ribbon), at
  // its left, and every button stands to its right, a finger's size.
  expect(hero.height).toBeGreaterThan(390 * 0.75);
  expect(hero.x).toBeLessThan(panel.x + panel.width * 0.1);
  expect(panel.y).toBeGreaterThanOrEqual(0);
  expect(panel.y + panel.height).toBeLessThanOrEqual(390);
  const buttons = (await page.evaluate(() => window.cellDivision.controls())).filter((c) =>
    ['next-step', 'again', 'review', 'more'].includes(c.id),
  );
  expect(buttons.length).toBeGreaterThanOrEqual(2);
  for (const b of buttons) {
    expect(b.height).toBeGreaterThanOrEqual(44);
    expect(b.x).toBeGreaterThan(hero.x + hero.width);
  }
  expect(side.errors).toEqual([]);
  await side.context.close();
});
