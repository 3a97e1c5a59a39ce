// The results' pictures: the game they end (the final board, drawn by the board art, at the top of
// the result's column, as large as the room the words under it leave: the sheet shows the game, not
// an empty column beside its buttons), and with the results closed, the bar's ways on where the
// board's toolbar stood.

import Phaser from 'phaser';
import { Button } from './button.ts';
import { minTouch, pixelRatio } from './screen.ts';
import { addFinalBoardPicture } from './game-thumbnail.ts';

/**
 * Draws the final board of `record` at the column's top and moves the column's words (`words`, drawn
 * from `c.top`, `c.words` tall) down under it; returns the column's new height (the words' alone
 * where the room is too small for a picture worth seeing).
 */
export function addResultsPicture(
  scene: Phaser.Scene,
  record: string,
  palettes: readonly string[],
  words: readonly Phaser.GameObjects.GameObject[],
  c: { x: number; top: number; width: number; words: number; room: number; most: number; u: number },
  marks = false,
): number {
  const gap = 12 * c.u;
  const h = Math.min(c.most, c.room - c.words - gap);
  if (h < 70 * c.u) return c.words;
  const picture = addFinalBoardPicture(scene, record, palettes, c.x, c.top + h / 2, c.width, h, marks);
  const shown = picture.displayHeight;
  picture.y = c.top + shown / 2;
  for (const o of words) if ('y' in o) (o as unknown as { y: number }).y += shown + gap;
  return c.words + shown + gap;
}

/**
 * Where the board's toolbar stood (hidden while the results are closed): the bar's ways on
 * (`specs`: Play again, Review, Results, Menu), as buttons in sight, a finger's size.
 */
export function addAsideButtons(
  scene: Phaser.Scene,
  toolbar: readonly { getBounds(): Phaser.Geom.Rectangle }[],
  specs: readonly (ButtonSpec & { onClick: (began?: number) => void })[],
  u: number,
  /** Where the board's picture ends on the right, in game pixels: a column of buttons keeps off it. */
  boardRight?: number,
): Button[] {
  const { width, height } = scene.scale;
  const bars = toolbar.map((b) => b.getBounds());
  const size = Math.max(48 * u, minTouch(scene));
  const gap = 12 * u;
  const bounds =
    bars.length > 0
      ? bars.reduce((a, b) => Phaser.Geom.Rectangle.Union(a, b))
      : new Phaser.Geom.Rectangle(12 * u, height - 12 * u - size, width - 24 * u, size);
  // Kept on the screen: an upright phone's bar of five, each as wide as its name, reaches its edges
  // with what its buttons draw round them.
  const left = Math.max(bounds.x, gap / 2);
  const box = new Phaser.Geom.Rectangle(
    left,
    bounds.y,
    Math.min(bounds.right, width - gap / 2) - left,
    bounds.height,
  );
  const across = box.width >= box.height;
  const h = Math.max(size, across ? Math.min(box.height, 64 * u) : size);
  const n = specs.length;
  // Down a narrow column (the bar in landscape) the words want more width: the buttons reach
  // out of it to the left as far as the board allows, their right edges kept on the screen.
  const wide = across
    ? Math.min(220 * u, (box.width - (n - 1) * gap) / n)
    : Math.max(box.width, size, 120 * u);
  // Never over the board (a large board leaves the bar a narrow strip): the words shrink instead.
  const w =
    across || boardRight === undefined ? wide : Math.max(size, Math.min(wide, width - gap / 2 - boardRight));
  const columnX = Math.min(box.centerX, width - gap / 2 - w / 2);
  return specs.map((b, i) =>
    new Button(scene, {
      ...b,
      width: w,
      height: h,
      fontSize: Math.max(18 * u, 14 * pixelRatio()),
      x: across ? box.centerX + (i - (n - 1) / 2) * (w + gap) : columnX,
      y: across ? box.centerY : box.centerY + (i - (n - 1) / 2) * (h + gap),
    }).setDepth(2),
  );
}

type ButtonSpec = { id: string; label: string; primary: boolean };

/**
 * Beside the buttons with the words under the header (a phone on its side): the final board's
 * picture over the buttons, in the room between `c.top` and `c.buttonsTop`, standing on them;
 * returns the new top of the right column (the picture's), or null where no picture fits.
 */
export function addPictureOverButtons(
  scene: Phaser.Scene,
  record: string,
  palettes: readonly string[],
  c: { x: number; top: number; width: number; buttonsTop: number; u: number },
  marks = false,
): number | null {
  const from = scene.children.list.length;
  const room = c.buttonsTop - 14 * c.u - c.top;
  const column = { x: c.x, top: c.top, width: c.width, words: 0, u: c.u, room, most: room };
  const ph = addResultsPicture(scene, record, palettes, [], column, marks) - 12 * c.u;
  if (ph <= 0) return null;
  const top = c.buttonsTop - 14 * c.u - ph;
  for (const o of scene.children.list.slice(from)) (o as Phaser.GameObjects.Image).y += top - c.top;
  return top;
}
