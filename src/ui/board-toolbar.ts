// The board's toolbar: icon buttons in a row under the board (or a column beside it on a phone on
// its side), each named under its icon, in more lines when one line would squeeze a button or its
// name. Where no plan fits the names, the icons stand alone and name themselves on hover and
// long-press.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { readable } from './readable.ts';
import { minTouch, pixelRatio } from './screen.ts';
import { measureCaptions, paintCaptions, widestWord, type CaptionSet } from './toolbar-captions.ts';

export interface ToolSpec {
  id: string;
  label: string;
  icon: string;
  /** The words under the icon, when shorter or plainer than the label (which stays its name). */
  caption?: string;
  /** Other names the button may take later (the Sound button's levels): painted too, and room made for them. */
  laterLabels?: readonly string[];
  onClick: (button: Button) => void;
}

/** The captions' frame id of a later name of button `id`. */
const laterFrame = (id: string, label: string) => `${id}=${label}`;

/** Where the toolbar stands: its centre, its length along the row (or column), and which way it runs. */
export interface ToolbarPlace {
  x: number;
  y: number;
  length: number;
  vertical: boolean;
}

/** How the buttons are laid out: lines, each button's size, the room across all lines, the names. */
export interface ToolbarPlan {
  lines: number;
  buttonWidth: number;
  buttonHeight: number;
  /** Room across one line (a row's height, a column's width). */
  lineThickness: number;
  /** Room across every line with the gaps between them. */
  thickness: number;
  captions: CaptionSet | null;
}

/** How many lines `count` buttons need so that none is under `minSize` within `length`. */
export function toolbarLines(count: number, length: number, minSize: number, gap: number): number {
  return Math.max(1, Math.ceil((count * (minSize + gap) - gap) / length));
}

/** Space between two lines of buttons. */
export function lineGap(u: number): number {
  return 6 * u;
}

/** The most lines of buttons the toolbar takes to name them all, before it gives the names up. */
const MOST_LINES = 3;

/**
 * The toolbar for `specs` along `length` game pixels: the fewest lines in which every button keeps
 * a finger's size and shows its name at a readable size, on one line of words if it can, else
 * wrapped between words; icons alone (today's least) when no plan fits.
 */
export function planToolbar(scene: Phaser.Scene, specs: readonly ToolSpec[], length: number, vertical: boolean, u: number): ToolbarPlan {
  const touch = minTouch(scene);
  const icon = Math.max(56 * u, touch);
  const gap = 2 * u;
  const least = toolbarLines(specs.length, length, touch, gap);
  const names = specs.map((s) => s.caption ?? s.label);
  const later = specs.flatMap((s) => (s.laterLabels ?? []).map((l) => [laterFrame(s.id, l), l] as const));
  const measured = [...names, ...later.map(([, l]) => l)];
  const font = readable(12.5 * u);
  // Room each side of the widest name, never under 5 CSS px: the words keep off the button's edge.
  const side = Math.max(6 * u, 5 * pixelRatio());
  const iconBox = icon * 0.84;
  for (let lines = least; lines <= MOST_LINES; lines++) {
    const perLine = Math.ceil(specs.length / lines);
    for (const limit of [Infinity, Math.max(widestWord(measured, font), icon - 2 * side)]) {
      const m = measureCaptions(measured, font, limit);
      const width = Math.max(icon, Math.ceil(m.width) + 2 * side);
      const height = Math.max(touch, Math.ceil(iconBox + m.rows * font * 1.2 + 4 * u));
      const along = vertical ? height : width;
      if (perLine * along + (perLine - 1) * gap > length) continue;
      const captions = paintCaptions(scene, new Map([...specs.map((s, i) => [s.id, names[i]!] as const), ...later]), font, limit);
      const lineThickness = (vertical ? width : height) + 4 * u;
      return { lines, buttonWidth: width, buttonHeight: height, lineThickness, thickness: lines * lineThickness + (lines - 1) * lineGap(u), captions };
    }
  }
  const lineThickness = Math.max(60 * u, touch + 8 * u);
  return { lines: least, buttonWidth: icon, buttonHeight: icon, lineThickness, thickness: least * lineThickness + (least - 1) * lineGap(u), captions: null };
}

/** Lays the buttons out as `plan` says, centred on `at`; the icons' names show on hover and long-press too. */
export function makeToolbar(scene: Phaser.Scene, specs: readonly ToolSpec[], at: ToolbarPlace, plan: ToolbarPlan, u: number): Button[] {
  const { lines, lineThickness, thickness, buttonWidth: width, buttonHeight: height, captions } = plan;
  const perLine = Math.ceil(specs.length / lines);
  const along = at.vertical ? height : width;
  const gap = perLine > 1 ? Math.max(2 * u, Math.min(14 * u, (at.length - perLine * along) / (perLine - 1))) : 0;
  const buttons: Button[] = [];
  for (let line = 0; line < lines; line++) {
    const items = specs.slice(line * perLine, (line + 1) * perLine);
    const total = items.length * along + (items.length - 1) * gap;
    const across = -thickness / 2 + lineThickness / 2 + line * (lineThickness + lineGap(u));
    items.forEach((spec, i) => {
      const step = -total / 2 + along / 2 + i * (along + gap);
      const frame = captions?.frames.get(spec.id);
      const button: Button = new Button(scene, {
        id: spec.id, label: spec.label, icon: spec.icon,
        x: at.vertical ? at.x + across : at.x + step, y: at.vertical ? at.y + step : at.y + across,
        width, height, onClick: () => spec.onClick(button),
        caption: captions && frame ? {
          key: captions.key, font: captions.font, band: captions.height, ...frame,
          later: new Map((spec.laterLabels ?? []).flatMap((l) => { const f = captions.frames.get(laterFrame(spec.id, l)); return f ? [[l, f] as const] : []; })),
        } : undefined,
      });
      button.setName(spec.id);
      buttons.push(button);
    });
  }
  return buttons;
}
