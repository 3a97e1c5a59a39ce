// The results on a phone on its side (screens/results/side-sheet.ts decides where): the final board a
// square as tall as the sheet at its left; the header, what the game earned and the buttons in the
// column at its right, the line of how the person played under the margin or, where it leaves the
// words no room, in short under the board, and then the moments' ribbons too, in brief. Returns
// null, having drawn nothing, where the words do not fit between the header and the buttons even
// so: the scene then lays the sheet out as on a desktop.

import type Phaser from 'phaser';
import type { ResultsButton, ResultsSnapshot } from '../screens/results/results-model.ts';
import { buttonsArea } from '../screens/results/buttons-place.ts';
import { sideSheet, sideWordsTop } from '../screens/results/side-sheet.ts';
import type { Box } from '../screens/results/title-place.ts';
import type { PaletteName } from './palette.ts';
import type { WordsPart } from './earned-block.ts';
import { addFinalBoardPicture } from './game-thumbnail.ts';
import { addResultsButtons, resultsButtonsPlace } from './results-buttons.ts';
import type { PlayedLine } from '../screens/results/how-you-played.ts';
import { addPlayedLine, addResultsHeader, type ResultsHeader } from './results-header.ts';
import { fitDrawnResults } from './results-fit.ts';
import { cssPerGamePixel } from './results-title.ts';
import { minTouch } from './screen.ts';

type Spec = ResultsButton & { onClick: (began?: number) => void };

export interface SideSheetFrame {
  shown: ResultsSnapshot;
  record: string;
  palettes: readonly [PaletteName, PaletteName];
  specs: readonly Spec[];
  panel: Box;
  graphics: Phaser.GameObjects.Graphics;
  radius: number;
  rim?: number;
  closeSize: number;
  closeMargin: number;
  u: number;
  /** Draws the result's words (or `part` of them) centred on `x` from `y`, `width` wide; returns their height. */
  words: (x: number, y: number, width: number, landing: boolean, part?: WordsPart) => number;
  land: boolean;
  /** The colour-blind marks on the score line's cells and the final board (the setting). */
  marks: boolean;
  /** How the person played (scenes/results-played.ts), under the margin. */
  played: PlayedLine | null;
  /** The same line in its short form under the final board, where the column has no room for it. */
  under?: PlayedLine;
  /** The moments' ribbons in brief under the final board (and under `under`), where the column has no room for them. */
  ribbonsUnder?: boolean;
}

/** Draws the side sheet; its header (for the entrance) and the panel's box, or null where it does not fit. */
export function addSideSheet(
  scene: Phaser.Scene,
  f: SideSheetFrame,
): { header: ResultsHeader; panel: Box } | null {
  const { u, panel } = f;
  const list = () => scene.children.list;
  const from = list().length;
  const playedBand = f.under ? 34 * u : 0;
  // The ribbons' height in brief, measured at about the picture's width (one row each, whatever the width).
  const ribbonsBand = f.ribbonsUnder ? f.words(0, 0, panel.height * 0.8, false, 'ribbons') + 8 * u : 0;
  for (const o of list().slice(from)) o.destroy();
  const sheet = sideSheet(panel, 16 * u, cssPerGamePixel(scene), playedBand + ribbonsBand);
  if (!sheet) return null;
  const { column, picture, caption } = sheet;
  const header = addResultsHeader(scene, f.shown, f.palettes, {
    left: column.x,
    top: panel.y,
    width: column.width,
    closeSize: f.closeSize,
    margin: f.closeMargin,
    u,
    marks: f.marks,
    played: f.played,
  });
  const place = resultsButtonsPlace(scene, f.specs, buttonsArea(column, false, u, minTouch(scene)));
  const x = column.x + column.width / 2;
  const width = column.width - 40 * u;
  const measured = list().length;
  const part: WordsPart = f.ribbonsUnder ? 'no ribbons' : 'all';
  const words = f.words(x, 0, width, false, part);
  for (const o of list().slice(measured)) o.destroy();
  const top = sideWordsTop(header.bottom, words, place.top, 4 * u);
  if (top === null) {
    for (const o of list().slice(from)) o.destroy();
    // Where the line of how the person played leaves the words no room (a ladder step's stars), it
    // stands in its short form under the final board, which gives up that band of its height; where
    // the moments' ribbons still leave them none (a ladder step's first win), those stand under it too.
    if (f.played) return addSideSheet(scene, { ...f, played: null, under: f.played.brief() });
    if (!f.ribbonsUnder && f.shown.earned.moments.length > 0)
      return addSideSheet(scene, { ...f, ribbonsUnder: true });
    return null;
  }
  addResultsButtons(scene, f.specs, place, u);
  f.words(x, top, width, f.land, part);
  const { x: px, y: py, width: size } = picture;
  addFinalBoardPicture(scene, f.record, f.palettes, px + size / 2, py + size / 2, size, size, f.marks);
  if (caption && f.under)
    addPlayedLine(scene, f.under, {
      x: caption.x + caption.width / 2,
      y: caption.y + 6 * u,
      width: caption.width,
      u,
    });
  if (caption && f.ribbonsUnder)
    f.words(caption.x + caption.width / 2, caption.y + playedBand + 6 * u, caption.width, f.land, 'ribbons');
  // The panel stays as drawn (the picture fills its height); only its rim in the ending's colour is added.
  const still = { panel, header: 0, column: 0, buttons: 0 };
  const drawn = { panel: f.graphics, radius: f.radius, u, header: [], column: [], buttons: [], rim: f.rim };
  const content = { screen: panel, panel, headerBottom: 0, column: 0, buttonsTop: 0, gap: 0 };
  fitDrawnResults(drawn, content, () => still);
  return { header, panel };
}
