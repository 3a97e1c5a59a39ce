// The board screen laid out in Node as the scene lays it out (the same sums it runs): the board's
// fit, the screen's areas and the bar, at a phone's or a desktop's CSS size and pixel ratio.
import { afterEach } from 'vitest';
import { parseLayout } from '../../../src/engine/index.ts';
import { boardFitChoice } from '../../../src/screens/game/board-fit.ts';
import { onItsSide, screenShape } from '../../../src/screens/screen-shape.ts';
import { BoardGeometryFit } from '../../../src/ui/board-geometry.ts';
import { labelFont, labelRoom, labelSizeFor } from '../../../src/ui/board-label-places.ts';
import { boardScreenAreas, exitSize, type BoardScreenInput } from '../../../src/ui/board-screen-areas.ts';
import { leastTouch } from '../../../src/ui/device-pixels.ts';
import { barThickness } from '../../../src/screens/game/board-bar.ts';
import { noticeBandHeight } from '../../../src/ui/notice-place.ts';

afterEach(() => {
  delete (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
});

/**
 * The board screen at `cssW`×`cssH` and `dpr`, with its bar of five icons (a column of them on a
 * phone on its side) and, `strip` CSS px high, the forecast's strip over the board.
 */
export function boardScreen(
  id: string,
  cssW: number,
  cssH: number,
  dpr: number,
  strip = 0,
  /** More of the input (the watch row, the forecast in the HUD's column, a sign), in game px. */
  more: Partial<BoardScreenInput> = {},
) {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
  const width = cssW * dpr;
  const height = cssH * dpr;
  const shape = screenShape(width, height, dpr);
  const { u, portrait } = shape;
  const side = onItsSide(shape, dpr);
  const pad = 12 * u;
  const layout = parseLayout(id);
  const choice = boardFitChoice(layout, portrait ? 'upright' : side ? 'side' : 'wide', cssW);
  // The board's bar as screens/game/board-bar.ts plans it: a row upright, a column on its side.
  const bar = { thickness: barThickness(u, leastTouch(), !portrait, dpr) };
  const font = labelFont(u);
  const areas = boardScreenAreas({
    layout,
    width,
    height,
    u,
    pad,
    side,
    columnIfLarger: !portrait,
    portrait,
    bar: bar.thickness,
    barBeside: !portrait,
    watchH: 0,
    labelFont: font,
    fit: choice,
    noticeBand: noticeBandHeight(dpr, u),
    dpr,
    strip: side ? 0 : strip * dpr,
    // The way out in the top corner, as in every mode but the guided game's.
    exit: exitSize(leastTouch(), dpr),
    ...more,
  });
  const fit = new BoardGeometryFit(
    layout,
    areas.board,
    labelRoom(layout, font, choice.labelsOnRim),
    choice.bleed,
  );
  return { fit, areas, bar, width, height, dpr, pad, u, font: labelSizeFor(layout, font), choice };
}
