// The board's toolbar: icon buttons in a row under the board (or a column beside it on a phone on
// its side), in two lines when one line would squeeze a button under a finger's size.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { minTouch } from './screen.ts';

export interface ToolSpec {
  id: string;
  label: string;
  icon: string;
  onClick: (button: Button) => void;
}

/** Where the toolbar stands: its centre, its length along the row (or column), and which way it runs. */
export interface ToolbarPlace {
  x: number;
  y: number;
  length: number;
  vertical: boolean;
}

/** How many lines `count` buttons need so that none is under `minSize` within `length`. */
export function toolbarLines(count: number, length: number, minSize: number, gap: number): number {
  return Math.max(1, Math.ceil((count * (minSize + gap) - gap) / length));
}

/** Space between two lines of buttons. */
export function lineGap(u: number): number {
  return 6 * u;
}

/** Lays the buttons out over `thickness` across the row, in `lines` lines; their names show on hover and long-press. */
export function makeToolbar(scene: Phaser.Scene, specs: readonly ToolSpec[], at: ToolbarPlace, thickness: number, lines: number, u: number): Button[] {
  const perLine = Math.ceil(specs.length / lines);
  const lineThickness = (thickness - (lines - 1) * lineGap(u)) / lines;
  const size = Math.max(Math.min(lineThickness, 56 * u), minTouch(scene));
  const gap = perLine > 1 ? Math.max(2 * u, Math.min(14 * u, (at.length - perLine * size) / (perLine - 1))) : 0;
  const buttons: Button[] = [];
  for (let line = 0; line < lines; line++) {
    const items = specs.slice(line * perLine, (line + 1) * perLine);
    const total = items.length * size + (items.length - 1) * gap;
    const across = -thickness / 2 + lineThickness / 2 + line * (lineThickness + lineGap(u));
    items.forEach((spec, i) => {
      const along = -total / 2 + size / 2 + i * (size + gap);
      const button: Button = new Button(scene, {
        id: spec.id, label: spec.label, icon: spec.icon,
        x: at.vertical ? at.x + across : at.x + along, y: at.vertical ? at.y + along : at.y + across,
        width: size, height: size, onClick: () => spec.onClick(button),
      });
      button.setName(spec.id);
      buttons.push(button);
    });
  }
  return buttons;
}
