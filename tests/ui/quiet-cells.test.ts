// Small cells on a board in play are drawn quietly, one whole body with its count (a phone's
// late 12×12 of 6- and 8-piece "flowers" hid whose region was whose); larger cells and pictures keep
// their pieces, and the figure on a quiet cell reads on every player's colour.
import { expect, test } from 'vitest';
import { QUIET_DARK, QUIET_MOST_CSS, quietCell, quietFigure, quietInk } from '../../src/ui/quiet-cells.ts';
import { countFits, pieceNumeral, TRI_INRADIUS } from '../../src/ui/piece-numeral.ts';
import { contrastRatio, WORDS_CONTRAST } from '../../src/ui/contrast.ts';
import { READABLE_CSS } from '../../src/ui/device-pixels.ts';
import { PALETTES } from '../../src/ui/palette.ts';

const ALL_GRIDS = ['square', 'hex', 'tri'] as const;
const EIGHT = 0b1111;
const HALVES = 0b0001;

test("a phone's 12×12 and 10×10 squares are quiet in play, an 8×8's and a tablet's 12×12's keep their pieces", () => {
  // Upright phone: 12×12 about 28 CSS px a square, 10×10 about 34, 8×8 about 44; a tablet's 12×12 about 55.
  expect(quietCell('square', 28, true)).toBe(true);
  expect(quietCell('square', 34, true)).toBe(true);
  expect(quietCell('square', 44, true)).toBe(false);
  expect(quietCell('square', 55, true)).toBe(false);
  // Zoomed in, a 12×12's square is shown about 52 CSS px: its pieces come back.
  expect(quietCell('square', 52, true)).toBe(false);
});

test('only a board whose score is read draws quietly: pictures and boards scored by connections keep their pieces', () => {
  for (const grid of ALL_GRIDS) {
    expect(quietCell(grid, 20, false), grid).toBe(false);
    expect(quietCell(grid, 20, true), grid).toBe(true);
  }
});

test('on every grid a cell is quiet exactly where its count finds no room beside its pieces: every cell in play says its count one way', () => {
  for (const grid of ALL_GRIDS)
    for (let css = 16; css <= 120; css += 0.5) {
      const quiet = quietCell(grid, css, true);
      expect(quiet, `${grid} at ${css}`).toBe(!countFits(grid, css));
      // A counted cell either carries the figure beside its pieces or is quiet and carries it on its body.
      const beside = pieceNumeral(grid, EIGHT, true, css);
      const onBody = quiet ? quietFigure(grid, EIGHT, css).count : null;
      expect(beside ?? onBody, `${grid} at ${css}`).toBe(8);
    }
});

test("a quiet cell's figure is its piece count, none on a whole cell, readable and never larger than a label", () => {
  expect(quietFigure('square', EIGHT, 28).count).toBe(8);
  expect(quietFigure('square', HALVES, 28).count).toBe(2);
  expect(quietFigure('square', 0, 28).count).toBeNull();
  for (const grid of ALL_GRIDS)
    for (const css of [16, 24, 28, 34, 40]) {
      const { fontCss } = quietFigure(grid, EIGHT, css);
      expect(fontCss, `${grid} at ${css}`).toBeGreaterThanOrEqual(READABLE_CSS);
      expect(fontCss, `${grid} at ${css}`).toBeLessThanOrEqual(QUIET_MOST_CSS);
    }
  // A 12×12's 28 CSS px square: half the square, bold enough to read at arm's length.
  expect(quietFigure('square', EIGHT, 28).fontCss).toBe(14);
  // A triangle's figure stands towards its base: down for one pointing up, up for one pointing down.
  expect(quietFigure('tri', EIGHT, 50).dy).toBeGreaterThan(0);
  expect(quietFigure('tri', EIGHT, 50, true).dy).toBeLessThan(0);
});

test("the figure's ink stands out from every player's colour, the dark ink where the body is light", () => {
  for (const p of PALETTES) {
    const ink = quietInk(p.rgb);
    expect(contrastRatio(ink, p.rgb), p.name).toBeGreaterThanOrEqual(WORDS_CONTRAST);
  }
  expect(quietInk([34, 250, 34])).toBe(QUIET_DARK);
  expect(quietInk([255, 255, 0])).toBe(QUIET_DARK);
});

test("a quiet triangle's figure stays inside the triangle's inscribed circle on a phone's triangle board", () => {
  // A triangle of 6 a side upright on a phone: about 53 CSS px a frame; quiet up to about 62.
  for (const css of [40, 53, 62])
    for (const down of [false, true]) {
      const { fontCss, dy } = quietFigure('tri', EIGHT, css, down);
      expect(quietCell('tri', css, true), `${css}`).toBe(true);
      expect(Math.abs(dy) * css + fontCss / 2, `${css} ${down}`).toBeLessThanOrEqual(TRI_INRADIUS * css);
    }
});
