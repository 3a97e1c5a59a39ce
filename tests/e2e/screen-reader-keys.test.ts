// The whole game by keyboard alone with the screen readers' mode on (a11y=1), read through
// Chromium's accessibility tree as a screen reader would: the mirror of each scene's controls, the
// board's grid and the move log. No canvas click anywhere.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, pressKey, settle, SHOTS } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

/** The focused element's accessible text. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const logText = (page: Page) => page.getByRole('log', { name: 'Moves' }).textContent();

/** Presses Tab (or Shift+Tab) until the focused element is named `name`; fails after `most` presses. */
async function tabTo(page: Page, name: string | RegExp, back = false, most = 40): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (typeof name === 'string' ? now === name : name.test(now)) return;
    seen.push(now);
  }
  throw new Error(`Tab never reached ${String(name)}; went through ${seen.join(' | ')}`);
}

/** From the focused square, walks the whole board by arrow keys until an empty square has the focus. */
async function arrowToEmpty(page: Page): Promise<string> {
  // To the top left corner (from anywhere on the 5×5 board), then along each row in turn, down a row at its end.
  const side = 5;
  const along = (key: string) => Array<string>(side - 1).fill(key);
  const walk = [
    ...along('ArrowUp'),
    ...along('ArrowLeft'),
    ...Array.from({ length: side }, (_, row) => [
      ...along(row % 2 ? 'ArrowLeft' : 'ArrowRight'),
      'ArrowDown',
    ]).flat(),
  ];
  if ((await focused(page)).endsWith(', empty')) return focused(page);
  for (const key of walk) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (now.endsWith(', empty')) return now;
  }
  throw new Error('no empty square found by the arrow keys');
}

test('a11y=1 - from the first screen to a finished game against Easy on 25 squares and back to the menu, by keys alone', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1',
  });
  const mirror = page.getByRole('region', { name: 'Cell Division' });
  await expect.poll(() => focused(page)).toBe('Cell Division');
  expect(await mirror.getByRole('heading', { level: 1 }).textContent()).toBe('Cell Division');
  // The switch comes first, then the menu's own buttons.
  await pressKey(page, 'Tab');
  expect(await focused(page)).toBe('Board for screen readers');
  await pressKey(page, 'Tab');
  expect(await focused(page)).toBe('Change');
  await page.keyboard.press('Enter');
  await expect.poll(() => mirror.getByRole('heading', { level: 1 }).textContent()).toBe('Game setup');

  // Who plays: Easy. Board: 25 squares. Each choice says it is the one chosen.
  await tabTo(page, 'Easy');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => mirror.getByRole('button', { name: 'Easy' }).getAttribute('aria-pressed'))
    .toBe('true');
  expect(await mirror.getByRole('button', { name: 'Medium' }).getAttribute('aria-pressed')).toBe('false');
  await tabTo(page, 'Board', true);
  await page.keyboard.press('Enter');
  await expect.poll(() => mirror.getByRole('button', { name: '5×5' }).count()).toBe(1);
  expect(await focused(page)).toBe('Board');
  await tabTo(page, '5×5');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => mirror.getByRole('button', { name: '5×5' }).getAttribute('aria-pressed'))
    .toBe('true');
  await tabTo(page, 'Play', true);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  const start = await settle(page);
  expect(start.layout).toBe('square:5');
  expect(start.players).toEqual(['human', 'easy']);

  // The board's grid has the focus; the log starts with this game and says whose turn it is.
  await expect.poll(() => focused(page)).toMatch(/^[a-e][1-5], empty$/);
  await expect.poll(() => logText(page)).toContain('Your turn.');

  // The hint, asked for from the toolbar: Easy on 5×5 is ladder step 1, whose first hint is free and
  // comes at once (no question about a star), read out.
  await tabTo(page, 'Hint', true);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => logText(page), { timeout: 20_000 })
    .toMatch(/Hint\. Try [a-e][1-5]: \+\d+ for you now(, and it blocks their \+\d+ there)?\./);
  // Back to the board by Tab: the toolbar's last buttons, then the grid.
  await tabTo(page, /^[a-e][1-5], /);

  let turns = 0;
  for (;;) {
    const s = await settle(page);
    if (s.over) break;
    if (s.toMove !== 1) {
      await page.waitForTimeout(50);
      continue;
    }
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-square'));
    const square = await arrowToEmpty(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, s.moves.length);
    turns++;
    if (turns === 1) {
      await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 2);
      await settle(page);
      await expect.poll(() => logText(page)).toContain(`You placed ${square.split(',')[0]}`);
      await expect.poll(() => logText(page)).toMatch(/Easy placed [a-e][1-5].*Your turn\.$/);
      // S reads both scores, the person first, then the moves left (no lead: the score is said plainly).
      await page.keyboard.press('s');
      const scores = await page.evaluate(() => [
        window.cellDivision.state()!.scores[0],
        window.cellDivision.state()!.scores[1],
      ]);
      await expect
        .poll(() => page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').last().textContent())
        .toMatch(new RegExp(`^You ${scores[0]}, Easy ${scores[1]}, 23 moves left\\. Your turn\\.$`));
      // The board's label lists its keys; U takes both moves back and the focus stays on the board.
      expect(
        await page
          .getByRole('group', { name: /S says the score, H asks for a hint, U takes back a move$/ })
          .count(),
      ).toBe(1);
      await page.keyboard.press('u');
      await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-square')))
        .toBe(true);
      await expect.poll(() => logText(page)).toContain('Move taken back.');
    }
  }
  // Game over: the results are read from their heading, which has the focus (not a button, so an
  // Enter still pressed starts nothing).
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results');
  await expect.poll(() => mirror.getByRole('heading', { level: 1 }).textContent()).toBe('Results');
  const results = await page.evaluate(() => window.cellDivision.results());
  expect(results!.length).toBeGreaterThan(0);
  expect(await mirror.getByRole('paragraph').first().textContent()).toBe(
    results![0]!.replace(/\s+/g, ' ').trim(),
  );
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(await focused(page)).toBe('Results');
  expect(await logText(page)).toMatch(/Game over: .*Final score: You \d+, Easy \d+\./);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/screen-reader-results-1280x720.png` });
  // The menu is in the results' More: its sheet's tiles are the mirror's buttons, the first in focus.
  await tabTo(page, 'More');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('h1').allTextContents()).toContain('More');
  await tabTo(page, 'Menu');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  // Leaving a finished game opens the menu's first screen: its heading has the focus.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(await focused(page)).toBe('Cell Division');
  // A new match from here: the log holds its lines only, none of the last game's. A win cleared the
  // ladder's step 1, so the big button carries on the climb by the step's number; the keys' game can
  // lose to Easy (its moves are random), and then Play is step 1 again, said plainly.
  const won = results![0]!.startsWith('You won');
  await tabTo(page, won ? 'Play step 2' : 'Play');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await expect
    .poll(() => page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').allTextContents())
    .toEqual([expect.stringMatching(/^New game\. An empty board, \d+ moves left\. Your turn\.$/)]);
  expect(await page.evaluate(() => window.cellDivision.inputs().boardTaps)).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
}, 150_000);

test('a11y=1 - a dialog keeps the focus among its buttons, Esc closes it and gives the focus back; a new game starts a clean log', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&layout=square:4&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-square')))
    .toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 2);
  await settle(page);
  await expect.poll(() => logText(page)).toContain('You placed');

  // Restart is in the sheet More opens.
  const askRestart = async () => {
    await tabTo(page, 'More', true);
    await page.keyboard.press('Enter');
    await tabTo(page, 'Restart');
    await page.keyboard.press('Enter');
  };
  await askRestart();
  const dialog = page.getByRole('dialog');
  // More's sheet is a dialog too ("Game"): wait for Restart's question to take its place.
  await expect.poll(() => dialog.getByRole('heading', { level: 1 }).textContent()).toMatch(/\?/);
  await expect.poll(() => dialog.count()).toBe(1);
  const question = await dialog.getByRole('heading', { level: 1 }).textContent();
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  expect(question).toMatch(/\?/);
  const names = (await dialog.getByRole('button').allTextContents()).sort();
  expect(names).toHaveLength(2);
  // Only the dialog's buttons: the switch and the board's grid are out of reach and out of the tree.
  expect(await page.getByRole('button', { name: 'Board for screen readers' }).count()).toBe(0);
  expect(await page.getByRole('group', { name: /^Board, 16 squares/ }).count()).toBe(0);
  expect(names).toContain(await focused(page));
  const visited = new Set<string>();
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    visited.add(await focused(page));
  }
  expect([...visited].sort()).toEqual(names);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/screen-reader-dialog-1280x720.png` });

  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  // The focus is given back: to Restart, or to More where the sheet closed with the question.
  await expect.poll(() => focused(page)).toMatch(/^(Restart|More)$/);
  expect((await settle(page)).moves).toHaveLength(2);
  expect(await page.getByRole('group', { name: /^Board, 16 squares/ }).count()).toBe(1);

  // On a busy machine whole game steps pass between two keys: here More is pressed and Tab follows
  // in the same task, before the game's next step. That Tab is the sheet's, and Escape from Restart's
  // question still gives the focus back to More (it went to the board's first button, Menu, on CI).
  await page.evaluate(() => {
    const more = [...document.querySelectorAll<HTMLButtonElement>('button[data-control]')].find(
      (b) => b.textContent === 'More',
    )!;
    more.focus();
    more.click();
    const tab = { key: 'Tab', bubbles: true, cancelable: true };
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', tab));
  });
  await expect.poll(() => dialog.getByRole('button').allTextContents()).toContain('Restart');
  await tabTo(page, 'Restart');
  await page.keyboard.press('Enter');
  await expect.poll(() => dialog.getByRole('heading', { level: 1 }).textContent()).toMatch(/\?/);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => focused(page)).toBe('More');

  // Restart, said yes to: the log holds only the new game's lines.
  await askRestart();
  await expect.poll(() => dialog.count()).toBe(1);
  const yes = names.find((n) => n !== 'No' && !/keep|cancel|not/i.test(n))!;
  await tabTo(page, yes);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 0);
  await expect
    .poll(() => page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').allTextContents())
    .toEqual([expect.stringMatching(/^New game\. .*Your turn\.$/)]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the mirror is out of sight with the mode on, and not in the page with it off', async () => {
  for (const query of ['a11y=1', '']) {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width: 1280,
      height: 720,
      touch: false,
      query,
    });
    await page.waitForTimeout(300);
    const regions = page.getByRole('region', { name: 'Cell Division', exact: true });
    if (query) {
      expect(await regions.count()).toBe(1);
      const box = await regions.boundingBox();
      expect(box!.width * box!.height).toBeLessThanOrEqual(1);
      expect(
        await page.evaluate(() => document.querySelector<HTMLCanvasElement>('canvas[aria-label]')!.tabIndex),
      ).toBe(-1);
    } else {
      expect(await regions.count()).toBe(0);
      // No mirror: no control of its own, and no heading but the switch's (the screen's name).
      expect(await page.evaluate(() => document.querySelectorAll('[data-control]').length)).toBe(0);
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('h1')].map((h) => (h.closest('.a11y-switch') ? 'switch' : 'mirror')),
        ),
      ).toEqual(['switch']);
    }
    // The page's layout is the game's alone: the canvas fills the window either way.
    expect(
      await page.evaluate(() => {
        const r = document.querySelector('canvas[aria-label]')!.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height];
      }),
    ).toEqual([0, 0, 1280, 720]);
    expect(
      await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.scrollHeight,
      ]),
    ).toEqual([1280, 720]);
    if (KEEP_SHOTS)
      await page.screenshot({ path: `${SHOTS}/screen-reader-menu-${query ? 'on' : 'off'}-1280x720.png` });
    if (query) {
      // The switch turns the mode off: the mirror leaves the page, the canvas is a Tab stop again,
      // and the switch stays, first, saying it is off and how to turn it back on.
      await pressKey(page, 'Tab');
      expect(await focused(page)).toBe('Board for screen readers');
      await page.keyboard.press('Enter');
      await expect.poll(() => regions.count()).toBe(0);
      expect(
        await page.evaluate(() => document.querySelector<HTMLCanvasElement>('canvas[aria-label]')!.tabIndex),
      ).toBe(0);
      expect(
        await page.evaluate(
          () => JSON.parse(localStorage.getItem('cell-division:v1:settings')!).screenReader,
        ),
      ).toBe(false);
      const off = page.getByRole('button', { name: 'Board for screen readers' });
      expect(await off.getAttribute('aria-pressed')).toBe('false');
      expect(await focused(page)).toBe('Board for screen readers');
      if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/screen-reader-switched-off-1280x720.png` });
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toMatch(/^Screen reader mode off\. .*turn it back on/);
      // Enter on the switch turns the mode back on.
      await page.keyboard.press('Enter');
      await expect.poll(() => regions.count()).toBe(1);
      // Off again, then into the game by Tab: Shift+Tab comes back to the switch, and Enter turns it on.
      await pressKey(page, 'Tab');
      expect(await focused(page)).toBe('Board for screen readers');
      await page.keyboard.press('Enter');
      await expect.poll(() => regions.count()).toBe(0);
      await pressKey(page, 'Tab');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('CANVAS');
      await pressKey(page, 'Shift+Tab');
      expect(await focused(page)).toBe('Board for screen readers');
      await page.keyboard.press('Enter');
      await expect.poll(() => regions.count()).toBe(1);
      await expect.poll(() => regions.getByRole('heading', { level: 1 }).textContent()).toBe('Cell Division');
      expect(await page.getByRole('button', { name: 'Board for screen readers' }).count()).toBe(1);
      expect(
        await page.getByRole('button', { name: 'Board for screen readers' }).getAttribute('aria-pressed'),
      ).toBe('true');
    }
    expect(errors).toEqual([]);
    await context.close();
  }
});
