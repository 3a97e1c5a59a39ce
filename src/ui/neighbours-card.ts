// The first triangle game's notice drawn with its picture: the line of which triangles split a cell
// and how to play's own picture of it (neighbours-picture.ts), on glass in a free band of the board
// screen (screens/menu/neighbours-card-plan.ts lays it out), clear of the squares. It stays while
// the player looks; a tap on it, or the first move, takes it away. Notices keep off it while it shows.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { announce } from './a11y-log.ts';
import { registerControl } from './controls.ts';
import { drawGlass } from './glass-surface.ts';
import { drawNeighboursPicture } from './neighbours-picture.ts';
import { coachWordsFont } from './notice-place.ts';
import { placeNotices } from './notice.ts';
import { pixelRatio } from './screen.ts';
import { textStyle, THEME } from './theme.ts';
import { neighboursCardPlan } from '../screens/menu/neighbours-card-plan.ts';
import { triNeighbours } from '../screens/tutorial/tri-neighbours.ts';

/**
 * Draws the card with `line` in the largest of `bands` that holds it, and returns where it stands
 * while in sight; null where none holds it (the caller tells the line as a notice instead).
 */
export function showNeighboursCard(
  scene: Phaser.Scene,
  line: string,
  bands: readonly Rect[],
  u: number,
  marks: boolean,
  /** Calls `off` when the card should go unasked (the first move). */
  until: (off: () => void) => void,
  /** Told when the player's tap or the first move took it away (not when the scene ends under it). */
  closed: () => void = () => {},
): (() => Rect | null) | null {
  const dpr = pixelRatio();
  const pad = 10 * u;
  const words = scene.add.text(0, 0, line, textStyle(14 * u)).setOrigin(0, 0);
  const widest = Math.max(...bands.map((b) => b.width));
  const font = coachWordsFont(widest, u, dpr);
  const measure = (size: number) => (width: number) => {
    words.setFontSize(Math.round(size)).setWordWrapWidth(width, true);
    return words.height;
  };
  let plan: ReturnType<typeof neighboursCardPlan>;
  let size = Math.max(14 * dpr, Math.min(font.size, 16 * u));
  // The words shrink to the least readable size before the card gives up its picture.
  for (; ; size = Math.max(font.least, size - u)) {
    plan = neighboursCardPlan(bands, { pad, wordsHeight: measure(size), most: 190 * u, least: 80 * u });
    if (plan || size <= font.least) break;
  }
  if (!plan) {
    words.destroy();
    return null;
  }
  measure(size)(plan.words.width);
  words.setPosition(plan.words.x, plan.words.y).setColor(THEME.text);
  const { box, picture } = plan;
  const glass = scene.add.graphics();
  drawGlass(glass, box.x, box.y, box.width, box.height, 14 * u, { line: Math.max(1, 1.5 * u) });
  const area = {
    centreX: picture.x + picture.side / 2,
    top: picture.y + 8 * u,
    sq: (picture.side - 16 * u) / 3,
    fontSize: 14 * u,
  };
  const drawn = drawNeighboursPicture(scene, triNeighbours(), area, u, marks);
  const card = scene.add.container(0, 0, [glass, drawn.layer, words]).setDepth(1400);
  // The tap's target: a container's hit area is its size about its position, so centred on the card.
  const target = scene.add
    .container(box.x + box.width / 2, box.y + box.height / 2)
    .setSize(box.width, box.height)
    .setDepth(1401);
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    card.destroy();
    target.destroy();
    placeNotices();
    closed();
  };
  target.setInteractive({ useHandCursor: true }).on('pointerup', close);
  registerControl(scene, {
    id: 'neighbours-card',
    label: 'Close the picture',
    target,
    enabled: () => open,
    press: close,
    spoken: () => `${line} Close the picture`,
  });
  until(close);
  announce(line);
  placeNotices();
  // The card in sight, in game pixels, for the notices to keep off; null once closed or its scene ended.
  scene.events.once('shutdown', () => (open = false));
  return () => (open ? box : null);
}
