// Whole games by pointer on every layout family: every score the HUD shows is checked against the
// engine (replaying the moves), every opponent reply against the engine's choice for that
// opponent, and screenshots are kept of each board mid-game and of the results.
import { expect, inject, test } from 'vitest';
import { createAgent } from '../../src/ai/index.ts';
import { replayRecord, squareName } from '../../src/engine/index.ts';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import {
  clickControl,
  clickSquare,
  controls,
  KEEP_SHOTS,
  openGame,
  pressKey,
  settle,
  shot,
  state,
  twoFrames,
} from './harness.ts';

const browser = useChromium();

/**
 * One whole game by pointer. The other families' whole games (petri:5 against medium, first;
 * flask:6x3 against adaptive) are played on the match in Node (tests/screens/game/whole-games.test.ts),
 * gravity's tap on a column in tests/screens/game/press.test.ts; the beaker is played by keys in
 * keyboard.test.ts. Every opponent's reply is the engine's choice in tests/game/.
 */
const GAMES = [{ family: 'square', layout: 'square:4', opponent: 'hard', first: 'you' }] as const;

test.each(GAMES)(
  'whole game by pointer - $layout against $opponent',
  async ({ family, layout, opponent, first }) => {
    const settings = {
      ...DEFAULT_SETTINGS,
      family,
      opponent,
      first,
      layouts: { ...DEFAULT_SETTINGS.layouts, [family]: layout },
    };
    const { page, errors } = await openGame(browser(), inject('gameUrl'), settings);
    await clickControl(page, 'play');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
    let s = await settle(page);
    const person = s.players.indexOf('human') + 1;
    const opponentId = s.players[2 - person]!;
    expect(opponentId.startsWith(opponent)).toBe(true);
    let seed = 12345;
    let checkedReplies = 0;
    let shotTaken = false;
    while (!s.over) {
      const before = replayRecord([s.layout, ...s.moves].join(' '));
      if (s.toMove === person) {
        const legal = before.legalMoveList();
        seed = (seed * 1103515245 + 12345) >>> 0;
        let target = legal[seed % legal.length]!;
        // Under gravity a tap anywhere in a column plays there: tap the column's top square.
        if (before.layout.gravity) {
          const column = before.layout.columnSquares[before.layout.colOf[target]!]!;
          target = column[column.length - 1]!;
        }
        await clickSquare(page, squareName(before.layout, target));
        await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, s.moves.length);
      } else {
        await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, s.moves.length, {
          timeout: 30_000,
        });
      }
      s = await settle(page);
      // The opponent's reply (the move right after `before`) is the engine's choice for it.
      const replies = s.moves.slice(before.ply);
      for (const [i, move] of replies.entries()) {
        if ((before.ply + i) % 2 === person - 1) continue;
        const at = replayRecord([s.layout, ...s.moves.slice(0, before.ply + i)].join(' '));
        expect(move).toBe(squareName(at.layout, createAgent(opponentId).choose(at).square));
        checkedReplies++;
      }
      const engine = replayRecord([s.layout, ...s.moves].join(' '));
      expect(s.shown).toEqual([engine.score(1), engine.score(2)]);
      expect(s.scores).toEqual([engine.score(1), engine.score(2)]);
      if (!shotTaken && s.moves.length >= engine.totalMoves / 2) {
        await shot(page, `board-${family}`);
        shotTaken = true;
      }
    }
    expect(checkedReplies).toBeGreaterThan(3);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 10_000 });
    if (KEEP_SHOTS) await page.waitForTimeout(600);
    await shot(page, `results-${family}`);
    const ids = (await controls(page)).map((c) => c.id);
    // The rest (Swap who starts, the menu…) are in More's sheet.
    expect(ids).toEqual(expect.arrayContaining(['again', 'more']));
    // The ✕ closes the results to the finished board; a tap on the board leaves them closed (and the
    // board never sees it); the bar's Results brings them back.
    const aside = () =>
      page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'results:back'));
    const back = () =>
      page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'again'));
    await clickControl(page, 'see-board');
    await aside();
    await shot(page, `results-aside-${family}`);
    const tapsBefore = (await page.evaluate(() => window.cellDivision.inputs())).boardTaps;
    const square = await page.evaluate(() => window.cellDivision.square('d4'));
    await page.mouse.click(square!.x, square!.y);
    await twoFrames(page);
    expect((await controls(page)).map((c) => c.id)).toContain('results:back');
    expect((await page.evaluate(() => window.cellDivision.inputs())).boardTaps).toBe(tapsBefore); // the board never saw it
    await clickControl(page, 'results:back');
    await back();
    // By keyboard: Tab onto Play again, Esc closes the results, and Enter then only brings them
    // back: the focused button went out of sight with the panel, so it must not be pressed.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await aside();
    await page.keyboard.press('Enter');
    await back();
    expect(await page.evaluate(() => window.cellDivision.scene())).toBe('results');
    // The results in sight and no button focused: a stray Enter starts nothing (not Play again).
    // The game takes a key on its next frame: four frames on, a Play again would have started.
    await pressKey(page, 'Enter');
    await twoFrames(page);
    expect(await page.evaluate(() => window.cellDivision.scene())).toBe('results');
    // Turning the screen while looking at the board keeps it in view.
    await page.keyboard.press('Escape');
    await aside();
    // Laid out again for each size (the hook's laidOut), not a guess at how long that takes.
    const laidOut = () =>
      page.waitForFunction(() => window.cellDivision.laidOut(), null, { timeout: 20_000 });
    await page.setViewportSize({ width: 800, height: 1100 });
    await laidOut();
    await twoFrames(page);
    await aside();
    await page.setViewportSize({ width: 1280, height: 800 });
    await laidOut();
    await twoFrames(page);
    await page.keyboard.press('Escape');
    await back();
    // Play again starts a fresh board with the same players.
    await clickControl(page, 'again');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
    expect((await state(page)).moves.length).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.close();
  },
);
