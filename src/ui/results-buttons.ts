// The results' buttons: the one primary next step on a row of its own, wide; the others under it
// in even rows of up to four, as many to a row as keep every label readable (13 CSS px).

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { commonFontSize } from './readable.ts';
import { minTouch, pixelRatio } from './screen.ts';
import type { ResultsButton } from '../screens/results/results-model.ts';

type Spec = ResultsButton & { onClick: () => void };

/** Adds the buttons at the panel's foot; returns the top of the buttons. */
export function addResultsButtons(
  scene: Phaser.Scene,
  specs: readonly Spec[],
  panel: { left: number; top: number; width: number; height: number; u: number },
  made: (spec: Spec, button: Button) => void,
): number {
  const { left, top, width: panelW, height: panelH, u } = panel;
  const primary = specs.filter((b) => b.primary);
  const others = specs.filter((b) => !b.primary);
  const gap = 12 * u;
  const inner = panelW - 40 * u;
  const widthFor = (n: number) => Math.min(170 * u, (inner - (n - 1) * gap) / n);
  const fontFor = (n: number) =>
    commonFontSize(
      scene,
      others.map((b) => b.label),
      widthFor(n) * 0.88,
      18 * u,
      false,
    );
  let perRow = Math.max(2, Math.min(4, Math.floor((inner + gap) / (150 * u + gap))));
  while (perRow > 2 && fontFor(perRow) < 13 * pixelRatio()) perRow--;
  const rows: Spec[][] = [];
  for (let i = 0; i < others.length; i += perRow) rows.push(others.slice(i, i + perRow));
  const bh = Math.max(54 * u, minTouch(scene));
  const sh = Math.max(44 * u, minTouch(scene));
  const bw = widthFor(perRow);
  const fontSize = fontFor(perRow);
  // Placed from the foot up, made in reading order (the primary first): the order keys and screen readers follow.
  let y = top + panelH - 20 * u - sh / 2;
  const rowYs: number[] = [];
  for (let r = rows.length - 1; r >= 0; r--) {
    rowYs[r] = y;
    y -= sh + gap;
  }
  y -= (bh - sh) / 2 + 4 * u;
  const pw = Math.min(inner, 440 * u);
  const pFont = commonFontSize(
    scene,
    primary.map((b) => b.label),
    pw * 0.9,
    24 * u,
    true,
  );
  for (const b of primary)
    made(b, new Button(scene, { ...b, x: left + panelW / 2, y, width: pw, height: bh, fontSize: pFont }));
  rows.forEach((row, r) => {
    const total = row.length * bw + (row.length - 1) * gap;
    row.forEach((b, i) => {
      const x = left + (panelW - total) / 2 + bw / 2 + i * (bw + gap);
      made(b, new Button(scene, { ...b, x, y: rowYs[r]!, width: bw, height: sh, fontSize }));
    });
  });
  return y - bh / 2;
}
