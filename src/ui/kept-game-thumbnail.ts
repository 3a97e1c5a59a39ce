// A kept game's final board as a small picture for the History list, drawn by the boards' and
// cells' own art (art/game-picture.ts) into a canvas texture. Each is drawn once a page and kept
// by the texture manager under the game's id, so a restart of the History screen (a resize) draws
// none again; pictures of games no longer kept are let go.

import type Phaser from 'phaser';
import { keptGamePicture } from '../screens/history/kept-picture.ts';
import type { KeptGame } from '../game/game-history.ts';
import { drawGamePicture, gamePictureFrame } from './art/game-picture.ts';
import { boardPlan } from './art/board-plan.ts';
import { matchPalettes } from './colours.ts';
import { PALETTES } from './palette.ts';
import { pictureMarkShapes } from './mark-shapes.ts';

/** The longer side of the picture in pixels: sharp at 60 CSS px on a 2× screen, small enough for 200 of them. */
const SIDE = 120;
const PREFIX = 'kept-game:';
/** A picture with the colour-blind marks is kept under its own key: the setting may change between visits. */
const MARKED = ':marks';

/** The texture key of a kept game's picture, drawn now unless it was drawn already. */
export function keptGameThumbnail(scene: Phaser.Scene, game: KeptGame, marks = false): string {
  const key = `${PREFIX}${game.id}${marks ? MARKED : ''}`;
  if (scene.textures.exists(key)) return key;
  const board = keptGamePicture(game);
  const layout = board.layout;
  const unit = gamePictureFrame(layout, 100);
  const square = Math.max(
    2,
    Math.floor((SIDE * 100) / Math.max(unit.width, unit.height, boardPlan(layout).width * 100)),
  );
  const frame = gamePictureFrame(layout, square);
  const palettes = matchPalettes(game.players);
  const colours = palettes.map((name) => PALETTES.find((p) => p.name === name)!.rgb);
  const texture = scene.textures.createCanvas(key, frame.width, frame.height)!;
  drawGamePicture(
    texture.context,
    { ...board, colours: [colours[0]!, colours[1]!], marks: pictureMarkShapes(palettes, marks) },
    square,
  );
  texture.refresh();
  return key;
}

/** Lets go of the pictures of games no longer kept (dropped past the 200, or a cleared storage). */
export function forgetKeptThumbnails(scene: Phaser.Scene, kept: ReadonlySet<string>): void {
  for (const key of scene.textures.getTextureKeys())
    if (key.startsWith(PREFIX) && !kept.has(key.slice(PREFIX.length).replace(MARKED, '')))
      scene.textures.remove(key);
}
