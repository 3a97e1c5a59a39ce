// Best moves in Chromium: the stars stand on one to three best squares and the banner says what
// they give and why (screens/game/best-marks.ts decides it, Node-tested); a square's number comes
// with its preview when the mouse points at it.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { clickControl, twoFrames } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { NEAR_END } from './random-games.ts';

const browser = useChromium();

test('best moves - stars on the best squares, why in the banner, a pointed square says its number', async () => {
  const { page, errors, context } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: NEAR_END,
    scene: 'board',
  });
  await page.waitForFunction(() => {
    const s = window.cellDivision.state();
    return !!s && !s.busy && s.toMove === 1;
  });
  await twoFrames(page);
  await clickControl(page, 'overlay');
  // Medium on 5x5 is ladder step 3, locked on a fresh ladder: Best moves opens without a question.
  await page.waitForFunction(() => (window.cellDivision.overlay()?.marked.length ?? 0) > 0, null, {
    timeout: 60_000,
  });
  const overlay = (await page.evaluate(() => window.cellDivision.overlay()))!;
  expect(overlay.marked.length).toBeLessThanOrEqual(3);
  for (const name of overlay.marked) expect(overlay.best).toContain(name);
  const words = (await page.evaluate(() => window.cellDivision.coachWords()))!;
  const lines = words.split('\n');
  const [head, why] = lines;
  // The best and how the game then ends in one line; last, how to see every square's figure.
  expect(head).toMatch(/\((you win by \d+|you lose by \d+|a draw) with best play\)$/);
  expect(lines.at(-1)).toBe('Tap Best moves again to see every square');
  expect(lines.length).toBeLessThanOrEqual(4);
  // The square's figure is a result ("win by 16"), keyed once in the words beside its "+10 now".
  const top = overlay.values![overlay.marked[0]!]!;
  const figure = top > 0 ? `win by\n${top}` : top < 0 ? `lose by\n${-top}` : 'draw';
  expect(await page.evaluate(() => window.cellDivision.texts())).toContain(figure);
  expect(lines.at(-2)).toBe(`"${figure.replace('\n', ' ')}" on ${overlay.marked[0]} is how the game ends`);
  expect(head).toMatch(new RegExp(`^Best moves?: ${overlay.marked[0]}\\b`));
  expect(why).toMatch(new RegExp(`^${overlay.marked[0]}: `));
  // The mouse on a square that is not marked: its preview ends on its own number with best play.
  const other = Object.keys(overlay.values!).find((n) => !overlay.marked.includes(n))!;
  const at = (await page.evaluate((n) => window.cellDivision.square(n), other))!;
  await page.mouse.move(at.x, at.y);
  await page.waitForFunction(
    (n) => (window.cellDivision.coachWords() ?? '').includes(`With best play after ${n}: `),
    other,
  );
  const margin = overlay.values![other]!;
  const said = (await page.evaluate(() => window.cellDivision.coachWords()))!;
  expect(
    said.endsWith(margin > 0 ? `you win by ${margin}.` : margin < 0 ? `you lose by ${-margin}.` : 'a draw.'),
    said,
  ).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
