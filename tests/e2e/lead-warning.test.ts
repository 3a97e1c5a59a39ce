// The warning that a lead may not last, on an upright phone (3×, touch): a 6×6 against Easy where
// the person leads by 26 after 12 moves and best play has Easy ahead. The warning stands in the
// coach's place, under the person's panel, clear of the squares; one tap on it shows the forecast
// bar in this game (the setting for later games untouched) in room kept for it, the board still;
// a move takes it away for the rest of the game. Late, a lead of 8+ best play turns is said in
// figures over the status line at once (tablet, desktop). Its rules are tested in Node
// (tests/screens/game/lead-warning.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';
import { readingMs } from '../../src/words/tutorial-words.ts';
import { TEST_READING_PACE } from '../../src/screens/tutorial/reading-clock.ts';
import { leadWarningWords } from '../../src/words/lead-warning-words.ts';
import { roomAgainst } from '../../src/screens/review/room-to-grow.ts';
import { replayRecord } from '../../src/engine/index.ts';

const browser = useChromium();

const warned = () => window.cellDivision.controls().some((c) => c.id === 'lead-warning');

/** The phone's board after 12 moves where the person leads by 26 and best play has Easy ahead, its warning in sight. */
async function leadShown(screen = { width: 390, height: 844, dpr: 3 }) {
  const moves = 'c4.e5.e3.b2.d3.e2.d4.b5.c3.e4.d5.c5';
  const opened = await openScreen(browser(), inject('gameUrl'), {
    ...screen,
    touch: true,
    query: `layout=square:6&p1=human&p2=easy&moves=${moves}`,
    scene: 'board',
  });
  await settle(opened.page);
  await opened.page.waitForFunction(warned, null, { timeout: 30_000 });
  return opened;
}

test('a lead best play says will go: the warning in the coach place, one tap to the forecast', async () => {
  const { context, page, errors } = await leadShown();
  const warning = (await page.evaluate(() => window.cellDivision.controls())).find(
    (c) => c.id === 'lead-warning',
  )!;
  const a6 = (await page.evaluate(() => window.cellDivision.square('a1')))!;
  const f1 = (await page.evaluate(() => window.cellDivision.square('f1')))!;
  // Under the squares (the bottom row's centre and half a square below it), not over them.
  expect(warning.y).toBeGreaterThan(
    a6.y + (a6.y - (await page.evaluate(() => window.cellDivision.square('a2')))!.y) / 2,
  );
  expect(warning.height).toBeGreaterThanOrEqual(44);
  expect(f1.x).toBeGreaterThan(0);
  await shot(page, 'lead-warning-390x844');
  expect(await page.evaluate(() => window.cellDivision.forecastBar())).toBeNull();
  await tapControl(page, 'lead-warning');
  await page.waitForFunction(() => window.cellDivision.forecastBar() !== null, null, { timeout: 30_000 });
  await settle(page);
  await shot(page, 'lead-warning-forecast-on-390x844');
  // The bar stands in room kept for it: the board has not moved under the finger.
  expect(await page.evaluate(() => window.cellDivision.square('a1'))).toEqual(a6);
  // This game's forecast: the setting that would show it in every later game is not turned on.
  const saved = await page.evaluate(() => localStorage.getItem('cell-division:v1:settings'));
  expect(saved === null ? undefined : JSON.parse(saved).forecast?.solo).not.toBe(true);
  expect(
    (await page.evaluate(() => window.cellDivision.controls())).some((c) => c.id === 'lead-warning'),
  ).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});

// An upright tablet's board takes the height between the status line and the lower panel: the
// warning stands over that panel, whose score the status line also says, clear of every square.
test('an upright tablet: the warning stands under the board, clear of its squares and the bar', async () => {
  const { context, page, errors } = await leadShown({ width: 768, height: 1024, dpr: 2 });
  const shown = await page.evaluate(() => window.cellDivision.controls());
  const warning = shown.find((c) => c.id === 'lead-warning')!;
  const [a1, a2] = await page.evaluate(() => ['a1', 'a2'].map((n) => window.cellDivision.square(n)!));
  await shot(page, 'lead-warning-768x1024');
  expect(warning.y).toBeGreaterThanOrEqual(a1!.y + (a1!.y - a2!.y) / 2);
  const bar = shown.filter((c) => ['undo', 'hint', 'more'].includes(c.id));
  expect(bar.length).toBeGreaterThan(0);
  for (const b of bar) expect(warning.y + warning.height).toBeLessThanOrEqual(b.y);
  expect(warning.height).toBeGreaterThanOrEqual(44);
  expect(errors).toEqual([]);
  await context.close();
});

test('a move takes the warning away, and once read it does not come back in that game', async () => {
  const { context, page, errors } = await leadShown();
  // Its time to be read (a fifth of a player's at the tests' speed): a move sooner leaves it to come again.
  // The words as shown there: with Easy's room to grow counted.
  const room = roomAgainst(replayRecord('square:6 c4 e5 e3 b2 d3 e2 d4 b5 c3 e4 d5 c5'), 1);
  await page.waitForTimeout(readingMs(leadWarningWords('Easy', room)) * TEST_READING_PACE + 300);
  await tapSquare(page, 'a1');
  await page.waitForFunction(() => (window.cellDivision.state()?.moves.length ?? 0) >= 14, null, {
    timeout: 30_000,
  });
  await settle(page);
  expect(await page.evaluate(warned)).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});

// 13 up with 9 to go against Expert on tri:5, a tip standing in the notices' place (a first
// triangle board): the late truth in figures stands over the status line at once, on the tablet
// (touch) and the desktop alike, clear of the squares, and one tap on it shows the forecast bar.
test('late, the truth in figures stands over the status line at once on a tablet and a desktop', async () => {
  const moves = 'a1.e2.e3.d1.d4.f1.d2.c2.f4.f3.d3.f2.e4.g2.b1.h1';
  for (const screen of [
    { width: 1024, height: 768, touch: true, tag: '1024x768' },
    { width: 1280, height: 720, touch: false, tag: '1280x720' },
  ]) {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      query: `layout=tri:5&p1=human&p2=expert&moves=${moves}`,
      scene: 'board',
    });
    await page.waitForFunction(
      () => window.cellDivision.controls().some((c) => c.id === 'lead-truth'),
      null,
      { timeout: 30_000 },
    );
    await settle(page);
    await shot(page, `lead-truth-${screen.tag}`);
    const truth = (await page.evaluate(() => window.cellDivision.controls())).find(
      (c) => c.id === 'lead-truth',
    )!;
    const status = (await page.evaluate(() => window.cellDivision.statusBox()))!;
    // Over the status line, where the score is read, and big enough to tap.
    expect(truth.y).toBeLessThanOrEqual(status.y + status.height / 2);
    expect(truth.y + truth.height).toBeGreaterThanOrEqual(status.y + status.height / 2);
    expect(truth.height).toBeGreaterThanOrEqual(44);
    // Clear of every square of the board.
    const squares = await page.evaluate(() =>
      window.cellDivision.state()!.moves.map((n) => window.cellDivision.square(n)!),
    );
    for (const s of squares)
      expect(
        s.x < truth.x || s.x > truth.x + truth.width || s.y < truth.y || s.y > truth.y + truth.height,
      ).toBe(true);
    expect(await page.evaluate(() => window.cellDivision.forecastBar())).toBeNull();
    if (screen.touch) await tapControl(page, 'lead-truth');
    else await page.mouse.click(truth.x + truth.width / 2, truth.y + truth.height / 2);
    await page.waitForFunction(() => window.cellDivision.forecastBar() !== null, null, { timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  }
});

// a new player (the guided game declined) meets no question before the first real game: the
// forecast stays off against the computer, offered by the warning when a lead may not last.
test('a first real game asks nothing about the forecast: the board is ready for the first move, the bar off', async () => {
  const declined = `localStorage.setItem('cell-division:v1:tutorial', '{"offered":true,"answered":true,"declined":true}');`;
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 2,
    touch: true,
    init: declined,
    query: 'layout=square:5&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  await shot(page, 'first-game-no-question-390x844');
  const ids = await page.evaluate(() => window.cellDivision.controls().map((c) => c.id));
  expect(ids).not.toContain('confirm:yes');
  expect(await page.evaluate(() => window.cellDivision.forecastBar())).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});
