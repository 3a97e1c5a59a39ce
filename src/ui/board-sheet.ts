// The board screen's sheet: the controls the bar has no place for, as
// named tiles in a panel that rises from the foot of the screen over a shade. A tap on the shade,
// its ✕ or Esc closes it; a tile closes it before it acts, unless the model says the player steps
// through it (Sound). Which controls go here is screens/game/board-controls.ts's decision. The
// results' More opens the same sheet with its own title and tiles (screens/results/button-set.ts).

import type Phaser from 'phaser';
import { closesSheet } from '../screens/game/board-controls.ts';
import type { ToolSpec } from './board-toolbar.ts';
import { Button } from './button.ts';
import { openDialog } from './dialog.ts';
import { minTouch } from './screen.ts';
import { THEME, textStyle } from './theme.ts';
import { CONTROL_WORDS as W } from '../words/board-controls-words.ts';

/** Above the board and its notices, under a question the sheet's Restart or Menu may ask (1500). */
const DEPTH = 1400;

/** The bar's strip: a band along the screen's foot (or down its right side) that the bar's buttons stand on. */
export function drawBarStrip(
  scene: Phaser.Scene,
  box: { x: number; y: number; width: number; height: number },
  vertical: boolean,
  u: number,
): void {
  const g = scene.add.graphics();
  g.fillStyle(THEME.panel, 0.72).fillRect(box.x, box.y, box.width, box.height);
  g.lineStyle(Math.max(1, u), THEME.panelEdge, 0.5);
  if (vertical) g.lineBetween(box.x, box.y, box.x, box.y + box.height);
  else g.lineBetween(box.x, box.y, box.x + box.width, box.y);
}

/** A tile of the sheet: a tool of the board's (with its icon) or a plain named button (the results'). */
export type SheetTile = Pick<ToolSpec, 'id' | 'label' | 'onClick'> & { icon?: string; enabled?: boolean };

/** The sheet's title and which tiles close it before they act: the board's unless told. */
export interface SheetOptions {
  title?: string;
  closes?: (id: string) => boolean;
}

/** Opens the sheet of `specs` over `scene`; returns what closes it. */
export function openBoardSheet(
  scene: Phaser.Scene,
  specs: readonly SheetTile[],
  u: number,
  options: SheetOptions = {},
): () => void {
  const sheetTitle = options.title ?? W.sheet;
  const closes = options.closes ?? closesSheet;
  const { width: screenW, height: screenH } = scene.scale;
  const margin = 8 * u;
  const gap = 10 * u;
  const panelW = Math.min(screenW - 2 * margin, 520 * u);
  const tileH = Math.max(54 * u, minTouch(scene));
  const columns = panelW >= 300 * u ? 2 : 1;
  const tileW = (panelW - (columns + 1) * gap) / columns;
  const head = Math.max(50 * u, minTouch(scene));
  const rows = Math.ceil(specs.length / columns);
  const panelH = head + rows * tileH + (rows + 1) * gap;
  const left = (screenW - panelW) / 2;
  const top = screenH - margin - panelH;
  const parts: Phaser.GameObjects.GameObject[] = [];
  const shade = scene.add.rectangle(0, 0, screenW, screenH, 0x02080a, 0.55).setOrigin(0).setInteractive();
  const panel = scene.add.graphics();
  panel.fillStyle(THEME.panel, 1).fillRoundedRect(left, top, panelW, panelH, 22 * u);
  panel.lineStyle(2 * u, THEME.panelEdge, 1).strokeRoundedRect(left, top, panelW, panelH, 22 * u);
  // A grab handle, as a sheet from the foot of a phone's screen has.
  panel
    .fillStyle(THEME.panelEdge, 0.8)
    .fillRoundedRect(screenW / 2 - 20 * u, top + 8 * u, 40 * u, 5 * u, 3 * u);
  const title = scene.add
    .text(left + 20 * u, top + head / 2 + 4 * u, sheetTitle, textStyle(18 * u, THEME.textDim, true))
    .setOrigin(0, 0.5);
  parts.push(shade, panel, title);
  let open = true;
  const buttons: Button[] = [];
  const close = () => {
    if (!open) return;
    open = false;
    forget();
    for (const p of parts) p.destroy();
    for (const b of buttons) b.destroy();
  };
  shade.on('pointerup', close);
  const closer = new Button(scene, {
    id: 'sheet:close',
    label: 'Close',
    icon: 'icon/close',
    x: left + panelW - gap - head / 2,
    y: top + head / 2 + 4 * u,
    width: head,
    height: head,
    dialog: true,
    onClick: close,
  });
  buttons.push(closer);
  specs.forEach((spec, i) => {
    const column = i % columns;
    const row = Math.floor(i / columns);
    // A last tile alone on its row takes the row's width: its words ("Small squares: place with one tap: Off") fit on a line.
    const alone = columns > 1 && i === specs.length - 1 && column === 0;
    const width = alone ? panelW - 2 * gap : tileW;
    const button: Button = new Button(scene, {
      id: spec.id,
      label: spec.label,
      icon: spec.icon || undefined,
      showLabel: true,
      tooltip: false,
      fontSize: 17 * u,
      x: left + gap + column * (tileW + gap) + width / 2,
      y: top + head + gap + row * (tileH + gap) + tileH / 2,
      width,
      height: tileH,
      radius: 14 * u,
      caution: spec.id === 'restart',
      dialog: true,
      onClick: () => {
        if (closes(spec.id)) close();
        spec.onClick(button);
      },
    });
    if (spec.enabled === false) button.setEnabled(false);
    button.setName(spec.id);
    buttons.push(button);
  });
  parts.forEach((p, i) => (p as unknown as Phaser.GameObjects.Components.Depth).setDepth(DEPTH + i));
  for (const b of buttons) b.setDepth(DEPTH + 10);
  const forget = openDialog(scene, {
    kind: 'sheet',
    title: sheetTitle,
    box: { x: left, y: top, width: panelW, height: panelH },
    escape: close,
  });
  return close;
}
