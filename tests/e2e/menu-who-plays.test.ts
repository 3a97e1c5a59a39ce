// The menu's big card on an upright phone names both people whole: "Player 1 vs" / "Player 2" on
// two lines, broken after "vs", within the card's Play width and clear of Change, Play and the
// board's line, rather than "Player 1 vs Play…"; names too long even so stay on one line, cut with "…".
import { expect, inject, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { shot } from './harness.ts';
import { openScreen, savedSettings } from './tablet-page.ts';
import { type Box, overlaps } from './boxes.ts';

const browser = useChromium();

const inside = (a: Box, b: Box) =>
  a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

test.each([
  { names: ['Player 1', 'Player 2'], whole: true },
  { names: ['Bartholomew Fairchild', 'Maximiliana Rosewood'], whole: false },
])('390×844, two people $names: the card names them inside it', async ({ names, whole }) => {
  const settings = { ...DEFAULT_SETTINGS, mode: 'duo', people: { names, first: 0 } };
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
    init: savedSettings(settings),
  });
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await page.waitForTimeout(300);
  await shot(page, `menu-who-plays-${names[0]!.split(' ')[0]}`);
  const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
  const controls = await page.evaluate(() => window.cellDivision.controls());
  // The big card's Change and Play buttons, and the screen: the names stand inside, clear of both.
  const change = controls.find((c) => c.id === 'setup')!;
  const play = controls.find((c) => c.id === 'play')!;
  const screen = { x: 0, y: 0, width: 390, height: 844 };
  // The card's line of who plays, whole or cut (not the today card's "Play today…" over it).
  const who = boxes.find((b) => b.text.startsWith(names[0]!.slice(0, 4)) && /( vs|…)/.test(b.text))!;
  const board = boxes.find((b) => b.text.startsWith('Square'))!;
  // The spaces the colour swatches stand in (who-swatches.ts) are not words.
  if (whole) expect(who.text.replace(/[\u2002\u2003]/g, '')).toBe(`${names[0]} vs\n${names[1]}`);
  else expect(who.text.endsWith('…')).toBe(true);
  expect(inside(who, screen), `${JSON.stringify(who)} on the screen`).toBe(true);
  expect(who.x).toBeGreaterThanOrEqual(play.x);
  expect(who.x + who.width).toBeLessThanOrEqual(play.x + play.width);
  expect(overlaps(who, change)).toBe(false);
  expect(overlaps(who, play)).toBe(false);
  expect(overlaps(who, board)).toBe(false);
  expect(who.css).toBeGreaterThanOrEqual(11.9);
  expect(errors).toEqual([]);
  await context.close();
});
