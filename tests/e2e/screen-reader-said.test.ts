// What the screen readers' mode says of switches the player presses: the mode itself turned on
// and off, and Full screen, a toggle whose state is read and whose change is heard. Read through
// Chromium's accessibility tree. Headless Chromium grants fullscreen without changing the page's size.
// (A page opened with the mode on says nothing of a switch: screen-reader-labels.test.ts.)
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

test("turning the screen readers' mode on and off is said in a status line", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
  });
  const toggle = page.getByRole('button', { name: 'Board for screen readers' });
  await toggle.focus();
  await toggle.press('Enter');
  await expect
    .poll(() => page.getByRole('region', { name: 'Cell Division' }).getByRole('status').textContent())
    .toBe('Screen reader mode on.');
  // Off from the mirror's own switch: said, and the switch keeps the focus to turn it on again.
  await page.getByRole('button', { name: 'Board for screen readers' }).press('Enter');
  await expect
    .poll(() => page.getByRole('status').textContent())
    .toMatch(/^Screen reader mode off\. Press Enter to turn it back on/);
  expect(
    await page.getByRole('button', { name: 'Board for screen readers' }).getAttribute('aria-pressed'),
  ).toBe('false');
  expect(errors).toEqual([]);
  await context.close();
});

test('a11y=1 - Full screen is a toggle: pressed while the page is full screen, and each change is heard', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&layout=square:4&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  // Full screen is in the sheet More opens; pressing it closes the sheet, so More opens it again.
  const button = page.getByRole('button', { name: 'Fullscreen', exact: true });
  const more = page.getByRole('button', { name: 'More', exact: true });
  const openSheet = async () => {
    await more.focus();
    await page.keyboard.press('Enter');
    await button.waitFor();
  };
  const status = page.getByRole('region', { name: 'Cell Division' }).getByRole('status');
  await openSheet();
  expect(await button.getAttribute('aria-pressed')).toBe('false');
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.fullscreenElement !== null);
  await expect.poll(() => status.textContent()).toBe('Full screen on.');
  await openSheet();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.fullscreenElement === null);
  await expect.poll(() => status.textContent()).toBe('Full screen off.');
  await openSheet();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
  expect(errors).toEqual([]);
  await context.close();
});
