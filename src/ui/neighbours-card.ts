// The card of a cell's neighbours on a triangle's or a hexagon's board (which and when:
// screens/menu/neighbours-card.ts): a title, two short lines, and one picture: the cell just placed,
// ringed, with its six neighbours lit around it as empty spaces in your colour and, on the triangle,
// the spaces touching only a corner drawn dark. "Got it" closes. Beside
// the words where the panel is wide and low (a phone on its side), under them elsewhere.

import Phaser from 'phaser';
import { HEX_GRID, TRI_GRID } from '../engine/index.ts';
import { neighboursPicture } from '../screens/menu/neighbours-card.ts';
import { neighboursWords } from '../words/neighbours-words.ts';
import { Button } from './button.ts';
import { CellSprite } from './cell-sprite.ts';
import { minText } from './device-pixels.ts';
import { openDialog } from './dialog.ts';
import { paletteHex } from './palette.ts';
import { addModalPanel } from './modal-panel.ts';
import { minTouch, pixelRatio } from './screen.ts';
import { THEME, textStyle } from './theme.ts';

/** The picture's half width in cell sides: the farthest neighbour's centre (2/√3) and half a cell beyond. */
const HALF_EXTENT = 1.8;

/** A space's outline: a triangle or a hexagon (points up) of circumradius `r` at (x, y), in the picture's pixels. */
function spaceOutline(
  x: number,
  y: number,
  r: number,
  grid: 'tri' | 'hex',
  down: boolean,
): Phaser.Math.Vector2[] {
  const sides = grid === 'tri' ? 3 : 6;
  const turn = down ? Math.PI : 0;
  return [...Array(sides).keys()].map((i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / sides + turn;
    return new Phaser.Math.Vector2(x + r * Math.cos(a), y + r * Math.sin(a));
  });
}

/**
 * Draws the picture centred at (x, y) in a square `box` across: the cell just placed, whole, ringed
 * in white; its six neighbours as empty spaces lit in the player's colour (a soft fill and a bright
 * edge: spaces, not cells, so they do not read as a crowd of the player's); on the triangle the
 * spaces touching only a corner dark, with a faint edge.
 */
function drawPicture(
  scene: Phaser.Scene,
  layer: Phaser.GameObjects.Container,
  grid: 'tri' | 'hex',
  x: number,
  y: number,
  box: number,
  u: number,
  marks: boolean,
): void {
  const unit = box / (2 * HALF_EXTENT);
  const frame = (unit * 2) / Math.sqrt(3);
  // A side's length is one unit on the triangle; a hexagon's circumradius is 1/√3 of a unit.
  const radius = unit / Math.sqrt(3);
  const tile = scene.add.graphics();
  tile.fillStyle(0x0a1a20, 1).fillRoundedRect(x - box / 2, y - box / 2, box, box, 12 * u);
  layer.add(tile);
  const spaces = scene.add.graphics();
  layer.add(spaces);
  const lit = paletteHex('green');
  const edge = Math.max(1.5, 2.5 * u);
  const cells = neighboursPicture(grid);
  // The figure's middle on the tile's middle (a triangle's centre is not its box's: the figure
  // stood high in its tile).
  const corners = cells.flatMap((c) => spaceOutline(c.x * unit, -c.y * unit, radius, grid, c.down));
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const dx = x - (Math.min(...xs) + Math.max(...xs)) / 2;
  const dy = y - (Math.min(...ys) + Math.max(...ys)) / 2;
  for (const c of cells) {
    const px = dx + c.x * unit;
    const py = dy - c.y * unit;
    const inner = spaceOutline(px, py, radius * 0.86, grid, c.down);
    if (c.kind === 'corner') {
      // A dark space touching a corner: it never splits the centre.
      spaces.fillStyle(0x16242c, 1).fillPoints(inner, true);
      spaces.lineStyle(Math.max(1, 1.2 * u), 0x3c4c56, 0.9).strokePoints(inner, true, true);
    } else if (c.kind === 'neighbour') {
      spaces.fillStyle(lit, 0.22).fillPoints(inner, true);
      spaces.lineStyle(edge, lit, 1).strokePoints(inner, true, true);
    } else {
      const topology = grid === 'tri' ? TRI_GRID : HEX_GRID;
      layer.add(new CellSprite(scene, px, py, frame * 0.96, 'green', 0, topology, marks, c.down));
      const ring = scene.add.graphics();
      ring
        .lineStyle(edge, 0xffffff, 1)
        .strokePoints(spaceOutline(px, py, radius * 1.02, grid, c.down), true, true);
      layer.add(ring);
    }
  }
}

/** Shows the card over the scene; `onClose` as it closes. */
export function showNeighboursCard(
  scene: Phaser.Scene,
  u: number,
  o: { grid: 'tri' | 'hex'; marks: boolean; onClose: () => void },
): void {
  const words = neighboursWords(o.grid);
  const { width, height } = scene.scale;
  const dpr = pixelRatio();
  const layer = scene.add.container(0, 0).setDepth(100);
  const panelW = Math.min(width - 24 * u, 560 * u);
  const maxH = Math.min(height - 24 * u, 720 * u);
  // A wide, low panel (a phone on its side) puts the picture beside the words.
  const beside = panelW > maxH * 1.3;
  const textW = (beside ? panelW * 0.55 : panelW) - 40 * u;
  const bh = Math.max(48 * u, minTouch(scene));
  const fontSize = Math.max(18 * u, 15 * dpr, minText());
  const captionSize = Math.max(15 * u, 13 * dpr);
  // The title first: on a phone it takes two lines, and the words start under it.
  const title = scene.add
    .text(width / 2, 0, words.title, {
      ...textStyle(Math.max(24 * u, 17 * dpr), THEME.accentCss, true),
      align: 'center',
      wordWrap: { width: panelW - 40 * u },
    })
    .setOrigin(0.5, 0);
  const textTop = 18 * u + title.height + 12 * u;
  let y = textTop;
  const texts = words.lines.map((line) => {
    const t = scene.add.text(0, y, line, { ...textStyle(fontSize), wordWrap: { width: textW } });
    y += t.height + 10 * u;
    return t;
  });
  const caption = captionSize * 1.4 + 6 * u;
  const room = beside
    ? Math.min(panelW * 0.45 - 24 * u, maxH - textTop - 14 * u - caption)
    : Math.min(panelW - 80 * u, 260 * u, maxH - y - caption - bh - 40 * u);
  const box = Math.max(80 * u, room);
  const panelH = beside
    ? Math.min(maxH, Math.max(y + bh + 24 * u, textTop + box + caption + 14 * u))
    : Math.min(maxH, y + 6 * u + box + caption + 16 * u + bh + 14 * u);
  const { shade, panel, left, top } = addModalPanel(scene, u, {
    maxWidth: panelW,
    maxHeight: panelH,
    radius: 20 * u,
    shade: 0.78,
  });
  title.setPosition(width / 2, top + 18 * u);
  for (const t of texts) t.setPosition(left + 20 * u, top + t.y);
  layer.add([shade, panel, title, ...texts]);
  const pictureX = beside ? left + panelW * 0.55 + (panelW * 0.45) / 2 - 6 * u : width / 2;
  const pictureY = beside ? top + textTop + box / 2 - 8 * u : top + y + 6 * u + box / 2;
  drawPicture(scene, layer, o.grid, pictureX, pictureY, box, u, o.marks);
  layer.add(
    scene.add
      .text(pictureX, pictureY + box / 2 + 6 * u, words.caption, textStyle(captionSize, THEME.text, true))
      .setOrigin(0.5, 0),
  );
  let closed = false;
  const shut = () => {
    if (closed) return;
    closed = true;
    forget();
    layer.destroy();
    close.destroy();
    o.onClose();
  };
  const bw = Math.min(220 * u, panelW - 60 * u);
  const close = new Button(scene, {
    id: 'neighbours:close',
    label: 'Got it',
    x: beside ? left + (panelW * 0.55) / 2 : width / 2,
    y: top + panelH - 14 * u - bh / 2,
    width: bw,
    height: bh,
    primary: true,
    fontSize: Math.max(18 * u, 15 * dpr),
    dialog: true,
    onClick: shut,
  });
  close.setDepth(101);
  const forget = openDialog(scene, {
    kind: 'neighbours',
    enter: shut,
    title: words.title,
    lines: [...words.lines, words.caption],
    escape: shut,
  });
}
