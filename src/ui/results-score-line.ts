// The results' score line as two cells' counts: each player's cell (the board's own art, in its shape) at the
// line's ends and its count beside its name ("[cell] You  37 – 29  Hard [cell]") in the players'
// colours, centred as a whole; long names shrink the line, then are cut, each side in its half.
// Its two sides (a count and its cell) and its dash are returned: on the first showing the winner's pop.

import type Phaser from 'phaser';
import type { PaletteName } from './palette.ts';
import { playerInk } from './player-ink.ts';
import { fitScoreLine } from './score-line-fit.ts';
import { leastScale } from './fit-text.ts';
import { THEME, textStyle } from './theme.ts';
import { addMark } from './cell-marks.ts';

export function addResultsScoreLine(
  scene: Phaser.Scene,
  at: { cx: number; y: number; u: number; panelWidth: number },
  line: {
    names: [string, string];
    scores: readonly [number, number];
    palettes: readonly [PaletteName, PaletteName];
    /** A lone cell's frame in the board's shape (the results' model says which). */
    piece: string;
    /** Each cell carries its colour's colour-blind mark, as on the board (the setting). */
    marks: boolean;
  },
): ScoreLine {
  const { cx, y, u } = at;
  // The cells take their room at the ends: the counts fit in what is left of each half.
  const cellSize = 40 * u;
  const cellRoom = cellSize + 10 * u;
  const { names, scores, palettes } = line;
  const side = (i: 0 | 1, name: string) => (i === 0 ? `${name}  ${scores[0]}` : `${scores[1]}  ${name}`);
  const sideText = (i: 0 | 1, x: number) =>
    scene.add
      .text(x, y, side(i, names[i]), textStyle(28 * u, playerInk(palettes[i]), true))
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
    (at.panelWidth - 40 * u) / 2 - cellRoom,
    20 * u,
    leastScale(parts[0]!),
  );
  // The whole line is centred, not its dash: sides of unequal width would push it off centre.
  ([0, 1] as const).forEach((i) => parts[2 * i]!.setText(side(i, fit.names[i])).setScale(fit.scale));
  const shift = (parts[0]!.displayWidth - parts[2]!.displayWidth) / 2;
  ([0, 1] as const).forEach((i) => parts[2 * i]!.setX(cx + shift + (2 * i - 1) * 20 * u * fit.scale));
  parts[1]!.setScale(fit.scale).setX(cx + shift);
  const cells = ([0, 1] as const).map((i) => {
    const text = parts[2 * i]!;
    const edge = text.x + (2 * i - 1) * text.displayWidth;
    return scene.add
      .image(
        edge + (2 * i - 1) * (10 * u + cellSize / 2) * fit.scale,
        y,
        'cells',
        `${palettes[i]}/${line.piece}`,
      )
      .setDisplaySize(cellSize * fit.scale, cellSize * fit.scale);
  });
  // The marks swell with their sides on the ending's pop.
  const marks = ([0, 1] as const).map((i) =>
    addMark(scene, cells[i]!.x, y, cellSize * fit.scale, palettes[i], line.marks),
  );
  const sideOf = (i: 0 | 1): ScoreSide => {
    const mark = marks[i];
    return mark ? [parts[2 * i]!, cells[i]!, mark] : [parts[2 * i]!, cells[i]!];
  };
  return {
    sides: [sideOf(0), sideOf(1)],
    dash: parts[1]!,
  };
}

/** One side of the score line: its count (with the name), its cell and, with the marks on, the cell's mark. */
export type ScoreSide = [Phaser.GameObjects.Text, Phaser.GameObjects.Image, ...Phaser.GameObjects.Image[]];
export type ScoreSides = [ScoreSide, ScoreSide];
/** The score line as drawn: its sides and the dash between them. */
export interface ScoreLine {
  sides: ScoreSides;
  dash: Phaser.GameObjects.Text;
}
