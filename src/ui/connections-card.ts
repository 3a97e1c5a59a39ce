// Scoring by connections, shown where a player meets it (a game or a puzzle with those rules): a
// panel with a few short lines and three pictures drawn with the board's own cells (one alone, two
// touching, three touching), each touching pair joined by a line marked +1 (the line a board so
// scored draws between its touching cells), and the score under it.
// "All the rules" opens how to play, where the player asked for help (not when it opens by
// itself before the first move: screens/menu/rules-help.ts); "Got it" closes.

import { minText } from './device-pixels.ts';
import Phaser from 'phaser';
import { parseLayout, readSquareName, type GridKind } from '../engine/index.ts';
import { Button } from './button.ts';
import { CellSprite } from './cell-sprite.ts';
import { drawLink, LINK_TONE } from './cell-links.ts';
import { connectionsWords, type ConnectionsExample } from './connections-words.ts';
import { openDialog } from './dialog.ts';
import { addModalPanel } from './modal-panel.ts';
import { isShort, minTouch, pixelRatio } from './screen.ts';
import { THEME, textStyle } from './theme.ts';

export interface ConnectionsCardOptions {
  grid: GridKind;
  marks: boolean;
  /** Opens how to play (the card is closed first); null: Got it alone. */
  allRules: (() => void) | null;
  onClose: () => void;
}

/** Draws one picture centred at (x, y) in a box of `box` across: its cells, its joins, its caption. */
function drawExample(
  scene: Phaser.Scene,
  layer: Phaser.GameObjects.Container,
  e: ConnectionsExample,
  x: number,
  y: number,
  box: number,
  u: number,
  o: ConnectionsCardOptions,
): void {
  const layout = parseLayout(e.layout);
  const squares = e.squares.map((n) => {
    const r = readSquareName(layout, n);
    if (!('square' in r)) throw new Error(n);
    return r.square;
  });
  const xs = squares.map((s) => layout.centreX[s]!);
  const ys = squares.map((s) => layout.centreY[s]!);
  const unit = Math.min(box / 2.4, 64 * u);
  const midX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const midY = (Math.max(...ys) + Math.min(...ys)) / 2;
  const at = (i: number) => ({ x: x + (xs[i]! - midX) * unit, y: y - (ys[i]! - midY) * unit });
  const frame = layout.grid === 'hex' ? (unit * 2) / Math.sqrt(3) : unit;
  const tile = scene.add.graphics();
  tile.fillStyle(0x0a1a20, 1);
  tile.fillRoundedRect(x - box / 2, y - box / 2, box, box, 12 * u);
  layer.add(tile);
  squares.forEach((_, i) => {
    const p = at(i);
    layer.add(
      new CellSprite(scene, p.x, p.y, frame * 0.94, 'green', e.patterns[i]!, layout.topology, o.marks),
    );
  });
  const joins = scene.add.graphics();
  const badgeFont = Math.max(15 * u, minText());
  for (const [i, j] of e.pairs) {
    const a = at(i);
    const b = at(j);
    drawLink(joins, a, b, Math.max(2, 3 * u), LINK_TONE);
    const badge = scene.add
      .text((a.x + b.x) / 2, (a.y + b.y) / 2, '+1', textStyle(badgeFont, THEME.accentCss, true))
      .setOrigin(0.5);
    badge.setStroke('#06141a', Math.max(3, badgeFont * 0.3));
    layer.add([joins, badge]);
  }
  if (e.pairs.length === 0) layer.add(joins);
  layer.add(
    scene.add
      .text(
        x,
        y + box / 2 + 6 * u,
        e.caption,
        textStyle(Math.max(15 * u, 13 * pixelRatio()), THEME.text, true),
      )
      .setOrigin(0.5, 0),
  );
}

export function showConnectionsCard(scene: Phaser.Scene, u: number, o: ConnectionsCardOptions): void {
  const words = connectionsWords(o.grid);
  const { width, height } = scene.scale;
  const dpr = pixelRatio();
  const layer = scene.add.container(0, 0).setDepth(100);
  // Laid out from the panel's top first, then the panel is made as tall as what it holds.
  const panelW = Math.min(width - 24 * u, 600 * u);
  const maxH = Math.min(height - 24 * u, 720 * u);
  // A wide, low panel (a phone on its side) puts the pictures beside the words, not under them.
  const beside = panelW > maxH * 1.2 && isShort(height, dpr);
  const textW = (beside ? panelW * 0.5 : panelW) - 40 * u;
  const bh = Math.max(48 * u, minTouch(scene));
  const buttonsTop = maxH - 14 * u - bh;
  const textTop = 54 * u;
  const caption = Math.max(15 * u, 13 * dpr) * 1.4 + 6 * u;
  const boxW = ((beside ? panelW * 0.5 : panelW) - 56 * u) / 3;
  // The pictures take up to 38% of the panel; the words shrink to fit the rest, never under 12 CSS px.
  const pictureRoom = beside ? 0 : Math.min(boxW, (buttonsTop - textTop) * 0.38) + caption + 12 * u;
  let fontSize = Math.max(18 * u, 15 * dpr);
  let texts: Phaser.GameObjects.Text[] = [];
  let y = textTop;
  for (;;) {
    texts.forEach((t) => t.destroy());
    y = textTop;
    texts = words.lines.map((line) => {
      const t = scene.add.text(0, y, line, { ...textStyle(fontSize), wordWrap: { width: textW } });
      y += t.height + 8 * u;
      return t;
    });
    if (y <= buttonsTop - pictureRoom || fontSize <= minText()) break;
    fontSize = Math.max(minText(), fontSize * 0.92);
  }
  const areaTop = beside ? textTop : y + 4 * u;
  const box = Math.max(24 * u, Math.min(boxW, buttonsTop - areaTop - caption - 12 * u));
  const panelH = beside ? maxH : Math.min(maxH, areaTop + box + caption + 16 * u + bh + 14 * u);
  const { shade, panel, left, top } = addModalPanel(scene, u, {
    maxWidth: panelW,
    maxHeight: panelH,
    radius: 20 * u,
    shade: 0.78,
  });
  const title = scene.add
    .text(width / 2, top + 28 * u, words.title, textStyle(26 * u, THEME.accentCss, true))
    .setOrigin(0.5);
  for (const t of texts) t.setPosition(left + 20 * u, top + t.y);
  layer.add([shade, panel, title, ...texts]);
  const areaLeft = beside ? left + panelW * 0.5 : left;
  const areaW = beside ? panelW * 0.5 : panelW;
  const shownBox = beside ? Math.min(box, panelH - bh - 28 * u - textTop - caption) : box;
  const rowY = top + (beside ? textTop + shownBox / 2 : areaTop + box / 2);
  words.examples.forEach((e, i) =>
    drawExample(scene, layer, e, areaLeft + areaW * ((2 * i + 1) / 6), rowY, shownBox, u, o),
  );
  const by = top + panelH - 14 * u - bh / 2;

  let closed = false;
  const shut = (then: () => void) => {
    if (closed) return;
    closed = true;
    forget();
    layer.destroy();
    rules?.destroy();
    close.destroy();
    o.onClose();
    then();
  };
  const bw = Math.min(220 * u, (panelW - 60 * u) / 2);
  const buttonFont = Math.max(18 * u, 15 * dpr);
  const allRules = o.allRules;
  const rules = allRules
    ? new Button(scene, {
        id: 'connections:rules',
        label: 'All the rules',
        x: width / 2 - bw / 2 - 8 * u,
        y: by,
        width: bw,
        height: bh,
        fontSize: buttonFont,
        dialog: true,
        onClick: () => shut(allRules),
      })
    : null;
  const close = new Button(scene, {
    id: 'connections:close',
    label: 'Got it',
    x: rules ? width / 2 + bw / 2 + 8 * u : width / 2,
    y: by,
    width: bw,
    height: bh,
    primary: true,
    fontSize: buttonFont,
    dialog: true,
    onClick: () => shut(() => {}),
  });
  rules?.setDepth(101);
  close.setDepth(101);
  const forget = openDialog(scene, {
    kind: 'connections',
    enter: () => shut(() => {}),
    title: words.title,
    lines: [...words.lines, ...words.examples.map((e) => e.caption)],
    escape: () => shut(() => {}),
  });
}
