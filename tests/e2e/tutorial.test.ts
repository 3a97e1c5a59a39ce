// The guided first game: offered to a new player as the first menu's one big button until played to its end or No thanks, its first four steps on one
// 3×3 board where the board points (a tap elsewhere is not played), the cells dividing and the score
// told, the opponent's turn; "Click" by mouse; opened again from the how-to-play on the board. The
// whole script to the end, its words and scores, is the tutorial model's, tested in Node
// (tests/screens/tutorial/tutorial-model.test.ts).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { clickControl, controls, settle, shot, SOON, state } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

const words = (page: Page) => page.evaluate(() => window.cellDivision.texts().join(' | '));
const waitFor = (page: Page, id: string) =>
  page.waitForFunction((id) => window.cellDivision.controls().some((c) => c.id === id), id, {
    timeout: 20_000,
  });
const next = async (page: Page) => {
  await waitFor(page, 'tutorial:next');
  await tapControl(page, 'tutorial:next');
};

// A newcomer's first menu: the guided game the one big button, "I know how to play" quiet
// under it, the row of places; the big card, the ladder and today's puzzle wait (their layout is
// Node-tested: tests/screens/menu/first-run.test.ts). "I know how to play" brings them in and moves
// no place; a tap on a place reaches it. On the tablet here; the upright phone's is the guided game's test below.
test.each([{ width: 1024, height: 768 }])(
  'first visit: one big Learn with a quiet "I know how to play"; it brings the whole menu in, moves no place and is kept - $width',
  async (screen) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      dpr: 1,
      firstVisit: true,
      scene: 'menu',
    });
    // On the menu's first frame: the offer and the places, nothing else.
    const ids = (await controls(page)).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['tutorial:later', 'tutorial:start', 'help', 'history']));
    for (const held of ['play', 'setup', 'ladder-next', 'puzzle']) expect(ids, held).not.toContain(held);
    const start = (await controls(page)).find((c) => c.id === 'tutorial:start')!;
    const later = (await controls(page)).find((c) => c.id === 'tutorial:later')!;
    expect(start.width * start.height).toBeGreaterThan(2 * later.width * later.height);
    const before = (await controls(page)).filter((c) => !c.id.startsWith('tutorial:'));
    await shot(page, `tutorial-welcome-in-menu-${screen.width}`);
    // A tap on How to play opens it at once: no layer over the menu takes it.
    await tapControl(page, 'help');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'howto:tutorial'));
    await tapControl(page, 'close-help');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'tutorial:later'));
    await tapControl(page, 'tutorial:later');
    await page.waitForFunction(() => !window.cellDivision.controls().some((c) => c.id === 'tutorial:start'));
    // The whole menu, the same four places (menu-model.ts), as large as they were.
    const after = await controls(page);
    for (const c of before)
      expect(
        after.find((a) => a.id === c.id),
        c.id,
      ).toMatchObject({ y: c.y, width: c.width, height: c.height });
    expect(after.map((c) => c.id)).toEqual(
      expect.arrayContaining(['history', 'build', 'play', 'ladder-next']),
    );
    // Kept: the page opened again does not offer it.
    await page.reload();
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'play'));
    expect((await controls(page)).map((c) => c.id)).not.toContain('tutorial:start');
    // A new player's first game is against Easy.
    await tapControl(page, 'play');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
    await page.waitForFunction(() => window.cellDivision.state() !== null);
    expect((await state(page)).players).toEqual(['human', 'easy']);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('first visit: the guided game is offered, its first steps played, and offered again until played to its end', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    firstVisit: true,
    scene: 'menu',
  });
  // One clear pair of answers: no Skip beside a "not now".
  const offer = (await controls(page)).filter((c) => c.id.startsWith('tutorial:'));
  // The offer's words fit a phone's line whole.
  expect(offer.map((c) => c.label).sort()).toEqual(['I know how to play', 'New here? Learn to play']);
  await shot(page, 'tutorial-0-welcome-390x844');
  await tapControl(page, 'tutorial:start');
  await page.waitForFunction(() => window.cellDivision.state()?.layout === 'square:3');
  expect(await words(page)).toMatch(/Tap the glowing square/);
  // Every frame from here on: the opponent's turn told on the card never stands beside "Your turn",
  // and the guided opponent's "thinking" never stands beside "Your turn" (it thinks on its own turn).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { bothTurns: string[] }).bothTurns = seen;
    const look = () => {
      const texts = window.cellDivision.texts();
      const shown = texts.join(' | ');
      if (/opponent's turn/i.test(shown) && /Your turn/.test(shown)) seen.push(shown);
      if (texts.some((t) => /^thinking/.test(t)) && /Your turn/.test(shown)) seen.push(shown);
      if (window.cellDivision.scene() === 'tutorial') requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  // A tap away from the glowing square is not played, and the card says where to tap instead.
  await tapSquare(page, 'a2');
  await expect
    .poll(() => words(page), SOON)
    .toMatch(/Not that one: the glowing square, b2, is to the right\./);
  expect((await settle(page)).moves).toEqual([]);
  await shot(page, 'tutorial-1-wrong-tap-390x844');
  // The step's words come back.
  await page.waitForFunction(
    () => /Tap the glowing square to place/.test(window.cellDivision.texts().join(' ')),
    null,
    { timeout: 5000 },
  );
  await shot(page, 'tutorial-1-tap-here-390x844');
  await tapSquare(page, 'b2');
  await waitFor(page, 'tutorial:next');
  // The opponent's reply waits for the words (the match stays busy): read the state as it stands.
  expect((await state(page)).moves).toEqual(['b2']);
  expect(await words(page)).toMatch(/A cell on its own counts 1/);
  await shot(page, 'tutorial-1-alone-390x844');
  // A tap while the card waits for Next says so.
  await tapSquare(page, 'a3');
  await page.waitForFunction(() => /Press Next to go on/.test(window.cellDivision.texts().join(' ')));
  await next(page);
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
  /** Waits for the card's ask, looks, taps the glowing square and waits for the words on its move. */
  const step = async (ask: RegExp, square: string, told: RegExp, tag: string) => {
    await page.waitForFunction(
      (ask) => new RegExp(ask).test(window.cellDivision.texts().join(' ')),
      ask.source,
      {
        timeout: 20_000,
      },
    );
    await shot(page, `tutorial-${tag}-ask-390x844`);
    await tapSquare(page, square);
    await waitFor(page, 'tutorial:next');
    expect(await words(page)).toMatch(told);
    await shot(page, `tutorial-${tag}-390x844`);
    await next(page);
  };
  await step(
    /Tap the glowing square, beside your cell/,
    'c2',
    /each splits in two: 2 pieces\. You have 4\./,
    '2-touch',
  );
  expect((await state(page)).shown![0]).toBe(4);
  // The card says the opponent's cells split, and its panel shows them split: 2 + 2.
  await page.waitForFunction(() => /it has 4/.test(window.cellDivision.texts().join(' ')), null, {
    timeout: 20_000,
  });
  expect((await state(page)).shown![1]).toBe(4);
  await shot(page, 'tutorial-3-own-colour-390x844');
  await next(page);
  await step(
    /Tap the glowing square a2, left of your first cell/,
    'a2',
    /One line cuts all three: the middle is still 2 pieces\. You have 6\./,
    '4-one-line',
  );
  // Corners touch too, played on the board before the picture draws diagonal cuts and the try-it board counts them.
  await step(
    /Corners touch too: diagonals count\. Tap the glowing square\./,
    'c1',
    /Two lines: 4 pieces \(\+4\)/,
    '5-corner',
  );
  // The line rule's picture over the board, with its words: nothing is played while it is read.
  await page.waitForFunction(
    () => /One cut per line through it/.test(window.cellDivision.texts().join(' ')),
    null,
    {
      timeout: 20_000,
    },
  );
  await shot(page, 'tutorial-4b-more-lines-390x844');
  expect(await words(page)).toMatch(/1 piece.*2 pieces.*4 pieces.*6 pieces/);
  expect((await state(page)).moves).toHaveLength(7);
  await next(page);
  // The try-it board over the guided one: b2 touches more cells, d2 more lines. The trap first: its
  // cuts shown and why in a line, then the better square (both ways in Node: line-trap.test.ts).
  await waitFor(page, 'tutorial:try:b2');
  expect(await words(page)).toMatch(/b2 touches 4 of yours, d2 only 3\. Which makes more lines\? Tap it\./);
  await shot(page, 'tutorial-4c-try-ask-390x844');
  await tapControl(page, 'tutorial:try:b2');
  await expect
    .poll(() => words(page), SOON)
    .toMatch(/a1 and c3 share one line, a3 and c1 another: 2 cuts, \+9/);
  await shot(page, 'tutorial-4c-try-trap-390x844');
  await tapControl(page, 'tutorial:try:d2');
  await expect
    .poll(() => words(page), SOON)
    .toMatch(/d2 has 3 lines: 6 pieces, \+11, not \+9\. Lines count, not cells\./);
  await shot(page, 'tutorial-4c-try-better-390x844');
  // Nothing was played on the guided board meanwhile.
  expect((await state(page)).moves).toHaveLength(7);
  await next(page);
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 8, null, {
    timeout: 20_000,
  });
  expect(await words(page)).not.toMatch(/6 pieces/);
  // Steps 6 and 7 and the end (You 30, the opponent 7; Menu and Play step 1) are the tutorial model's,
  // in Node: tests/screens/tutorial/tutorial-model.test.ts, "seven steps and the line picture on one board".
  expect(await page.evaluate(() => (window as unknown as { bothTurns: string[] }).bothTurns)).toEqual([]);

  // Left before its end: the next visit opens the menu and still offers it, the first menu's one big button.
  await page.reload();
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'help'));
  expect((await controls(page)).map((c) => c.id)).toEqual(
    expect.arrayContaining(['tutorial:start', 'tutorial:later']),
  );
  expect(errors).toEqual([]);
  await context.close();
  // The guided game reads each line on a wall clock (readingMs), here at a fifth of the players' pace
  // (src/screens/tutorial/reading-clock.ts): four steps take some ten seconds.
}, 150_000);

test('the how-to-play opens the guided game from the board, said with "Click" to a mouse; Skip goes back to the game', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'layout=square:5&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  // How to play is in the sheet More opens.
  await clickControl(page, 'help');
  await waitFor(page, 'howto:tutorial');
  await shot(page, 'howto-from-board-1280x720');
  const guided = (await controls(page)).find((c) => c.id === 'howto:tutorial')!;
  await page.mouse.click(guided.x + guided.width / 2, guided.y + guided.height / 2);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'tutorial');
  await page.waitForFunction(() => window.cellDivision.state()?.layout === 'square:3');
  // With a mouse the card says "Click".
  await expect.poll(() => words(page), SOON).toMatch(/Click the glowing square to place your first cell\./);
  await shot(page, 'tutorial-1-tap-here-1280x720');
  // The way out in the top corner says where it leads: back to the game it was opened over.
  const leave = (await controls(page)).find((c) => c.id === 'tutorial:leave')!;
  expect(leave.label).toBe('Back to your game');
  expect(leave.x + leave.width).toBeLessThan(1280 / 2);
  const skip = (await controls(page)).find((c) => c.id === 'tutorial:skip')!;
  await page.mouse.click(skip.x + skip.width / 2, skip.y + skip.height / 2);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  expect((await settle(page)).layout).toBe('square:5');
  expect(errors).toEqual([]);
  await context.close();
});

// On a tablet the card stands beside the board, which takes the height (the card at its foot left
// the 3×3 board 93-px squares); at the players' own pace the opponent's reply comes after its
// panel's thinking cue, as in a real game, not the instant Next is pressed.
test('1024x768, at the players’ pace: the guided board beside the card, squares of 125 px or more; the opponent thinks before its move', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    dpr: 1,
    firstVisit: true,
    fast: false,
    scene: 'menu',
  });
  await tapControl(page, 'tutorial:start');
  await page.waitForFunction(() => window.cellDivision.state()?.layout === 'square:3');
  const [a1, b1] = await page.evaluate(() => ['a1', 'b1'].map((n) => window.cellDivision.square(n)!));
  expect(b1!.x - a1!.x).toBeGreaterThanOrEqual(125);
  await tapSquare(page, 'b2');
  // The opponent's panel thinks while its move is still to come: for Easy's least thinking time, a
  // few frames on a loaded machine, so the page reads the cue and the moves on every frame, in one
  // reading, rather than the test catching both between two of its own.
  await page.evaluate(() => {
    const w = window as unknown as { seen: { cue: boolean; reply: boolean } };
    w.seen = { cue: false, reply: false };
    window.cellDivision.frames(() => {
      const moves = window.cellDivision.state()?.moves.length ?? 0;
      if (moves >= 2) w.seen.reply = true;
      else if (moves === 1 && window.cellDivision.texts().some((t) => /^thinking/.test(t))) w.seen.cue = true;
    });
  });
  await next(page);
  await page.waitForFunction(() => (window as unknown as { seen: { reply: boolean } }).seen.reply, null, {
    timeout: 20_000,
  });
  expect(await page.evaluate(() => (window as unknown as { seen: { cue: boolean } }).seen.cue)).toBe(true);
  await shot(page, 'tutorial-reply-1024x768');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2, null, SOON);
  await page.waitForFunction(() => !window.cellDivision.texts().some((t) => /^thinking/.test(t)), null, SOON);
  expect(errors).toEqual([]);
  await context.close();
});
