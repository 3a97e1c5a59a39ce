// The screen readers' mirror on a page opened with the mode on: it says nothing of a switch, and the
// menu's drawn "Change ›" is its button, not also a line. It says what each choice chooses: the
// setup page's choices carry their section's caption ("Sound: Medium"), the size cards their
// "Best play known" line, the panel's boards their value and how it was found; the Best play known
// dialog and the record on Your games read their drawn words. Read through Chromium's accessibility tree.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { SOLVED_ROWS } from '../../src/game/solved-values-data.ts';
import { solvedLines } from '../../src/ui/solved-perfect-words.ts';
import { useChromium } from './browser.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

/** Focuses the mirror's button named `name` and presses Enter on it, as Tab then Enter would. */
async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

test('a11y=1 - nothing said of a switch, "Change" a button only; setup choices are named with their group, size cards with their best-play-known line, dialogs read their words', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1',
  });
  const mirror = page.getByRole('region', { name: 'Cell Division' });
  await expect.poll(() => mirror.getByRole('heading', { level: 1 }).textContent()).toBe('Cell Division');

  // A page opened with the mode on does not say it was switched.
  await page.waitForTimeout(300);
  expect(await mirror.getByRole('status').textContent()).toBe('');
  // The menu's "Change" is a button only, not a line beside it.
  await expect.poll(() => mirror.getByRole('button', { name: /Change$/ }).count()).toBe(1);
  // The opponent's mark says nothing aloud by its dots: Change carries its words.
  expect(await mirror.getByRole('button', { name: /Change$/ }).getAttribute('aria-description')).toBe(
    'Strength 1 of 5',
  );
  expect(await mirror.getByRole('paragraph').allTextContents()).not.toContain('Change');

  // The record, on its tab of Your games, reads its lines, not only a heading and its tabs.
  await press(page, 'Your games');
  await expect.poll(() => mirror.getByRole('heading', { level: 1 }).textContent()).toBe('Your games');
  await press(page, 'Record');
  await expect
    .poll(() => mirror.getByRole('paragraph').allTextContents())
    .toEqual(
      expect.arrayContaining([
        'Play a game against an opponent and your record starts here.',
        '0 games: 0 won, 0 drawn, 0 lost',
      ]),
    );
  await press(page, 'Menu');
  await expect.poll(() => mirror.getByRole('heading', { level: 1 }).textContent()).toBe('Cell Division');

  await press(page, 'Change');
  await expect.poll(() => mirror.getByRole('heading', { level: 1 }).textContent()).toBe('Game setup');
  expect(await mirror.getByRole('button', { name: 'Who moves first: You', exact: true }).count()).toBe(1);
  expect(await mirror.getByRole('button', { name: 'Who plays: Two people', exact: true }).count()).toBe(1);

  await press(page, 'Board');
  await expect.poll(() => mirror.getByRole('button', { name: /^Size: / }).count()).toBeGreaterThan(1);
  // A size's card says its count of squares after its name, and a solved size says so.
  const notes = await page.evaluate(() =>
    [...document.querySelectorAll('[data-control^="size:"][aria-description]')].map((b) =>
      b.getAttribute('aria-description'),
    ),
  );
  expect(notes.length).toBeGreaterThan(1);
  expect(notes.every((n) => /^\d+ squares(\. Best play known: .+)?$/.test(n!))).toBe(true);
  expect(notes.some((n) => /\. Best play known: /.test(n!))).toBe(true);

  // The first screen's Settings: a page of its own, its rows named with their group (the setup page's way back first).
  await press(page, '‹ Back');
  await expect.poll(() => mirror.getByRole('heading', { level: 1 }).textContent()).toBe('Cell Division');
  await press(page, 'Settings');
  await expect.poll(() => mirror.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
  expect(await mirror.getByRole('button', { name: 'Sound: Medium', exact: true }).count()).toBe(1);
  expect(await mirror.getByRole('button', { name: 'Hints: On', exact: true }).count()).toBe(1);
  expect(
    await mirror.getByRole('button', { name: 'Board for screen readers: On', exact: true }).count(),
  ).toBe(1);
  // The Best play known dialog, from the Settings page, reads its lines, not only a heading and Close.
  await page.getByRole('button', { name: /best play is known/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByRole('heading', { level: 1 }).textContent()).toBe('Best play known');
  const solved = await dialog.getByRole('paragraph').allTextContents();
  expect(solved[0]).toMatch(/^With best play from both sides/);
  // Each board is a button named by its value and described by how it was found, read once.
  for (const row of SOLVED_ROWS) {
    const [name, how] = solvedLines(row);
    const board = dialog.getByRole('button', { name, exact: true });
    expect(await board.getAttribute('aria-description')).toBe(how);
    expect(solved).not.toContain(name);
  }
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
