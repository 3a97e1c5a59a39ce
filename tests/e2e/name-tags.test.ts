// On a hexagonal board the squares the review's line names carry their names on the board (which
// squares is decided in Node, tests/screens/game/named-squares.test.ts): a phone on its side, a
// hexagon 3 a side played to its end, the review at its last move.
import { expect, inject, test } from 'vitest';
import { parseLayout, squareName } from '../../src/engine/index.ts';
import { namedSquares } from '../../src/screens/game/named-squares.ts';
import { useChromium } from './browser.ts';
import { shot } from './harness.ts';
import { openReviewedGame } from './review-trip.ts';

const browser = useChromium();

test("the review's line names hexagons, and the board shows those names on them", async () => {
  const { context, page, errors } = await openReviewedGame(
    browser(),
    inject('gameUrl'),
    { width: 844, height: 390 },
    'hex:3',
    7,
  );
  // The line the review shows (it may lead with "Key moment: …"; a chip "16. Easy e5" is not it).
  const line = (await page.evaluate(() => window.cellDivision.review()))!.line;
  const layout = parseLayout('hex:3');
  const named = namedSquares(line, layout).map((s) => squareName(layout, s));
  expect(named.length, line).toBeGreaterThan(0);
  // Each name drawn on the review's board (the rim's labels are a letter or a number; the line is a sentence).
  const board = (await page.evaluate(() => window.cellDivision.review()))!.boardBox;
  const onBoard = (await page.evaluate(() => window.cellDivision.textBoxes())).filter(
    (t) =>
      t.x + t.width / 2 > board.x &&
      t.x + t.width / 2 < board.x + board.width &&
      t.y + t.height / 2 > board.y &&
      t.y + t.height / 2 < board.y + board.height,
  );
  for (const name of named)
    expect(
      onBoard.map((t) => t.text),
      name,
    ).toContain(name);
  await shot(page, 'name-tags-review-844x390');
  expect(errors).toEqual([]);
  await context.close();
});
