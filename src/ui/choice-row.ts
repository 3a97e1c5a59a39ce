// A menu row: a caption and a set of buttons of which one is chosen.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { THEME, textStyle } from './theme.ts';

export interface ChoiceRowOptions<T> {
  id: string;
  caption: string;
  options: readonly { value: T; label: string }[];
  value: T;
  x: number;
  y: number;
  width: number;
  height: number;
  u: number;
  onChoose: (value: T) => void;
}

/** Draws the row with its caption above the buttons; returns the row's height. */
export function choiceRow<T>(scene: Phaser.Scene, o: ChoiceRowOptions<T>): number {
  const caption = scene.add.text(o.x, o.y, o.caption, textStyle(14 * o.u, THEME.textDim, true));
  const gap = 8 * o.u;
  const top = o.y + caption.height + 5 * o.u;
  const w = (o.width - gap * (o.options.length - 1)) / o.options.length;
  const buttons: Button[] = [];
  o.options.forEach((opt, i) => {
    const b = new Button(scene, {
      id: `${o.id}:${String(opt.value)}`, label: opt.label, x: o.x + w / 2 + i * (w + gap), y: top + o.height / 2,
      width: w, height: o.height, fontSize: Math.min(17 * o.u, o.height * 0.42), selected: opt.value === o.value,
      onClick: () => {
        buttons.forEach((other, j) => other.setSelected(j === i));
        o.onChoose(opt.value);
      },
    });
    buttons.push(b);
  });
  return top - o.y + o.height;
}
