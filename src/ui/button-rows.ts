// Buttons laid out in rows across a width: as many to a row as fit at a least width, the rows
// filled evenly. Returns the buttons (by id) and the height used.

import type Phaser from 'phaser';
import { Button } from './button.ts';

export interface RowButton {
  id: string;
  label: string;
  primary?: boolean;
  selected?: boolean;
  onClick: () => void;
}

export interface ButtonRowsLayout {
  x: number;
  y: number;
  width: number;
  /** Button height and the gap between buttons, in game pixels. */
  height: number;
  gap: number;
  /** The narrowest a button may be before the row breaks. */
  minWidth: number;
  fontSize: number;
}

export function buttonRows(
  scene: Phaser.Scene,
  items: readonly RowButton[],
  l: ButtonRowsLayout,
): { buttons: Map<string, Button>; height: number } {
  const fit = Math.max(1, Math.floor((l.width + l.gap) / (l.minWidth + l.gap)));
  const rows = Math.ceil(items.length / fit);
  const perRow = Math.ceil(items.length / rows);
  const buttons = new Map<string, Button>();
  items.forEach((item, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, items.length - row * perRow);
    const w = (l.width - l.gap * (perRow - 1)) / perRow;
    // A short last row is centred.
    const offset = ((perRow - inRow) * (w + l.gap)) / 2;
    const col = i - row * perRow;
    buttons.set(
      item.id,
      new Button(scene, {
        id: item.id,
        label: item.label,
        primary: item.primary,
        selected: item.selected,
        x: l.x + offset + col * (w + l.gap) + w / 2,
        y: l.y + row * (l.height + l.gap) + l.height / 2,
        width: w,
        height: l.height,
        fontSize: l.fontSize,
        onClick: item.onClick,
      }),
    );
  });
  return { buttons, height: rows * l.height + (rows - 1) * l.gap };
}
