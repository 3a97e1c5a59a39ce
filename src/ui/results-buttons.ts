// The results' buttons where screens/results/buttons-place.ts puts them: the one primary next step
// on a row of its own, wide; the others under it in even rows of up to four, as many to a row as
// keep every label readable (13 CSS px).

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { commonFontSize } from './readable.ts';
import { pixelRatio } from './screen.ts';
import type { ResultsButton } from '../screens/results/results-model.ts';
import {
  placeButtons,
  rowMeasures,
  type ButtonsArea,
  type ButtonsPlace,
} from '../screens/results/buttons-place.ts';

type Spec = ResultsButton & { onClick: (began?: number) => void };

/** As many of the other buttons to a row as keep their words readable, and their font size. */
function rowsFor(
  scene: Phaser.Scene,
  specs: readonly Spec[],
  area: ButtonsArea,
): { perRow: number; font: number } {
  const { widthFor, perRow: most } = rowMeasures(area);
  const labels = specs.filter((b) => !b.primary).map((b) => b.label);
  const fontFor = (n: number) => commonFontSize(scene, labels, widthFor(n) * 0.88, 18 * area.u, false);
  let perRow = most;
  while (perRow > 2 && fontFor(perRow) < 13 * pixelRatio()) perRow--;
  return { perRow, font: fontFor(perRow) };
}

/** Where the buttons will stand in `area`, before any is drawn (the header's place depends on it). */
export function resultsButtonsPlace(
  scene: Phaser.Scene,
  specs: readonly Spec[],
  area: ButtonsArea,
): ButtonsPlace & { font: number } {
  const { perRow, font } = rowsFor(scene, specs, area);
  const primaries = specs.filter((b) => b.primary).length;
  return { ...placeButtons(area, primaries, specs.length - primaries, perRow), font };
}

/** Adds the buttons where `place` puts them, in reading order (the primary first): the order keys and screen readers follow. */
export function addResultsButtons(
  scene: Phaser.Scene,
  specs: readonly Spec[],
  place: ButtonsPlace & { font: number },
  u: number,
  made: (spec: Spec, button: Button) => void,
): void {
  const primary = specs.filter((b) => b.primary);
  const others = specs.filter((b) => !b.primary);
  const pFont = commonFontSize(
    scene,
    primary.map((b) => b.label),
    (place.primary[0]?.width ?? 0) * 0.9,
    24 * u,
    true,
  );
  const button = (b: Spec, box: { x: number; y: number; width: number; height: number }, fontSize: number) =>
    made(
      b,
      new Button(scene, {
        ...b,
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
        width: box.width,
        height: box.height,
        fontSize,
      }),
    );
  primary.forEach((b, i) => button(b, place.primary[i]!, pFont));
  others.forEach((b, i) => button(b, place.others[i]!, place.font));
}
