// The review's Menu in a browser: on a phone a word button in the title's row, on the screen, a
// finger's size, over no other control and no words; Esc goes back to the results; Menu goes to the
// menu with nothing to resume, without a question (the game is kept in Your games). Screen readers
// find the Menu button by its name in the mirror. When leaving asks (a link's game, not kept), the
// question's words and what leaving stops are the review model's, tested in Node
// (tests/screens/review/review.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { controls, settle, shot, twoFrames } from './harness.ts';
import { randomGame } from './random-games.ts';
import { openScreen, tapControl } from './tablet-page.ts';
import { openReviewedGame, scene, shown } from './review-trip.ts';

const browser = useChromium();

const SCREENS = [{ width: 390, height: 844, dpr: 1, tag: '390x844' }];

type Box = { x: number; y: number; width: number; height: number };
const meet = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
test.each(SCREENS)(
  "the review's Menu goes to the menu without a question (the game is in Your games); Esc goes back to the results - $tag",
  async (screen) => {
    const { context, page, errors } = await openReviewedGame(
      browser(),
      inject('gameUrl'),
      screen,
      'square:4',
      7,
    );
    await twoFrames(page);
    await shot(page, `review-menu-${screen.tag}`);

    // On the screen, a finger's size, over no other control and no words.
    const all = await controls(page);
    const menu = all.find((c) => c.id === 'review:menu')!;
    expect(menu.label).toBe('Menu');
    expect(
      menu.x >= 0 &&
        menu.y >= 0 &&
        menu.x + menu.width <= screen.width &&
        menu.y + menu.height <= screen.height,
      JSON.stringify(menu),
    ).toBe(true);
    expect(Math.min(menu.width, menu.height)).toBeGreaterThanOrEqual(44);
    for (const other of all.filter((c) => c.id !== 'review:menu'))
      expect(meet(menu, other), other.id).toBe(false);
    for (const words of await page.evaluate(() => window.cellDivision.textBoxes()))
      expect(meet(menu, words), words.text).toBe(false);
    // Named on the screen, as every other Menu is.
    expect((await page.evaluate(() => window.cellDivision.textSizes())).some((t) => t.text === 'Menu')).toBe(
      true,
    );

    // Esc: back to the results, as the review's Results button does.
    await page.keyboard.press('Escape');
    await scene(page, 'results');
    await shown(page, 'review');
    await tapControl(page, 'review');
    await scene(page, 'review');
    await shown(page, 'review:menu');

    // The game is kept in Your games, so Menu leaves at once: no question.
    await tapControl(page, 'review:menu');
    await scene(page, 'menu');
    await shown(page, 'play');
    expect((await controls(page)).map((c) => c.id)).not.toContain('resume');
    expect(errors).toEqual([]);
    await context.close();
  },
);

test("a11y=1 - the review's Menu is a named button in the mirror; Enter on it goes to the menu", async () => {
  const moves = randomGame('square:4', 7);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: `a11y=1&layout=square:4&p1=easy&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  await settle(page);
  await page
    .getByRole('group', { name: /^Board, 16 squares/ })
    .getByRole('button', { name: `${moves.at(-1)!}, empty`, exact: true })
    .focus();
  await page.keyboard.press('Enter');
  await scene(page, 'results');
  // The review's one button, on every result.
  await page.getByRole('button', { name: 'Review game', exact: true }).focus();
  await page.keyboard.press('Enter');
  await scene(page, 'review');
  await page
    .getByRole('region', { name: 'Cell Division' })
    .getByRole('button', { name: 'Menu', exact: true })
    .focus();
  // The game is kept in Your games: Menu leaves at once, no dialog.
  await page.keyboard.press('Enter');
  await scene(page, 'menu');
  expect(errors).toEqual([]);
  await context.close();
});
