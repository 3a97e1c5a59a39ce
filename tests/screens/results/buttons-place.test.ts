// The results' layout with the most buttons any ending has (screens/results/buttons-place.ts), on
// a phone on its side (844x390 at 1x and 3x, 640x360), upright (390x844 at 3x), a tablet
// (1024x768) and a 1440p monitor: every button inside the panel, a finger wide, clear of the others, of the ✕ and of
// the header (title, score, margin). The reviewer's loss on its side (844x390) had its buttons'
// column over "Hard won by …": there the header now stands beside the buttons.
import { describe, expect, test } from 'vitest';
import { ResultsModel } from '../../../src/screens/results/results-model.ts';
import {
  resultWordsFont,
  buttonsArea,
  headerBeside,
  placeButtons,
  resultsPanelBox,
  rowMeasures,
  PANEL_MAX,
  panelMaxWidth,
} from '../../../src/screens/results/buttons-place.ts';
import { fitBesidePanel } from '../../../src/screens/results/panel-fit.ts';
import type { Box } from '../../../src/screens/results/title-place.ts';
import { onItsSide, screenShape } from '../../../src/screens/screen-shape.ts';
import { matchResult } from '../history/history-rig.ts';

const steps = [{ id: 'a', rules: 'square:3', opponent: 'easy' as const, margin: 3, teaches: 'a' }];

/** Every ending the results know (win, draw, loss; on a ladder step or not; from the builder with its board unsaved or not). */
function endings(): ResultsModel[] {
  const models: ResultsModel[] = [];
  for (const scores of [
    [9, 3],
    [5, 5],
    [2, 9],
  ] as [number, number][])
    for (const rules of ['square:3', 'custom:2x3:fc'])
      for (const fromBuilder of [false, true])
        for (const tab of ['result', 'details'] as const)
          models.push(
            new ResultsModel({
              result: matchResult(rules, 'easy', scores),
              usedHelp: false,
              fromBuilder,
              unsavedBoard: fromBuilder ? rules : null,
              canShareSheet: false,
              ladderSteps: steps,
              tab,
            }),
          );
  return models;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('no ending shows more than four buttons on the result (five on the Details tab, its Result), one of them primary; a loss no more than a win', () => {
  const shots = endings().map((m) => m.snapshot());
  const on = (tab: string) => shots.filter((s) => s.tab === tab).map((s) => s.buttons.length);
  // The reviewer counted 7-8; the rest are in More's sheet.
  expect(Math.max(...on('result'))).toBeLessThanOrEqual(4);
  expect(Math.max(...on('details'))).toBeLessThanOrEqual(5);
  for (const s of shots) expect(s.buttons.filter((x) => x.primary)).toHaveLength(1);
  for (const s of shots) expect(s.buttons.at(-1)!.id).toBe('more');
  const [win, , loss] = endings()
    .filter((_, i) => i % 8 === 0)
    .map((m) => m.snapshot().buttons.length);
  expect(loss).toBeLessThanOrEqual(win!);
});

const screens = [
  { width: 844, height: 390, dpr: 1 },
  { width: 844, height: 390, dpr: 3 },
  { width: 640, height: 360, dpr: 1 },
  { width: 390, height: 844, dpr: 3 },
  { width: 1024, height: 768, dpr: 1 },
  // The largest monitor e2e's screens test knows (its results are checked in the browser on the phones only).
  { width: 2560, height: 1440, dpr: 1 },
];

describe.each(screens)('the most buttons at $width x $height (ratio $dpr)', ({ width, height, dpr }) => {
  const { u, portrait, ...screen } = screenShape(width * dpr, height * dpr, dpr);
  const side = onItsSide({ height: height * dpr, portrait }, dpr);
  const touch = 46 * dpr;
  const most = Math.max(...endings().map((m) => m.snapshot().buttons.length));
  const panel = resultsPanelBox(screen, u, portrait, side);
  const columns = !portrait;
  const closeSize = Math.max(40 * u, touch);
  const closeBox = {
    x: panel.x + panel.width - 10 * u - closeSize,
    y: panel.y + 10 * u,
    width: closeSize,
    height: closeSize,
  };
  // The header as addResultsTitle and the score and margin lines draw it: the title's row by the ✕
  // (at least 98 units), then the score line, the margin line and their gaps; 20 units spare.
  const headerBottom = panel.y + Math.max(98 * u, 10 * u + closeSize / 2 + 54 * u) + 80 * u;
  const across = placeButtons(buttonsArea(panel, columns, u, touch), 1, most - 1, 2);
  const beside = headerBeside(columns, headerBottom, across.top, 16 * u, side);
  const place = beside
    ? placeButtons(buttonsArea(panel, columns, u, touch, closeBox.y + closeSize + 12 * u), 1, most - 1, 2)
    : across;
  const boxes = [...place.primary, ...place.others];
  const header: Box = beside
    ? { x: panel.x, y: panel.y, width: panel.width / 2, height: headerBottom - panel.y }
    : { x: panel.x, y: panel.y, width: panel.width, height: headerBottom - panel.y };

  test('every button inside the panel, at least a finger each way, none over another', () => {
    expect(boxes).toHaveLength(most);
    for (const b of boxes) {
      expect(b.width).toBeGreaterThanOrEqual(touch);
      expect(b.height).toBeGreaterThanOrEqual(touch);
      expect(b.x).toBeGreaterThanOrEqual(panel.x);
      expect(b.x + b.width).toBeLessThanOrEqual(panel.x + panel.width);
      expect(b.y).toBeGreaterThanOrEqual(panel.y);
      expect(b.y + b.height).toBeLessThanOrEqual(panel.y + panel.height);
    }
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });

  test('no button over the header or the ✕', () => {
    for (const b of boxes) {
      expect(overlap(b, header)).toBe(false);
      expect(overlap(b, closeBox)).toBe(false);
    }
    // A short panel fitted to its content keeps the buttons under the ✕'s band.
    if (beside) {
      const fit = fitBesidePanel({
        screen,
        panel,
        headerBottom,
        column: 60 * u,
        buttonsTop: place.top,
        gap: 16 * u,
        above: 10 * u + closeSize + 12 * u,
      });
      expect(place.top + fit.buttons).toBeGreaterThanOrEqual(fit.panel.y + 10 * u + closeSize);
    }
  });

  test('the others stand two or more to a row where the panel is wide enough', () => {
    expect(rowMeasures(buttonsArea(panel, columns, u, touch)).perRow).toBeGreaterThanOrEqual(2);
  });
});

test("the reviewer's loss on its side (844x390): the buttons across would cover the margin line, so the header stands beside them", () => {
  const { u, portrait, ...screen } = screenShape(844, 390, 1);
  const panel = resultsPanelBox(screen, u, portrait);
  // As drawn then: "Hard won by 192 points" ended 104 px down the screen.
  const headerBottom = 104 + 8 + 12 * u;
  // Eight buttons (one primary), two to a row.
  const across = placeButtons(buttonsArea(panel, true, u, 46), 1, 7, 2);
  expect(across.top).toBeLessThan(headerBottom);
  expect(headerBeside(true, headerBottom, across.top, 16 * u)).toBe(true);
  // Six (a loss now): the buttons fit under the header across the panel.
  const loss = placeButtons(buttonsArea(panel, true, u, 46), 1, 5, 2);
  expect(headerBeside(true, headerBottom, loss.top, 16 * u)).toBe(false);
  // Upright the header is always across.
  expect(headerBeside(false, 10_000, 0, 16)).toBe(false);
});

test('on a phone on its side the result fills the left half and the panel takes the width (its left half stood empty but for a line)', () => {
  for (const [w, h, dpr] of [
    [844, 390, 3],
    [640, 360, 1],
    [740, 360, 2],
  ] as const) {
    const { u, portrait, ...screen } = screenShape(w * dpr, h * dpr, dpr);
    const side = onItsSide({ height: h * dpr, portrait }, dpr);
    expect(side).toBe(true);
    // Even with few buttons, which would fit under a header across the panel.
    expect(headerBeside(true, 0, 10_000, 16 * u, side)).toBe(true);
    const wide = resultsPanelBox(screen, u, portrait, side);
    expect(wide.width / screen.width, `${w}x${h}`).toBeGreaterThanOrEqual(0.8);
    expect(wide.width).toBeGreaterThan(resultsPanelBox(screen, u, portrait).width);
  }
  // A tablet and a desktop keep the panel they had: not on their side.
  for (const [w, h] of [
    [1024, 768],
    [1280, 720],
  ] as const) {
    const { portrait, ...screen } = screenShape(w, h, 1);
    expect(onItsSide({ height: h, portrait }, 1)).toBe(false);
    expect(headerBeside(true, 0, 10_000, 16, false)).toBe(false);
    // A ladder step's stars with no room over the buttons: the header goes beside them, so the final
    // board has the left column under it; upright (no columns) the sheet stacks as before.
    expect(headerBeside(true, 0, 10_000, 16, false, true)).toBe(true);
    expect(headerBeside(false, 0, 10_000, 16, false, true)).toBe(false);
    expect(panelMaxWidth(false)).toBe(PANEL_MAX.width);
    expect(screen.width).toBe(w);
  }
});

test("the result's kind words grow with a wide sheet beside its buttons, not on a phone", () => {
  expect(resultWordsFont(856, 0.9, 1, true)).toBeCloseTo(856 / 45);
  expect(resultWordsFont(856, 0.9, 1, false)).toBe(15.3);
  // Upright on a phone at 3×: 17 units or 15 CSS px, whatever the sheet's width.
  expect(resultWordsFont(1100, 2.4, 3, false)).toBeCloseTo(45);
  expect(resultWordsFont(500, 0.9, 1, true)).toBe(15.3);
});
