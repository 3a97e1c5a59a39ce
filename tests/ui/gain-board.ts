// A board fitted on a square screen, its cells counted, and a gain's label measured as drawn: what
// the tests of where a move's gain rests (gain-rest, gain-count) set up for every board and screen.
import { createCanvas } from '@napi-rs/canvas';
import { parseLayout, type Layout } from '../../src/engine/index.ts';
import { BoardGeometryFit, type Rect } from '../../src/ui/board-geometry.ts';
import { gainFontBesideCount } from '../../src/ui/gain-on-cell.ts';
import { boardBounds, GAIN_DRIFT, GAIN_FONT } from '../../src/ui/gain-place.ts';
import { gainPillPad } from '../../src/ui/gain-pill.ts';
import { countFits, numeralLook } from '../../src/ui/piece-numeral.ts';
import { FONT } from '../../src/ui/theme.ts';

/** A screen the board fills: its side in CSS px and its pixel ratio. */
export interface GainScreen {
  css: number;
  dpr: number;
}

/** A label's height per pixel of its type (Phaser's line with its stroke). */
export const PER_FONT = 1.25;

/** The least type a gain takes beside a count, in CSS px. */
const LEAST_CSS = 16;

/**
 * `id`'s board fitted to the whole of a square screen, in device px. The page's pixel ratio is set
 * to the screen's, as the views read it (forgetPixelRatio puts it back).
 */
export function fittedBoard(
  id: string,
  s: GainScreen,
): { layout: Layout; side: number; fit: BoardGeometryFit } {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = s.dpr;
  const layout = parseLayout(id);
  const side = s.css * s.dpr;
  const fit = new BoardGeometryFit(
    layout,
    { x: 0, y: 0, width: side, height: side },
    { left: 0, right: 0, bottom: 0 },
  );
  return { layout, side, fit };
}

/** Node has no pixel ratio of its own: the one fittedBoard set is taken away. */
export function forgetPixelRatio(): void {
  delete (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
}

/** The disc of square `sq`'s count as a late board draws it (every cell counted), or null where its square has no room for one. */
export function countDisc(layout: Layout, fit: BoardGeometryFit, sq: number, dpr: number): Rect | null {
  const { size } = fit.cellPlacement(sq);
  if (!countFits(layout.grid, size / dpr)) return null;
  const from = fit.centre(sq);
  const look = numeralLook(layout.grid, size / dpr);
  const d = look.discCss * dpr;
  return { x: from.x - d / 2, y: from.y + look.dy * size - d / 2, width: d, height: d };
}

/** The type of a rising gain on square `sq` beside its count: its own size where it fits, smaller down to 16 CSS px. */
export function gainFontOn(fit: BoardGeometryFit, sq: number, count: Rect | null, dpr: number): number {
  const want = Math.max(LEAST_CSS * dpr, fit.square * GAIN_FONT);
  return gainFontBesideCount({ from: fit.centre(sq), square: fit.square, up: true }, count, {
    want,
    least: LEAST_CSS * dpr,
    perFont: PER_FONT,
  });
}

const ctx = createCanvas(8, 8).getContext('2d');

/** The label of `text` at `font` px as drawn: bold, its pill's padding each side, its height a line of its type. */
export function gainLabel(text: string, font: number): { width: number; height: number } {
  ctx.font = `bold ${Math.round(font)}px ${FONT}`;
  return { width: ctx.measureText(text).width + 2 * gainPillPad(font), height: font * PER_FONT };
}

/**
 * The room of a gain `text` rising on square `sq` of a fitted board beside its count, before what
 * stands round it (cells, empty squares, glass) is added: what every gain-rest test starts from.
 */
export function gainRoom(
  { layout, side, fit }: { layout: Layout; side: number; fit: BoardGeometryFit },
  sq: number,
  text: string,
  dpr: number,
) {
  const count = countDisc(layout, fit, sq, dpr);
  const label = gainLabel(text, gainFontOn(fit, sq, count, dpr));
  return {
    from: fit.centre(sq),
    square: fit.square,
    label,
    up: true,
    drift: fit.square * GAIN_DRIFT,
    bounds: boardBounds(fit, side, side),
    labels: [] as Rect[],
    count,
  };
}
