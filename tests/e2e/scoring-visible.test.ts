// Scoring made visible: the HUD counts a move up with its divisions, from the moment the cell has
// landed, never while it is still coming in (screens/game/move-beats.ts); every move's gain floats from the placed cell in the mover's colour; a placed
// cell tells its value on hover or a held finger (which then places nothing); reduced motion keeps
// the numbers still.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { PATTERN_SCORE, readSquareName, replayRecord } from '../../src/engine/index.ts';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { clickControl, clickSquare, openGame, settle, shot, SOON, state, twoFrames } from './harness.ts';
import { openScreen, savedSettings, tapControl } from './tablet-page.ts';

const browser = useChromium();

const BEAKER = {
  ...DEFAULT_SETTINGS,
  family: 'beaker',
  opponent: 'easy',
  first: 'you',
  layouts: { ...DEFAULT_SETTINGS.layouts, beaker: 'beaker:6x7' },
};
type Sample = { moves: string[]; landed: number; split: number; shown: [number, number] | null };

async function startBoard(page: Page): Promise<void> {
  await clickControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await settle(page);
}

test('the HUD counts a move up with its divisions, never ahead of them; each gain floats in its mover colour', async () => {
  const { page, errors } = await openGame(browser(), inject('gameUrl'), BEAKER, { width: 1280, height: 720 });
  await startBoard(page);
  // Every frame, what the board shows: the moves made, the cells landed, the scores the HUD counts to.
  await page.evaluate(() => {
    const w = window as unknown as {
      samples: Sample[];
      seen: Set<string>;
      gainsSeen: { text: string; colour: string; square: string }[];
    };
    w.samples = [];
    w.gainsSeen = [];
    w.seen = new Set();
    const step = () => {
      const s = window.cellDivision.state();
      if (s) w.samples.push({ moves: s.moves, landed: s.landed, split: s.split, shown: s.shown });
      for (const g of window.cellDivision.gains()) {
        const key = `${g.square}${g.text}${g.colour}`;
        if (!w.seen.has(key)) {
          w.seen.add(key);
          w.gainsSeen.push(g);
        }
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  for (const column of ['c', 'c', 'd', 'b']) {
    const before = (await state(page)).moves.length;
    await clickSquare(page, `${column}1`);
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length >= n + 2, before);
    await settle(page);
  }
  const samples = await page.evaluate(() => (window as unknown as { samples: Sample[] }).samples);
  const layout = (await state(page)).layout;
  expect(samples.some((s) => s.landed < s.moves.length)).toBe(true); // frames caught a cell on its way
  // The scores on screen count up to a dividing move's gain, never ahead of it (scores only grow here).
  for (const s of samples) {
    expect(s.split).toBeLessThanOrEqual(s.landed);
    const p = replayRecord([layout, ...s.moves.slice(0, s.split)].join(' '));
    expect(s.shown![0]).toBeLessThanOrEqual(p.score(1));
    expect(s.shown![1]).toBeLessThanOrEqual(p.score(2));
  }
  expect(
    samples.some((s) => {
      const p = replayRecord([layout, ...s.moves.slice(0, s.split)].join(' '));
      return s.shown![0] < p.score(1) || s.shown![1] < p.score(2);
    }),
  ).toBe(true); // frames caught a count-up as the pieces divide
  // One gain per move, at its square, worth what the engine says, in the mover's colour.
  const final = await state(page);
  const gains = await page.evaluate(
    () => (window as unknown as { gainsSeen: { text: string; colour: string; square: string }[] }).gainsSeen,
  );
  expect(gains.length).toBe(final.moves.length);
  final.moves.forEach((square, i) => {
    const before = replayRecord([layout, ...final.moves.slice(0, i)].join(' '));
    const after = replayRecord([layout, ...final.moves.slice(0, i + 1)].join(' '));
    const mover = ((i % 2) + 1) as 1 | 2;
    expect(gains[i]).toMatchObject({ square, text: `+${after.score(mover) - before.score(mover)}` });
  });
  expect(new Set(gains.filter((_, i) => i % 2 === 0).map((g) => g.colour)).size).toBe(1);
  expect(gains[0]!.colour).not.toBe(gains[1]!.colour);
  expect(errors).toEqual([]);
  await page.close();
});

test('a placed cell tells its value on hover; a gain floats on its own cell (screenshots)', async () => {
  const settings = { ...DEFAULT_SETTINGS, family: 'square', opponent: 'easy', first: 'you' };
  // By mouse on the desktop (with the hover's value) and by touch on the phone. The tablet by touch
  // took the phone's path at another size: where a gain floats on any board is gain-on-cell's in Node
  // (tests/ui/gain-on-cell.test.ts), and the finger held on a cell is the tablet's test below.
  for (const screen of [
    { width: 1280, height: 720, touch: false },
    { width: 390, height: 844, touch: true, dpr: 1 },
  ]) {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      init: savedSettings(settings),
    });
    await (screen.touch ? tapControl : clickControl)(page, 'play');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
    await settle(page);
    const tag = `${screen.width}x${screen.height}`;
    for (const turn of [0, 1]) {
      // The person's turn with the board still: a tap while the reply lands is not theirs to make.
      const taken = (await settle(page)).moves;
      // Then next to c3, where it divides (on a square the opponent left free).
      const square =
        turn === 0 ? 'c3' : ['c4', 'd4', 'b4', 'd3', 'b3', 'd2', 'c2', 'b2'].find((q) => !taken.includes(q))!;
      const n = taken.length;
      const at = (await page.evaluate((q) => window.cellDivision.square(q), square))!;
      if (screen.touch) await page.touchscreen.tap(at.x, at.y);
      else await page.mouse.click(at.x, at.y);
      await page.waitForFunction(
        (k) => window.cellDivision.gains().length > 0 && window.cellDivision.state()!.moves.length > k,
        n,
      );
      if (turn === 1) await shot(page, `gain-floating-${tag}`);
      // The gain floats by its own cell (gain-rest.ts): on its square, or where its square has no
      // room beside the count, in the gap at its edge; never over another square's middle, where
      // that square's count stands or an empty square's gain would be read.
      const middles = await page.evaluate(() =>
        ['a', 'b', 'c', 'd', 'e'].flatMap((c) =>
          [1, 2, 3, 4, 5].map((r) => ({ name: `${c}${r}`, at: window.cellDivision.square(`${c}${r}`)! })),
        ),
      );
      for (const g of await page.evaluate(() => window.cellDivision.gains())) {
        const [b, q] = [g.box, g.squareBox!];
        const touches =
          b.x <= q.x + q.width + 2 &&
          b.x + b.width >= q.x - 2 &&
          b.y <= q.y + q.height + 2 &&
          b.y + b.height >= q.y - 2;
        expect(touches, JSON.stringify(g)).toBe(true);
        const half = q.width * 0.15;
        const over = middles.filter(
          (m) =>
            m.name !== g.square &&
            b.x < m.at.x + half &&
            b.x + b.width > m.at.x - half &&
            b.y < m.at.y + half &&
            b.y + b.height > m.at.y - half,
        );
        expect(
          over.map((m) => m.name),
          JSON.stringify(g),
        ).toEqual([]);
      }
      await settle(page);
    }
    if (!screen.touch) {
      const s = await state(page);
      const c3 = (await page.evaluate(() => window.cellDivision.square('c3')))!;
      await page.mouse.move(c3.x + 2, c3.y + 1);
      await page.waitForFunction(() => window.cellDivision.tooltip() !== null);
      const p = replayRecord([s.layout, ...s.moves].join(' '));
      const q = readSquareName(p.layout, 'c3');
      const value = PATTERN_SCORE[p.pattern['square' in q ? q.square : -1]!]!;
      expect(await page.evaluate(() => window.cellDivision.tooltip())).toMatch(
        value === 1
          ? /^1 piece: a lone cell$/
          : new RegExp(`^${value} pieces: split along ${value / 2} lines?$`),
      );
      await shot(page, `cell-value-${tag}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('a finger held on a placed cell shows its value and places nothing on release', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    init: savedSettings(BEAKER),
  });
  await tapControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await settle(page);
  const a1 = (await page.evaluate(() => window.cellDivision.square('a1')))!;
  await page.touchscreen.tap(a1.x, a1.y);
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 2);
  const s = await settle(page);
  const cdp = await context.newCDPSession(page);
  // Held on the placed a1: a tap there would play the column (a2); a hold only asks.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a1.x, y: a1.y }] });
  await page.waitForFunction(() => window.cellDivision.tooltip() !== null);
  expect(await page.evaluate(() => window.cellDivision.tooltip())).toMatch(
    /^(1 piece: a lone cell|\d pieces: split along \d lines?)$/,
  );
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // The release is taken when the tooltip goes; two frames more would show a move it played.
  await expect.poll(() => page.evaluate(() => window.cellDivision.tooltip()), SOON).toBeNull();
  await twoFrames(page);
  expect((await state(page)).moves).toEqual(s.moves);
  expect(errors).toEqual([]);
  await context.close();
});

test('reduced motion: the gain still shows, standing still', async () => {
  const settings = { ...DEFAULT_SETTINGS, family: 'square', opponent: 'easy', first: 'you' };
  const { page, errors } = await openGame(browser(), inject('gameUrl'), settings, {
    width: 1280,
    height: 720,
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startBoard(page);
  // The opponent answers at once at the tests' speed: its gain may float too, so c3's is looked for.
  // Watched from before the click and read in the frame it is seen: a reply landing on the number
  // fades it within a frame or two, sooner than a loaded machine answers a look begun after the click.
  const seenC3 = page.waitForFunction(
    () => window.cellDivision.gains().find((g) => g.square === 'c3') ?? null,
  );
  await clickSquare(page, 'c3');
  const c3 = await seenC3;
  expect(await c3.jsonValue()).toMatchObject({ square: 'c3', text: '+1', rises: false });
  const { moves } = await settle(page);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // A corner the opponent's reply left free: Easy may have answered on any square, a1 too.
  const corner = ['a1', 'e1', 'a5', 'e5'].find((sq) => !moves.includes(sq))!;
  // Watched from before the click: at the tests' speed a rising gain is gone within a few frames.
  const seenCorner = page.waitForFunction(
    (sq) => window.cellDivision.gains().find((g) => g.square === sq) ?? null,
    corner,
  );
  await clickSquare(page, corner);
  const gain = await seenCorner;
  expect(((await gain.jsonValue()) as { rises: boolean }).rises).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});
