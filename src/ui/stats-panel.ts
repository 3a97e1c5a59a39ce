// The person's record, opened from the menu: per board and opponent, the games, wins, draws and
// losses, the best win and the streak, in the words of the results. A dialog: Esc or the button
// closes it.

import type Phaser from 'phaser';
import { boardName } from './board-name.ts';
import { tallyLine, type Stats } from '../game/stats.ts';
import { puzzleLine } from '../game/puzzle-history.ts';
import { Button } from './button.ts';
import { openDialog } from './dialog.ts';
import { drawnLines } from './drawn-lines.ts';
import { addModalPanel } from './modal-panel.ts';
import { minTouch } from './screen.ts';
import { THEME, textStyle } from './theme.ts';


export function showStats(scene: Phaser.Scene, u: number, stats: Stats, saved: readonly { name: string; id: string }[] = [], puzzles?: { solved: number; shown: number }): void {
  const { width } = scene.scale;
  const games = Object.entries(stats).flatMap(([rules, byOpponent]) =>
    Object.entries(byOpponent).map(([opponent, t]) => ({ head: `${boardName(rules, saved)} against ${opponent[0]!.toUpperCase()}${opponent.slice(1)}`, line: tallyLine(t) })));
  const played = puzzles && puzzles.solved + puzzles.shown > 0 ? [{ head: 'Puzzles', line: puzzleLine(puzzles) }] : [];
  const rows = [...played, ...games];
  const bh = Math.max(48 * u, minTouch(scene));
  const { shade, panel, left, top, width: panelW, height: panelH } = addModalPanel(scene, u, {
    maxWidth: 680 * u, maxHeight: 70 * u + Math.max(1.6, rows.length) * 50 * u + bh + 40 * u, radius: 20 * u, shade: 0.78,
  });
  const parts: Phaser.GameObjects.GameObject[] = [shade, panel];
  parts.push(scene.add.text(width / 2, top + 34 * u, 'Your record', textStyle(30 * u, THEME.accentCss, true)).setOrigin(0.5));
  const bottom = top + panelH - bh - 30 * u;
  let y = top + 70 * u;
  if (rows.length === 0) {
    parts.push(scene.add.text(width / 2, y + 20 * u, 'No games yet: finish one against an opponent and it shows here.', {
      ...textStyle(17 * u, THEME.textDim), wordWrap: { width: panelW - 56 * u }, align: 'center',
    }).setOrigin(0.5, 0));
  }
  const fit = (t: Phaser.GameObjects.Text) => { if (t.width > panelW - 56 * u) t.setScale((panelW - 56 * u) / t.width); return t; };
  for (const [i, row] of rows.entries()) {
    if (y + 46 * u > bottom) {
      parts.push(scene.add.text(left + 28 * u, y, `and ${rows.length - i} more`, textStyle(15 * u, THEME.textDim)));
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
    id: 'close-stats', label: 'Close', x: width / 2, y: top + panelH - bh / 2 - 18 * u, width: 180 * u, height: bh,
    primary: true, fontSize: 19 * u, dialog: true, onClick: shut,
  });
  parts.forEach((p, i) => (p as unknown as Phaser.GameObjects.Components.Depth).setDepth(100 + i));
  close.setDepth(100 + parts.length);
  const forget = openDialog(scene, { kind: 'stats', lines: drawnLines(parts, 'Your record'), escape: shut });
}
