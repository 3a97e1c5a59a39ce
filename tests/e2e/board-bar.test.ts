// The board's bar in landscape (a desktop, a tablet, a phone on its side; upright: phone-board.test.ts):
// the same five buttons as upright (Best moves and How to play each in a place of their own), a column at the right, each named under its icon (at least
// 13 CSS px, inside its own button, clear of each other, the board, its labels and the HUD), and
// the way out ("‹ Menu") in the top left corner; More opens the sheet with the rest, inside the
// screen. The rules per shape: tests/screens/game/board-bar.test.ts and board-exit.test.ts.
// Screenshots.
import { expect, inject, test } from 'vitest';
import { parseLayout, squareName } from '../../src/engine/index.ts';
import { useChromium } from './browser.ts';
import { shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

const NAMES: Record<string, string> = {
  undo: 'Undo',
  hint: 'Hint',
  overlay: 'Best moves',
  help: 'How to play',
  more: 'More',
};

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;
const inside = (a: Box, b: Box) =>
  a.x >= b.x - 0.5 &&
  a.y >= b.y - 0.5 &&
  a.x + a.width <= b.x + b.width + 0.5 &&
  a.y + a.height <= b.y + b.height + 0.5;

test.each([
  { name: 'desktop', width: 1280, height: 720, touch: false },
  { name: 'tablet', width: 1024, height: 768, touch: true },
  { name: 'phone-side', width: 844, height: 390, touch: true, dpr: 1 },
] as const)(
  'bar - five buttons in a column at the right, each named under its icon, readable and clear; Menu in the top left corner - $name',
  async (screen) => {
    // One page per screen: the first board by its link, the next ones by their links opened in the
    // page (the hook's openMatch), which costs a board instead of a page load.
    const LAYOUTS = ['square:6', 'hex:5', 'beaker:6x7'];
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      query: `layout=${LAYOUTS[0]}&p1=human&p2=easy`,
      scene: 'board',
    });
    for (const id of LAYOUTS) {
      const where = `${id} on ${screen.name}`;
      if (id !== LAYOUTS[0])
        expect(
          await page.evaluate((q) => window.cellDivision.openMatch(q), `layout=${id}&p1=human&p2=easy`),
          where,
        ).toBe(true);
      expect(
        await page.evaluate(() => [window.cellDivision.scene(), window.cellDivision.state()?.layout]),
        where,
      ).toEqual(['board', id]);
      // The zoom control of small squares stands at the board's corner, not in the bar (board-zoom.test.ts).
      const shown = (await page.evaluate(() => window.cellDivision.controls())).filter(
        (c) => c.id !== 'zoom-in',
      );
      expect(
        shown.map((c) => c.id),
        where,
      ).toEqual([...Object.keys(NAMES), 'menu']);
      // The way out in the top left corner, a finger's size, on screen (last in the keys' order).
      const exit = shown.at(-1)!;
      expect(exit.x + exit.width, where).toBeLessThan(screen.width * 0.4);
      expect(exit.y, where).toBeLessThan(screen.height * 0.2);
      expect(Math.min(exit.width, exit.height), where).toBeGreaterThanOrEqual(44);
      const controls = shown.slice(0, -1);
      // A column at the right of the board, top to bottom in the bar's order.
      for (const [i, c] of controls.entries()) {
        expect(c.x, `${c.id} at the right, ${where}`).toBeGreaterThan(screen.width * 0.85);
        if (i > 0)
          expect(c.y, `${c.id} under ${controls[i - 1]!.id}, ${where}`).toBeGreaterThan(controls[i - 1]!.y);
      }
      const captions = controls.map((c) => ({ ...c.caption!, id: c.id }));
      for (const c of controls) {
        // Best moves keeps its name while closed: a badge on its icon says when it opens.
        expect(c.caption?.text, `${c.id} named, ${where}`).toBe(NAMES[c.id]);
        expect(c.caption!.css, `${c.id}'s name readable, ${where}`).toBeGreaterThanOrEqual(12.9);
        // The words stand in their own button, under the icon's middle, and leave a finger's size.
        expect(inside(c.caption!, c), `${c.id}'s name inside its button, ${where}`).toBe(true);
        expect(c.caption!.y, `${c.id}'s name under its icon, ${where}`).toBeGreaterThan(
          c.y + c.height * 0.45,
        );
        expect(Math.min(c.width, c.height), `${c.id} a finger's size, ${where}`).toBeGreaterThanOrEqual(44);
        expect(
          c.x >= 0 && c.y >= 0 && c.x + c.width <= screen.width && c.y + c.height <= screen.height,
          `${c.id} on screen, ${where}`,
        ).toBe(true);
      }
      // What the hook says of text sizes covers the names too.
      const sizes = await page.evaluate(() => window.cellDivision.textSizes());
      for (const name of controls.map((c) => c.caption!.text))
        expect(
          sizes.find((t) => t.text === name)?.css,
          `${name} in textSizes, ${where}`,
        ).toBeGreaterThanOrEqual(11.9);
      // Clear of each other, of the board's squares and labels, and of the HUD.
      const layout = parseLayout(id);
      const names = Array.from({ length: layout.size }, (_, s) => squareName(layout, s));
      const centres = await page.evaluate((list) => list.map((n) => window.cellDivision.square(n)!), names);
      const spacing = Math.min(
        ...centres.slice(1).map((p) => Math.hypot(p.x - centres[0]!.x, p.y - centres[0]!.y)),
      );
      const squares = centres.map((p) => ({
        x: p.x - spacing / 2,
        y: p.y - spacing / 2,
        width: spacing,
        height: spacing,
      }));
      const labels = (await page.evaluate(() => window.cellDivision.boardLabels()))!;
      const panels = (await page.evaluate(() => window.cellDivision.scorePanels()))!;
      for (const c of controls) {
        for (const other of controls)
          if (other !== c) expect(overlap(c, other), `${c.id} clear of ${other.id}, ${where}`).toBe(false);
        for (const s of squares) expect(overlap(c, s), `${c.id} clear of the board, ${where}`).toBe(false);
        for (const l of labels)
          expect(overlap(c, l), `${c.id} clear of label ${l.text}, ${where}`).toBe(false);
        for (const p of panels) expect(overlap(c, p), `${c.id} clear of the HUD, ${where}`).toBe(false);
      }
      for (const p of panels) expect(overlap(exit, p), `Menu clear of the HUD, ${where}`).toBe(false);
      for (const s of squares) expect(overlap(exit, s), `Menu clear of the board, ${where}`).toBe(false);
      for (const a of captions)
        for (const b of captions)
          if (a !== b) expect(overlap(a, b), `${a.id}'s name clear of ${b.id}'s, ${where}`).toBe(false);
      await shot(page, `bar-${id.replace(/:/g, '-')}-${screen.name}`);
      expect(errors, where).toEqual([]);
    }
    // More opens the sheet with the rest, every tile inside the screen; its ✕ closes it.
    const more = (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'more')!;
    if (screen.touch) await page.touchscreen.tap(more.x + more.width / 2, more.y + more.height / 2);
    else await page.mouse.click(more.x + more.width / 2, more.y + more.height / 2);
    await page.waitForFunction(() => window.cellDivision.dialog()?.kind === 'sheet');
    const sheet = await page.evaluate(() => window.cellDivision.controls());
    expect(sheet.map((c) => c.id)).toEqual(['sheet:close', 'restart', 'share', 'sound', 'fullscreen']);
    for (const c of sheet)
      expect(
        c.x >= 0 && c.y >= 0 && c.x + c.width <= screen.width && c.y + c.height <= screen.height,
        `${c.id} on screen in the sheet`,
      ).toBe(true);
    await shot(page, `bar-sheet-${screen.name}`);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.cellDivision.dialog() === null);
    expect(errors).toEqual([]);
    await context.close();
  },
);
