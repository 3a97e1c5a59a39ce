// The board on an upright phone, laid out as the board screen lays it out (the same sums the scene
// runs): on 390×844 the boards a new player meets take at least 88% of the width with squares of
// at least 44 CSS px, so one tap places; the HUD stands right above the board, the bar under it.
import { afterEach, expect, test } from 'vitest';
import { parseLayout } from '../../../src/engine/index.ts';
import { boardFitChoice, ONE_TAP_CSS, pressStyle } from '../../../src/screens/game/board-fit.ts';
import { screenShape } from '../../../src/screens/screen-shape.ts';
import { BoardGeometryFit } from '../../../src/ui/board-geometry.ts';
import { PAD } from '../../../src/ui/art/board-frame.ts';
import { boardLabelPlaces, labelFont, labelRoom, labelSizeFor } from '../../../src/ui/board-label-places.ts';
import { boardScreenAreas } from '../../../src/ui/board-screen-areas.ts';
import { leastTouch, readable } from '../../../src/ui/device-pixels.ts';
import { planToolbarShape } from '../../../src/ui/toolbar-plan.ts';

afterEach(() => {
  delete (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
});

/** The board screen upright at `cssW`×`cssH` and `dpr`, with its bar of five icons. */
function upright(id: string, cssW: number, cssH: number, dpr: number) {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
  const width = cssW * dpr;
  const height = cssH * dpr;
  const { u } = screenShape(width, height, dpr);
  const pad = 12 * u;
  const layout = parseLayout(id);
  const choice = boardFitChoice(layout, 'upright');
  const bar = planToolbarShape({
    count: 5,
    names: ['More', 'Undo', 'Hint', 'Perfect play', 'How to play'],
    length: width - 2 * pad,
    vertical: false,
    u,
    touch: leastTouch(),
    font: readable(12.5 * u),
    side: 6 * u,
    measure: (w) => w.length * 7 * u,
    iconsOnly: true,
  });
  const font = labelFont(u);
  const areas = boardScreenAreas({
    layout,
    width,
    height,
    u,
    pad,
    side: false,
    portrait: true,
    bar: bar.thickness,
    watchH: 0,
    labelFont: font,
    fit: choice,
  });
  const fit = new BoardGeometryFit(
    layout,
    areas.board,
    labelRoom(layout, font, choice.labelsOnRim),
    choice.bleed,
  );
  return { fit, areas, bar, width, height, dpr, font: labelSizeFor(layout, font), choice };
}

/** The board's width on screen: its vessel's glass, without the picture's margin. */
const glassWidth = (fit: BoardGeometryFit) => fit.frame.width - 2 * PAD * fit.square;

const FIRST_BOARDS = ['square:6', 'square:8', 'flask:8x3', 'petri:7', 'hex:4', 'beaker:6x7'];

test.each(FIRST_BOARDS.flatMap((id) => [1, 3].map((dpr) => [id, dpr] as const)))(
  '390×844 upright - %s at dpr %i - squares of 44 CSS px or more across at least 88% of the width, one tap',
  (id, dpr) => {
    const { fit } = upright(id, 390, 844, dpr);
    const square = fit.square / dpr;
    expect(square, `${fit.frame.width / dpr} wide`).toBeGreaterThanOrEqual(44);
    expect(glassWidth(fit) / dpr / 390).toBeGreaterThanOrEqual(0.88);
    expect(pressStyle(square, true, 'magnify')).toBe('tap');
  },
);

test.each(FIRST_BOARDS.flatMap((id) => ['390x844', '360x740', '412x915'].map((s) => [id, s] as const)))(
  'upright - %s on %s - the board within the screen, the HUD right above it, the bar under it, the labels readable on screen',
  (id, size) => {
    const [cssW, cssH] = size.split('x').map(Number) as [number, number];
    const { fit, areas, bar, width, height, dpr, font } = upright(id, cssW, cssH, 2);
    const left = fit.left + fit.frame.gridLeft;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + fit.frame.gridWidth).toBeLessThanOrEqual(width);
    expect(glassWidth(fit) / width).toBeGreaterThanOrEqual(0.88);
    // The HUD's foot at the board's top (the picture's margin between them), the bar below the labels.
    expect(fit.top - (areas.hud.y + areas.hud.height)).toBeGreaterThanOrEqual(-1);
    expect(fit.top - (areas.hud.y + areas.hud.height)).toBeLessThan(30 * dpr);
    expect(areas.board.y + areas.board.height).toBeLessThanOrEqual(height - bar.thickness);
    for (const p of boardLabelPlaces(fit, font, boardFitChoice(fit.layout, 'upright').labelsOnRim)) {
      const w = font * 0.65 * p.text.length;
      const x = p.x - w * p.originX;
      expect(x, `${p.text} on screen`).toBeGreaterThanOrEqual(0);
      expect(x + w).toBeLessThanOrEqual(width);
      expect(p.y + font / 2).toBeLessThanOrEqual(height - bar.thickness);
    }
    // On the smaller phones too, a finger places with one tap on these boards.
    expect(fit.square / dpr).toBeGreaterThanOrEqual(ONE_TAP_CSS);
  },
);

test('upright - the bar is one line of icons about 56 CSS px high', () => {
  const { bar, dpr } = upright('square:8', 390, 844, 3);
  expect(bar.lines).toBe(1);
  expect(bar.thickness / dpr).toBeGreaterThanOrEqual(52);
  expect(bar.thickness / dpr).toBeLessThanOrEqual(60);
});

test('upright - a 12×12 board and hex:8 keep squares too small for one tap: one magnified gesture', () => {
  for (const id of ['square:12', 'hex:8']) {
    const { fit, dpr } = upright(id, 390, 844, 3);
    expect(pressStyle(fit.square / dpr, true, 'magnify'), id).toBe('magnify');
    expect(pressStyle(fit.square / dpr, true, 'aim'), id).toBe('aim');
  }
});

test('boardFitChoice - upright bleeds, row numbers on the rim but on hexagonal boards and two-digit rows; wide screens neither', () => {
  expect(boardFitChoice(parseLayout('square:8'), 'upright')).toEqual({ bleed: true, labelsOnRim: true });
  expect(boardFitChoice(parseLayout('hex:4'), 'upright')).toEqual({ bleed: true, labelsOnRim: false });
  expect(boardFitChoice(parseLayout('square:12'), 'upright')).toEqual({ bleed: true, labelsOnRim: false });
  expect(boardFitChoice(parseLayout('square:8'), 'wide')).toEqual({ bleed: false, labelsOnRim: false });
  expect(boardFitChoice(parseLayout('square:8'), 'side')).toEqual({ bleed: false, labelsOnRim: false });
});
