// The person's record, opened from the menu, drawn from its rows (screens/menu/record-rows.ts).
// A dialog: Esc or the button closes it.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { openDialog } from './dialog.ts';
import { drawnLines } from './drawn-lines.ts';
import { addModalPanel } from './modal-panel.ts';
import { minTouch } from './screen.ts';
import { THEME, textStyle } from './theme.ts';

/** The record's words: its title, the line shown when it is empty, and a head and a line per row. */
export interface RecordWords {
  title: string;
  empty: string;
  rows: readonly { head: string; line: string }[];
}

export function showStats(scene: Phaser.Scene, u: number, record: RecordWords): void {
  const { width } = scene.scale;
  const { rows } = record;
  const bh = Math.max(48 * u, minTouch(scene));
  const {
    shade,
    panel,
    left,
    top,
    width: panelW,
    height: panelH,
  } = addModalPanel(scene, u, {
    maxWidth: 680 * u,
    maxHeight: 70 * u + Math.max(1.6, rows.length) * 50 * u + bh + 40 * u,
    radius: 20 * u,
    shade: 0.78,
  });
  const parts: Phaser.GameObjects.GameObject[] = [shade, panel];
  parts.push(
    scene.add
      .text(width / 2, top + 34 * u, record.title, textStyle(30 * u, THEME.accentCss, true))
      .setOrigin(0.5),
  );
  const bottom = top + panelH - bh - 30 * u;
  let y = top + 70 * u;
  if (rows.length === 0) {
    parts.push(
      scene.add
        .text(width / 2, y + 20 * u, record.empty, {
          ...textStyle(17 * u, THEME.textDim),
          wordWrap: { width: panelW - 56 * u },
          align: 'center',
        })
        .setOrigin(0.5, 0),
    );
  }
  const fit = (t: Phaser.GameObjects.Text) => {
    if (t.width > panelW - 56 * u) t.setScale((panelW - 56 * u) / t.width);
    return t;
  };
  for (const [i, row] of rows.entries()) {
    if (y + 46 * u > bottom) {
      parts.push(
        scene.add.text(left + 28 * u, y, `and ${rows.length - i} more`, textStyle(15 * u, THEME.textDim)),
      );
      break;
    }
    parts.push(fit(scene.add.text(left + 28 * u, y, row.head, textStyle(17 * u, THEME.text, true))));
    parts.push(fit(scene.add.text(left + 28 * u, y + 21 * u, row.line, textStyle(15 * u, THEME.textDim))));
    y += 50 * u;
  }
  const shut = () => {
    forget();
    for (const p of parts) p.destroy();
    close.destroy();
  };
  const close = new Button(scene, {
    id: 'close-stats',
    label: 'Close',
    x: width / 2,
    y: top + panelH - bh / 2 - 18 * u,
    width: 180 * u,
    height: bh,
    primary: true,
    fontSize: 19 * u,
    dialog: true,
    onClick: shut,
  });
  parts.forEach((p, i) => (p as unknown as Phaser.GameObjects.Components.Depth).setDepth(100 + i));
  close.setDepth(100 + parts.length);
  const forget = openDialog(scene, { kind: 'stats', lines: drawnLines(parts, record.title), escape: shut });
}
