// The builder for screen readers: the size buttons drawn as "−" and "+" are named by what they do
// and the size now, and the grid being built is read and reached right after the controls that shape it.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

test("a11y=1 - the builder's size buttons say what they do and the size; the grid comes after Gravity and Stem cells, before Play", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&build=custom:4x4:ffff',
    scene: 'builder',
  });
  const more = page.getByRole('button', { name: 'More rows, 4 now', exact: true });
  await expect.poll(() => more.count()).toBe(1);
  for (const name of ['Fewer rows, 4 now', 'Fewer columns, 4 now', 'More columns, 4 now'])
    expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
  expect(await page.getByRole('button', { name: '+', exact: true }).count()).toBe(0);
  // Pressed: the builder grows a row, and the name says the new size (the focus stays on it).
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('More rows, 5 now');

  // Tab order, as the page reads: Gravity and Stem cells (the shape's last row), then the grid's square in reach, then Play.
  const order = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button')]
      .filter((b) => b.tabIndex >= 0 && !b.closest('[inert]'))
      .map((b) => (b.closest('[data-a11y-board]') ? 'square' : b.textContent)),
  );
  const gravity = order.findIndex((name) => /^Gravity/.test(name ?? ''));
  expect(gravity).toBeGreaterThan(order.indexOf('More columns, 4 now'));
  expect(order.slice(gravity + 1, gravity + 4)).toEqual(['Stem cells', 'square', 'Play']);
  // Tab from Stem cells reaches the grid.
  await page.getByRole('button', { name: 'Stem cells' }).focus();
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[data-a11y-board]') !== null))
    .toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
