// "Solved boards", opened from the menu: for each board the menu offers whose empty board has been
// solved, its value with best play, the best first moves, and the positions and time the solve
// took, from the table scripts/solved-table.ts makes of docs/solving.md. A dialog: Esc or Close.

import type Phaser from 'phaser';
import { solvedWords } from '../game/solved-boards.ts';
import { SOLVED_ROWS } from '../game/solved-values-data.ts';
import { Button } from './button.ts';
import { openDialog } from './dialog.ts';
import { drawnLines } from './drawn-lines.ts';
import { addModalPanel } from './modal-panel.ts';
import { readable } from './readable.ts';
import { minTouch } from './screen.ts';
import { boardName } from './board-name.ts';
import { solvedPerfectWords } from './solved-perfect-words.ts';
import { THEME, textStyle } from './theme.ts';

/** One board's lines: what it is worth, then how it was found. */
export function solvedLines(row: (typeof SOLVED_ROWS)[number]): [string, string] {
  const best = row.best.startsWith('all') ? `every first move is best (${row.best.slice(4)})` : `best first ${row.best.includes(' ') ? 'moves' : 'move'} ${row.best}`;
  const value = solvedWords(row.value);
  return [
    `${boardName(row.rules)}: ${value.charAt(0).toUpperCase()}${value.slice(1)}`,
    `${best} · ${row.positions.toLocaleString('en')} positions · ${row.seconds}\u00a0s`,
  ];
}

export function showAbout(scene: Phaser.Scene, u: number): void {
  const { width } = scene.scale;
  const bh = Math.max(48 * u, minTouch(scene));
  const head = readable(15 * u);
  const sub = readable(13 * u);
  // Room for a row's two lines, and for a third where a narrow panel wraps one.
  const rowH = head * 1.3 + sub * 1.3 * (scene.scale.width < 700 * u ? 2 : 1) + 8 * u;
  const introH = readable(14 * u) * 4.2;
  const { shade, panel, left, top, width: panelW, height: panelH } = addModalPanel(scene, u, {
    maxWidth: 720 * u, maxHeight: 60 * u + introH + SOLVED_ROWS.length * rowH + bh + 40 * u, radius: 20 * u, shade: 0.78,
  });
  const parts: Phaser.GameObjects.GameObject[] = [shade, panel];
  const inner = panelW - 48 * u;
  parts.push(scene.add.text(width / 2, top + 28 * u, 'Solved boards', textStyle(readable(26 * u), THEME.accentCss, true)).setOrigin(0.5));
  let y = top + 50 * u;
  const intro = scene.add.text(left + 24 * u, y, `With best play from both sides, these boards end as shown: the value is the final score difference. ${solvedPerfectWords(SOLVED_ROWS.map((r) => r.rules))}`, {
    ...textStyle(readable(14 * u), THEME.textDim), wordWrap: { width: inner, useAdvancedWrap: true },
  });
  parts.push(intro);
  y += intro.height + 10 * u;
  const bottom = top + panelH - bh - 24 * u;
  for (const [i, row] of SOLVED_ROWS.entries()) {
    if (y + rowH > bottom + 8 * u) {
      parts.push(scene.add.text(left + 24 * u, y, `and ${SOLVED_ROWS.length - i} more in the docs`, textStyle(sub, THEME.textDim)));
      break;
    }
    const [line1, line2] = solvedLines(row);
    const wrap = { wordWrap: { width: inner, useAdvancedWrap: true } };
    const first = scene.add.text(left + 24 * u, y, line1, { ...textStyle(head, THEME.text, true), ...wrap });
    const second = scene.add.text(left + 24 * u, y + first.height, line2, { ...textStyle(sub, THEME.textDim), ...wrap });
    parts.push(first, second);
    y += first.height + second.height + 8 * u;
  }
  const shut = () => {
    forget();
    for (const p of parts) p.destroy();
    close.destroy();
  };
  const close = new Button(scene, {
    id: 'close-about', label: 'Close', x: width / 2, y: top + panelH - bh / 2 - 14 * u, width: 180 * u, height: bh,
    primary: true, fontSize: readable(19 * u), dialog: true, onClick: shut,
  });
  parts.forEach((p, i) => (p as unknown as Phaser.GameObjects.Components.Depth).setDepth(100 + i));
  close.setDepth(100 + parts.length);
  const forget = openDialog(scene, { kind: 'about', lines: drawnLines(parts, 'Solved boards'), escape: shut });
}
