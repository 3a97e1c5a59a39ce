// Touch and keyboard on the built game. Fast taps during the opponent's turn and during animations:
// every tap reaches the game once (none lost, none doubled), each accepted tap is exactly one of the
// person's moves, and the scores shown equal the engine's replay of the moves. A keyboard alone
// can start and play a game: arrows move the cursor, Enter places.
import { expect, inject, test } from 'vitest';
import { replayRecord, squareName } from '../../src/engine/index.ts';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, savedSettings, tapControl } from './tablet-page.ts';

const browser = useChromium();

test('fast taps during the opponent turn - one tap is at most one move, no score update lost', async () => {
  const settings = {
    ...DEFAULT_SETTINGS,
    opponent: 'hard',
    first: 'you',
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:6' },
  };
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 768,
    height: 1024,
    init: savedSettings(settings),
  });
  await tapControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  let s = await settle(page);
  let taps = 0;
  for (let round = 0; round < 4; round++) {
    // A burst of taps on empty squares: the first is the move, the rest land during its
    // animation and the opponent's turn (one may land during the reply's animation and wait).
    const position = replayRecord([s.layout, ...s.moves].join(' '));
    const empty = position
      .legalMoveList()
      .slice(round * 3, round * 3 + 6)
      .map((q) => squareName(position.layout, q));
    const points = await page.evaluate((names) => names.map((n) => window.cellDivision.square(n)!), empty);
    for (const p of points) {
      await page.touchscreen.tap(p.x, p.y);
      taps++;
    }
    s = await settle(page);
  }
  // A tap of the last burst may have waited for the reply's animation and play only now: the last
  // state is read once that move too has settled (its score shown).
  s = await settle(page);
  const inputs = await page.evaluate(() => window.cellDivision.inputs());
  expect(inputs.boardTaps).toBe(taps);
  const person = s.players.indexOf('human');
  const personMoves = s.moves.filter((_, i) => i % 2 === person);
  expect(inputs.accepted).toBe(personMoves.length);
  expect(personMoves.length).toBeGreaterThanOrEqual(4);
  expect(inputs.accepted + inputs.refused).toBeLessThanOrEqual(taps);
  const engine = replayRecord([s.layout, ...s.moves].join(' '));
  expect(s.scores).toEqual([engine.score(1), engine.score(2)]);
  expect(s.shown).toEqual(s.scores);
  await shot(page, 'tablet-fast-taps');
  expect(errors).toEqual([]);
  await context.close();
});

test('two people, fast taps - the second tap during the first move animation is the next move', async () => {
  const settings = {
    ...DEFAULT_SETTINGS,
    mode: 'duo',
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' },
  };
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    init: savedSettings(settings),
  });
  await tapControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await settle(page);
  const points = await page.evaluate(() => ['b2', 'c3', 'a1'].map((n) => window.cellDivision.square(n)!));
  for (const p of points.slice(0, 2)) await page.touchscreen.tap(p.x, p.y);
  const s = await settle(page);
  expect(s.moves).toEqual(['b2', 'c3']);
  const engine = replayRecord(['square:4', ...s.moves].join(' '));
  expect(s.shown).toEqual([engine.score(1), engine.score(2)]);
  expect(await page.evaluate(() => window.cellDivision.inputs())).toEqual({
    boardTaps: 2,
    accepted: 2,
    refused: 0,
  });
  expect(errors).toEqual([]);
  await context.close();
});

test('keyboard - Enter starts a game, arrows move the cursor, Enter places; under gravity too', async () => {
  const settings = {
    ...DEFAULT_SETTINGS,
    mode: 'duo',
    family: 'beaker',
    layouts: { ...DEFAULT_SETTINGS.layouts, beaker: 'beaker:4x5' },
  };
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 800,
    touch: false,
    init: savedSettings(settings),
  });
  // The canvas holds focus (as in an itch.io iframe after a click) so keys reach the game.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('CANVAS');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await settle(page);
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1);
  await settle(page);
  await page.keyboard.press('Enter'); // the same column again: lands on top of the first cell
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
  await page.keyboard.press('ArrowRight');
  await settle(page);
  await shot(page, 'tablet-keyboard-cursor');
  await page.keyboard.press('Space');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 3);
  expect((await settle(page)).moves).toEqual(['a1', 'a2', 'b1']);
  // Tab reaches the toolbar; Enter on Undo takes back the last move.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  expect((await settle(page)).moves).toEqual(['a1', 'a2']);
  expect(errors).toEqual([]);
  await context.close();
});
