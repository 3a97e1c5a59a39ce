// The menu in the browser: one tap on Play (or Resume) starts a game and a reload brings it back;
// two people's names are typed in the page's field and shown as text in the game; after a game
// "Swap who starts" puts the other person first; every tab of the setup fits the screen. (Which
// opponents, boards and words the setup offers, and what Play starts: tests/screens/menu.)
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { NAME_MAX } from '../../src/game/people.ts';
import { useChromium } from './browser.ts';
import { clickControl, clickSquare, controls, settle, shot, reloadAsNewVisit } from './harness.ts';
import { openScreen, savedSettings } from './tablet-page.ts';

const browser = useChromium();

const url = () => inject('gameUrl');
const desk = { width: 1280, height: 720, touch: false };
const ids = async (page: Page) => (await controls(page)).map((c) => c.id);
const waitFor = (page: Page, id: string) =>
  page.waitForFunction((k) => window.cellDivision.controls().some((c) => c.id === k), id);
const texts = (page: Page) => page.evaluate(() => window.cellDivision.texts());
const boards = (list: { name: string; id: string }[]) =>
  `localStorage.setItem('cell-division:v1:boards', ${JSON.stringify(JSON.stringify(list))});`;

/** Presses a control and waits for the menu to show the next one asked for. */
async function press(page: Page, id: string, then?: string): Promise<void> {
  await waitFor(page, id);
  await clickControl(page, id);
  if (then) await waitFor(page, then);
}

test('one tap: Play starts a game from the first screen; on a new visit Resume comes back to it', async () => {
  const { context, page, errors } = await openScreen(browser(), url(), desk);
  const first = await ids(page);
  expect(first[first.indexOf('setup') + 1]).toBe('play'); // Play right after the card that says what it starts
  expect(first).not.toContain('opponent:easy'); // the settings are behind "Change"
  await press(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await settle(page);
  await clickSquare(page, 'c3');
  await settle(page);
  await reloadAsNewVisit(page);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  const play = (await controls(page)).find((c) => c.id === 'resume')!;
  // The button says what it does; the card above it counts the moves.
  expect(play.label).toBe('Carry on');
  expect(
    (await page.evaluate(() => window.cellDivision.texts())).some((t) => /· {2}\d+ moves$/.test(t)),
  ).toBe(true);
  // The setup page's Play, where the game in progress is out of sight, asks before replacing it.
  await press(page, 'setup', 'tab:players');
  await press(page, 'play', 'confirm:no');
  expect(await page.evaluate(() => window.cellDivision.texts())).toContain('Start a new game?');
  await press(page, 'confirm:no');
  expect(await page.evaluate(() => window.cellDivision.scene())).toBe('menu');
  await press(page, 'setup:done', 'resume');
  await press(page, 'resume');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  expect((await settle(page)).moves[0]).toBe('c3');
  expect(errors).toEqual([]);
  await context.close();
});

test('two people: names typed in the menu show in the game; Swap who starts puts the other first', async () => {
  const tiny = { name: 'Tiny', id: 'custom:2x2:f' };
  const settings = { ...DEFAULT_SETTINGS, custom: tiny.id };
  const { context, page, errors } = await openScreen(browser(), url(), {
    ...desk,
    init: savedSettings(settings) + boards([tiny]),
  });
  await press(page, 'setup', 'mode:duo');
  await press(page, 'mode:duo', 'name:1');
  for (const [id, name] of [
    ['name:1', 'Ada'],
    ['name:2', '<b>Bartholomew the Great</b>'],
  ]) {
    await press(page, id!, 'confirm:yes');
    await page.fill('#text-prompt', name!);
    await press(page, 'confirm:yes');
    await page.waitForFunction(() => !document.querySelector('#text-prompt'));
    // The setup is laid out again with the name: a person's next tap comes after it (pressed within
    // that frame, the second name's prompt answered the page laid out before the first name).
    await page.waitForFunction(
      ([i, start]) =>
        window.cellDivision
          .controls()
          .find((c) => c.id === i)
          ?.label.startsWith(start),
      [id!, name!.slice(0, 3)] as const,
    );
  }
  await waitFor(page, 'first:1');
  // The menu redraws the name on its next frame: wait for it rather than read the old one.
  await page.waitForFunction(() =>
    window.cellDivision
      .controls()
      .find((c) => c.id === 'name:2')
      ?.label.startsWith('<b>'),
  );
  const cut = (await controls(page)).find((c) => c.id === 'name:2')!.label;
  // Cut to fit, and shown as typed: text, never markup.
  expect(cut.startsWith('<b>Barthol') && cut.endsWith('…') && Array.from(cut).length === NAME_MAX).toBe(true);
  expect(await page.evaluate(() => document.body.innerHTML.includes('<b>Bartholomew'))).toBe(false);
  await shot(page, 'menu-setup-duo-1280');
  await press(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await settle(page);
  // The board's panels cut the long name again to their own width (a column beside the board on a
  // wide screen), still as typed text: the first word whole, then "…".
  const long = (t: string) => t.startsWith('<b>Bartholomew') && t.endsWith('…');
  const hudNames = async () =>
    (await texts(page)).filter((t) => t === 'Ada' || long(t)).map((t) => (t === 'Ada' ? t : 'long'));
  // Read top to bottom: the column puts the player who starts at its foot, beside the board's lower edge.
  expect(await hudNames()).toEqual(['long', 'Ada']);
  await shot(page, 'board-duo-names-1280');
  for (const sq of ['a1', 'b1', 'a2', 'b2']) {
    await clickSquare(page, sq);
    await settle(page);
  }
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results');
  expect((await page.evaluate(() => window.cellDivision.results()))!.join(' ')).toMatch(
    /Ada|Bartholomew|draw/i,
  );
  await shot(page, 'results-duo-swap-1280');
  await press(page, 'switch');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await settle(page);
  expect(await hudNames()).toEqual(['Ada', 'long']);
  expect(errors).toEqual([]);
  await context.close();
});

// The two phones, where the tabs have the least room (a tablet's 1024x768 has more of both).
test.each([
  { width: 390, height: 844, touch: true, dpr: 1 },
  { width: 844, height: 390, touch: true, dpr: 1 },
])('the menu at $width×$height: first screen, each setup tab, solved boards', async (screen) => {
  const { context, page, errors } = await openScreen(browser(), url(), {
    ...screen,
    init: boards([{ name: 'My ring', id: 'custom:3x3:fe8' }]),
  });
  const name = `${screen.width}x${screen.height}`;
  await page.waitForTimeout(300);
  await shot(page, `menu-home-${name}`);
  await press(page, 'setup', 'tab:players');
  await shot(page, `menu-setup-players-${name}`);
  // Each opponent's line on how it plays read whole, at 13 CSS px or more, inside its card (three
  // lines on a side phone's cards cut Adaptive's and Medium's: the grid is opponent-grid.ts's).
  const cards = (await controls(page)).filter((c) => c.id.startsWith('opponent:'));
  const lines = (await page.evaluate(() => window.cellDivision.textBoxes())).filter((t) =>
    t.text.startsWith('Plays '),
  );
  expect(lines).toHaveLength(cards.length);
  for (const t of lines) {
    expect(t.text, t.text).not.toMatch(/…/);
    expect(t.css, t.text).toBeGreaterThanOrEqual(13);
    const card = cards.find((c) => t.x >= c.x && t.x < c.x + c.width && t.y >= c.y && t.y < c.y + c.height)!;
    expect(card, t.text).toBeDefined();
    expect(t.y + t.height, t.text).toBeLessThanOrEqual(card.y + card.height + 0.5);
  }
  await press(page, 'tab:board', 'size:square:4');
  await shot(page, `menu-setup-board-${name}`);
  // 16 squares: equal moves change nothing here, so the row says so with no switch.
  await press(page, 'size:square:4');
  await press(page, 'tab:rules', 'capture');
  const evenOff = 'This board already gives each the same moves.';
  await page.waitForFunction((t) => window.cellDivision.textSizes().some((s) => s.text === t), evenOff);
  expect(await ids(page)).not.toContain('equal');
  await shot(page, `menu-setup-rules-even-${name}`);
  await press(page, 'tab:board', 'family:yours');
  await press(page, 'family:yours', 'saved:0');
  await shot(page, `menu-setup-yours-${name}`);
  await press(page, 'tab:rules', 'capture');
  await shot(page, `menu-setup-rules-${name}`);
  // The Best play known panel is on the Settings page.
  await press(page, 'setup:done', 'options');
  await press(page, 'options', 'about');
  await press(page, 'about', 'close-about');
  await shot(page, `menu-about-${name}`);
  await press(page, 'close-about', 'setup:done');
  await press(page, 'setup:done', 'setup');
  // Every control of the first screen lies inside the screen, with room for a finger.
  for (const c of await controls(page)) {
    expect(c.x).toBeGreaterThanOrEqual(0);
    expect(c.y + c.height).toBeLessThanOrEqual(screen.height + 0.5);
    expect(c.height).toBeGreaterThanOrEqual(44);
  }
  expect(errors).toEqual([]);
  await context.close();
});

// Review 25 (037): on a phone on its side the newcomer's offer took the title's row and the game had
// no name in sight. The layout is Node-tested (hub-layout.test.ts); here the title is drawn, readable.
test("a first visit on a phone on its side: the game's name over the offer, its buttons a finger's size on the screen", async () => {
  const screen = { width: 844, height: 390 };
  const { context, page, errors } = await openScreen(browser(), url(), {
    ...screen,
    dpr: 1,
    touch: true,
    firstVisit: true,
    scene: 'menu',
  });
  await waitFor(page, 'tutorial:start');
  const title = (await page.evaluate(() => window.cellDivision.textSizes())).find(
    (t) => t.text === 'Cell Division',
  );
  expect(title?.css).toBeGreaterThanOrEqual(20);
  const byId = new Map((await controls(page)).map((c) => [c.id, c]));
  for (const id of ['tutorial:start', 'tutorial:later', 'history']) {
    const c = byId.get(id)!;
    expect(c.height, id).toBeGreaterThanOrEqual(44);
    expect(c.y + c.height, id).toBeLessThanOrEqual(screen.height + 0.5);
  }
  await shot(page, 'menu-first-844x390');
  expect(errors).toEqual([]);
  await context.close();
});

// Review Q (B010, B002): on the flask the first seat loses with best play, and the setup said so only
// on Who plays; the Rules tab offered "Equal moves: Off" on a board where they change nothing. At
// 390×844: the Board tab says which seat wins with a button to it, and the Rules tab has no switch there.
test('the flask at 390×844: the Board tab names the losing seat and takes the winning one in a tap; no Equal moves switch', async () => {
  const screen = { width: 390, height: 844, touch: true, dpr: 1 };
  const { context, page, errors } = await openScreen(browser(), url(), {
    ...screen,
    init: savedSettings({ ...DEFAULT_SETTINGS, family: 'flask', opponent: 'expert', first: 'you' }),
  });
  const seatWords = () =>
    page.evaluate(() => window.cellDivision.texts().find((t) => t.startsWith('With best play')) ?? null);
  await press(page, 'setup', 'tab:board');
  await press(page, 'tab:board', 'seat:swap');
  expect(await seatWords()).toMatch(/^With best play the second player wins by \d+: you sit first\./);
  const swap = (await controls(page)).find((c) => c.id === 'seat:swap')!;
  expect(swap.label).toBe('Move second');
  expect(swap.y + swap.height).toBeLessThanOrEqual(screen.height);
  await shot(page, 'menu-setup-seat-flask-390x844');
  await press(page, 'seat:swap');
  await page.waitForFunction(() =>
    window.cellDivision.texts().some((t) => /you sit second, the winning seat/.test(t)),
  );
  expect(await ids(page)).not.toContain('seat:swap');
  await press(page, 'tab:rules', 'capture');
  expect(await ids(page)).not.toContain('equal');
  expect(await texts(page)).toEqual(
    expect.arrayContaining(['Equal moves', 'This board already gives each the same moves.']),
  );
  await shot(page, 'menu-setup-rules-flask-390x844');
  expect(errors).toEqual([]);
  await context.close();
});
