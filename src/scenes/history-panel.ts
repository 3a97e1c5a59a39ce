// The History panel over the menu: the kept games newest first (opponent, result and margin, board,
// when) under the record's headline, drawn from screens/history/history-model.ts's value.

import type Phaser from 'phaser';
import type { HistoryValue } from '../screens/history/history-model.ts';
import { rowLine } from '../screens/history/history-words.ts';
import { showRowsPanel } from '../ui/rows-panel.ts';

export function showHistory(scene: Phaser.Scene, u: number, value: HistoryValue): void {
  showRowsPanel(scene, u, {
    kind: 'history',
    closeId: 'close-history',
    title: value.title,
    subtitle: value.record.overall,
    empty: value.empty,
    rows: value.rows.map((row) => ({
      head: `${row.opponent} · ${row.result}`,
      line: rowLine(row),
    })),
  });
}
