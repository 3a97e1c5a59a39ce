// The words around the board, by touch on a phone: Undo says what it took back. (A draw's results
// say who led: tests/screens/results/results-draw.test.ts; the words' rules:
// tests/ui/draw-undo-words.test.ts; the setup page's words are checked on its model: tests/screens/menu.)
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

// The words are checked in CSS pixels' layout, which a dense screen only draws finer; pixel ratio 1
// draws a ninth of a phone's pixels under software WebGL.
const PHONE = { width: 390, height: 844, dpr: 1, tag: '390x844' } as const;

test("Undo says what it took back: the move and the opponent's reply", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...PHONE,
    query: 'layout=square:5&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  await tapSquare(page, 'c3');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
  await settle(page);
  await tapControl(page, 'undo');
  // Every notice shown is kept for the hook: the words are read there, however brief the notice.
  await page.waitForFunction(() => window.cellDivision.notices().length > 0);
  await shot(page, 'undo-notice-390x844');
  expect(await page.evaluate(() => window.cellDivision.notices())).toEqual([
    "Took back your move and Easy's reply.",
  ]);
  expect(errors).toEqual([]);
  await context.close();
});
