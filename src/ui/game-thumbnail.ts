// The Resume card's picture: the saved game's board with its cells, drawn by the same art code
// as the board thumbnails (art/game-picture.ts) into a canvas texture. Only the latest saved game's
// picture is kept: a new one replaces it.

import type Phaser from 'phaser';
import { parseRules, Position, replayRecord } from '../engine/index.ts';
import type { People } from '../game/people.ts';
import type { SavedMatch } from '../game/saved-match.ts';
import { drawGamePicture, gamePictureFrame } from './art/game-picture.ts';
import { boardPlan } from './art/board-plan.ts';
import { matchPalettes, puzzlePalettes } from './colours.ts';
import type { PlayerId } from '../game/players.ts';
import { PALETTES } from './palette.ts';
import { pictureMarkShapes } from './mark-shapes.ts';
import type { MatchSetup } from '../game/match.ts';
import { pixelRatio } from './device-pixels.ts';

/** The longer side of the picture in pixels: sharp at 64 CSS px on a 3× screen. */
const SIDE = 200;
const PREFIX = 'game-thumbnail:';

/** The texture key of the saved game's picture, drawn now unless this very position was drawn already. */
export function gameThumbnail(
  scene: Phaser.Scene,
  saved: SavedMatch,
  people?: Pick<People, 'first'>,
  marks = false,
): string {
  const key = `${PREFIX}${marks ? 'marks:' : ''}${saved.setup.rules}:${saved.setup.players.join(',')}:${people?.first ?? 0}:${saved.moves.join(',')}`;
  if (scene.textures.exists(key)) return key;
  for (const old of scene.textures.getTextureKeys()) if (old.startsWith(PREFIX)) scene.textures.remove(old);
  const position = new Position(parseRules(saved.setup.rules));
  for (const sq of saved.moves) position.play(sq);
  // Two people keep their colours whoever starts, as on the board.
  return drawPicture(scene, key, position, matchPalettes(saved.setup.players, people), SIDE, marks);
}

/** Draws `position` into a canvas texture named `key`, in the two palettes named (with their marks where `marks`), `side` pixels on its longer side. */
function drawPicture(
  scene: Phaser.Scene,
  key: string,
  position: Position,
  palettes: readonly string[],
  side = SIDE,
  marks = false,
  /** The picture's pixels per CSS px as shown (given its frame), where it carries each cell's count (game-picture.ts). */
  counts?: (frame: { width: number; height: number }) => number,
): string {
  const layout = position.layout;
  const unit = gamePictureFrame(layout, 100);
  const square = Math.max(
    2,
    Math.floor((side * 100) / Math.max(unit.width, unit.height, boardPlan(layout).width * 100)),
  );
  const frame = gamePictureFrame(layout, square);
  const colours = palettes.map((name) => PALETTES.find((p) => p.name === name)!.rgb);
  const texture = scene.textures.createCanvas(key, frame.width, frame.height)!;
  drawGamePicture(
    texture.context,
    {
      layout,
      owner: position.owner,
      pattern: position.pattern,
      colours: [colours[0]!, colours[1]!],
      marks: pictureMarkShapes(palettes, marks),
      counts: counts?.(frame),
      links: position.rules.scoring === 'connections',
    },
    square,
  );
  texture.refresh();
  return key;
}

/** Shows the saved game's picture fitted into a box (centred), keeping its proportions. */
export function addGameThumbnail(
  scene: Phaser.Scene,
  saved: SavedMatch,
  people: Pick<People, 'first'>,
  x: number,
  y: number,
  w: number,
  h: number,
  marks = false,
): Phaser.GameObjects.Image {
  const image = scene.add.image(x, y, gameThumbnail(scene, saved, people, marks));
  image.setName('thumbnail:game');
  return image.setScale(Math.min(w / image.width, h / image.height));
}

/** Shows a puzzle's position (its game record) fitted into a box, in the puzzle's colours (puzzlePalettes: the side to move the person's, the other `opponent`'s). */
export function addPuzzleThumbnail(
  scene: Phaser.Scene,
  record: string,
  opponent: PlayerId | null,
  x: number,
  y: number,
  w: number,
  h: number,
): Phaser.GameObjects.Image {
  const key = `puzzle-thumbnail:${opponent}:${record}`;
  if (!scene.textures.exists(key)) {
    const position = replayRecord(record);
    drawPicture(scene, key, position, puzzlePalettes(position.turn(), opponent));
  }
  const image = scene.add.image(x, y, key);
  image.setName('thumbnail:puzzle');
  return image.setScale(Math.min(w / image.width, h / image.height));
}

/**
 * The finished game's final board (its record), drawn sharp at the size shown and fitted into a box
 * centred at (x, y): the results' picture of the game, in the players' colours as on the board.
 */
export function addFinalBoardPicture(
  scene: Phaser.Scene,
  record: string,
  palettes: readonly string[],
  x: number,
  y: number,
  w: number,
  h: number,
  marks = false,
): Phaser.GameObjects.Image {
  const side = Math.ceil(Math.max(w, h));
  const key = `final-board:${side}:${palettes.join(',')}:${marks ? 'marks:' : ''}${record}`;
  if (!scene.textures.exists(key)) {
    for (const old of scene.textures.getTextureKeys())
      if (old.startsWith('final-board:')) scene.textures.remove(old);
    // Its cells' counts sized as shown: the picture is scaled into the box as below. A game scored
    // by connections shows none: its score is not the pieces, and counts read as the score.
    const position = replayRecord(record);
    const counts = (f: { width: number; height: number }) =>
      pixelRatio() / Math.min(w / f.width, h / f.height);
    drawPicture(
      scene,
      key,
      position,
      palettes,
      side,
      marks,
      position.rules.scoring === 'divisions' ? counts : undefined,
    );
  }
  const image = scene.add.image(x, y, key);
  image.setName('picture:final-board');
  return image.setScale(Math.min(w / image.width, h / image.height));
}

/**
 * The menu's Play card and the ladder's step: the board `setup` starts on, as a new game meets it
 * (empty, stem cells on their squares where the rules have them), so it reads as "a new game on
 * this board", never as a game in progress. One picture is kept per `slot` (a new choice replaces
 * it); null for rules the engine refuses (the card then shows the layout's drawing).
 */
export function addStartThumbnail(
  scene: Phaser.Scene,
  setup: MatchSetup,
  x: number,
  y: number,
  w: number,
  h: number,
  slot: 'play' | 'ladder' = 'play',
): Phaser.GameObjects.Image | null {
  const prefix = `start-thumbnail:${slot}:`;
  const key = `${prefix}${setup.rules}:${setup.players.join(',')}`;
  if (!scene.textures.exists(key)) {
    let position: Position;
    try {
      position = new Position(parseRules(setup.rules));
    } catch {
      return null;
    }
    for (const old of scene.textures.getTextureKeys()) if (old.startsWith(prefix)) scene.textures.remove(old);
    drawPicture(scene, key, position, matchPalettes(setup.players));
  }
  const image = scene.add.image(x, y, key);
  image.setName('thumbnail:start');
  return image.setScale(Math.min(w / image.width, h / image.height));
}
