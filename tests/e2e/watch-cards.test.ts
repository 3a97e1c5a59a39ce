// Watching two opponents: the setup page's one-line opponent cards name every opponent whole
// ("Medium", not "Medi…"), at least 12 CSS px, on every tested screen.
import { expect, inject, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { shot } from './harness.ts';
import { openScreen, savedSettings, tapControl } from './tablet-page.ts';

const browser = useChromium();

const NAMES = ['Easy', 'Medium', 'Hard', 'Adaptive', 'Expert'];

// The narrowest cards: an upright phone's, and a phone's on its side. (That both rows offer every
// opponent is checked on the setup model: tests/screens/menu/setup-players.test.ts.)
test.each([
  { width: 390, height: 844, dpr: 1 },
  { width: 844, height: 390, dpr: 1 },
])('the watch cards name both opponents whole - $width×$height', async (screen) => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...screen,
    init: savedSettings({ ...DEFAULT_SETTINGS, mode: 'watch', opponent: 'medium', opponent2: 'hard' }),
  });
  await tapControl(page, 'setup');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'opponent2:medium'));
  const texts = await page.evaluate(() => window.cellDivision.textSizes());
  expect(texts.filter((t) => t.text.endsWith('…'))).toEqual([]);
  for (const name of NAMES) {
    const shown = texts.filter((t) => t.text === name);
    // Once on each row of cards: the first opponent's and the second's.
    expect(shown, name).toHaveLength(2);
    for (const t of shown) expect(t.css, name).toBeGreaterThanOrEqual(12);
  }
  await shot(page, `watch-cards-${screen.width}x${screen.height}`);
  expect(errors).toEqual([]);
  await context.close();
});
