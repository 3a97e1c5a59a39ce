// Puzzles in the browser: the daily puzzle opens from the menu, a wrong square is told kindly with
// the reply that punishes it, taken back and still counted after a reload, the right one is
// celebrated and kept in the history (and the menu's card then says it is solved); a puzzle link
// opens its puzzle, and a bad one gets a sentence. Screenshots at desktop, tablet and phone sizes.
import { expect, inject, test } from 'vitest';
import { localDay } from '../../src/game/puzzles.ts';
import { newcomersDaily } from '../../src/screens/puzzle/daily-choice.ts';
import { puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { useChromium } from './browser.ts';
import { clickControl, shot, SOON } from './harness.ts';
import { play, puzzleState, waitForWords } from './puzzle-page.ts';
import { CONNECTIONS_SEEN, openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

test('daily puzzle - opens from the menu, tells a wrong move kindly, then takes the right answer', async () => {
  // The day's puzzle may be scored by connections: this player has seen its picture before.
  const { context, page, errors, outside } = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    width: 1024,
    height: 768,
    init: CONNECTIONS_SEEN,
  });
  await shot(page, 'puzzle-menu-tablet');
  const daily = puzzleNumber(newcomersDaily(localDay(new Date())))!;
  await tapControl(page, 'puzzle');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.daily === true);
  expect(await puzzleState(page)).toMatchObject({
    number: daily.number,
    record: daily.record,
    daily: true,
    state: 'solving',
    tries: 0,
  });
  const texts = await page.evaluate(() => window.cellDivision.texts());
  expect(texts).toContain(
    daily.value > 0
      ? `Find the best move: it wins by ${daily.value}`
      : 'Find the best move: it saves the draw',
  );
  await shot(page, 'puzzle-daily-tablet');

  const [wrongSquare, wrongValue] = [...daily.values].find(([s]) => s !== daily.answerSquare)!;
  const layout = daily.position.layout;
  const { squareName } = await import('../../src/engine/index.ts');
  await play(page, squareName(layout, wrongSquare));
  await waitForWords(page, 'with best play; one move');
  expect(await puzzleState(page)).toMatchObject({ state: 'wrong', tries: 1, solved: false });
  const told = (await page.evaluate(() => window.cellDivision.texts())).find((t) =>
    t.includes('with best play'),
  )!;
  expect(told.startsWith(`Not quite: ${squareName(layout, wrongSquare)}`)).toBe(true);
  expect(told).toContain(
    wrongValue === 0
      ? 'only draws'
      : wrongValue > 0
        ? `wins by only ${wrongValue}`
        : `loses by ${-wrongValue}`,
  );
  // Under it, the other side's best reply that punishes it (drawn faintly on the board too), or,
  // where that reply is the answer's own square, what it scores without naming it, or where the
  // cost comes later, their move further on that hurts (or the player's square that keeps up for
  // now); never a question.
  const wrongName = squareName(layout, wrongSquare);
  expect(told).toMatch(
    new RegExp(
      `\\n(After ${wrongName} (they answer [a-z]+\\d+|their best answer scores \\+\\d+)|After ${wrongName}, later they take|${wrongName} keeps up)`,
    ),
  );
  expect(told).not.toContain('?');
  await shot(page, 'puzzle-wrong-tablet');
  await tapControl(page, 'again');
  await page.waitForFunction(
    () =>
      window.cellDivision.puzzle()?.state === 'solving' && window.cellDivision.puzzle()?.played.length === 0,
  );
  // Leaving and coming back (a reload) keeps the wrong try: the solve below still says so.
  await page.reload();
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', undefined, { timeout: 30_000 });
  await tapControl(page, 'puzzle');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solving');
  expect(await puzzleState(page)).toMatchObject({ number: daily.number, tries: 1, played: [] });
  await play(page, daily.answer);
  await waitForWords(page, '^Right! ');
  expect(await puzzleState(page)).toMatchObject({
    state: 'solved',
    solved: true,
    tries: 1,
    played: [daily.answer],
  });
  expect(
    (await page.evaluate(() => window.cellDivision.texts())).find((t) => t.startsWith('Right!')),
  ).toContain('Solved on your second try: today counts. Streak: 1 day.');
  const kept = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('cell-division:v1:puzzles') ?? '{}'),
  );
  // Solved after a wrong try: a day of the streak, marked as not a first try.
  expect(kept[daily.number]).toEqual({
    day: localDay(new Date()),
    tries: 1,
    solved: true,
    daily: true,
    held: true,
  });
  await shot(page, 'puzzle-solved-tablet');
  // Back on the menu, today's card says it is solved (the today card over it counts the day) and
  // offers it again rather than Solve (a no-break space keeps each "·" with the word before it).
  await tapControl(page, 'menu');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await waitForWords(page, '^Solved today: a new one tomorrow');
  expect(await page.evaluate(() => window.cellDivision.texts())).toContain('Play again ›');
  expect(await page.evaluate(() => window.cellDivision.texts())).not.toContain('Solve ›');
  await shot(page, 'puzzle-solved-menu-tablet');
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test("puzzle link - opens that puzzle on a phone, keeps its buttons' words in one size after a wrong move, and Show answer plays it", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    width: 390,
    height: 844,
    dpr: 1,
    query: 'puzzle=5',
    scene: 'puzzle',
  });
  const puzzle = puzzleNumber(5)!;
  expect(await puzzleState(page)).toMatchObject({ number: 5, record: puzzle.record, state: 'solving' });
  expect(page.url()).not.toContain('puzzle=');
  await shot(page, 'puzzle-link-phone');
  // The bar's words in one size, at least 14 CSS px, before a wrong move and after it, when Try again
  // joins them (the four under a wrong move once were smaller than the three).
  const barSizes = async (ids: string[]) => {
    const bar = (await page.evaluate(() => window.cellDivision.controls()))
      .filter((c) => ids.includes(c.id))
      .map((c) => c.label);
    expect(bar).toHaveLength(ids.length);
    const sizes = (await page.evaluate(() => window.cellDivision.textSizes())).filter((t) =>
      bar.includes(t.text),
    );
    expect(sizes.map((t) => t.text).sort()).toEqual([...bar].sort());
    return sizes.map((t) => t.css);
  };
  const three = await barSizes(['menu', 'share', 'answer']);
  const [wrongSquare] = [...puzzle.values].find(([s]) => s !== puzzle.answerSquare)!;
  const { squareName } = await import('../../src/engine/index.ts');
  await play(page, squareName(puzzle.position.layout, wrongSquare));
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'again'));
  const four = await barSizes(['menu', 'share', 'again', 'answer']);
  expect(
    Math.max(...four, ...three) - Math.min(...four, ...three),
    JSON.stringify({ three, four }),
  ).toBeLessThanOrEqual(0.5);
  expect(Math.min(...four)).toBeGreaterThanOrEqual(14);
  await shot(page, 'puzzle-wrong-phone');
  await tapControl(page, 'again');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solving');
  await tapControl(page, 'answer');
  await waitForWords(page, '^The answer: ');
  expect(await puzzleState(page)).toMatchObject({ state: 'shown', solved: false, played: [puzzle.answer] });
  // The labels beside the board name the answer's column and row.
  const [, column, row] = /^([a-z]+)(\d+)$/.exec(puzzle.answer)!;
  await page
    .waitForFunction(() => window.cellDivision.boardLabels()!.some((l) => l.lit))
    .catch(() => undefined);
  expect(
    (await page.evaluate(() => window.cellDivision.boardLabels()))!
      .filter((l) => l.lit)
      .map((l) => l.text)
      .sort(),
  ).toEqual([column, row].sort());
  await shot(page, 'puzzle-shown-phone');
  await tapControl(page, 'share');
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.lastShared()), SOON)
    .toMatch(/[?&]puzzle=5$/);
  await tapControl(page, 'menu');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await shot(page, 'puzzle-menu-phone');
  expect(errors).toEqual([]);
  await context.close();
});

test("bad puzzle link - a sentence, and today's puzzle instead", async () => {
  // The day's puzzle may be scored by connections: this player has seen its picture before.
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    width: 390,
    height: 844,
    touch: true,
    query: 'puzzle=banana',
    scene: 'puzzle',
    init: CONNECTIONS_SEEN,
  });
  const notices = await page.evaluate(() => window.cellDivision.notices());
  expect(
    notices.some((n) =>
      /^That puzzle link names no puzzle we have \(puzzles go from 1 to \d+\); here is today's puzzle\.$/.test(
        n,
      ),
    ),
  ).toBe(true);
  expect(await puzzleState(page)).toMatchObject({
    number: puzzleNumber(newcomersDaily(localDay(new Date())))!.number,
    daily: true,
  });
  // The sentence stands in the screen's own slot, clear of the title and the lines under it.
  const notice = await page
    .getByRole('status')
    .getByText(/^That puzzle link/)
    .boundingBox();
  const header = (await puzzleState(page))!.words.slice(0, -1).filter((w) => w.text !== '');
  expect(notice).not.toBeNull();
  expect(header.length).toBeGreaterThan(1);
  for (const { box } of header) {
    const apart =
      notice!.y >= box.y + box.height ||
      box.y >= notice!.y + notice!.height ||
      notice!.x >= box.x + box.width ||
      box.x >= notice!.x + notice!.width;
    expect(apart).toBe(true);
  }
  await shot(page, 'puzzle-bad-link-phone');
  await clickControl(page, 'menu');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await shot(page, 'puzzle-menu-phone');
  expect(errors).toEqual([]);
  await context.close();
});
