// The guided game and the puzzle for a screen-reader player: their lines said by a square's name and
// the keys, never "tap", "glowing", "at the top" or a colour; the board's drawn labels (a, b, c… /
// 1, 2, 3…) left out of the reading order; and the guided game's Next right after its line, pressed
// by N (or Enter away from the board), the shortcut told once.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { SIGHT_AND_TOUCH } from '../../src/ui/ear-words.ts';
import { useChromium } from './browser.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

const heard = (page: Page) =>
  page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').allTextContents();
const mirrorLines = (page: Page) =>
  page.getByRole('region', { name: 'Cell Division' }).getByRole('paragraph').allTextContents();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
/** A drawn label read as a line: a column letter or a row number alone. */
const LOOSE_LABEL = /^(?:[a-l]|\d{1,2})$/;

async function enterOn(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).focus();
  await page.keyboard.press('Enter');
}

/** What the mirror reads in order, from its heading to the switch: the lines, then the buttons that belong to them. */
const readingOrder = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[role=region][aria-label="Cell Division"]')!;
    const out: string[] = [];
    for (const e of root.querySelectorAll('p, button')) {
      if (e.closest('[role=status]') || e.getAttribute('role') === 'status') continue;
      out.push(`${e.tagName === 'BUTTON' ? 'button' : 'line'}: ${e.textContent}`);
    }
    return out;
  });

test('a11y=1 - the guided game speaks by names and keys, reads no loose labels, and N presses its Next (told once)', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1',
  });
  await enterOn(page, 'How to play');
  await enterOn(page, 'Guided game');
  await page.waitForFunction(() => window.cellDivision.state()?.layout === 'square:3');
  await expect.poll(() => heard(page)).toEqual(['Press Enter on b2 to place your first cell.']);
  await expect.poll(() => mirrorLines(page)).toContain('Press Enter on b2 to place your first cell.');
  expect((await mirrorLines(page)).filter((line) => LOOSE_LABEL.test(line))).toEqual([]);

  await enterOn(page, 'b2, empty');
  // The score in words, and the shortcut for Next told with the first line that offers it.
  await expect
    .poll(() => heard(page))
    .toContainEqual('A cell on its own counts 1: your score is 1. Press N for Next.');
  await expect
    .poll(() => readingOrder(page))
    .toEqual(expect.arrayContaining(['line: Scores: you 1, opponent 0.']));
  const order = await readingOrder(page);
  // Next comes right after the line it follows, before the switch and the other buttons.
  const at = order.indexOf('line: A cell on its own counts 1: your score is 1.');
  expect(at).toBeGreaterThanOrEqual(0);
  expect(order.slice(at + 1, at + 3)).toEqual(['line: Scores: you 1, opponent 0.', 'button: Next']);
  expect(order.indexOf('button: Next')).toBeLessThan(order.indexOf('button: Board for screen readers'));

  // N, with the focus on the board: Next is pressed, the opponent moves, and the next ask is heard.
  expect(await focused(page)).toMatch(/^b2, yours/);
  await page.keyboard.press('n');
  await expect
    .poll(() => heard(page), { timeout: 10_000 })
    .toContainEqual(expect.stringMatching(/^Opponent placed a3, /));
  await expect
    .poll(() => heard(page), { timeout: 10_000 })
    .toContainEqual('Press Enter on c2, beside your cell.');
  // In the order it happens: the opponent's turn is said before its move.
  const told = await heard(page);
  const turn = told.findIndex((line) => line.startsWith("The opponent's turn."));
  expect(turn).toBeGreaterThanOrEqual(0);
  expect(turn).toBeLessThan(told.findIndex((line) => line.startsWith('Opponent placed a3, ')));
  await enterOn(page, 'c2, empty');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 3);
  await expect.poll(() => page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(1);
  // Enter on the heading (away from the board and the buttons) presses Next too.
  await page.getByRole('heading', { name: 'Guided game' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 4, null, {
    timeout: 10_000,
  });
  const all = await heard(page);
  // Told once: the log keeps its last lines only, so the first line told (checked above) may have
  // left it; no other line tells the shortcut again.
  const first = 'A cell on its own counts 1: your score is 1. Press N for Next.';
  expect(all.filter((line) => line.includes('Press N for Next') && line !== first)).toEqual([]);
  for (const line of [...all, ...(await mirrorLines(page))]) expect(line).not.toMatch(SIGHT_AND_TOUCH);
  expect(errors).toEqual([]);
  await context.close();
});

test("a11y=1 - the puzzle's lines are read without the board's drawn labels, and with no colour or tap", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&puzzle=5',
    scene: 'puzzle',
  });
  await expect.poll(() => mirrorLines(page)).toContainEqual(expect.stringMatching(/^\d+ moves left$/));
  const lines = await mirrorLines(page);
  expect(lines).toContain('Press Enter on the hexagon you would play.');
  expect(lines.filter((line) => LOOSE_LABEL.test(line))).toEqual([]);
  for (const line of lines) expect(line).not.toMatch(SIGHT_AND_TOUCH);
  // The drawn labels are still on the canvas for sighted players.
  expect(
    (await page.evaluate(() => window.cellDivision.texts())).filter((t) => LOOSE_LABEL.test(t)).length,
  ).toBeGreaterThan(4);
  expect(errors).toEqual([]);
  await context.close();
});
