// Small pictures of boards for the menu's board choice, drawn by the same art code as the boards
// themselves (art/boards.ts). Each layout's picture is drawn into a canvas texture once per page
// load and kept by the texture manager: a menu restart (a resize, a choice) reuses it.

import type Phaser from 'phaser';
import { parseLayout } from '../engine/index.ts';
import { boardFrame, drawBoardBackground } from './art/boards.ts';
import { boardPlan } from './art/board-plan.ts';

/** The longer side of a thumbnail texture in pixels: sharp at 64 CSS px on a 3× screen. */
const SIDE = 200;

export function thumbnailKey(layoutId: string): string {
  return `thumbnail:${layoutId}`;
}

/** The texture key of the layout's picture, drawn now if this page has not drawn it yet. */
export function boardThumbnail(scene: Phaser.Scene, layoutId: string): string {
  const key = thumbnailKey(layoutId);
  if (scene.textures.exists(key)) return key;
  const layout = parseLayout(layoutId);
  const plan = boardPlan(layout);
  // A first guess at the square's size, then the frame's padding taken into account.
  const unit = boardFrame({ layout, square: 100 });
  const square = Math.max(2, Math.floor((SIDE * 100) / Math.max(unit.width, unit.height, plan.width * 100)));
  const frame = boardFrame({ layout, square });
  const texture = scene.textures.createCanvas(key, frame.width, frame.height)!;
  drawBoardBackground(texture.context, { layout, square });
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
