// Where the HUD's parts stand and how its status line fits, worked out without Phaser.
import { describe, expect, test } from 'vitest';
import { bandUnderPanels, panelParts, signRow, statusFit, wrappedScale } from '../../src/ui/hud-column.ts';

describe('the HUD plan', () => {
  test("a wide panel: the cell fills the panel's left square, the name starts after it, the score at the right", () => {
    const p = panelParts({ x: 100, y: 10, width: 300, height: 64 }, 1, 1);
    expect(p.cell).toEqual({ x: 132, y: 42, size: 64 * 0.74 });
    expect(p.textX).toBe(164);
    expect([p.nameY, p.wordsY]).toEqual([10 + 64 * 0.3, 10 + 64 * 0.7]);
    expect([p.scoreX, p.scoreY]).toEqual([386, 42]);
  });

  test('a narrow panel (under 220 CSS px) gives the name more room with a smaller cell', () => {
    const p = panelParts({ x: 0, y: 0, width: 400, height: 100 }, 2, 2);
    expect(p.cell.size).toBe(60);
    expect(p.cell.x).toBe(16 + 30);
    expect(p.textX).toBe(60 + 28);
    expect(p.textX).toBeLessThan(panelParts({ x: 0, y: 0, width: 440, height: 100 }, 2, 2).textX);
  });

  test('a sign takes the top of the band under the panels, at least 13 CSS px, never over half the band', () => {
    const band = bandUnderPanels({ x: 0, y: 60, width: 300, height: 60 }, [
      { x: 0, y: 0, width: 100, height: 64 },
    ]);
    expect(band).toEqual({ x: 0, y: 64, width: 300, height: 56 });
    // Upright, the person's panel stands under the board, far below the band: the band keeps its height.
    expect(
      bandUnderPanels({ x: 0, y: 60, width: 300, height: 36 }, [
        { x: 0, y: 700, width: 300, height: 58 },
        { x: 0, y: 2, width: 300, height: 58 },
      ]),
    ).toEqual({ x: 0, y: 60, width: 300, height: 36 });
    const row = signRow(band, 1, false, 1);
    expect(row.height).toBeCloseTo(56 * 0.45);
    expect(row.font).toBe(16);
    expect(row.rest).toEqual({ x: 0, y: 64 + row.height, width: 300, height: 56 - row.height });
    // A short band: 14 px wants 18.2 of it, but the status line keeps half.
    const low = signRow({ x: 0, y: 0, width: 300, height: 20 }, 1, false, 1);
    expect(low.height).toBe(10);
    expect(low.font).toBe(14);
    // In a column the sign has a line of its own: at least 16 CSS px, and room for 14 px type with its line height.
    expect(signRow({ x: 0, y: 0, width: 300, height: 90 }, 1, true, 2).height).toBeCloseTo(28 * 1.3);
    expect(signRow({ x: 0, y: 0, width: 300, height: 150 }, 1, true, 1).height).toBe(50);
  });

  test('a status line fits as it is, shrinks to its band, or wraps where shrinking would go under 12 px', () => {
    const band = { width: 300, height: 40 };
    expect(statusFit(280, 30, band, 0.6)).toEqual({ scale: 1 });
    expect(statusFit(400, 30, band, 0.6)).toEqual({ scale: 0.75 });
    // Two lines at two thirds of its size (the band's height) beat one at half.
    const wrapped = statusFit(600, 30, band, 0.6);
    expect(wrapped).toEqual({ wrapAt: 450 });
    expect(wrappedScale(500, 60, band, 0.6)).toBe(0.6);
    expect(wrappedScale(300, 50, band, 0.6)).toBe(0.8);
    // Never drawn over its own size, however narrow the wrapped lines.
    expect(wrappedScale(100, 50, { width: 300, height: 200 }, 0.6)).toBe(1);
  });

  test('in a narrow, tall column a long line takes two lines at its own size rather than one shrunk to 55%', () => {
    const column = { width: 200, height: 150 };
    // "An empty board, 25 moves left" at 20 px is about 360 wide: one line would be drawn at 0.56.
    const fit = statusFit(360, 26, column, 0.6) as { wrapAt: number };
    expect(fit.wrapAt).toBeCloseTo(216);
    // A line a little too wide still shrinks a little on one line.
    expect(statusFit(220, 26, column, 0.6)).toEqual({ scale: 200 / 220 });
  });
});
