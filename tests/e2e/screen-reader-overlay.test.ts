// The best-moves overlay heard (a11y=1): turning it on reads its banner in the log once (after a
// move only the new best squares), and each empty square's name in the board's grid carries its
// value while the overlay is on, for the turn it was asked.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

test('a11y=1 - the best-moves overlay is announced and each empty square says its value', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&layout=square:4&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  const board = page.getByRole('group', { name: /^Board, 16 squares/ });
  const valued = board.getByRole('button', {
    name: /^[a-d][1-4], empty, best moves: (a draw|you win by \d+|you lose by \d+)$/,
  });
  expect(await valued.count()).toBe(0);
  // Best moves has its own place in the bar from the first move (board-controls.ts).
  await expect.poll(() => page.getByRole('button', { name: 'Best moves', exact: true }).count()).toBe(1);
  await page.getByRole('button', { name: 'Best moves', exact: true }).focus();
  // Easy on 4x4 is no ladder step: Best moves shows without a question first.
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').last().textContent(), {
      timeout: 30_000,
    })
    .toBe('Every first move keeps the draw: 0 means best play ends in a draw.');
  await expect.poll(() => valued.count()).toBe(16);
  // Every first move on square:4 draws: one line says so, and every square carries its 0.
  expect(await board.getByRole('button', { name: /^[a-d][1-4], empty, best moves: a draw$/ }).count()).toBe(
    16,
  );
  // Best moves shows for the turn it was asked only: after the person's move the squares' names
  // lose their values, and the explanation was read once.
  const log = page.getByRole('log', { name: 'Moves' }).getByRole('paragraph');
  await board.getByRole('button', { name: 'b2, empty, best moves: a draw', exact: true }).press('Enter');
  await expect.poll(() => valued.count(), { timeout: 30_000 }).toBe(0);
  const lines = await log.allTextContents();
  expect(
    lines.filter((l) => l.startsWith('Best moves: each square shows') || l.startsWith('Every first move')),
    lines.join('\n'),
  ).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});
