// The puzzle screen's row of buttons, laid out again whenever what the player can do changes
// (Show answer while solving, Try again after a wrong move, Next puzzle once it is over).

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { textStyle, THEME } from './theme.ts';

export interface PuzzleBarAction {
  id: string;
  label: string;
  primary?: boolean;
  onClick: () => void;
}

/**
 * A bar centred on (x, y): `show` replaces its buttons. Every label is in one size, the largest
 * at which all fit: the buttons share `width` (a primary one wider) where that leaves each label
 * room, else in proportion to their labels' lengths.
 */
export function puzzleBar(scene: Phaser.Scene, at: { x: number; y: number; width: number; height: number; u: number }): { show(actions: PuzzleBarAction[]): void } {
  let buttons: Button[] = [];
  return {
    show(actions) {
      for (const b of buttons) b.destroy();
      const gap = 10 * at.u;
      const pad = 20 * at.u;
      const largest = 18 * at.u;
      const probe = scene.add.text(0, 0, '', textStyle(largest)).setVisible(false);
      const lengths = actions.map((a) => probe.setStyle(textStyle(largest, THEME.text, !!a.primary)).setText(a.label).width);
      probe.destroy();
      const free = at.width - gap * (actions.length - 1);
      const shares = actions.map((a) => (a.primary ? 1.4 : 1));
      const total = shares.reduce((t, s) => t + s, 0);
      let widths = shares.map((s) => (free * s) / total);
      if (widths.some((w, i) => w < lengths[i]! + pad)) {
        const stretch = (free - pad * actions.length) / lengths.reduce((t, l) => t + l, 0);
        widths = lengths.map((l) => pad + l * stretch);
      }
      const fontSize = Math.min(largest, ...widths.map((w, i) => (largest * (w - pad)) / lengths[i]!));
      let x = at.x - at.width / 2;
      buttons = actions.map((a, i) => {
        const w = widths[i]!;
        const button = new Button(scene, {
          id: a.id, label: a.label, showLabel: true, primary: a.primary, x: x + w / 2, y: at.y, width: w, height: at.height, fontSize, onClick: a.onClick,
        });
        x += w + gap;
        return button;
      });
    },
  };
}
