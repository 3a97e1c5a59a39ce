// Squares smaller than a finger, on an upright 3× phone with real touch (CDP touch events, a quick
// tap of 50 ms by the events' own times, finger.ts): on square:12 a quick tap in a square's middle
// places at once; by its edge or on a line it asks first (the magnified square stays with "Tap again to place",
// off the players' panels and the bottom bar, and the first such tap on the device says why), a
// second tap on it places, and Undo takes it back with one tap, told so; a tap on another square
// moves the aim; its ✕ lets go. On tri:10 and the puzzle's ten-column flask a quick tap by an edge asks too; a
// press shows the board magnified above the finger (the lens, framed by the aim's Place bubble: its
// control), over no part of the pressed square, and a slide moves it, the release places there: one
// gesture. The player's "Small squares: place with one tap" (in More's sheet, off by default): turned
// on, one quick tap places on square:12's small squares even by an edge, no aim; the asking lens offers it too (its
// tap turns it on), and a tap anywhere on the lens, its words too, places.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { controls, settle, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { fingerOn as touchOf } from './finger.ts';
import { quickAimTipWords, TAP_AGAIN_WORDS, TAP_ONCE_ON_WORDS } from '../../src/words/press-words.ts';
import { tapOnceLabel } from '../../src/words/board-controls-words.ts';

const browser = useChromium();

/** Square `name`'s middle on the page, or (`edge`) a point by its edge, where a quick tap on small squares asks first. */
const at = (page: Page, name: string, where: 'middle' | 'edge' = 'middle') =>
  page.evaluate(([n, w]) => window.cellDivision.square(n!, w as 'edge')!, [name, where]);
const stateOf = (page: Page) => page.evaluate(() => window.cellDivision.state()!);
const aimedAt = (page: Page, name: string | null) =>
  page.waitForFunction((n) => window.cellDivision.state()!.aimed === n, name, { timeout: 10_000 });

test('square:12 at 390×844, 3x: a tap by an edge asks first, told once why, a second tap places, Undo takes it back in one tap; a tap on a line asks too, a tap elsewhere moves the aim; the ✕ lets go; a tap in a middle places at once', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 3,
    touch: true,
    query: 'layout=square:12&p1=human&p2=human',
    scene: 'board',
  });
  await settle(page);
  const [e5, f5, g5] = [await at(page, 'e5'), await at(page, 'f5'), await at(page, 'g5')];
  expect(f5.x - e5.x, 'the squares are under one tap’s 40 CSS px').toBeLessThan(40);
  const touch = await touchOf(page);
  // One quick tap by e5's edge: it asks, nothing placed, and the device's first such tap says why.
  const e5edge = await at(page, 'e5', 'edge');
  await touch('touchStart', e5edge);
  await touch('touchEnd');
  await aimedAt(page, 'e5');
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.notice()), { timeout: 10_000 })
    .toBe(quickAimTipWords('squares'));
  await settle(page);
  expect((await stateOf(page)).moves).toEqual([]);
  expect((await controls(page)).some((c) => c.id === 'aim:place')).toBe(true);
  await shot(page, 'tap-twice-square12-390x844-middle-asked');
  // The second tap on e5: placed, no aim left.
  await touch('touchStart', e5edge);
  await touch('touchEnd');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1, null, {
    timeout: 10_000,
  });
  expect((await stateOf(page)).moves).toEqual(['e5']);
  expect((await stateOf(page)).aimed).toBeNull();
  await settle(page);
  await shot(page, 'tap-twice-square12-390x844-placed');
  // Undo, one tap: taken back, and said so.
  const undo = (await controls(page)).find((c) => c.id === 'undo')!;
  await touch('touchStart', { x: undo.x + undo.width / 2, y: undo.y + undo.height / 2 });
  await touch('touchEnd');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 0, null, {
    timeout: 10_000,
  });
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.notice()), { timeout: 10_000 })
    .toMatch(/^Took back/);
  await settle(page);
  await shot(page, 'tap-twice-square12-390x844-undone');
  // A quick tap on the line between f5 and g5: it asks, nothing placed, and the tip is not said again.
  const line = { x: (f5.x + g5.x) / 2, y: f5.y };
  await touch('touchStart', line);
  await touch('touchEnd');
  await page.waitForFunction(() => window.cellDivision.state()!.aimed !== null, null, { timeout: 10_000 });
  const asked = (await stateOf(page)).aimed!;
  expect(['f5', 'g5']).toContain(asked);
  await settle(page);
  expect((await stateOf(page)).moves).toEqual([]);
  expect(await page.evaluate(() => window.cellDivision.notice())).not.toBe(quickAimTipWords('squares'));
  const lens = (await controls(page)).find((c) => c.id === 'aim:place');
  expect(lens, 'the magnified square stays after the tap').toBeTruthy();
  expect(lens!.width).toBeGreaterThanOrEqual(140);
  // Off the players' panels and the bottom bar.
  const boxes = await page.evaluate(() => window.cellDivision.controls());
  const bar = boxes.filter((c) => ['undo', 'hint', 'overlay', 'help', 'more'].includes(c.id));
  for (const b of bar) {
    const apart =
      lens!.x + lens!.width <= b.x ||
      b.x + b.width <= lens!.x ||
      lens!.y + lens!.height <= b.y ||
      b.y + b.height <= lens!.y;
    expect(apart, `the lens over ${b.id}`).toBe(true);
  }
  // Its words under it, at a size read at arm's length.
  const words = (await page.evaluate(() => window.cellDivision.textSizes())).find(
    (t) => t.text === TAP_AGAIN_WORDS,
  );
  expect(words?.css).toBeGreaterThanOrEqual(13);
  await shot(page, 'tap-twice-square12-390x844-asked');
  // The second quick tap on the square it asked about: placed.
  const aimedAtPoint = await at(page, asked);
  await touch('touchStart', aimedAtPoint);
  await touch('touchEnd');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1, null, {
    timeout: 10_000,
  });
  expect((await stateOf(page)).moves).toEqual([asked]);
  expect((await stateOf(page)).aimed).toBeNull();
  await settle(page);
  // Asked again on another line, then a tap by c3's edge moves the aim there, then the ✕: the aim goes, nothing placed.
  const [c8, d8] = [await at(page, 'c8'), await at(page, 'd8')];
  await touch('touchStart', { x: (c8.x + d8.x) / 2, y: c8.y });
  await touch('touchEnd');
  await page.waitForFunction(() => window.cellDivision.state()!.aimed !== null, null, { timeout: 10_000 });
  await touch('touchStart', await at(page, 'c3', 'edge'));
  await touch('touchEnd');
  await aimedAt(page, 'c3');
  expect((await stateOf(page)).moves).toEqual([asked]);
  const letGo = (await controls(page)).find((c) => c.id === 'aim:let-go')!;
  expect(letGo, 'the ✕ shows with the aim').toBeTruthy();
  await touch('touchStart', { x: letGo.x + letGo.width / 2, y: letGo.y + letGo.height / 2 });
  await touch('touchEnd');
  await aimedAt(page, null);
  expect((await stateOf(page)).moves).toEqual([asked]);
  // One quick tap in h10's middle, well inside it: placed at once, with no aim and no second tap.
  const taps = (await page.evaluate(() => window.cellDivision.inputs())).boardTaps;
  await touch('touchStart', await at(page, 'h10'));
  await touch('touchEnd');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2, null, {
    timeout: 10_000,
  });
  expect((await stateOf(page)).moves).toEqual([asked, 'h10']);
  expect((await stateOf(page)).aimed).toBeNull();
  expect((await page.evaluate(() => window.cellDivision.inputs())).boardTaps - taps).toBe(1);
  await settle(page);
  await shot(page, 'tap-twice-square12-390x844-middle-placed');
  expect(errors).toEqual([]);
  await context.close();
});

test.each([
  { width: 390, height: 844, tag: '390x844' },
  { width: 844, height: 390, tag: '844x390' },
])(
  'tri:10 at $tag, 3x: a quick tap by a triangle’s edge asks, a second places; a press on a shared edge shows the lens, slid and released it places',
  async (screen) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      dpr: 3,
      touch: true,
      query: 'layout=tri:10&p1=human&p2=human',
      scene: 'board',
    });
    await settle(page);
    const [e5, f5] = [await at(page, 'e5'), await at(page, 'f5')];
    const side = Math.hypot(f5.x - e5.x, f5.y - e5.y) * Math.sqrt(3);
    expect(side, 'the triangles are under one tap’s 40 CSS px').toBeLessThan(40);
    const touch = await touchOf(page);
    // One quick tap by e5's edge asks; a second places, with no aim left behind.
    const e5edge = await at(page, 'e5', 'edge');
    await touch('touchStart', e5edge);
    await touch('touchEnd');
    await aimedAt(page, 'e5');
    expect((await page.evaluate(() => window.cellDivision.state()!)).moves).toEqual([]);
    await touch('touchStart', e5edge);
    await touch('touchEnd');
    await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1, null, {
      timeout: 10_000,
    });
    expect((await page.evaluate(() => window.cellDivision.state()!)).moves).toEqual(['e5']);
    expect((await controls(page)).some((c) => c.id === 'aim:place')).toBe(false);
    await settle(page);
    // A press on the edge d4 and e4 share (halfway between their middles): the lens above the finger.
    const [d4, e4, f4] = [await at(page, 'd4'), await at(page, 'e4'), await at(page, 'f4')];
    const edge = { x: (d4.x + e4.x) / 2, y: (d4.y + e4.y) / 2 };
    await touch('touchStart', edge);
    await page.waitForFunction(() => window.cellDivision.state()!.aimed !== null, null, { timeout: 10_000 });
    const lens = (await controls(page)).find((c) => c.id === 'aim:place')!;
    expect(lens, 'the lens is up while the finger is down').toBeTruthy();
    expect(lens.width).toBeGreaterThanOrEqual(140);
    expect(lens.x).toBeGreaterThanOrEqual(0);
    expect(lens.x + lens.width).toBeLessThanOrEqual(screen.width);
    expect(lens.y).toBeGreaterThanOrEqual(0);
    // Above the finger: its foot higher than the pressed point by more than half a triangle.
    expect(lens.y + lens.height).toBeLessThan(edge.y - side / 4);
    await shot(page, `tap-twice-tri10-${screen.tag}-lens`);
    // Slid onto f4 and released there: placed on f4.
    await touch('touchMove', f4);
    await page.waitForFunction(() => window.cellDivision.state()!.aimed === 'f4', null, { timeout: 10_000 });
    await shot(page, `tap-twice-tri10-${screen.tag}-lens-slid`);
    await touch('touchEnd');
    await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2, null, {
      timeout: 10_000,
    });
    expect((await page.evaluate(() => window.cellDivision.state()!)).moves).toEqual(['e5', 'f4']);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('the daily puzzle’s ten-column flask at 390×844, 3x: a press on a shared side shows the lens; a quick tap by a column’s side asks, a second plays it', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 3,
    touch: true,
    query: 'puzzle=64',
    scene: 'puzzle',
  });
  await page.waitForFunction(() => window.cellDivision.puzzle() !== null);
  const [a1, b1] = [await at(page, 'a1'), await at(page, 'b1')];
  expect(b1.x - a1.x, 'the flask’s squares are under one tap’s 40 CSS px').toBeLessThan(40);
  const touch = await touchOf(page);
  // A press held on a square's edge first: the lens, for the picture; slid off the board, nothing.
  // Puzzle 64's columns e and f are full; b and c are not, so the side they share is a shared edge.
  const c1 = await at(page, 'c1');
  await touch('touchStart', { x: (b1.x + c1.x) / 2, y: b1.y });
  const lensUp = () => page.evaluate(() => window.cellDivision.controls().some((c) => c.id === 'aim:place'));
  await expect.poll(lensUp, { timeout: 10_000 }).toBe(true);
  await shot(page, 'tap-twice-puzzle64-390x844-lens');
  await touch('touchMove', { x: b1.x, y: b1.y + 200 });
  await touch('touchEnd');
  await expect.poll(lensUp, { timeout: 10_000 }).toBe(false);
  expect((await page.evaluate(() => window.cellDivision.puzzle()!)).played).toEqual([]);
  // One quick tap by b1's side asks; a second plays it.
  const b1edge = await at(page, 'b1', 'edge');
  await touch('touchStart', b1edge);
  await touch('touchEnd');
  await expect.poll(lensUp, { timeout: 10_000 }).toBe(true);
  expect((await page.evaluate(() => window.cellDivision.puzzle()!)).played).toEqual([]);
  await touch('touchStart', b1edge);
  await touch('touchEnd');
  await page.waitForFunction(() => window.cellDivision.puzzle()!.played.length >= 1, null, {
    timeout: 10_000,
  });
  expect((await page.evaluate(() => window.cellDivision.puzzle()!)).played[0]).toBe('b1');
  await shot(page, 'tap-twice-puzzle64-390x844-played');
  expect(errors).toEqual([]);
  await context.close();
});

/** Square 12×12 for two people on a 390×844 phone at 2x: squares under one tap's 40 CSS px. */
const twoPeopleOnTwelve = () =>
  openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 2,
    touch: true,
    query: 'layout=square:12&p1=human&p2=human',
    scene: 'board',
  });

test('square:12 at 390×844, 2x: More offers "Small squares: place with one tap", Off; a tap turns it On and keeps it, and then one quick tap places, no aim', async () => {
  const { context, page, errors } = await twoPeopleOnTwelve();
  await settle(page);
  const touch = await touchOf(page);
  const tapOn = async (id: string) => {
    const c = (await controls(page)).find((b) => b.id === id)!;
    await touch('touchStart', { x: c.x + c.width / 2, y: c.y + c.height / 2 });
    await touch('touchEnd');
  };
  const toggle = async () => (await controls(page)).find((c) => c.id === 'tap-once')?.label ?? null;
  await tapOn('more');
  await expect.poll(toggle, { timeout: 10_000 }).toBe(tapOnceLabel(false));
  await settle(page);
  await shot(page, 'tap-once-sheet-390x844-off');
  // A tap on it steps it, the sheet stays open, and the choice is kept on the device.
  await tapOn('tap-once');
  await expect.poll(toggle, { timeout: 10_000 }).toBe(tapOnceLabel(true));
  const kept = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cell-division:v1:settings') ?? '{}').tapOnce,
  );
  expect(kept).toBe(true);
  await settle(page);
  await shot(page, 'tap-once-sheet-390x844-on');
  await tapOn('sheet:close');
  await expect.poll(toggle, { timeout: 10_000 }).toBeNull();
  // One quick tap by e5's edge (under one tap's 40 CSS px), where it would ask: placed at once.
  const [e5, f5] = [await at(page, 'e5'), await at(page, 'f5')];
  expect(f5.x - e5.x).toBeLessThan(40);
  await touch('touchStart', await at(page, 'e5', 'edge'));
  await touch('touchEnd');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1, null, {
    timeout: 10_000,
  });
  expect((await stateOf(page)).moves).toEqual(['e5']);
  expect((await stateOf(page)).aimed).toBeNull();
  await settle(page);
  await shot(page, 'tap-once-square12-390x844-placed');
  expect(errors).toEqual([]);
  await context.close();
});

test('square:12 at 390×844, 2x: a tap on the asking lens’s words places; the lens offers "Place with one tap", whose tap turns it on, and one quick tap then places', async () => {
  const { context, page, errors } = await twoPeopleOnTwelve();
  await settle(page);
  const touch = await touchOf(page);
  const control = async (id: string) => (await controls(page)).find((c) => c.id === id) ?? null;
  // A quick tap by e5's edge asks; a tap on the lens's "Tap again to place", low at its right, places e5.
  await touch('touchStart', await at(page, 'e5', 'edge'));
  await touch('touchEnd');
  await aimedAt(page, 'e5');
  await settle(page);
  const lens = (await control('aim:place'))!;
  const offer = (await control('aim:one-tap'))!;
  expect(offer, 'the lens offers one-tap placing').toBeTruthy();
  expect(offer.y).toBeGreaterThan(lens.y);
  expect(offer.y + offer.height).toBeLessThanOrEqual(lens.y + lens.height + 1);
  await shot(page, 'tap-once-offer-390x844-asked');
  await touch('touchStart', { x: lens.x + lens.width * 0.85, y: offer.y - 12 });
  await touch('touchEnd');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1, null, {
    timeout: 10_000,
  });
  expect((await stateOf(page)).moves).toEqual(['e5']);
  await settle(page);
  // The next ask offers it again; its tap turns one-tap placing on and keeps it, the aim on f9 stays.
  await touch('touchStart', await at(page, 'f9', 'edge'));
  await touch('touchEnd');
  await aimedAt(page, 'f9');
  await expect.poll(() => control('aim:one-tap'), { timeout: 10_000 }).toBeTruthy();
  const button = (await control('aim:one-tap'))!;
  await touch('touchStart', { x: button.x + button.width / 2, y: button.y + button.height / 2 });
  await touch('touchEnd');
  await expect
    .poll(
      () =>
        page.evaluate(() => JSON.parse(localStorage.getItem('cell-division:v1:settings') ?? '{}').tapOnce),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
  await expect.poll(() => control('aim:one-tap'), { timeout: 10_000 }).toBeNull();
  expect((await stateOf(page)).moves).toEqual(['e5']);
  expect((await stateOf(page)).aimed).toBe('f9');
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.notice()), { timeout: 10_000 })
    .toBe(TAP_ONCE_ON_WORDS);
  await settle(page);
  await shot(page, 'tap-once-offer-390x844-taken');
  // One quick tap by g8's edge: placed at once, no aim.
  await touch('touchStart', await at(page, 'g8', 'edge'));
  await touch('touchEnd');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2, null, {
    timeout: 10_000,
  });
  expect((await stateOf(page)).moves).toEqual(['e5', 'g8']);
  expect((await stateOf(page)).aimed).toBeNull();
  await settle(page);
  await shot(page, 'tap-once-offer-390x844-placed');
  expect(errors).toEqual([]);
  await context.close();
});
