// The final board kept in sight over an upright phone's short sheet (screens/results/board-in-sight.ts
// decides where): the real board behind the shade is hidden, and a clear picture of it glides
// from where it stood into the band between the top bar and the sheet, as the sheet slides up. Both
// stay still while the sheet's camera slides (scroll factor 0), just over the shade, under the sheet
// and under a win's falling cells.

import type Phaser from 'phaser';
import { boardInSight } from '../screens/results/board-in-sight.ts';
import type { Box } from '../screens/results/title-place.ts';
import { addFinalBoardPicture } from './game-thumbnail.ts';
import { entrance } from './results-rise.ts';
import { eased } from '../screens/results/sheet-rise.ts';
import { addResultsLab } from './results-lab-backdrop.ts';
import { pixelRatio } from './screen.ts';

/** What it reads of the board scene: where its board stands, and the top bar's middle it keeps clear of. */
interface SightOf {
  view: { fit: { left: number; top: number; frame: { width: number; height: number } } };
  title?: { place: Box } | undefined;
}

/**
 * Draws the picture where board-in-sight.ts places it (nothing where it places none); `arrives`:
 * the results' first showing glides it in, a redraw shows it in place. Returns the picture's box, or null.
 */
export function addBoardInSight(
  scene: Phaser.Scene,
  shade: Phaser.GameObjects.Rectangle,
  o: {
    short: boolean;
    /** The board scene's: its fit and its top bar's middle (null: no board in sight). */
    board: SightOf | null | undefined;
    sheet: Box;
    record: string;
    palettes: readonly string[];
    marks: boolean;
    u: number;
    reduced: boolean;
    arrives: boolean;
  },
): Box | null {
  const { width } = scene.scale;
  const [fit, bar] = [o.board?.view.fit, o.board?.title?.place];
  const board = fit ? { x: fit.left, y: fit.top, width: fit.frame.width, height: fit.frame.height } : null;
  const barBottom = bar ? bar.y + bar.height : 0;
  const sight = boardInSight({ ...o, board, barBottom, sheetTop: o.sheet.y, screenWidth: width });
  if (!sight) return null;
  const { from, to, backdrop: shown } = sight;
  // The lab's slide, its lamp on the picture: the board steps up into the game's world.
  const lamp = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  const backdrop = addResultsLab(scene, lamp, pixelRatio()).setAlpha(shown);
  const picture = addFinalBoardPicture(
    scene,
    o.record,
    o.palettes,
    to.x + to.width / 2,
    to.y + to.height / 2,
    to.width,
    to.height,
    o.marks,
  );
  for (const obj of [backdrop, picture]) obj.setScrollFactor(0);
  // Over the shade, under the sheet (depth 0) and a win's falling cells (results-win-moment.ts, -1).
  shade.setDepth(Math.min(shade.depth, -2));
  backdrop.setDepth(-1.6);
  picture.setDepth(-1.5);
  const scale = picture.scale;
  const place = (t: number) => {
    const k = eased(t, 'Cubic.easeOut');
    const w = from.width + (to.width - from.width) * k;
    picture.setScale((scale * w) / to.width);
    picture.setPosition(
      from.x + from.width / 2 + (to.x + to.width / 2 - from.x - from.width / 2) * k,
      from.y + from.height / 2 + (to.y + to.height / 2 - from.y - from.height / 2) * k,
    );
    backdrop.setAlpha(shown * k);
  };
  if (o.arrives && sight.ms > 0) {
    place(0);
    entrance(scene, sight.ms, place);
  }
  return to;
}
