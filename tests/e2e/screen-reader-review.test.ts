// The review by screen reader (a11y=1): the moves read as lines ("Move 7, you, c3, +6, a mistake:
// about 4 points given away"), a real slider moved by keys that says the move and both scores at
// each place, and the chart's labels out of the reading order. Read through Chromium's accessibility tree.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { pressKey, settle } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

const heard = (page: Page) =>
  page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').allTextContents();
const lastHeard = async (page: Page) => (await heard(page)).at(-1) ?? '';
const shownMove = (page: Page) => page.evaluate(() => window.cellDivision.review()!.shownMove);

test('a11y=1 - the review reads the moves as lines, and its slider moved by keys says the move and the scores', async () => {
  const moves = randomGame('square:4', 7);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: `a11y=1&layout=square:4&p1=easy&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  await settle(page);
  // The last move by the board's grid, then the review from the results.
  await page
    .getByRole('group', { name: /^Board, 16 squares/ })
    .getByRole('button', { name: `${moves.at(-1)!}, empty`, exact: true })
    .focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Review game', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'review', null, { timeout: 10_000 });
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, {
    timeout: 90_000,
    polling: 200,
  });

  // One line per move, who played it, its square, its gain and its mark.
  const mirror = page.getByRole('region', { name: 'Cell Division' });
  const line =
    /^Move (\d+), (Easy|you), ([a-d][1-4]), [+−]\d+, (a best move|probably the best move|nearly the best: .+ given away|a slip: .+ given away|a mistake: .+ given away|a big mistake: .+ given away|a (slip|mistake|big mistake) that did not change who wins \(.+ given away\))$/;
  await expect
    .poll(
      async () => (await mirror.getByRole('paragraph').allTextContents()).filter((t) => line.test(t)).length,
    )
    .toBe(moves.length);
  const lines = (await mirror.getByRole('paragraph').allTextContents()).filter((t) => line.test(t));
  expect(lines.map((t) => line.exec(t)![3])).toEqual(moves);
  expect(lines.map((t) => line.exec(t)![2])).toEqual(moves.map((_, i) => (i % 2 === 0 ? 'Easy' : 'you')));
  // The key's words are read too: the rings and what each mark starts at.
  const read = await mirror.textContent();
  expect(read).toContain(
    'Key: on the board after the slider, the square of the move shown says "the move played", the best move for that turn says "a best move".',
  );
  expect(read).not.toMatch(/white|gold|ring/);
  expect(read).toMatch(/2 or more is a slip, 4 or more a mistake, 6 or more a big mistake/);
  // The chart's labels and the drawn slider are not read.
  expect(read).not.toMatch(/tap to go to a move|Move slider/);
  expect(await page.getByRole('button', { name: /chart|slider/i }).count()).toBe(0);

  // The slider has the focus; keys move it, each place said with both scores.
  const slider = page.getByRole('slider');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('slider');
  expect(await slider.getAttribute('aria-valuenow')).toBe(String(await shownMove(page)));
  await page.keyboard.press('Home');
  await expect.poll(() => shownMove(page)).toBe(0);
  expect(await lastHeard(page)).toBe('Start, the empty board. Easy 0, You 0.');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => shownMove(page)).toBe(1);
  expect(await slider.getAttribute('aria-valuenow')).toBe('1');
  expect(await lastHeard(page)).toMatch(
    new RegExp(
      `^Move 1 of ${moves.length}: Easy, ${moves[0]}, .+\\. Best for that turn: [a-d][1-4](?: or [a-d][1-4])*\\. Easy 1, You 0\\.$`,
    ),
  );
  // The board at that move, read only, after the slider: the move played and the best moves by name.
  const board = page.getByRole('group', {
    name: `Board at move 1 of ${moves.length}, read only: arrow keys go from square to square`,
  });
  await expect.poll(() => board.getByRole('button').count()).toBe(16);
  expect(
    await board.getByRole('button', { name: new RegExp(`^${moves[0]}, Easy's, .*the move played`) }).count(),
  ).toBe(1);
  const best = /Best for that turn: (.+)\. Easy/.exec(await lastHeard(page))![1]!.split(' or ');
  for (const square of best)
    expect(await board.getByRole('button', { name: new RegExp(`^${square}, .*a best move$`) }).count()).toBe(
      1,
    );
  // Tab reaches it; arrows, Home and End go from square to square without stepping the moves.
  await pressKey(page, 'Tab');
  const focusedSquare = () => page.evaluate(() => document.activeElement?.getAttribute('data-square'));
  expect(await focusedSquare()).toBe('a4');
  await pressKey(page, 'ArrowDown');
  expect(await focusedSquare()).toBe('a3');
  await pressKey(page, 'End');
  expect(await focusedSquare()).toBe('d3');
  await pressKey(page, 'Home');
  expect(await focusedSquare()).toBe('a3');
  expect(await shownMove(page)).toBe(1);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('End');
  await expect.poll(() => shownMove(page)).toBe(moves.length);
  const end = await page.evaluate(() => window.cellDivision.state()!.scores);
  expect(await lastHeard(page)).toMatch(
    new RegExp(
      `^Move ${moves.length} of ${moves.length}: you, ${moves.at(-1)}, .+\\. Easy ${end[0]}, You ${end[1]}\\.$`,
    ),
  );
  expect(errors).toEqual([]);
  await context.close();
});
