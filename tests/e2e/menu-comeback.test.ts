// A player coming back after a close loss in a game of their own: the menu's today card greets them and offers the rematch,
// and one tap on it (a finger, on an upright phone) starts that game: the same board and opponent.
// Which next thing is offered is tested in Node (tests/screens/menu/comeback.test.ts).
import { expect, inject, test } from 'vitest';
import { keepGame } from '../../src/game/game-history.ts';
import { DEFAULT_SETTINGS, saveSettings } from '../../src/game/settings.ts';
import { chooseBoardAndRules } from '../../src/game/solved-board-choice.ts';
import { personGame, randomGame } from '../screens/history/history-rig.ts';
import { useChromium } from './browser.ts';
import { shot, state } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';
import { seededStorage } from './seeded-storage.ts';

const browser = useChromium();

/**
 * A player who chose Medium on the 5-hexagon board (their own game, so the big Play is that game,
 * not a ladder step: over a step the card offers the step, tests/screens/menu/comeback.test.ts) and
 * lost it closely an hour ago.
 */
function closeLoss(): string {
  let seed = 0;
  let game = randomGame('hex:5', seed);
  while (!(game.scores[1] - game.scores[0] > 0 && game.scores[1] - game.scores[0] <= 3))
    game = randomGame('hex:5', ++seed);
  return seededStorage((store) => {
    keepGame(store, personGame('hex:5', 'medium', 'loss', Date.now() - 3_600_000, game));
    const settings = structuredClone(DEFAULT_SETTINGS);
    chooseBoardAndRules(settings, 'hex:5');
    settings.opponent = 'medium';
    saveSettings(store, settings);
  });
}

test('after a close loss the today card offers the rematch, and one tap starts it', async () => {
  const init = closeLoss();
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    init,
  });
  const texts = await page.evaluate(() => window.cellDivision.texts());
  expect(texts.some((t) => /^Rematch Medium: you lost by [1-3]$/.test(t))).toBe(true);
  await shot(page, 'menu-comeback-rematch');
  await tapControl(page, 'today');
  await page.waitForFunction(() => window.cellDivision.scene() === 'board', null, { timeout: 15_000 });
  const s = await state(page);
  expect(s.rules).toBe('hex:5');
  expect(s.players).toEqual(['human', 'medium']);
  expect(errors).toEqual([]);
  await context.close();
});
