// A player coming back after a close loss: the menu's today card greets them and offers the rematch,
// and one tap on it (a finger, on an upright phone) starts that game: the same board and opponent.
// Which next thing is offered is tested in Node (tests/screens/menu/comeback.test.ts).
import { expect, inject, test } from 'vitest';
import { HISTORY_KEY, keepGame } from '../../src/game/game-history.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../src/game/storage.ts';
import { personGame, randomGame } from '../screens/history/history-rig.ts';
import { useChromium } from './browser.ts';
import { shot, state } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

/** The kept history of one close loss to Medium on the 5-hexagon board, an hour ago. */
function closeLoss(): string {
  let seed = 0;
  let game = randomGame('hex:5', seed);
  while (!(game.scores[1] - game.scores[0] > 0 && game.scores[1] - game.scores[0] <= 3))
    game = randomGame('hex:5', ++seed);
  const storage = new MemoryStorage();
  keepGame(new Store(storage), personGame('hex:5', 'medium', 'loss', Date.now() - 3_600_000, game));
  return storage.getItem(STORAGE_PREFIX + HISTORY_KEY)!;
}

test('after a close loss the today card offers the rematch, and one tap starts it', async () => {
  const history = closeLoss();
  const init = `try { localStorage.setItem(${JSON.stringify(STORAGE_PREFIX + HISTORY_KEY)}, ${JSON.stringify(history)}); } catch { /* the test's fault */ }`;
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
