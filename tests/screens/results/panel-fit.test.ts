// The results' panel beside its buttons (tablet, desktop, phone on its side) is as tall as its
// content and centred on the screen; the result's column stands level with the buttons' middle.
import { expect, test } from 'vitest';
import {
  detailsRoom,
  fitBesidePanel,
  fitResultsPanel,
  fitStackedPanel,
  pictureBesideWords,
  pictureMost,
} from '../../../src/screens/results/panel-fit.ts';
import { resultsPanelBox } from '../../../src/screens/results/buttons-place.ts';
import { screenShape } from '../../../src/screens/screen-shape.ts';
import { parseRules } from '../../../src/engine/index.ts';
import { boardFrame } from '../../../src/ui/art/board-frame.ts';
import { countFits } from '../../../src/ui/piece-numeral.ts';
import { countedPictureHeight, leastCountedCell } from '../../../src/screens/results/counted-picture.ts';

// A 1024x768 tablet: the largest panel 1000x560 centred, its buttons 240 high at its foot.
const tablet = {
  screen: { width: 1024, height: 768 },
  panel: { x: 12, y: 104, width: 1000, height: 560 },
  headerBottom: 104 + 180,
  buttonsTop: 104 + 560 - 240,
  gap: 12,
};

test('a short result: the panel shrinks to the header and the buttons, centred on the screen', () => {
  const fit = fitResultsPanel({ ...tablet, column: 30 });
  expect(fit.panel.height).toBe(180 + 240 + 12);
  expect(fit.panel.y).toBe((768 - fit.panel.height) / 2);
  expect(fit.panel.y + fit.panel.height / 2).toBe(768 / 2);
  // Everything moves with the panel: its header by the top's move, its buttons by the foot's.
  expect(fit.header).toBe(fit.panel.y - 104);
  expect(fit.buttons).toBe(fit.panel.y + fit.panel.height - (104 + 560));
  // The column's middle is level with the buttons' middle.
  const buttonsMiddle = tablet.buttonsTop + fit.buttons + (240 - 12) / 2;
  expect(tablet.headerBottom + fit.column + 15).toBe(buttonsMiddle);
});

test('a long column (a ladder step, its stars, a best win) makes the panel taller, and never up into the header', () => {
  const fit = fitResultsPanel({ ...tablet, column: 300 });
  expect(fit.panel.height).toBe(180 + 300 + 24);
  expect(tablet.headerBottom + fit.column).toBe(tablet.headerBottom + fit.header + 12);
  expect(tablet.headerBottom + fit.column + 300).toBeLessThanOrEqual(fit.panel.y + fit.panel.height);
});

// The desktop's draw (1280x720): the final board's picture beside the buttons is taller than the
// words and buttons; at the foot they left an empty quarter of the column over them.
test('a column taller than the buttons: the buttons and their words stand level with its middle', () => {
  const buttons = 240;
  for (const column of [300, 360]) {
    const fit = fitResultsPanel({ ...tablet, column });
    const columnTop = tablet.headerBottom + fit.column;
    const buttonsTop = tablet.buttonsTop + fit.buttons;
    const columnMiddle = columnTop + column / 2;
    const buttonsMiddle = buttonsTop + (buttons - tablet.gap) / 2;
    expect(Math.abs(columnMiddle - buttonsMiddle)).toBeLessThanOrEqual(1);
    // Nothing rises into the header nor falls past the panel's foot.
    expect(buttonsTop).toBeGreaterThanOrEqual(tablet.headerBottom + fit.header + tablet.gap);
    expect(buttonsTop + buttons).toBeLessThanOrEqual(fit.panel.y + fit.panel.height);
    // The empty band over the buttons is no taller than the one under them plus a gap.
    const over = buttonsTop - columnTop;
    const under = fit.panel.y + fit.panel.height - tablet.gap - (buttonsTop + buttons - tablet.gap);
    expect(over).toBeLessThanOrEqual(under + tablet.gap + 1);
  }
});

test('content taller than the largest panel keeps the largest panel where it stood', () => {
  const fit = fitResultsPanel({ ...tablet, column: 900 });
  expect(fit.panel).toEqual(tablet.panel);
  expect(fit.header).toBe(0);
  expect(fit.buttons).toBe(0);
});

// The reviewer's phone (390x844): a loss on a ladder step left ~180 px empty between the stars and
// the buttons, as the panel was the largest the screen allows and the buttons stood at its foot.
test('upright, the panel holds its header, column and buttons with one gap between, centred', () => {
  const phone = {
    screen: { width: 390, height: 844 },
    panel: { x: 12, y: 62, width: 366, height: 720 },
    headerBottom: 62 + 150,
    column: 120,
    buttonsTop: 62 + 720 - 250,
    gap: 16,
  };
  const fit = fitStackedPanel(phone);
  // The column's foot and the buttons' top, as moved: one gap apart.
  const columnBottom = phone.headerBottom + fit.column + phone.column;
  expect(phone.buttonsTop + fit.buttons - columnBottom).toBe(16);
  expect(fit.panel.height).toBe(150 + 120 + 16 + 250);
  expect(fit.panel.y).toBe(Math.round((844 - fit.panel.height) / 2));
  expect(fit.header).toBe(fit.panel.y - 62);
  // Content taller than the panel: the panel stays as it was.
  const tall = fitStackedPanel({ ...phone, column: 600 });
  expect(tall.panel).toEqual(phone.panel);
});

// A phone on its side (844x390): the header and the words at the left, the picture and the buttons
// down the right. The right side taller: the left stands in the middle, not over an empty band.
test('on its side, the shorter left side stands in the middle of the panel', () => {
  const side = {
    screen: { width: 844, height: 390 },
    panel: { x: 12, y: 12, width: 820, height: 366 },
    headerBottom: 12 + 100,
    column: 80,
    buttonsTop: 12 + 60,
    gap: 12,
    above: 60,
  };
  const fit = fitBesidePanel(side);
  expect(fit.panel.height).toBe(366);
  const leftTop = side.panel.y + fit.header;
  const leftBottom = side.headerBottom + fit.column + side.column;
  // As much room over the left side as under it (a pixel's rounding aside).
  expect(Math.abs(leftTop - fit.panel.y - (fit.panel.y + fit.panel.height - leftBottom))).toBeLessThanOrEqual(
    side.gap + 1,
  );
  expect(fit.header).toBeGreaterThan(0);
  // With the left side the taller, it keeps the panel's top.
  expect(fitBesidePanel({ ...side, column: 400 }).header).toBe(
    fitBesidePanel({ ...side, column: 400 }).panel.y - 12,
  );
});

test("an upright phone's final board takes its column's whole width: Square 8×8's squares carry their counts", () => {
  // 390×844, as the scene measures it: the column is the panel less 20 units a side.
  const { u } = screenShape(390, 844, 1);
  const panel = resultsPanelBox({ width: 390, height: 844 }, u, true);
  const colW = panel.width - 40 * u;
  const most = pictureMost(colW, null);
  expect(most).toBe(colW);
  const square = (most / boardFrame({ layout: parseRules('square:8').layout, square: 100 }).width) * 100;
  // At 94% of the column (its old most) a square was 35 CSS px, and no cell carried its count.
  expect(countFits('square', square)).toBe(true);
  expect(countFits('square', square * 0.94)).toBe(false);
});

test('beside the words and buttons the picture stays no taller than they are, with a gap over and under, unless its cells would carry no counts', () => {
  const layout = (id: string) => parseRules(id).layout;
  // Square 4×4's cells carry their counts at the compact size: it stays.
  const small = { right: 250, gap: 16, layout: layout('square:4'), gamePerCss: 1 };
  expect(pictureMost(400, small)).toBe(pictureBesideWords(400, 250, 16));
  // A desktop's Square 8×8 at that height had squares of 34 CSS px and no counts: it grows until they carry them.
  const eight = { ...small, layout: layout('square:8') };
  const most = pictureMost(400, eight);
  expect(most).toBeGreaterThan(282);
  const square = (most / boardFrame({ layout: eight.layout, square: 100 }).height) * 100;
  expect(countFits('square', square)).toBe(true);
  // Never past its column's width: a narrow column keeps the compact size's rule of the column.
  expect(pictureMost(300, eight)).toBe(300);
  // In game pixels at 3 per CSS px, three times as tall.
  expect(pictureMost(1200, { ...eight, right: 750, gap: 48, gamePerCss: 3 })).toBeCloseTo(3 * most);
  // The least cell that carries a count: a square of about 35.7 CSS px (a 13 px figure's disc a fifth of it).
  expect(leastCountedCell('square')).toBeGreaterThan(35.6);
  expect(leastCountedCell('square')).toBeLessThan(35.9);
  expect(countedPictureHeight(layout('square:8'), 1)).toBeCloseTo(most);
});

test("the Details tab's room: beside the buttons the left column to the panel's foot, upright the width down to the buttons", () => {
  const panel = { x: 100, y: 50, width: 800, height: 600 };
  const beside = detailsRoom(panel, { columns: true, portrait: false, top: 200, buttonsTop: 500, u: 1 });
  expect(beside).toEqual({ left: 110, width: 400, top: 206, bottom: 630, portrait: true, u: 1 });
  const upright = detailsRoom(panel, { columns: false, portrait: true, top: 200, buttonsTop: 500, u: 2 });
  expect(upright).toEqual({ left: 100, width: 800, top: 212, bottom: 472, portrait: true, u: 2 });
});
