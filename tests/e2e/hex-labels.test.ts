// A hexagonal board's coordinates: at least 14 CSS px (a fifth over the square boards' least), and
// each label's box clear of every hexagon (each square's hexagon from its centre and radius), on a
// phone both ways and a tablet. Screenshots.
import { expect, inject, test } from 'vitest';
import { parseLayout, squareName } from '../../src/engine/index.ts';
import { useChromium } from './browser.ts';
import { shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

type Point = { x: number; y: number };
type Box = { x: number; y: number; width: number; height: number };

/** A pointy-topped hexagon's corners (rows run across, so neighbours in a row share an upright side). */
function hexagon(c: Point, radius: number): Point[] {
  return Array.from({ length: 6 }, (_, k) => {
    const a = ((-90 + 60 * k) * Math.PI) / 180;
    return { x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) };
  });
}

/** Whether two convex polygons overlap (separating axis test). */
function overlap(a: Point[], b: Point[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      const axis = { x: q.y - p.y, y: p.x - q.x };
      const span = (pts: Point[]) => pts.map((v) => v.x * axis.x + v.y * axis.y);
      const sa = span(a);
      const sb = span(b);
      if (Math.max(...sa) <= Math.min(...sb) || Math.max(...sb) <= Math.min(...sa)) return false;
    }
  }
  return true;
}

const corners = (b: Box): Point[] => [
  { x: b.x, y: b.y },
  { x: b.x + b.width, y: b.y },
  { x: b.x + b.width, y: b.y + b.height },
  { x: b.x, y: b.y + b.height },
];

const SCREENS = [
  { name: 'phone', width: 390, height: 844, dpr: 1 },
  { name: 'phone-side', width: 844, height: 390, dpr: 1 },
  { name: 'tablet', width: 1024, height: 768, dpr: 1 },
] as const;

test.each(SCREENS)(
  'hexagonal boards: coordinates at least 14 CSS px, clear of every hexagon - $name',
  async (screen) => {
    // One page per screen: hex:7 opens by its link in the page (the hook's openMatch), which costs a
    // board instead of a page load.
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      touch: true,
      query: 'layout=hex:5&p1=human&p2=easy',
      scene: 'board',
    });
    for (const id of ['hex:5', 'hex:7']) {
      const layout = parseLayout(id);
      if (id !== 'hex:5')
        expect(
          await page.evaluate((q) => window.cellDivision.openMatch(q), `layout=${id}&p1=human&p2=easy`),
          id,
        ).toBe(true);
      expect(
        await page.evaluate(() => [window.cellDivision.scene(), window.cellDivision.state()?.layout]),
      ).toEqual(['board', id]);
      const names = Array.from({ length: layout.size }, (_, s) => squareName(layout, s));
      const centres = await page.evaluate((list) => list.map((n) => window.cellDivision.square(n)!), names);
      // Neighbours' centres are one square apart; a hexagon's corners stand at that over √3.
      const spacing = Math.min(
        ...centres.slice(1).map((c) => Math.hypot(c.x - centres[0]!.x, c.y - centres[0]!.y)),
      );
      const radius = spacing / Math.sqrt(3);
      const labels = (await page.evaluate(() => window.cellDivision.boardLabels()))!;
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) {
        expect(label.css, `${label.text} on ${id}, ${screen.name}`).toBeGreaterThanOrEqual(14);
        const hit = names.filter((_, s) => overlap(corners(label), hexagon(centres[s]!, radius)));
        expect(hit, `${label.text} on ${id}, ${screen.name} covers squares`).toEqual([]);
      }
      await shot(page, `hex-labels-${id.replace(':', '')}-${screen.name}`);
      expect(errors, id).toEqual([]);
    }
    await context.close();
  },
);
