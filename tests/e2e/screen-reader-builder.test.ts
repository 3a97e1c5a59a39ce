// The builder's grid by screen reader (a11y=1): a toggle button per square, pressed while it is
// playable; arrow keys move, Space and Enter turn a square on or off; the board's facts are said in
// the log once the changes pause (one announcement for quick changes). Read through Chromium's
// accessibility tree.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { pressKey } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { QUIET_MS } from '../../src/ui/builder-facts-teller.ts';

const browser = useChromium();

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const heard = (page: Page) =>
  page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').allTextContents();
const boardId = (page: Page) => page.evaluate(() => window.cellDivision.builderBoard());

test("a11y=1 - the builder's grid is toggle buttons: arrows move, Space and Enter toggle, the facts are heard once the changes pause", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&build=custom:4x4:ffff',
    scene: 'builder',
  });
  const grid = page.getByRole('group', { name: /^Board being built, 4 rows by 4 columns: / });
  await expect.poll(() => grid.getByRole('button').count()).toBe(16);
  expect((await grid.getByRole('button').allTextContents()).slice(0, 6)).toEqual([
    'a4',
    'b4',
    'c4',
    'd4',
    'a3',
    'b3',
  ]);
  const playable = await grid.getByRole('button', { pressed: true }).count();
  const before = await boardId(page);
  expect(await page.evaluate(() => window.cellDivision.builderFacts())).toMatch(
    new RegExp(`^${playable} squares`),
  );

  // Space on c3 turns it off, → moves to d3, Enter turns that off too: quick changes, as the drawn grid shows them.
  const square = (name: string) => grid.getByRole('button', { name, exact: true });
  // When the page had each key (the test's presses can lag under a busy machine).
  // The teller looks once a frame, so the frames' times are kept too: a loaded machine's frame can
  // outlast the pause.
  await page.evaluate(() => {
    const w = window as unknown as { keyTimes: number[]; frameTimes: number[] };
    w.keyTimes = [];
    w.frameTimes = [];
    document.addEventListener('keydown', (e) => w.keyTimes.push(e.timeStamp), true);
    const frame = (t: number) => {
      w.frameTimes.push(t);
      if (w.frameTimes.length < 2000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await square('c3').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await pressKey(page, 'Enter');
  expect(await focused(page)).toBe('d3');
  await expect.poll(() => square('d3').getAttribute('aria-pressed')).toBe('false');
  expect(await square('c3').getAttribute('aria-pressed')).toBe('false');
  expect(await grid.getByRole('button', { pressed: true }).count()).toBe(14);
  expect(await boardId(page)).not.toBe(before);
  await pressKey(page, 'ArrowUp');
  expect(await focused(page)).toBe('d4');
  expect(await square('d4').getAttribute('aria-pressed')).toBe('true');

  // The two quick changes are told once, the board's facts as they are now, with its solved value: in the same
  // line when the solver answered within the pause, otherwise in a line of its own when it does.
  const solvedLine = /Solved: (?:.+|a draw) with best play\.$/;
  await expect.poll(() => heard(page), { timeout: 20_000 }).toContainEqual(expect.stringMatching(solvedLine));
  const told = await heard(page);
  const factsLines = told.filter((line) => /^\d+ squares: /.test(line));
  // One line for the two, unless the page had Enter a pause after Space (the rule in Node:
  // builder-facts-teller.test.ts). The changes are seen on the next frame: near the pause, either.
  const { keyTimes, frameTimes } = await page.evaluate(() => {
    const w = window as unknown as { keyTimes: number[]; frameTimes: number[] };
    return { keyTimes: w.keyTimes, frameTimes: w.frameTimes };
  });
  const [space, , enter] = keyTimes;
  // Each key is seen by the first frame after it; the slack is the longest frame around them.
  const seen = (t: number) => frameTimes.find((f) => f > t) ?? Infinity;
  const gap = seen(enter!) - seen(space!);
  const around = frameTimes.filter((f) => f > space! - 1000 && f < enter! + 1000);
  const FRAME_SLACK = 2 * Math.max(100, ...around.slice(1).map((f, i) => f - around[i]!));
  if (gap < QUIET_MS - FRAME_SLACK) expect(factsLines).toHaveLength(1);
  else if (gap > QUIET_MS + FRAME_SLACK) expect(factsLines).toHaveLength(2);
  else expect([1, 2]).toContain(factsLines.length);
  expect(factsLines.at(-1)).toMatch(/^14 squares: 7 moves each\.( |$)/);
  const solvedNow = /Solved: [^\n]*/.exec(
    (await page.evaluate(() => window.cellDivision.builderFacts()))!,
  )![0];
  expect(told.at(-1)!.endsWith(`${solvedNow}.`)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test("a11y=1 - the builder says the edge, Home and End go to the row's ends, the mirrors are named in words, and the same facts are not said twice in full", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&build=custom:4x4:7fff',
    scene: 'builder',
  });
  const grid = page.getByRole('group', { name: /^Board being built, 4 rows by 4 columns: .*Home and End/ });
  await expect.poll(() => grid.getByRole('button').count()).toBe(16);
  await grid.getByRole('button', { name: 'b3', exact: true }).focus();
  await pressKey(page, 'End');
  expect(await focused(page)).toBe('d3');
  await pressKey(page, 'Home');
  expect(await focused(page)).toBe('a3');
  await pressKey(page, 'Control+End');
  expect(await focused(page)).toBe('d1');
  await pressKey(page, 'ArrowDown');
  expect(await focused(page)).toBe('d1');
  await expect.poll(() => heard(page)).toContain('No square below d1.');

  // Mirrored twice: the first change is told in full, the second (the same facts) briefly.
  expect(await page.getByRole('button', { name: /↔|↕/ }).count()).toBe(0);
  const mirror = page.getByRole('button', { name: /Mirror left to right$/ });
  expect(await page.getByRole('button', { name: /Mirror top to bottom$/ }).count()).toBe(1);
  await mirror.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => heard(page), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/^15 squares: player 1 gets 8 moves/));
  await page.waitForTimeout(1500);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => heard(page), { timeout: 20_000 })
    .toContain('The board changed; its facts are as before.');
  expect((await heard(page)).filter((line) => /^15 squares/.test(line))).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});
