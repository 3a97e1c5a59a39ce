// A rules option's small picture on the setup page (screens/menu/rule-pictures.ts decides it),
// drawn with the board's own art: the demo's tray and wells, its cells as the board draws them,
// a stem cell shared out, the links of a board scored by connections, a ring on the cells a capture
// or a jump turned (or the square equal moves leave empty), and a jump's hop as a line.

import type Phaser from 'phaser';
import type { RulePicture } from '../screens/menu/rule-pictures.ts';
import { demoPlacement } from '../screens/tutorial/how-to-play-demo.ts';
import { demoTray, drawDemoBoard } from './demo-board.ts';
import { demoCell } from './how-to-play-variants.ts';
import { linkedPairs, linkSpan } from './linked-pairs.ts';
import { drawBridge } from './cell-links.ts';
import { paletteHex } from './palette.ts';
import { StemSprite } from './stem-sprite.ts';
import { THEME } from './theme.ts';

/** Draws `picture` in the square at (x, y), `side` across; destroy() on the container takes it away. */
export function drawRulePicture(
  scene: Phaser.Scene,
  picture: RulePicture,
  x: number,
  y: number,
  side: number,
  marks: boolean,
): Phaser.GameObjects.Container {
  const layer = scene.add.container(0, 0);
  // The tray's rim in proportion to so small a board: an eightieth of it.
  const k = side / 80;
  const sq = (side - 16 * k) / 3;
  const centreX = x + side / 2;
  const top = y + 8 * k;
  const { layout, position, squares } = picture;
  const place = demoPlacement(layout, picture.names, sq, centreX, top);
  const board = scene.add.graphics();
  drawDemoBoard(board, layout, squares, place, demoTray(centreX, top, sq, k));
  layer.add(board);
  const owner = (s: number) => position.owner[s]!;
  const colours = [paletteHex('green'), paletteHex('blue')] as const;
  for (const s of picture.stems) {
    const at = place(s);
    const stem = new StemSprite(scene, at.x, at.y, at.size * 0.96, layout, s, false);
    void stem.showComplete(position.owner, colours, 0);
    layer.add(stem);
  }
  for (const s of squares) {
    const who = owner(s);
    if (who === 1 || who === 2)
      layer.add(demoCell(scene, layout, place, s, who, position.pattern[s]!, marks));
  }
  // Scored by connections, as on the board: a glossy bridge over each touching pair.
  if (picture.links) {
    const links = scene.add.graphics();
    for (const p of linkedPairs(layout, owner))
      drawBridge(
        links,
        linkSpan(place(p.a), place(p.b), sq),
        paletteHex(p.player === 1 ? 'green' : 'blue'),
        1,
      );
    layer.add(links);
  }
  const ink = scene.add.graphics();
  const stroke = Math.max(1.5, sq * 0.09);
  ink.lineStyle(stroke, THEME.accent, 1);
  for (const s of picture.marked) {
    const at = place(s);
    ink.strokeRoundedRect(at.x - sq / 2, at.y - sq / 2, sq, sq, sq * 0.2);
  }
  if (picture.hop) {
    const [a, b] = [place(picture.hop.from), place(picture.hop.to)];
    ink.lineBetween(a.x, a.y, b.x, b.y);
    ink.fillStyle(THEME.accent, 1).fillCircle(a.x, a.y, stroke * 1.4);
  }
  layer.add(ink);
  return layer;
}
