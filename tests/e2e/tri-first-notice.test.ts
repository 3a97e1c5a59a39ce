// The first game on a triangle board (smoke): its notice of which triangles split a cell comes with
// how to play's picture (lit neighbours in gold, ✕ in pale red), on a phone upright and on its side,
// clear of every square to play; a tap on it takes it away, and the device keeps that it was told.
// Its layout is decided in Node (tests/screens/menu/neighbours-card-plan.test.ts).
import { expect, inject, test } from 'vitest';
import { parseLayout, squareName } from '../../src/engine/index.ts';
import { useChromium } from './browser.ts';
import { pagePicture, shot, SOON } from './harness.ts';
import { openScreen, tapControl, TUTORIAL_OFFERED } from './tablet-page.ts';
import { neighboursInks } from './neighbours-inks.ts';

const browser = useChromium();
const LAYOUT = 'tri:5';

test.each([
  [390, 844],
  [844, 390],
])(
  'the first triangle game shows the picture of its neighbours, clear of the squares, at %ix%i',
  async (width, height) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      touch: true,
      query: `layout=${LAYOUT}&p1=human&p2=hard`,
      scene: 'board',
      // A player new to triangles (how to play's offer answered), on a page of its own.
      firstVisit: true,
      init: TUTORIAL_OFFERED,
      newPage: true,
    });
    const card = async () =>
      (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'neighbours-card');
    await expect.poll(async () => (await card()) !== undefined, SOON).toBe(true);
    const box = (await card())!;
    // Inside the screen, and no square's centre under it or within 10 px of its edge.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    const layout = parseLayout(LAYOUT);
    for (let s = 0; s < layout.size; s++) {
      const at = (await page.evaluate((n) => window.cellDivision.square(n), squareName(layout, s)))!;
      const inside =
        at.x > box.x - 10 &&
        at.x < box.x + box.width + 10 &&
        at.y > box.y - 10 &&
        at.y < box.y + box.height + 10;
      expect(inside, squareName(layout, s)).toBe(false);
    }
    // The picture is there: its lit triangles' gold and its crosses' pale red.
    await page.waitForTimeout(300);
    const { gold, red } = neighboursInks((await pagePicture(page)).part(box).data);
    expect(gold).toBeGreaterThan(60);
    expect(red).toBeGreaterThan(15);
    await shot(page, `tri-first-notice-${width}x${height}`);
    // A tap takes it away.
    await tapControl(page, 'neighbours-card');
    await expect.poll(async () => (await card()) === undefined, SOON).toBe(true);
    // Kept as told: the next game on triangles has none (the rule's own test: neighbours-card.test.ts).
    const settings = await page.evaluate(() => localStorage.getItem('cell-division:v1:settings'));
    expect(JSON.parse(settings!).triNeighboursShown).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  },
);
