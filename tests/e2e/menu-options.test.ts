// The setup page's Options tab: hints turned off against Medium make the board's Hint ask first;
// the volume chosen is kept over a reload and is where the board's sound button steps from; the
// colour-blind marks put a white dot on the first player's cells. Screenshots of the tab and of
// marked cells on square and Petri boards.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { clickControl, colourOnPage, controls, shot, twoFrames, reloadAsNewVisit } from './harness.ts';
import { openScreen, savedSettings, tapControl } from './tablet-page.ts';

const browser = useChromium();

const url = () => inject('gameUrl');
const saved = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cell-division:v1:settings') ?? '{}'));
const waitFor = (page: Page, id: string) =>
  page.waitForFunction((k) => window.cellDivision.controls().some((c) => c.id === k), id);

/** Presses a control (a tap on touch screens, else a click) and waits for the next one asked for. */
async function press(page: Page, id: string, then?: string, touch = false): Promise<void> {
  await waitFor(page, id);
  await (touch ? tapControl(page, id) : clickControl(page, id));
  if (then) await waitFor(page, then);
}

/** The colour on screen at a board square's centre. */
async function colourAt(page: Page, square: string): Promise<[number, number, number]> {
  return colourOnPage(page, (await page.evaluate((n) => window.cellDivision.square(n), square))!);
}

const yourTurn = async (page: Page) => {
  await page.waitForFunction(
    () => {
      const s = window.cellDivision.state();
      return !!s && !s.busy && s.toMove === 1;
    },
    null,
    { timeout: 30_000 },
  );
  await twoFrames(page);
};

test('options - hints off against Medium make Hint ask first; the volume is kept over a reload', async () => {
  const { context, page, errors } = await openScreen(browser(), url(), {
    width: 1280,
    height: 720,
    touch: false,
    // A player who chose Medium (a new player's first games are against Easy); kept over the reload.
    init: `if (!localStorage.getItem('cell-division:v1:settings')) localStorage.setItem('cell-division:v1:settings', ${JSON.stringify(JSON.stringify({ ...DEFAULT_SETTINGS, opponent: 'medium' }))});`,
  });
  await press(page, 'options', 'hints:false');
  expect((await controls(page)).map((c) => c.id)).toEqual(
    expect.arrayContaining([
      'hints:true',
      'volume:1',
      'volume:0.5',
      'volume:0.25',
      'volume:off',
      'reader:true',
      'marks:true',
    ]),
  );
  expect(await page.evaluate(() => window.cellDivision.texts())).toContain('Hints');
  await press(page, 'hints:false');
  await press(page, 'volume:0.25');
  await page.waitForFunction(
    () => JSON.parse(localStorage.getItem('cell-division:v1:settings') ?? '{}').volume === 0.25,
  );
  expect(await saved(page)).toMatchObject({ hints: { medium: false }, sound: true, volume: 0.25 });
  await shot(page, 'menu-options-1280');

  await reloadAsNewVisit(page);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await press(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await yourTurn(page);
  expect((await page.evaluate(() => window.cellDivision.state()))!.players).toEqual(['human', 'medium']);
  await clickControl(page, 'hint');
  await waitFor(page, 'confirm:no');
  expect(await page.evaluate(() => window.cellDivision.texts())).toContain('Hints are off against Medium');
  await clickControl(page, 'confirm:no');
  await page.waitForFunction(() => !window.cellDivision.controls().some((c) => c.id === 'confirm:no'));
  expect(await page.evaluate(() => window.cellDivision.hint())).toBeNull();
  // Asked again and turned on: the hint shows at once, with no second press of Hint.
  await clickControl(page, 'hint');
  await waitFor(page, 'confirm:yes');
  await clickControl(page, 'confirm:yes');
  await page.waitForFunction(() => window.cellDivision.hint() !== null, null, { timeout: 20_000 });
  await shot(page, 'menu-options-hint-turned-on');
  // The board's sound button steps on from the quarter the Options tab chose: next is off.
  await clickControl(page, 'sound');
  await page.waitForFunction(() => window.cellDivision.notices().includes('Sound off'));
  expect(errors).toEqual([]);
  await context.close();
});

// The marks' choice is kept on the setup model (tests/screens/menu); here its dot is seen on a cell.
test.each([{ name: 'square', layout: 'square:5', square: 'c3' }])(
  "options - colour-blind marks put a white dot on the person's cells ($name)",
  async ({ name, layout, square }) => {
    const family = layout.split(':')[0];
    const settings = {
      ...DEFAULT_SETTINGS,
      family,
      layouts: { ...DEFAULT_SETTINGS.layouts, [family!]: layout },
    };
    const { context, page, errors } = await openScreen(browser(), url(), {
      width: 1280,
      height: 720,
      touch: false,
      init: savedSettings(settings),
    });
    const playAt = async () => {
      await press(page, 'play');
      await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
      await yourTurn(page);
      const at = (await page.evaluate((n) => window.cellDivision.square(n), square))!;
      await page.mouse.click(at.x, at.y);
      await yourTurn(page);
      await page.waitForTimeout(300);
      return colourAt(page, square);
    };
    const plain = await playAt();
    expect(Math.min(...plain)).toBeLessThan(200); // a green cell, no white mark
    await reloadAsNewVisit(page);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
    await press(page, 'options', 'marks:true');
    await press(page, 'marks:true');
    await press(page, 'setup:done', 'options'); // the first screen's own control
    const marked = await playAt();
    expect(Math.min(...marked)).toBeGreaterThan(230); // the dot's white
    await shot(page, `marks-${name}-1280`);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test.each([
  { name: '390x844-touch', width: 390, height: 844, touch: true },
  { name: '844x390-touch', width: 844, height: 390, touch: true },
])('options - the Settings page at $name: every row on screen', async (screen) => {
  const { context, page, errors } = await openScreen(browser(), url(), screen);
  await press(page, 'options', 'marks:true', true);
  for (const c of await controls(page)) {
    expect(c.x, c.id).toBeGreaterThanOrEqual(0);
    expect(c.y + c.height, c.id).toBeLessThanOrEqual(screen.height);
    expect(c.x + c.width, c.id).toBeLessThanOrEqual(screen.width);
  }
  await shot(page, `menu-options-${screen.name}`);
  expect(errors).toEqual([]);
  await context.close();
});
