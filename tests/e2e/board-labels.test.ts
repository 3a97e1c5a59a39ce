// The squares' names beside every game board: each column letter stands past its column's end (under
// a square grid's column; at a hexagonal board's slanted column's foot, under its end hexagon or
// out along its line from the lower-right side, RULES.md section 7), each row number level with its row, left of its leftmost square;
// readable, and clear of the HUD, the toolbar and each other, on four screens. Screenshots.
import { expect, inject, test } from 'vitest';
import { columnLetter, parseLayout, squareName } from '../../src/engine/index.ts';
import { useChromium } from './browser.ts';
import { settle, shot, SOON } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

const SCREENS = [
  { name: 'desktop', width: 1280, height: 720, touch: false },
  { name: 'tablet', width: 1024, height: 768, touch: true },
  { name: 'phone', width: 390, height: 844, touch: true, dpr: 1 },
  { name: 'phone-side', width: 844, height: 390, touch: true, dpr: 1 },
] as const;
const LAYOUTS = [
  'square:6',
  'hex:5',
  'beaker:6x7',
  'square:12',
  'petri:7',
  'flask:8x3',
  'custom:5x5:fc6b1f8',
];

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

// One page per screen: the first layout comes by its link, each next one by the same link opened in
// the page (the hook's openMatch), which costs a board instead of a page load.
test.each(SCREENS)('board labels - every column and row named beside the board - $name', async (screen) => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    ...screen,
    query: `layout=${LAYOUTS[0]}&p1=human&p2=easy`,
    scene: 'board',
  });
  for (const id of LAYOUTS) {
    const layout = parseLayout(id);
    if (id !== LAYOUTS[0])
      expect(
        await page.evaluate((q) => window.cellDivision.openMatch(q), `layout=${id}&p1=human&p2=easy`),
        id,
      ).toBe(true);
    expect(
      await page.evaluate(() => [window.cellDivision.scene(), window.cellDivision.state()?.layout]),
    ).toEqual(['board', id]);
    const names = Array.from({ length: layout.size }, (_, s) => squareName(layout, s));
    const centres = await page.evaluate(
      (list) => Object.fromEntries(list.map((n) => [n, window.cellDivision.square(n)!])),
      names,
    );
    const labels = (await page.evaluate(() => window.cellDivision.boardLabels()))!;
    const where = `${id} on ${screen.name}`;
    const columns = [...new Set(Array.from(layout.colOf))].sort((a, b) => a - b);
    const rows = [...new Set(Array.from(layout.rowOf))].sort((a, b) => a - b);
    expect(labels.map((l) => l.text).sort(), where).toEqual(
      [...columns.map(columnLetter), ...rows.map((r) => String(r + 1))].sort(),
    );
    // Neighbours' centres are one square apart: the nearest pair of centres.
    const first = centres[names[0]!]!;
    const spacing = Math.min(
      ...names.slice(1).map((n) => Math.hypot(centres[n]!.x - first.x, centres[n]!.y - first.y)),
    );
    // A square grid's letter stands down its column's line, past its lowest square; a hexagonal
    // board's at its column's foot: straight under its bottom end, or (a column that starts on the
    // lower-right side) out along the column's own slanted line, past its lowest hexagon.
    for (const c of columns) {
      const label = labels.find((l) => l.text === columnLetter(c))!;
      const at = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
      const squares = names.filter((_, s) => layout.colOf[s] === c).map((n) => centres[n]!);
      const lowest = squares.reduce((a, b) => (b.y > a.y ? b : a));
      const highest = squares.reduce((a, b) => (b.y < a.y ? b : a));
      expect(at.y, `${label.text} never over the board, ${where}`).toBeGreaterThan(lowest.y);
      if (layout.grid === 'hex' && squares.length > 1 && Math.abs(at.x - lowest.x) > spacing * 0.1 + 1) {
        // On the column's slanted line (through its hexagons' centres), past its lowest one.
        const [dx, dy] = [highest.x - lowest.x, highest.y - lowest.y];
        const off = Math.abs(dx * (at.y - lowest.y) - dy * (at.x - lowest.x)) / Math.hypot(dx, dy);
        expect(off, `${label.text} on its column's line, ${where}`).toBeLessThan(spacing * 0.1 + 1);
        expect(
          Math.hypot(at.x - lowest.x, at.y - lowest.y),
          `${label.text} past its foot, ${where}`,
        ).toBeGreaterThan(spacing * 0.5);
        continue;
      }
      expect(Math.abs(at.x - lowest.x), `${label.text} on its column, ${where}`).toBeLessThan(
        spacing * 0.1 + 1,
      );
      expect(at.y - lowest.y, `${label.text} past its column's end, ${where}`).toBeGreaterThan(spacing * 0.5);
    }
    for (const r of rows) {
      const label = labels.find((l) => l.text === String(r + 1))!;
      const squares = names.filter((_, s) => layout.rowOf[s] === r).map((n) => centres[n]!);
      const leftmost = squares.reduce((a, b) => (b.x < a.x ? b : a));
      expect(
        Math.abs(label.y + label.height / 2 - leftmost.y),
        `row ${label.text} level with its row, ${where}`,
      ).toBeLessThan(spacing * 0.1 + 1);
      expect(label.x + label.width, `row ${label.text} left of its row, ${where}`).toBeLessThan(
        leftmost.x - spacing * 0.5,
      );
    }
    // Readable, on the screen, and clear of each other, the HUD and every control.
    const panels = (await page.evaluate(() => window.cellDivision.scorePanels()))!;
    const controls = await page.evaluate(() => window.cellDivision.controls());
    for (const label of labels) {
      expect(label.css, `${label.text} readable, ${where}`).toBeGreaterThanOrEqual(12.95);
      expect(
        label.x >= 0 &&
          label.y >= 0 &&
          label.x + label.width <= screen.width &&
          label.y + label.height <= screen.height,
        `${label.text} on screen, ${where}`,
      ).toBe(true);
      for (const p of panels)
        expect(overlap(label, p), `${label.text} clear of the HUD, ${where}`).toBe(false);
      for (const c of controls)
        expect(overlap(label, c), `${label.text} clear of ${c.id}, ${where}`).toBe(false);
      for (const other of labels)
        if (other !== label)
          expect(overlap(label, other), `${label.text} clear of ${other.text}, ${where}`).toBe(false);
    }
    await shot(page, `labels-${id.replace(/[:]/g, '-')}-${screen.name}`);
    expect(errors, where).toEqual([]);
  }
  await context.close();
});

// The pointer over a square lights its column letter and row number, so a name can be followed to
// its line (a hexagonal board's columns slant); off the board none is lit.
test.each(['hex:5', 'square:6'])(
  'board labels - the square under the mouse lights its column and row - %s',
  async (id) => {
    const layout = parseLayout(id);
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      aimFirst: true,
      ...SCREENS[0],
      query: `layout=${id}&p1=human&p2=easy`,
      scene: 'board',
    });
    const lit = async () =>
      (await page.evaluate(() => window.cellDivision.boardLabels()))!
        .filter((l) => l.lit)
        .map((l) => l.text)
        .sort();
    expect(await lit()).toEqual([]);
    for (const s of [0, Math.floor(layout.size / 2), layout.size - 1]) {
      const name = squareName(layout, s);
      const at = (await page.evaluate((n) => window.cellDivision.square(n), name))!;
      await page.mouse.move(at.x, at.y);
      // Waited for: the last square's two labels stay lit until the frame that takes the move.
      await expect
        .poll(lit, { ...SOON, message: name })
        .toEqual([columnLetter(layout.colOf[s]!), String(layout.rowOf[s]! + 1)].sort());
      if (s === Math.floor(layout.size / 2)) await shot(page, `labels-lit-${id.replace(/:/g, '-')}`);
    }
    await page.mouse.move(2, 2);
    await page.waitForFunction(() => window.cellDivision.boardLabels()!.every((l) => !l.lit));
    expect(errors).toEqual([]);
    await context.close();
  },
);

// On a phone's tap-to-aim board the labels follow the aimed square, not the square under the Place
// bubble when the finger presses Place. Two people: no reply comes to light its own square (against
// Easy the reply was sometimes in before the labels were read, the test's race, not the game's).
test("board labels - pressing Place keeps the aimed square's column and row lit - 390×844 touch, square:12", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    width: 390,
    height: 844,
    dpr: 1,
    query: 'layout=square:12&p1=human&p2=human',
    scene: 'board',
  });
  const lit = async () =>
    (await page.evaluate(() => window.cellDivision.boardLabels()))!
      .filter((l) => l.lit)
      .map((l) => l.text)
      .sort();
  const at = (await page.evaluate(() => window.cellDivision.square('f8', 'edge')))!;
  await page.touchscreen.tap(at.x, at.y);
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'aim:place'));
  await expect.poll(lit, SOON).toEqual(['8', 'f']);
  const place = (await page.evaluate(() => window.cellDivision.controls())).find(
    (c) => c.id === 'aim:place',
  )!;
  await page.touchscreen.tap(place.x + place.width / 2, place.y + place.height / 2);
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 1);
  expect(
    await lit(),
    JSON.stringify((await page.evaluate(() => window.cellDivision.state()))!.moves),
  ).toEqual(['8', 'f']);
  expect(errors).toEqual([]);
  await context.close();
});

// With no finger on the board the labels name the move that stands: the opponent's reply, what is
// left after Undo, nothing on an empty board; never the square of the person's lifted tap.
test('board labels - after a tap they follow the last move, the reply and Undo - 1024×768 touch, square:5', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    ...SCREENS[1],
    dpr: 1,
    query: 'layout=square:5&p1=human&p2=easy',
    scene: 'board',
  });
  const lit = async () =>
    (await page.evaluate(() => window.cellDivision.boardLabels()))!
      .filter((l) => l.lit)
      .map((l) => l.text)
      .sort();
  const layout = parseLayout('square:5');
  const namesOf = (name: string) => {
    const square = [...Array(layout.size).keys()].find((k) => squareName(layout, k) === name)!;
    return [columnLetter(layout.colOf[square]!), String(layout.rowOf[square]! + 1)].sort();
  };
  expect(await lit()).toEqual([]);
  await tapSquare(page, 'a1');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2, null, {
    timeout: 30_000,
  });
  const s = await settle(page);
  expect(s.moves[1]).not.toBe('a1');
  await page
    .waitForFunction(
      (want) =>
        JSON.stringify(
          window.cellDivision
            .boardLabels()!
            .filter((l) => l.lit)
            .map((l) => l.text)
            .sort(),
        ) === want,
      JSON.stringify(namesOf(s.moves[1]!)),
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  expect(await lit()).toEqual(namesOf(s.moves[1]!));
  await shot(page, 'labels-after-reply-1024x768');
  await tapControl(page, 'undo');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 0, null, {
    timeout: 10_000,
  });
  await settle(page);
  await expect.poll(lit, SOON).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
