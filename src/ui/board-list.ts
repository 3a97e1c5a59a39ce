// The player's saved boards in a panel: each row opens the board, renames it or deletes it.

import type Phaser from 'phaser';
import type { SavedBoard } from '../game/saved-boards.ts';
import { Button } from './button.ts';
import { addModalPanel } from './modal-panel.ts';
import { minTouch } from './screen.ts';
import { THEME, textStyle } from './theme.ts';
import type { BoardListActions } from './dialog-port.ts';

export type { BoardListActions };

/** Shows the list; every action closes it first. */
export function showBoardList(
  scene: Phaser.Scene,
  u: number,
  boards: readonly SavedBoard[],
  actions: BoardListActions,
): void {
  const rowH = Math.max(46 * u, minTouch(scene));
  const gap = 8 * u;
  const pad = 16 * u;
  const maxRows = Math.max(
    1,
    Math.floor((scene.scale.height - 24 * u - 2 * pad - 40 * u - rowH - gap) / (rowH + gap)),
  );
  const shown = boards.slice(0, maxRows);
  const height = 2 * pad + 40 * u + (Math.max(1, shown.length) + 1) * (rowH + gap);
  const modal = addModalPanel(scene, u, { maxWidth: 560 * u, maxHeight: height, radius: 16 * u, shade: 0.6 });
  const parts: { destroy(): void }[] = [modal.shade, modal.panel];
  const close = () => {
    for (const p of parts) p.destroy();
  };
  const title =
    boards.length === 0
      ? 'No saved boards yet: Save keeps the board you build.'
      : `Your boards (${boards.length})`;
  parts.push(
    scene.add
      .text(modal.left + pad, modal.top + pad, title, textStyle(17 * u, THEME.text, true))
      .setWordWrapWidth(modal.width - 2 * pad),
  );
  const inner = modal.width - 2 * pad;
  const small = Math.min(110 * u, inner * 0.22);
  let y = modal.top + pad + 40 * u + rowH / 2;
  shown.forEach((board, i) => {
    const openW = inner - 2 * (small + gap);
    const x = modal.left + pad;
    parts.push(
      new Button(scene, {
        id: `builder:board:${i}:open`,
        label: board.name,
        x: x + openW / 2,
        y,
        width: openW,
        height: rowH,
        fontSize: 16 * u,
        onClick: () => {
          close();
          actions.open(board);
        },
      }),
    );
    parts.push(
      new Button(scene, {
        id: `builder:board:${i}:rename`,
        label: 'Rename',
        x: x + openW + gap + small / 2,
        y,
        width: small,
        height: rowH,
        fontSize: 15 * u,
        onClick: () => {
          close();
          actions.rename(board);
        },
      }),
    );
    parts.push(
      new Button(scene, {
        id: `builder:board:${i}:delete`,
        label: 'Delete',
        x: x + openW + 2 * gap + small * 1.5,
        y,
        width: small,
        height: rowH,
        fontSize: 15 * u,
        onClick: () => {
          close();
          actions.remove(board);
        },
      }),
    );
    y += rowH + gap;
  });
  if (shown.length === 0) y += rowH + gap;
  parts.push(
    new Button(scene, {
      id: 'builder:boards-close',
      label: 'Close',
      x: modal.left + modal.width / 2,
      y,
      width: Math.min(200 * u, inner),
      height: rowH,
      onClick: close,
    }),
  );
}
