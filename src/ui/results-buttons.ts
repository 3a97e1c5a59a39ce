// The results' buttons where screens/results/buttons-place.ts puts them: the one big next step on a
// row of its own, the (at most two) buttons beside it on one row under it, and the small ones (More,
// and the Details tab's Result) in a quiet row at the foot, their labels readable (13 CSS px).

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { commonFontSize } from './readable.ts';
import { pixelRatio } from './screen.ts';
import type { ResultsButton } from '../screens/results/results-model.ts';
import { placeTiers, type ButtonsArea, type TieredPlace } from '../screens/results/buttons-place.ts';
import { boardHeldTogether } from '../screens/results/label-wrap.ts';

type Spec = ResultsButton & { onClick: (began?: number) => void };
type Place = TieredPlace & { font: number; smallFont: number };

/** The small row's buttons to a row (4 down to 2) that keep their words at 13 CSS px or more, and that size. */
function smallRows(
  scene: Phaser.Scene,
  labels: readonly string[],
  area: ButtonsArea,
): { perRow: number; font: number } {
  const inner = area.width - 40 * area.u;
  const widthFor = (n: number) => Math.min(150 * area.u, (inner - (n - 1) * 8 * area.u) / n);
  const fontFor = (n: number) => commonFontSize(scene, labels, widthFor(n) * 0.9, 16 * area.u, false);
  let perRow = Math.min(4, Math.max(1, labels.length));
  while (perRow > 2 && fontFor(perRow) < 13 * pixelRatio()) perRow--;
  return { perRow, font: Math.max(fontFor(perRow), 13 * pixelRatio()) };
}

/** Where the buttons will stand in `area`, before any is drawn (the header's place depends on it). */
export function resultsButtonsPlace(scene: Phaser.Scene, specs: readonly Spec[], area: ButtonsArea): Place {
  const beside = specs.filter((b) => !b.primary && !b.small);
  const small = specs.filter((b) => b.small);
  const rows = smallRows(
    scene,
    small.map((b) => b.label),
    area,
  );
  const place = placeTiers(area, beside.length, small.length, rows.perRow);
  const width = place.others[0]?.width ?? 0;
  const font = commonFontSize(
    scene,
    beside.map((b) => b.label),
    width * 0.88,
    20 * area.u,
    false,
  );
  return { ...place, font: Math.max(font, 13 * pixelRatio()), smallFont: rows.font };
}

/** Adds the buttons where `place` puts them, in reading order (the big one first): the order keys and screen readers follow. */
export function addResultsButtons(
  scene: Phaser.Scene,
  specs: readonly Spec[],
  place: Place,
  u: number,
  made: (spec: Spec, button: Button) => void = () => {},
): void {
  const primary = specs.filter((b) => b.primary);
  const others = specs.filter((b) => !b.primary);
  const pFont = commonFontSize(
    scene,
    primary.map((b) => b.label),
    (place.primary[0]?.width ?? 0) * 0.9,
    25 * u,
    true,
  );
  const button = (b: Spec, box: { x: number; y: number; width: number; height: number }, fontSize: number) =>
    made(
      b,
      new Button(scene, {
        ...b,
        words: boardHeldTogether(b.label),
        // An icon (More's) stands beside the words, never instead of them.
        showLabel: true,
        tooltip: false,
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
        width: box.width,
        height: box.height,
        fontSize,
      }),
    );
  primary.forEach((b, i) => button(b, place.primary[i]!, pFont));
  others.forEach((b, i) => button(b, place.others[i]!, i >= place.smallFrom ? place.smallFont : place.font));
}
