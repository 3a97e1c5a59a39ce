// The board's toolbar: icon buttons in a row under the board (or a column beside it on a phone on
// its side), in two lines when one line would squeeze a button under a finger's size.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { minText } from './readable.ts';
import { minTouch } from './screen.ts';
import { textStyle } from './theme.ts';

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

/** The words under the icons: their font size, and the buttons' width and the height the words add. */
export interface Captions {
  fontSize: number;
  width: number;
  height: number;
}

/**
 * Whether every button can show its name under its icon in one row of `length` game pixels (a
 * wide screen): the captions' size, or null when the row has no room for words.
 */
export function toolbarCaptions(scene: Phaser.Scene, specs: readonly ToolSpec[], length: number, u: number): Captions | null {
  const probe = scene.add.text(0, 0, '', textStyle(minText())).setVisible(false);
  try {
    // The largest words that fit, down to the least readable size.
    for (const fontSize of [...new Set([13 * u, 12 * u].map((f) => Math.max(f, minText())))]) {
      probe.setStyle(textStyle(fontSize));
      const widest = Math.max(...specs.map((s) => probe.setText(s.label).width));
      const width = Math.max(widest + 18 * u, 56 * u, minTouch(scene));
      if (specs.length * width + (specs.length - 1) * 4 * u <= length) return { fontSize, width, height: fontSize * 1.35 };
    }
    return null;
  } finally {
    probe.destroy();
  }
}

/** Lays the buttons out over `thickness` across the row, in `lines` lines, with their names under the icons when `captions` says so. */
export function makeToolbar(scene: Phaser.Scene, specs: readonly ToolSpec[], at: ToolbarPlace, thickness: number, lines: number, u: number, captions: Captions | null = null): Button[] {
  const perLine = Math.ceil(specs.length / lines);
  const lineThickness = (thickness - (lines - 1) * lineGap(u)) / lines;
  const size = captions ? captions.width : Math.max(Math.min(lineThickness, 56 * u), minTouch(scene));
  const buttonH = captions ? Math.min(lineThickness, 56 * u + captions.height) : size;
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
        width: size, height: buttonH, onClick: () => spec.onClick(button),
        caption: captions ? { text: spec.label, fontSize: captions.fontSize } : undefined,
      });
      button.setName(spec.id);
      buttons.push(button);
    });
  }
  return buttons;
}
