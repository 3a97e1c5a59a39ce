// The results' score line, each side beside its name ("You  37 – 29  Hard") in the players'
// colours, centred as a whole; long names shrink the line, then are cut, each side in its half.
// Its two sides are returned: on the first showing the winner's pops (score-count.ts).

import type Phaser from 'phaser';
import type { PaletteName } from './palette.ts';
import { paletteCss } from './palette.ts';
import { fitScoreLine } from './score-line-fit.ts';
import { leastScale } from './fit-text.ts';
import { THEME, textStyle } from './theme.ts';

export function addResultsScoreLine(
  scene: Phaser.Scene,
  at: { cx: number; y: number; u: number; panelWidth: number },
  line: {
    names: [string, string];
    scores: readonly [number, number];
    palettes: readonly [PaletteName, PaletteName];
  },
): [Phaser.GameObjects.Text, Phaser.GameObjects.Text] {
  const { cx, y, u } = at;
  const { names, scores, palettes } = line;
  const side = (i: 0 | 1, name: string) => (i === 0 ? `${name}  ${scores[0]}` : `${scores[1]}  ${name}`);
  const sideText = (i: 0 | 1, x: number) =>
    scene.add
      .text(x, y, side(i, names[i]), textStyle(28 * u, paletteCss(palettes[i]), true))
      .setOrigin(1 - i, 0.5);
  const parts = [
    sideText(0, cx - 20 * u),
    scene.add.text(cx, y, '–', textStyle(28 * u, THEME.text)).setOrigin(0.5),
    sideText(1, cx + 20 * u),
  ];
  parts.forEach((p) => p.setStroke('#06141a', 4 * u));
  const fit = fitScoreLine(
    names,
    (i, name) => parts[2 * i]!.setText(side(i, name)).width,
    (at.panelWidth - 40 * u) / 2,
    20 * u,
    leastScale(parts[0]!),
  );
  // The whole line is centred, not its dash: sides of unequal width would push it off centre.
  ([0, 1] as const).forEach((i) => parts[2 * i]!.setText(side(i, fit.names[i])).setScale(fit.scale));
  const shift = (parts[0]!.displayWidth - parts[2]!.displayWidth) / 2;
  ([0, 1] as const).forEach((i) => parts[2 * i]!.setX(cx + shift + (2 * i - 1) * 20 * u * fit.scale));
  parts[1]!.setScale(fit.scale).setX(cx + shift);
  return [parts[0]!, parts[2]!];
}
