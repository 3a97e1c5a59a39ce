// The daily puzzle and the guided game played by screen reader (a11y=1), read through Chromium's
// accessibility tree: the same grid of named squares as in a game, a square played by Enter on it,
// the puzzle's verdict and the guided game's lines heard in the log as they come.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { squareName } from '../../src/engine/index.ts';
import { placeWord } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const heard = (page: Page) =>
  page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').allTextContents();
const lastHeard = async (page: Page) => (await heard(page)).at(-1) ?? '';

/** Focuses the element named `name` in `scope` (as the arrow keys or Tab would) and presses Enter on it. */
async function enterOn(page: Page, name: string | RegExp, role: 'button' = 'button'): Promise<void> {
  await page.getByRole(role, { name, exact: typeof name === 'string' }).focus();
  await page.keyboard.press('Enter');
}

test('a11y=1 - the puzzle is a grid of named squares: a wrong square and the right one played by Enter, each verdict heard', async () => {
  const puzzle = puzzleNumber(5)!;
  const layout = puzzle.position.layout;
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&puzzle=5',
    scene: 'puzzle',
  });
  const board = page.getByRole('group', {
    name: new RegExp(
      `^Board, ${layout.size} ${layout.grid === 'hex' ? 'hexagons' : 'squares'}: arrow keys move, Enter plays, S says the score(;|$)`,
    ),
  });
  await expect.poll(() => board.getByRole('button').count()).toBe(layout.size);
  const names = await board.getByRole('button').allTextContents();
  expect(names.every((n) => /^[a-z]\d+, (empty|yours, .+|Opponent's, .+)$/.test(n))).toBe(true);
  expect(names.filter((n) => n.endsWith(', empty'))).toHaveLength(puzzle.position.movesLeft());
  // On a hexagonal board each cell says its neighbours after its name.
  if (layout.grid === 'hex') {
    const centre = [...Array(layout.size).keys()].find(
      (s) => layout.centrality[s] === Math.max(...layout.centrality),
    )!;
    const near = new Set(
      [...Array(layout.directions).keys()]
        .map((d) => layout.neighbour[centre * layout.directions + d]!)
        .filter((n) => n >= 0)
        .map((n) => squareName(layout, n)),
    );
    const said = await board
      .getByRole('button', { name: new RegExp(`^${squareName(layout, centre)}, `) })
      .getAttribute('aria-description');
    expect(said).toMatch(/^Next to /);
    expect(new Set(said!.replace(/^Next to /, '').split(', '))).toEqual(near);
    expect(near.size).toBe(6);
  }
  // The grid has the focus, and the log says what to find.
  await expect.poll(() => focused(page)).toMatch(/^[a-z]\d+, /);
  // The score as it stands is in the opening line.
  const mover = puzzle.position.turn();
  const score = `You ${puzzle.position.score(mover)}, Opponent ${puzzle.position.score(mover === 1 ? 2 : 1)}`;
  expect(await heard(page)).toEqual([
    `Puzzle: ${puzzle.value > 0 ? `Find the best move: it wins by ${puzzle.value}` : 'Find the best move: it saves the draw'}. You are to move, ${puzzle.position.movesLeft()} moves left; the score is ${score}. Choose a ${placeWord(layout.grid)} and press Enter.`,
  ]);

  // A wrong square: the move, then the verdict the screen shows.
  const wrong = squareName(
    layout,
    [...puzzle.values.keys()].find((s) => s !== puzzle.answerSquare)!,
  );
  await enterOn(page, `${wrong}, empty`);
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'wrong');
  await expect
    .poll(() => heard(page), { timeout: 10_000 })
    .toContainEqual(expect.stringMatching(new RegExp(`^You placed ${wrong}, `)));
  const screenWords = () => page.evaluate(() => window.cellDivision.texts());
  await expect
    .poll(async () => (await screenWords()).includes(await lastHeard(page)), { timeout: 10_000 })
    .toBe(true);
  expect(await lastHeard(page)).toContain(wrong);
  // Try again: the move is taken back and the focus is back on the board.
  await enterOn(page, 'Try again');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solving');
  await expect.poll(() => focused(page)).toMatch(/^[a-z]\d+, /);
  await expect
    .poll(() => board.getByRole('button', { name: `${wrong}, empty`, exact: true }).count())
    .toBe(1);

  // The right square: solved, and the verdict heard.
  await enterOn(page, `${puzzle.answer}, empty`);
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solved');
  await expect.poll(() => lastHeard(page), { timeout: 10_000 }).toMatch(/^Right/);
  expect(await lastHeard(page)).toContain(puzzle.answer);
  expect(errors).toEqual([]);
  await context.close();
});

test('a11y=1 - the guided game is a grid of named squares, its lines heard as they change with the square they ask for', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1',
  });
  await enterOn(page, 'How to play');
  await enterOn(page, 'Guided game');
  await page.waitForFunction(() => window.cellDivision.state()?.layout === 'square:3');
  const board = page.getByRole('group', { name: /^Board, 9 squares: arrow keys move, Enter places$/ });
  await expect.poll(() => board.getByRole('button').count()).toBe(9);
  await expect.poll(() => focused(page)).toMatch(/^[a-c][1-3], empty$/);
  await expect.poll(() => heard(page)).toContainEqual('Press Enter on b2 to place your first cell.');

  // A square not asked for is not played: the line that says where to play is heard.
  await enterOn(page, 'a2, empty');
  await expect.poll(() => lastHeard(page)).toBe('Not that one: press Enter on b2.');
  expect((await page.evaluate(() => window.cellDivision.state()))!.moves).toEqual([]);

  // The square asked for, by Enter: played, and the next line heard.
  await enterOn(page, 'b2, empty');
  await expect.poll(() => heard(page)).toContainEqual(expect.stringMatching(/^You placed b2, /));
  await expect.poll(() => lastHeard(page)).toMatch(/counts 1/);
  expect(await board.getByRole('button', { name: /^b2, yours, / }).count()).toBe(1);

  // Next, from the mirror: the opponent's move and the line heard, then the board has the focus to play on.
  await enterOn(page, 'Next');
  await expect
    .poll(() => heard(page), { timeout: 10_000 })
    .toContainEqual(expect.stringMatching(/^Opponent placed a3, /));
  await expect
    .poll(() => heard(page), { timeout: 10_000 })
    .toContainEqual('Press Enter on c2, beside your cell.');
  await expect.poll(() => focused(page), { timeout: 5000 }).toMatch(/^[a-c][1-3], /);
  await enterOn(page, 'c2, empty');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 3);
  // The step's line and the move's are both heard; on a loaded machine the step's may come first.
  await expect.poll(() => heard(page)).toContainEqual(expect.stringMatching(/^You placed c2, /));
  await expect.poll(() => heard(page)).toContainEqual(expect.stringMatching(/split/));
  expect(errors).toEqual([]);
  await context.close();
});
