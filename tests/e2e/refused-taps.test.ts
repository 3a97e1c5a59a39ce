// A tap the board does not take answers at once, by finger and by mouse: a tap on a stem cell
// (review 38: it said nothing) says what a stem cell is, and plays nothing. Which tap says what, the
// shake and the sound are the press model's, in Node (tests/screens/game/refused-answer.test.ts).
import { expect, inject, test } from 'vitest';
import { stemCellWords } from '../../src/words/refused-tap-words.ts';
import { useChromium } from './browser.ts';
import { settle, shot, SOON } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

test.each([
  { name: 'tablet by touch', width: 1024, height: 768, touch: true },
  { name: 'desktop by mouse', width: 1280, height: 720, touch: false },
])('a tap on a stem cell says what it is and plays nothing - $name', async (screen) => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...screen,
    query: 'layout=square:6/stem&p1=human&p2=easy',
    scene: 'board',
    newPage: true,
  });
  await settle(page);
  const at = (await page.evaluate(() => window.cellDivision.square('c3')))!;
  if (screen.touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.notices()), SOON)
    .toContain(stemCellWords('square'));
  await shot(page, `refused-stem-${screen.width}x${screen.height}`);
  expect((await settle(page)).moves).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
