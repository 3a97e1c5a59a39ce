// The short sheet's column under its verdict (screens/results/short-sheet.ts decides): what the game
// earned, and on a wide sheet (an upright tablet) whose words are tall (a won ladder step's stars and
// the step they open) the final board's picture beside them at the left, as tall as they are: the
// sheet left the board no room over it.

import type Phaser from 'phaser';
import { pictureBesideShort, shortHalves, shortPictureSide } from '../screens/results/short-sheet.ts';
import type { Box } from '../screens/results/title-place.ts';
import { addFinalBoardPicture } from './game-thumbnail.ts';
import { measured } from './results-fit.ts';
import { cssPerGamePixel } from './results-title.ts';

export interface ShortColumn {
  panel: Box;
  /** Where the column starts (the header's foot). */
  top: number;
  u: number;
  /** Draws the words centred on `x` from `y`, `width` wide; returns their height. */
  words: (x: number, y: number, width: number, landing: boolean) => number;
  landing: boolean;
  /** The one-column words' centre and width (an upright phone). */
  x: number;
  width: number;
  picture: { record: string; palettes: readonly string[]; marks: boolean };
}

/** Draws the column; its height, and whether the final board's picture stands in it. */
export function addShortColumn(scene: Phaser.Scene, c: ShortColumn): { height: number; pictured: boolean } {
  const css = cssPerGamePixel(scene);
  const halves = shortHalves(c.panel, css, c.u);
  const h = halves ? measured(scene, () => c.words(halves.words.x, 0, halves.words.width, false)) : 0;
  if (!halves || !pictureBesideShort(h, css))
    return { height: c.words(c.x, c.top, c.width, c.landing), pictured: false };
  const side = shortPictureSide(halves, h);
  const height = Math.max(h, side);
  c.words(halves.words.x, c.top + (height - h) / 2, halves.words.width, c.landing);
  const { record, palettes, marks } = c.picture;
  addFinalBoardPicture(scene, record, palettes, halves.picture.x, c.top + height / 2, side, side, marks);
  return { height, pictured: true };
}
