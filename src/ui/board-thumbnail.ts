// Small pictures of boards for the menu's board choice, drawn by the same art code as the boards
// themselves (art/boards.ts). Each layout's picture is drawn into a canvas texture once per page
// load and kept by the texture manager: a menu restart (a resize, a choice) reuses it. Given a rules
// id with stem cells (`hex:4/stem`), the picture shows its waiting stem cells too.

import type Phaser from 'phaser';
import { parseLayout, STEM, tryParseRules } from '../engine/index.ts';
import { boardFrame, drawBoardBackground } from './art/boards.ts';
import { boardPlan, pointsDown } from './art/board-plan.ts';
import { squarePlacement } from './art/boards.ts';
import { drawStemCell } from './art/stem-picture.ts';

/** The longer side of a thumbnail texture in pixels: sharp at 64 CSS px on a 3× screen. */
const SIDE = 200;

export function thumbnailKey(layoutId: string): string {
  return `thumbnail:${layoutId}`;
}

/** The texture key of the layout's (or rules id's) picture, drawn now if this page has not drawn it yet. */
export function boardThumbnail(scene: Phaser.Scene, layoutId: string): string {
  const key = thumbnailKey(layoutId);
  if (scene.textures.exists(key)) return key;
  const read = tryParseRules(layoutId);
  const stems = 'rules' in read ? read.rules.stemSquares : [];
  const layout = 'rules' in read ? read.rules.layout : parseLayout(layoutId);
  const plan = boardPlan(layout);
  // A first guess at the square's size, then the frame's padding taken into account.
  const unit = boardFrame({ layout, square: 100 });
  const square = Math.max(2, Math.floor((SIDE * 100) / Math.max(unit.width, unit.height, plan.width * 100)));
  const frame = boardFrame({ layout, square });
  const texture = scene.textures.createCanvas(key, frame.width, frame.height)!;
  drawBoardBackground(texture.context, { layout, square });
  const owner = new Uint8Array(layout.size);
  for (const s of stems) owner[s] = STEM;
  for (const s of stems) {
    const at = squarePlacement({ layout, square }, frame, s);
    // The colours are never used: no cell stands around a stem cell on an empty board.
    drawStemCell(
      texture.context,
      layout,
      s,
      owner,
      [
        [0, 0, 0],
        [0, 0, 0],
      ],
      at,
      pointsDown(layout, s),
    );
  }
  texture.refresh();
  return key;
}

/** Shows a thumbnail fitted into a box (centred), keeping its proportions. */
export function addThumbnail(
  scene: Phaser.Scene,
  layoutId: string,
  x: number,
  y: number,
  w: number,
  h: number,
): Phaser.GameObjects.Image {
  const image = scene.add.image(x, y, boardThumbnail(scene, layoutId));
  const scale = Math.min(w / image.width, h / image.height);
  return image.setScale(scale);
}
