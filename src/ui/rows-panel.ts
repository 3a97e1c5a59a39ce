// A dialog over the menu that lists rows, each a bold head over a dim line (the record, the
// history), under a title and an optional line; rows past the panel's height become "and N more".
// Esc or its button closes it. The words are the caller's model's.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { openDialog } from './dialog.ts';
import { drawnLines } from './drawn-lines.ts';
import { addModalPanel } from './modal-panel.ts';
import { minTouch } from './screen.ts';
import { THEME, textStyle } from './theme.ts';

export interface RowsPanel {
  /** The dialog's kind (what the screen readers' mirror and the hook name it by). */
  kind: string;
  /** The id of its Close button. */
  closeId: string;
  title: string;
  /** A line under the title (the record's headline), if any. */
  subtitle?: string;
  /** The line shown when there are no rows. */
  empty: string;
  rows: readonly { head: string; line: string }[];
}

export function showRowsPanel(scene: Phaser.Scene, u: number, o: RowsPanel): void {
  const { width } = scene.scale;
  const { rows } = o;
  const bh = Math.max(48 * u, minTouch(scene));
  const head = o.subtitle ? 96 * u : 70 * u;
  const {
    shade,
    panel,
    left,
    top,
    width: panelW,
    height: panelH,
  } = addModalPanel(scene, u, {
    maxWidth: 680 * u,
    maxHeight: head + Math.max(1.6, rows.length) * 50 * u + bh + 40 * u,
    radius: 20 * u,
    shade: 0.78,
  });
  const parts: Phaser.GameObjects.GameObject[] = [shade, panel];
  const fit = (t: Phaser.GameObjects.Text) => {
    if (t.width > panelW - 56 * u) t.setScale((panelW - 56 * u) / t.width);
    return t;
  };
  parts.push(
    scene.add.text(width / 2, top + 34 * u, o.title, textStyle(30 * u, THEME.accentCss, true)).setOrigin(0.5),
  );
  if (o.subtitle) {
    parts.push(
      fit(
        scene.add
          .text(width / 2, top + 62 * u, o.subtitle, textStyle(15 * u, THEME.textDim))
          .setOrigin(0.5, 0),
      ),
    );
  }
  const bottom = top + panelH - bh - 30 * u;
  let y = top + head;
  if (rows.length === 0) {
    parts.push(
      scene.add
        .text(width / 2, y + 20 * u, o.empty, {
          ...textStyle(17 * u, THEME.textDim),
          wordWrap: { width: panelW - 56 * u },
          align: 'center',
        })
        .setOrigin(0.5, 0),
    );
  }
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
    id: o.closeId,
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
  const forget = openDialog(scene, { kind: o.kind, lines: drawnLines(parts, o.title), escape: shut });
}
