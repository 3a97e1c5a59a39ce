// The person's record, opened from the menu, drawn from its rows (screens/menu/record-rows.ts).

import type Phaser from 'phaser';
import { showRowsPanel } from './rows-panel.ts';

/** The record's words: its title, the line shown when it is empty, and a head and a line per row. */
export interface RecordWords {
  title: string;
  empty: string;
  rows: readonly { head: string; line: string }[];
}

export function showStats(scene: Phaser.Scene, u: number, record: RecordWords): void {
  showRowsPanel(scene, u, { kind: 'stats', closeId: 'close-stats', ...record });
}
