// The daily puzzle's three tries in the browser, by touch on a phone: the third wrong try is taken
// back and the answer played out with why, the day kept as played, and the menu's card then says
// the answer was shown and offers the puzzle again. Screenshots on a phone and a tablet.
import { expect, inject, test } from 'vitest';
import { squareName } from '../../src/engine/index.ts';
import { localDay } from '../../src/game/puzzles.ts';
import { puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { newcomersDaily } from '../../src/screens/puzzle/daily-choice.ts';
import { useChromium } from './browser.ts';
import { shot } from './harness.ts';
import { play, puzzleState, waitForWords } from './puzzle-page.ts';
import { CONNECTIONS_SEEN, openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

// Today's puzzle opens at once (no warm-up in front of it); on a loaded machine the whole takes about a minute.
test('daily puzzle - three wrong tries show the answer played out; the menu says so', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    width: 390,
    height: 844,
    dpr: 3,
    init: CONNECTIONS_SEEN,
  });
  const daily = puzzleNumber(newcomersDaily(localDay(new Date())))!;
  const name = (s: number) => squareName(daily.position.layout, s);
  const wrongs = [...daily.values.keys()].filter((s) => s !== daily.answerSquare).slice(0, 3);
  await tapControl(page, 'puzzle');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.daily === true);
  for (const [k, wrong] of wrongs.entries()) {
    await play(page, name(wrong));
    if (k === 2) break;
    await waitForWords(page, k === 0 ? '2 tries left\\.(\\n|$)' : 'one try left\\.');
    expect(await puzzleState(page)).toMatchObject({ state: 'wrong', tries: k + 1 });
    if (k === 1) await shot(page, 'puzzle-wrong-phone');
    await tapControl(page, 'again');
    await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solving');
  }
  // The third: taken back, and the answer placed in its stead.
  await waitForWords(page, 'No tries left: the answer is ');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'shown');
  expect(await puzzleState(page)).toMatchObject({ tries: 3, solved: false, played: [daily.answer] });
  const told = (await page.evaluate(() => window.cellDivision.texts())).find((t) =>
    t.includes('No tries left'),
  )!;
  expect(told.startsWith(name(wrongs[2]!))).toBe(true);
  expect(told).toContain('Today still counts for your streak.');
  await page.waitForTimeout(1500);
  await shot(page, 'puzzle-reveal-phone');
  const kept = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('cell-division:v1:puzzles') ?? '{}'),
  );
  expect(kept[daily.number]).toEqual({ day: localDay(new Date()), tries: 3, solved: false, daily: true });
  // The same on a tablet: the model carries on through the resize.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.waitForFunction(() => innerWidth === 1024 && window.cellDivision.puzzle()?.state === 'shown');
  await page.waitForTimeout(500);
  await shot(page, 'puzzle-reveal-tablet');
  await tapControl(page, 'menu');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await waitForWords(page, '^Answer shown today: a new one tomorrow');
  expect(await page.evaluate(() => window.cellDivision.texts())).toContain('Play again ›');
  await shot(page, 'puzzle-shown-menu-tablet');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => innerWidth === 390 && window.cellDivision?.scene() === 'menu');
  await page.waitForTimeout(500);
  await shot(page, 'puzzle-shown-menu-phone');
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
