// The History panel over the menu: the kept games newest first (opponent, result and margin, board,
// when) and the record's headline, drawn from screens/history/history-model.ts's value. It draws
// and closes; every word and decision is the model's.

import type Phaser from 'phaser';
import type { HistoryValue } from '../screens/history/history-model.ts';
import { Button } from '../ui/button.ts';
import { openDialog } from '../ui/dialog.ts';
import { drawnLines } from '../ui/drawn-lines.ts';
import { addModalPanel } from '../ui/modal-panel.ts';
import { minTouch } from '../ui/screen.ts';
import { THEME, textStyle } from '../ui/theme.ts';

export function showHistory(scene: Phaser.Scene, u: number, value: HistoryValue): void {
  const { width } = scene.scale;
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
    maxHeight: 110 * u + Math.max(1.6, value.rows.length) * 50 * u + bh + 40 * u,
    radius: 20 * u,
    shade: 0.78,
  });
  const parts: Phaser.GameObjects.GameObject[] = [shade, panel];
  const fit = (t: Phaser.GameObjects.Text) => {
    if (t.width > panelW - 56 * u) t.setScale((panelW - 56 * u) / t.width);
    return t;
  };
  parts.push(
    scene.add
      .text(width / 2, top + 34 * u, value.title, textStyle(30 * u, THEME.accentCss, true))
      .setOrigin(0.5),
  );
  parts.push(
    fit(
      scene.add
        .text(width / 2, top + 62 * u, value.record.overall, textStyle(15 * u, THEME.textDim))
        .setOrigin(0.5, 0),
    ),
  );
  const bottom = top + panelH - bh - 30 * u;
  let y = top + 96 * u;
  if (value.rows.length === 0) {
    parts.push(
      scene.add
        .text(width / 2, y + 10 * u, value.empty, {
          ...textStyle(17 * u, THEME.textDim),
          wordWrap: { width: panelW - 56 * u },
          align: 'center',
        })
        .setOrigin(0.5, 0),
    );
  }
  for (const [i, row] of value.rows.entries()) {
    if (y + 46 * u > bottom) {
      parts.push(
        scene.add.text(
          left + 28 * u,
          y,
          `and ${value.rows.length - i} more`,
          textStyle(15 * u, THEME.textDim),
        ),
      );
      break;
    }
    parts.push(
      fit(
        scene.add.text(
          left + 28 * u,
          y,
          `${row.opponent} · ${row.result}`,
          textStyle(17 * u, THEME.text, true),
        ),
      ),
    );
    parts.push(
      fit(
        scene.add.text(
          left + 28 * u,
          y + 21 * u,
          `${row.board} · ${row.when}${row.counts ? '' : ' · not counted'}`,
          textStyle(15 * u, THEME.textDim),
        ),
      ),
    );
    y += 50 * u;
  }
  const shut = () => {
    forget();
    for (const p of parts) p.destroy();
    close.destroy();
  };
  const close = new Button(scene, {
    id: 'close-history',
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
  const forget = openDialog(scene, { kind: 'history', lines: drawnLines(parts, value.title), escape: shut });
}
