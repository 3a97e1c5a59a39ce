// Rules as data in the game: the end of a hexagonal game by touch against Hard with scoring by
// connections (its whole game is played on the match in Node, tests/screens/game/whole-games.test.ts),
// and a square game with connection scoring by mouse. Every score shown is checked
// against the engine replaying the moves under the match's rules id, and screenshots are kept of
// the hex board, a division along hex cuts and the results. The how-to-play's hex demo after the
// square one is tested in Node (tests/screens/tutorial/how-to-play-demo.test.ts), the keyboard's
// steps on a hexagonal board too (tests/screens/game/cursor-hex.test.ts).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { replayRecord, squareName } from '../../src/engine/index.ts';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { clickControl, clickSquare, settle, shot, openGame, KEEP_SHOTS } from './harness.ts';
import { openScreen, savedSettings, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

/** Plays the person's moves with `tap` until the game ends, checking the scores after each. */
async function playOut(
  page: Page,
  tap: (name: string) => Promise<void>,
  onMove?: (n: number) => Promise<void>,
): Promise<string> {
  let s = await settle(page);
  const person = s.players.indexOf('human') + 1;
  let seed = 777;
  while (!s.over) {
    const before = replayRecord([s.rules, ...s.moves].join(' '));
    if (s.toMove === person) {
      const legal = before.legalMoveList();
      seed = (seed * 1103515245 + 12345) >>> 0;
      await tap(squareName(before.layout, legal[seed % legal.length]!));
      await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, s.moves.length);
      await onMove?.(s.moves.length + 1);
    } else {
      await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, s.moves.length, {
        timeout: 60_000,
      });
    }
    s = await settle(page, 60_000);
    const engine = replayRecord([s.rules, ...s.moves].join(' '));
    expect(s.shown).toEqual([engine.score(1), engine.score(2)]);
    expect(s.scores).toEqual([engine.score(1), engine.score(2)]);
  }
  return s.rules;
}

// Against Hard, not the expert: the expert thinks a second or more a move (its search in the browser
// is expert.test.ts's). The settings start the game from the menu; the hook then opens it 13 moves
// before a random game's end (61 squares, 48 moves in: the person's turn), and the person plays out
// their half by touch.
const HEX_NEAR_END = randomGame('hex:5', 5).slice(0, 48);

test('hexagon, 5 per side, scoring by connections - the end of a game by touch against Hard', async () => {
  const settings = {
    ...DEFAULT_SETTINGS,
    family: 'hex',
    opponent: 'hard',
    first: 'you',
    scoring: 'connections',
    connectionsShown: true,
    layouts: { ...DEFAULT_SETTINGS.layouts, hex: 'hex:5' },
  };
  const { page, errors, outside, context } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    touch: true,
    init: savedSettings(settings),
  });
  await tapControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  const started = await settle(page);
  expect(started.rules).toBe('hex:5/connections');
  expect(started.players).toEqual(['human', 'hard']);
  const link = `layout=hex:5/connections&p1=human&p2=hard&moves=${HEX_NEAR_END.join('.')}`;
  expect(await page.evaluate((q) => window.cellDivision.openMatch(q), link)).toBe(true);
  expect((await settle(page)).moves).toEqual(HEX_NEAR_END);
  let shotTaken = false;
  const rules = await playOut(
    page,
    (name) => tapSquare(page, name),
    async () => {
      if (!shotTaken) await shot(page, 'hex-board-tablet');
      shotTaken = true;
    },
  );
  expect(rules).toBe('hex:5/connections');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 10_000 });
  if (KEEP_SHOTS) await page.waitForTimeout(600);
  await shot(page, 'hex-results-tablet');
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
  await context.close();
});

test('a division on a hexagonal board pinches along the hex cut (frames of the animation)', async () => {
  // Without ?fast's short animations: a link opens the board at a position where c3 joins two cells.
  const context = await browser().newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`${inject('gameUrl')}?layout=hex:3&p1=human&p2=human&moves=b3.a1.d3.e5`);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 30_000 });
  await settle(page);
  await tapSquare(page, 'c3');
  for (const ms of [120, 260, 420]) {
    if (KEEP_SHOTS) await page.waitForTimeout(ms === 120 ? 120 : 140);
    await shot(page, `hex-division-${ms}ms`);
  }
  const s = await settle(page);
  const engine = replayRecord([s.rules, ...s.moves].join(' '));
  expect(s.moves).toEqual(['b3', 'a1', 'd3', 'e5', 'c3']);
  // c3 joins b3 and d3 on the − axis: three green cells in a row, each cut once (2 + 2 + 2).
  expect(engine.score(1)).toBe(6);
  expect(s.shown).toEqual([6, 2]);
  await context.close();
});

test('square board scored by connections - a whole game by mouse against hard', async () => {
  const settings = {
    ...DEFAULT_SETTINGS,
    family: 'square',
    opponent: 'hard',
    first: 'opponent',
    scoring: 'connections',
    connectionsShown: true,
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' },
  };
  const { page, errors } = await openGame(browser(), inject('gameUrl'), settings);
  await clickControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  expect(await playOut(page, (name) => clickSquare(page, name))).toBe('square:4/connections');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 10_000 });
  if (KEEP_SHOTS) await page.waitForTimeout(600);
  await shot(page, 'connections-results');
  expect(errors).toEqual([]);
  await page.close();
});
