// More's sheet over the results: the rest of the ways on (details, share, save the board, the
// menu…), each closing the sheet before it acts; a board already saved, or a way already in sight, is shown but takes no tap.

import type Phaser from 'phaser';
import type { ResultsButton } from '../screens/results/results-model.ts';
import { RESULTS_WORDS } from '../words/results-words.ts';
import { openBoardSheet } from './board-sheet.ts';

export function openMoreSheet(
  scene: Phaser.Scene,
  more: readonly ResultsButton[],
  u: number,
  press: (id: ResultsButton['id']) => void,
): void {
  const tiles = more.map((b) => ({
    id: b.id,
    label: b.label,
    enabled: !(b.id === 'save-board' && b.label === 'Saved') && !b.inSight,
    onClick: () => press(b.id),
  }));
  openBoardSheet(scene, tiles, u, { title: RESULTS_WORDS.moreTitle, closes: () => true });
}
