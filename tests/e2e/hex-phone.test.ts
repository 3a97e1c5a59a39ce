// The hexagonal boards on an upright phone use the width they have (their names on the glass's
// rim): the 37-hexagon board's cells are a finger wide (44 CSS px), the 61-hexagon board's 40 CSS
// px, so a single tap places on both, with no aim and Place. At 3× the 61-hexagon board's cells are
// a hair under one tap's 40 px: a press shows the board magnified above the finger (slid, placed on
// release), its magnifier over no score; a quick tap in a hexagon's middle places at once, one on
// the side two free hexagons share asks first (aims), and a second tap places.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';
import { fingerOn, quickTapSquare } from './finger.ts';
import { overlaps } from './boxes.ts';

const browser = useChromium();

test.each([
  [390, 844, 3, 'hex:4', 44],
  [390, 844, 2, 'hex:4', 44],
  [390, 844, 1, 'hex:5', 40],
])(
  '%i×%i at %ix, %s: cells at least %i CSS px, a single tap places',
  async (width, height, dpr, id, least) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr,
      touch: true,
      query: `layout=${id}&p1=human&p2=medium`,
      scene: 'board',
    });
    await settle(page);
    const [a1, b1] = await page.evaluate(() => ['a1', 'b1'].map((n) => window.cellDivision.square(n)!));
    // Neighbours' centres one cell apart: the cell's width across its flat sides.
    expect(b1!.x - a1!.x).toBeGreaterThanOrEqual(least);
    const labels = (await page.evaluate(() => window.cellDivision.boardLabels()))!;
    for (const l of labels)
      expect(l.x >= 0 && l.x + l.width <= width, `label ${l.text} at ${l.x}`).toBe(true);
    await tapSquare(page, 'd4');
    await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 1, null, { timeout: 5000 });
    expect((await page.evaluate(() => window.cellDivision.state()!)).moves[0]).toBe('d4');
    await settle(page);
    await shot(page, `hex-phone-${id.replace(':', '')}-${width}x${height}-${dpr}x`);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('390×844 at 3x, hex:5: press, slide and release place in one gesture, the magnifier over no score; a quick tap in a middle places, one on a shared side asks and a second places', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 3,
    touch: true,
    query: 'layout=hex:5&p1=human&p2=medium',
    scene: 'board',
  });
  await settle(page);
  const at = (n: string) => page.evaluate((name) => window.cellDivision.square(name)!, n);
  const [a1, b1] = [await at('a1'), await at('b1')];
  const size = b1.x - a1.x;
  expect(size, 'the cells are under one tap’s 40 CSS px').toBeLessThan(40);
  const finger = await fingerOn(page);
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) => {
    await finger(type, p);
    await page.waitForTimeout(60);
  };
  const aimed = (n: string | null) =>
    page.waitForFunction((name) => window.cellDivision.state()!.aimed === name, n, { timeout: 10_000 });
  // The top row: the magnifier cannot stand straight above the finger without covering the opponent's score.
  await touch('touchStart', await at('e9'));
  await aimed('e9');
  await touch('touchMove', await at('d8'));
  await aimed('d8');
  const magnifier = (await page.evaluate(() => window.cellDivision.controls())).find(
    (c) => c.id === 'aim:place',
  )!;
  const panels = (await page.evaluate(() => window.cellDivision.scorePanels()))!;
  expect(panels.length).toBe(2);
  for (const p of panels) expect(overlaps(magnifier, p), 'the magnifier covers a score').toBe(false);
  const d8 = await at('d8');
  expect(overlaps(magnifier, { x: d8.x - size / 2, y: d8.y - size / 2, width: size, height: size })).toBe(
    false,
  );
  await shot(page, 'hex-phone-hex5-390x844-3x-magnified');
  expect((await page.evaluate(() => window.cellDivision.state()!)).moves).toEqual([]);
  await touch('touchEnd');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 1, null, { timeout: 5000 });
  expect((await page.evaluate(() => window.cellDivision.state()!)).moves[0]).toBe('d8');
  await aimed(null);
  // After the reply, a quick tap in a free hexagon's middle places it at once: one tap.
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 2, null, { timeout: 20_000 });
  const reply = await settle(page);
  expect(reply.moves.length).toBe(2);
  const free = ['e5', 'e4', 'c3'].find((n) => !reply.moves.includes(n))!;
  await quickTapSquare(page, finger, free, 'middle');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 3, null, { timeout: 5000 });
  expect((await page.evaluate(() => window.cellDivision.state()!)).moves[2]).toBe(free);
  // After the next reply, a quick tap on the side two free hexagons share aims at one: nothing placed yet.
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 4, null, { timeout: 20_000 });
  const next = await settle(page);
  const names = ['b2', 'c2', 'b3', 'c3', 'b4', 'c4', 'g6', 'h6', 'g7', 'h7'];
  const pair = [0, 2, 4, 6, 8]
    .map((i) => [names[i]!, names[i + 1]!] as const)
    .find(([a, b]) => !next.moves.includes(a) && !next.moves.includes(b))!;
  const [p, q] = [await at(pair[0]), await at(pair[1])];
  const side = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  await finger('touchStart', side);
  await finger('touchEnd');
  await page.waitForFunction(() => window.cellDivision.state()!.aimed !== null, null, { timeout: 10_000 });
  const aim = (await page.evaluate(() => window.cellDivision.state()!)).aimed!;
  expect(pair).toContain(aim);
  expect((await page.evaluate(() => window.cellDivision.state()!)).moves).toHaveLength(4);
  await shot(page, 'hex-phone-hex5-390x844-3x-edge-tap-aims');
  // A second quick tap on the aimed hexagon places it.
  await quickTapSquare(page, finger, aim);
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 5, null, { timeout: 5000 });
  const after = await page.evaluate(() => window.cellDivision.state()!);
  expect(after.moves[4]).toBe(aim);
  expect(after.aimed).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});

test.each([
  [844, 390],
  [1024, 768],
])('%i×%i, hex:4: the board on the screen, labels inside it', async (width, height) => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width,
    height,
    dpr: 1,
    touch: true,
    query: 'layout=hex:4&p1=human&p2=medium',
    scene: 'board',
  });
  await settle(page);
  const labels = (await page.evaluate(() => window.cellDivision.boardLabels()))!;
  for (const l of labels)
    expect(
      l.x >= 0 && l.x + l.width <= width && l.y >= 0 && l.y + l.height <= height,
      `label ${l.text}`,
    ).toBe(true);
  await shot(page, `hex-phone-${width}x${height}`);
  expect(errors).toEqual([]);
  await context.close();
});
