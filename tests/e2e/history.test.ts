// The games kept on the device: a game finished on square:3 against Easy is first in the hook's
// history() with its moves, still there after a reload, and the menu's history control lists it and
// opens its replay.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { clickControl, settle, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

test("a game finished against Easy is kept through a reload, and the menu's Your games lists it", async () => {
  const moves = randomGame('square:3', 5);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: `layout=square:3&p1=easy&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  // The page starts with no games kept (warm-start.test.ts); Easy may have played the last move by now.
  // On square:3 the ninth move is Easy's own: it ends the game (a click there would land on the results).
  if (!(await settle(page)).over) {
    const at = (await page.evaluate((n) => window.cellDivision.square(n), moves.at(-1)!))!;
    await page.mouse.click(at.x, at.y);
  }
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 20_000 });
  const scores = (await page.evaluate(() => window.cellDivision.state()))!.scores;
  const kept = await page.evaluate(() => window.cellDivision.history());
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({
    rules: 'square:3',
    players: ['easy', 'human'],
    names: ['Easy', 'You'],
    scores,
    moves,
    counts: true,
  });
  // The test build runs the page's clocks ahead, so only the day is compared.
  expect(Math.abs(kept[0]!.endedAt - Date.now())).toBeLessThan(86_400_000);
  await page.reload();
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  expect(await page.evaluate(() => window.cellDivision.history())).toEqual(kept);
  // The menu's history control opens Your games, the game first: its opponent, result and board.
  await clickControl(page, 'history');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'history', null, { timeout: 10_000 });
  const margin = scores[1] - scores[0];
  const result =
    margin > 0 ? `Won by ${margin}` : margin < 0 ? `Lost by ${-margin}` : `Draw ${scores[1]}–${scores[0]}`;
  const texts = await page.evaluate(() => window.cellDivision.texts());
  expect(texts).toContain('Your games');
  expect(texts).toContain(`Easy · ${result}`);
  expect(texts.some((t) => t.startsWith('Square 3×3 · Today, '))).toBe(true);
  // A tap on the game offers its actions; Replay opens it on the empty board, Next steps to its first move.
  const row = (await page.evaluate(() => window.cellDivision.textBoxes())).find(
    (t) => t.text === `Easy · ${result}`,
  )!;
  await page.mouse.click(row.x + row.width / 2, row.y + row.height / 2);
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'history-replay'),
    null,
    {
      timeout: 10_000,
    },
  );
  // The actions open under the chosen row, not at the foot of the screen: the four in one row just below its title.
  const actions = (await page.evaluate(() => window.cellDivision.controls())).filter((c) =>
    ['history-replay', 'history-review', 'history-retry', 'history-share'].includes(c.id),
  );
  expect(actions).toHaveLength(4);
  for (const a of actions) {
    expect(a.y, `${a.id} under the row`).toBeGreaterThan(row.y + row.height);
    expect(a.y, `${a.id} by the row`).toBeLessThan(row.y + 160);
  }
  await clickControl(page, 'history-replay');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'replay-next'), null, {
    timeout: 10_000,
  });
  expect(await page.evaluate(() => window.cellDivision.texts())).toContain(
    `The empty board · ${moves.length} moves to replay`,
  );
  await clickControl(page, 'replay-next');
  await page.waitForFunction(
    (line) => window.cellDivision.texts().includes(line),
    `Move 1 of ${moves.length}: Easy played ${moves[0]}`,
    { timeout: 10_000 },
  );
  await shot(page, 'history-replay');
  await clickControl(page, 'replay-back');
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'history-review'),
    null,
    {
      timeout: 10_000,
    },
  );
  await clickControl(page, 'history:menu');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 10_000 });
  expect(errors).toEqual([]);
  await context.close();
}, 90_000);

test("a kept game's Share, Review and Retry worst move from Your games", async () => {
  // A loss on square:4 (tests/screens/review/review.test.ts reviews it): the person is player 2.
  const moves = [
    'd4',
    'a4',
    'c1',
    'a2',
    'c3',
    'd2',
    'b1',
    'a1',
    'c4',
    'd3',
    'c2',
    'b4',
    'a3',
    'd1',
    'b3',
    'b2',
  ];
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: `layout=square:4&p1=easy&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  await settle(page);
  // The last move is played as the hint showed it: the review reopened from Your games says so.
  await clickControl(page, 'hint');
  await page.waitForFunction(
    () =>
      window.cellDivision.hint() !== null ||
      window.cellDivision.controls().some((c) => c.id === 'confirm:yes'),
    null,
    { timeout: 30_000 },
  );
  if ((await page.evaluate(() => window.cellDivision.hint())) === null) {
    await clickControl(page, 'confirm:yes');
    await page.waitForFunction(() => window.cellDivision.hint() !== null, null, { timeout: 30_000 });
  }
  const at = (await page.evaluate((n) => window.cellDivision.square(n), moves.at(-1)!))!;
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 20_000 });
  // The game started afresh on this page as a page load would, over the storage it left (the hook's
  // startAfresh): a game kept through a real reload is the first test's.
  const openRow = async () => {
    await page.evaluate(() => {
      window.cellDivision.rest();
      window.cellDivision.startAfresh('?fast');
    });
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
    await clickControl(page, 'history');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'history', null, { timeout: 10_000 });
    // Enter chooses the first game, as a tap on it would; its actions show.
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => window.cellDivision.controls().some((c) => c.id === 'history-share'),
      null,
      { timeout: 10_000 },
    );
  };
  await openRow();
  // Share hands on a link that opens the game at its last move.
  await clickControl(page, 'history-share');
  await page.waitForFunction(() => window.cellDivision.lastShared() !== null, null, { timeout: 10_000 });
  const link = new URL((await page.evaluate(() => window.cellDivision.lastShared()))!);
  expect(link.searchParams.get('layout') ?? link.search).toContain('square:4');
  // Review opens the kept game's review, every move reviewed.
  await clickControl(page, 'history-review');
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, { timeout: 60_000 });
  const review = (await page.evaluate(() => window.cellDivision.review()))!;
  expect(review.moves.map((m) => m.move)).toEqual(moves);
  const mine = review.moves.filter((m) => m.index % 2 === 1);
  const worst = mine.reduce((a, b) => (b.cost > a.cost ? b : a));
  // Opened on the last move, the one the hint showed: said so, as the results' review says it.
  expect(review.line).toMatch(/^16\. You: b2\. The hint showed b2\./);
  await shot(page, 'history-review');
  // Retry worst move: the board at the person's costliest move, theirs to play again.
  await openRow();
  await clickControl(page, 'history-retry');
  await page.waitForFunction(
    (n) => window.cellDivision.scene() === 'board' && window.cellDivision.state()?.moves.length === n,
    worst.index,
    { timeout: 60_000 },
  );
  expect((await page.evaluate(() => window.cellDivision.state()))!.toMove).toBe(2);
  await shot(page, 'history-retry');
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);
