// On a hexagonal board a column slants up and to the left, so "c" under the tray is hard to follow
// to its cells: the square under the pointer lights its column letter and row number, and from each
// lit label a guide runs along the very cells that label names to the square. Screenshots at a
// phone both ways and a tablet.
import { expect, inject, test } from 'vitest';
import { columnLetter, parseLayout, squareName } from '../../src/engine/index.ts';
import { useChromium } from './browser.ts';
import { settle, shot, SOON, twoFrames } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

type Point = { x: number; y: number };

/** How far `p` lies from the segment from `a` to `b`, and where along it (0 at a, 1 at b). */
function alongSegment(p: Point, a: Point, b: Point): { off: number; t: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy);
  return { off: Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y), t };
}

const SCREENS = [
  { name: '390x844', width: 390, height: 844, dpr: 1 },
  { name: '844x390', width: 844, height: 390, dpr: 1 },
  { name: '1024x768', width: 1024, height: 768, dpr: 1 },
] as const;

test.each(SCREENS)(
  "hexagonal board: a lit label's guide runs along its own line of cells to the square - $name",
  async (screen) => {
    const id = 'hex:5';
    const layout = parseLayout(id);
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      touch: false,
      query: `layout=${id}&p1=human&p2=easy`,
      scene: 'board',
    });
    const names = Array.from({ length: layout.size }, (_, s) => squareName(layout, s));
    const centres = await page.evaluate((list) => list.map((n) => window.cellDivision.square(n)!), names);
    const spacing = Math.min(
      ...centres.slice(1).map((c) => Math.hypot(c.x - centres[0]!.x, c.y - centres[0]!.y)),
    );
    // Off the board, nothing is lit and no guide is drawn.
    expect((await page.evaluate(() => window.cellDivision.boardLabels()))!.filter((l) => l.guide)).toEqual(
      [],
    );
    // Squares deep inside the hexagon, whose column and row both run past other cells to the tray.
    for (const name of ['e5', 'f7', 'c3']) {
      const s = names.indexOf(name);
      await page.mouse.move(centres[s]!.x, centres[s]!.y);
      await page.waitForFunction(
        (want) =>
          window.cellDivision
            .boardLabels()!
            .filter((l) => l.lit)
            .map((l) => l.text)
            .sort()
            .join() === want,
        [columnLetter(layout.colOf[s]!), String(layout.rowOf[s]! + 1)].sort().join(),
      );
      const lit = (await page.evaluate(() => window.cellDivision.boardLabels()))!.filter((l) => l.lit);
      for (const label of lit) {
        const guide = label.guide;
        expect(guide, `${label.text} for ${name}`).toBeTruthy();
        // It ends at the square (short of its centre, so the cell stays clear) and starts at the tray's edge, by its label.
        expect(
          alongSegment(centres[s]!, guide!.from, guide!.to).off,
          `${label.text} for ${name} points at it`,
        ).toBeLessThan(spacing * 0.1);
        expect(Math.hypot(guide!.to.x - centres[s]!.x, guide!.to.y - centres[s]!.y)).toBeLessThan(
          spacing * 0.6,
        );
        const labelCentre = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
        expect(
          Math.hypot(labelCentre.x - guide!.from.x, labelCentre.y - guide!.from.y),
          `${label.text} starts by its label`,
        ).toBeLessThan(spacing * 1.2);
        // And not under it: a guide from under its label struck the name through.
        const inside =
          guide!.from.x > label.x + 0.5 &&
          guide!.from.x < label.x + label.width - 0.5 &&
          guide!.from.y > label.y + 0.5 &&
          guide!.from.y < label.y + label.height - 0.5;
        expect(inside, `${label.text} for ${name}: its guide starts clear of it`).toBe(false);
        // The cells it crosses are exactly the cells of that column (or row) between the tray and the square.
        const column = /[a-z]/.test(label.text);
        const crossed = names.filter(
          (_, q) =>
            q !== s &&
            (() => {
              const { off, t } = alongSegment(centres[q]!, guide!.from, guide!.to);
              return off < spacing * 0.3 && t > 0 && t < 1;
            })(),
        );
        // A column's letter at its foot (none stands over the board now): the guide runs up from it.
        const fromTop = column && label.y < centres[s]!.y;
        const line = names.filter(
          (_, q) =>
            q !== s &&
            (column
              ? layout.colOf[q] === layout.colOf[s] &&
                (fromTop ? layout.rowOf[q]! > layout.rowOf[s]! : layout.rowOf[q]! < layout.rowOf[s]!)
              : layout.rowOf[q] === layout.rowOf[s] && layout.colOf[q]! < layout.colOf[s]!),
        );
        expect(crossed.sort(), `${label.text} for ${name}`).toEqual(line.sort());
      }
      if (name === 'f7') await shot(page, `hex-label-guides-${screen.name}`);
    }
    await page.mouse.move(2, 2);
    await page.waitForFunction(() => window.cellDivision.boardLabels()!.every((l) => !l.lit && !l.guide));
    // The last move keeps its labels lit, without guides: those would cross the board all game.
    const c3 = centres[names.indexOf('c3')]!;
    await page.mouse.click(c3.x, c3.y);
    await settle(page);
    await page.mouse.move(2, 2);
    await page.waitForFunction(
      () => window.cellDivision.boardLabels()!.filter((l) => l.lit).length === 2,
      null,
      SOON,
    );
    await twoFrames(page);
    expect((await page.evaluate(() => window.cellDivision.boardLabels()))!.filter((l) => l.guide)).toEqual(
      [],
    );
    expect(errors).toEqual([]);
    await context.close();
  },
);
