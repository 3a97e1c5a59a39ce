// Under scoring by connections the board draws a link between each two touching cells of one
// player, so the board shows what the score counts: after each move has landed the links drawn are
// exactly the touching pairs (corners too on squares), each player's links number their score, the
// board drawn again at a phone's size links them still, and a classic game draws none; the results'
// board, the review's board and a puzzle's board link their cells too. Screenshots of a connections
// game mid-way at a tablet and a phone.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, settle, SHOTS } from './harness.ts';
import { parseRules, Position, readSquareName, replayRecord } from '../../src/engine/index.ts';
import { randomGame } from './random-games.ts';
import { CONNECTIONS_SEEN, openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

const links = (page: Page) => page.evaluate(() => window.cellDivision.links());

/** Two people take turns: each square in `names` is tapped in turn and its move waited for until it has landed. */
async function play(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const before = (await settle(page)).moves.length;
    await tapSquare(page, name);
    await page.waitForFunction((n) => window.cellDivision.state()!.landed > n, before, { timeout: 10_000 });
  }
}

/** Each pair of touching squares (side or corner) among a player's squares on a square board, sorted. */
function squarePairs(squares: readonly string[]): string[] {
  const at = (n: string) => ({ col: n.charCodeAt(0), row: Number(n.slice(1)) });
  const pairs: string[] = [];
  for (let i = 0; i < squares.length; i++) {
    for (let j = i + 1; j < squares.length; j++) {
      const a = at(squares[i]!);
      const b = at(squares[j]!);
      if (Math.abs(a.col - b.col) <= 1 && Math.abs(a.row - b.row) <= 1)
        pairs.push([squares[i]!, squares[j]!].sort().join('-'));
    }
  }
  return pairs.sort();
}

const drawnPairs = async (page: Page, player: 1 | 2) =>
  (await links(page))
    .filter((l) => l.player === player)
    .map((l) => [...l.squares].sort().join('-'))
    .sort();

// The pairs linked and their count as the score, on every layout family after every move of
// random games, are the engine's and linkedPairs' (tests/ui/linked-pairs.test.ts); here the board
// draws them as each move lands, on a tablet, and again at a phone's size after the turn restarts it.
test('square:4 by connections: the board links exactly the touching pairs the score counts - 1024x768, then turned to 390x844', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    dpr: 1,
    query: 'layout=square:4/connections&p1=human&p2=human',
    scene: 'board',
    init: CONNECTIONS_SEEN,
  });
  expect(await links(page)).toEqual([]);
  // The first player's a1, b2, a2 all touch (b2 by its corners); the second's d4, c4, d3 too; b4 touches neither's.
  const moves = ['a1', 'd4', 'b2', 'c4', 'a2', 'd3', 'b4'];
  const mine = (player: 1 | 2, made: string[]) => made.filter((_, i) => i % 2 === player - 1);
  for (let n = 1; n <= moves.length; n++) {
    await play(page, [moves[n - 1]!]);
    const s = await settle(page);
    expect(s.moves).toEqual(moves.slice(0, n));
    expect(await drawnPairs(page, 1), `after ${n} moves`).toEqual(squarePairs(mine(1, s.moves)));
    expect(await drawnPairs(page, 2), `after ${n} moves`).toEqual(squarePairs(mine(2, s.moves)));
    expect([(await drawnPairs(page, 1)).length, (await drawnPairs(page, 2)).length]).toEqual(s.scores);
  }
  expect((await settle(page)).scores).toEqual([3, 3]);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/connection-links-square4-1024x768.png` });

  // The phone upright: the board drawn again for it links the same pairs.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => window.innerWidth === 390 && window.cellDivision.laidOut());
  const turned = await settle(page);
  expect(turned.moves).toEqual(moves);
  expect(await drawnPairs(page, 1), 'at 390x844').toEqual(squarePairs(mine(1, moves)));
  expect(await drawnPairs(page, 2), 'at 390x844').toEqual(squarePairs(mine(2, moves)));
  expect(turned.scores).toEqual([3, 3]);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/connection-links-square4-390x844.png` });

  // A classic game with the same cells draws no links.
  expect(await page.evaluate(() => window.cellDivision.openMatch('layout=square:4&p1=human&p2=human'))).toBe(
    true,
  );
  await play(page, moves);
  const classic = await settle(page);
  expect(classic.scoring).toBe('divisions');
  expect(classic.scores[0]).toBeGreaterThan(0);
  expect(await links(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test("hex:4 by connections: each player's links join their own cells and number their score", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    dpr: 1,
    query: 'layout=hex:4/connections&p1=human&p2=human',
    scene: 'board',
    init: CONNECTIONS_SEEN,
  });
  await play(page, ['c3', 'a1', 'd3', 'a2', 'd4', 'b1', 'c4']);
  const s = await settle(page);
  expect(s.scores).toEqual([5, 2]);
  expect([(await drawnPairs(page, 1)).length, (await drawnPairs(page, 2)).length]).toEqual(s.scores);
  // Every link joins two of its player's own cells.
  for (const l of await links(page))
    for (const name of l.squares) expect(s.moves.indexOf(name) % 2, name).toBe(l.player - 1);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/connection-links-hex4-1024x768.png` });
  expect(errors).toEqual([]);
  await context.close();
});

test("square:4 by connections: the final board under the results and the review's board draw the links the score counts", async () => {
  const moves = randomGame('square:4', 3);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    dpr: 1,
    query: `layout=square:4/connections&p1=human&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
    init: CONNECTIONS_SEEN,
  });
  await settle(page);
  await tapSquare(page, moves.at(-1)!);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 30_000 });
  const final = (await page.evaluate(() => window.cellDivision.state()))!;
  expect(final.over).toBe(true);
  expect(final.scores[0] + final.scores[1]).toBeGreaterThan(0);
  expect([(await drawnPairs(page, 1)).length, (await drawnPairs(page, 2)).length]).toEqual(final.scores);

  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'review'), null, {
    timeout: 20_000,
  });
  await tapControl(page, 'review');
  await page.waitForFunction(() => window.cellDivision.review() !== null, null, { timeout: 60_000 });
  const review = (await page.evaluate(() => window.cellDivision.review()))!;
  // The review's board at the move it shows scores as the engine counts that position.
  const p = new Position(parseRules('square:4/connections'));
  for (const name of moves.slice(0, review.shownMove)) {
    const r = readSquareName(p.layout, name);
    if (!('square' in r)) throw new Error(name);
    p.play(r.square);
  }
  expect(p.score(1) + p.score(2)).toBeGreaterThan(0);
  expect(review.links).toEqual([p.score(1), p.score(2)]);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/connection-links-review-1024x768.png` });
  expect(errors).toEqual([]);
  await context.close();
});

test('puzzle 17 (connections): its board links the touching cells its position scores', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    query: 'puzzle=17',
    scene: 'puzzle',
    init: CONNECTIONS_SEEN,
  });
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'puzzle:rules'),
    null,
    { timeout: 20_000 },
  );
  const puzzle = (await page.evaluate(() => window.cellDivision.puzzle()))!;
  const p = replayRecord(puzzle.record);
  expect(p.rules.scoring).toBe('connections');
  expect(p.score(1) + p.score(2)).toBeGreaterThan(0);
  expect([(await drawnPairs(page, 1)).length, (await drawnPairs(page, 2)).length]).toEqual([
    p.score(1),
    p.score(2),
  ]);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/connection-links-puzzle17-390x844.png` });
  expect(errors).toEqual([]);
  await context.close();
});
