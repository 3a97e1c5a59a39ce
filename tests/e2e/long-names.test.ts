// Two people, one with a long name, on a phone: the HUD keeps each name on one line (cut with an
// ellipsis) clear of its score, and the results still read whole scores.
import { expect, inject, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { settle, shot, KEEP_SHOTS } from './harness.ts';
import { openScreen, savedSettings, tapSquare } from './tablet-page.ts';

const browser = useChromium();

const people = { names: ['Bartholomew-the-Great', 'Ana'] as [string, string], first: 0 as const };
const tiny = { name: 'Tiny', id: 'custom:2x2:f' };
const boards = `localStorage.setItem('cell-division:v1:boards', ${JSON.stringify(JSON.stringify([tiny]))});`;

test.each([
  [390, 844],
  [844, 390],
])('two people at %ix%i: one-line names in the HUD, whole scores on the results', async (width, height) => {
  const settings = { ...DEFAULT_SETTINGS, mode: 'duo', custom: tiny.id, people };
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width,
    height,
    dpr: 1,
    touch: true,
    init: savedSettings(settings) + boards,
    query: `layout=${tiny.id}&p1=human&p2=human`,
    scene: 'board',
  });
  await settle(page);
  const hud = (await page.evaluate(() => window.cellDivision.hudTexts()))!;
  const [long, short] = hud;
  // Whole where the HUD has the room (the column beside the board on a phone on its side), else cut with an ellipsis.
  expect(long!.name.text).toMatch(/^Bartholomew-the-Great$|^Barth.*…$/);
  expect(short!.name.text).toBe('Ana');
  // One line: the cut name stands no taller than the short one.
  expect(long!.name.height).toBeLessThanOrEqual(short!.name.height * 1.2);
  for (const p of hud) expect(p.name.x + p.name.width).toBeLessThanOrEqual(p.score.x);
  await shot(page, `long-names-board-${width}x${height}`);
  for (const sq of ['a1', 'b1', 'a2', 'b2']) {
    await tapSquare(page, sq);
    await settle(page);
  }
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 20_000 });
  if (KEEP_SHOTS) await page.waitForTimeout(1500);
  await shot(page, `long-names-results-${width}x${height}`);
  expect(errors).toEqual([]);
  await context.close();
});
