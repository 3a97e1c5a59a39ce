// A round or odd vessel's square names (a petri dish, a flask, a beaker) stand as on a chart: every
// letter in one straight row under the squares, straight under its own column, every number in one
// straight column left of them, level with its row, none over another or off the screen (on a
// dish on a phone on its side "a" and "1" sat stacked in a corner and "f" floated beside row 1).
import { expect, test } from 'vitest';
import { boardLabelPlaces, type BoardLabelPlace } from '../../src/ui/board-label-places.ts';
import { boardScreen } from '../screens/game/board-screen.ts';

const SCREENS = [
  [390, 844, 2],
  [844, 390, 2],
  [1024, 768, 2],
  [1280, 720, 1],
] as const;
const BOARDS = ['petri:5', 'petri:6', 'petri:7', 'petri:8', 'flask:6x3', 'flask:8x3', 'beaker:6x7'];

/** The box a label's type takes, in game pixels (a digit or a letter about 0.65 of the size wide). */
function box(p: BoardLabelPlace, font: number) {
  const width = font * 0.65 * p.text.length;
  return { x: p.x - width * p.originX, y: p.y - (font / 2) * 1.1, width, height: font * 1.1 };
}

test.each(BOARDS.flatMap((id) => SCREENS.map(([w, h, dpr]) => [id, w, h, dpr] as const)))(
  '%s at %i×%i: letters in a row under their columns, numbers in a column beside their rows, none over another or cut off',
  (id, cssW, cssH, dpr) => {
    const { fit, font, choice, width, height } = boardScreen(id, cssW, cssH, dpr);
    const layout = fit.layout;
    const places = boardLabelPlaces(fit, font, choice.labelsOnRim);
    const letters = places.filter((p) => /^[a-z]$/.test(p.text));
    const numbers = places.filter((p) => /^\d+$/.test(p.text));
    const squares = Array.from({ length: layout.size }, (_, s) => s);
    const lowest = Math.max(...squares.map((s) => fit.centre(s).y)) + fit.square / 2;
    const leftmost = Math.min(...squares.map((s) => fit.centre(s).x)) - fit.square / 2;
    for (const l of letters) {
      const column = squares.filter((s) => layout.colOf[s] === l.text.charCodeAt(0) - 97);
      const x = fit.centre(column[0]!).x;
      // Under its column's squares, in its x span, on the one line under them all.
      expect(Math.abs(l.x - x), l.text).toBeLessThan(fit.square / 2);
      expect(box(l, font).y, l.text).toBeGreaterThanOrEqual(lowest);
      expect(l.y, l.text).toBeCloseTo(letters[0]!.y, 6);
    }
    for (const n of numbers) {
      const row = squares.filter((s) => layout.rowOf[s] === Number(n.text) - 1);
      expect(Math.abs(n.y - fit.centre(row[0]!).y), n.text).toBeLessThan(fit.square / 2);
      const b = box(n, font);
      expect(b.x + b.width, n.text).toBeLessThanOrEqual(leftmost);
      // One straight column: right sides (or centres on the rim) in line.
      expect(n.x, n.text).toBeCloseTo(numbers[0]!.x, 6);
    }
    const boxes = places.map((p) => ({ p, b: box(p, font) }));
    for (const [i, { p, b }] of boxes.entries()) {
      expect(b.x, `${p.text} cut off`).toBeGreaterThanOrEqual(0);
      expect(b.y, `${p.text} cut off`).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, `${p.text} cut off`).toBeLessThanOrEqual(width);
      expect(b.y + b.height, `${p.text} cut off`).toBeLessThanOrEqual(height);
      for (const { p: q, b: c } of boxes.slice(i + 1)) {
        const apart =
          b.x + b.width <= c.x || c.x + c.width <= b.x || b.y + b.height <= c.y || c.y + c.height <= b.y;
        expect(apart, `${p.text} over ${q.text}`).toBe(true);
      }
    }
  },
);
