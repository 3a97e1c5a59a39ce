// The puzzle screen's row of buttons, laid out again whenever what the player can do changes
// (Show answer while solving, Try again after a wrong move, Next puzzle once it is over).

import type Phaser from 'phaser';
import { Button } from './button.ts';

export interface PuzzleBarAction {
  id: string;
  label: string;
  primary?: boolean;
  onClick: () => void;
}

/** A bar centred on (x, y): `show` replaces its buttons, each as wide as its share of `width`. */
export function puzzleBar(scene: Phaser.Scene, at: { x: number; y: number; width: number; height: number; u: number }): { show(actions: PuzzleBarAction[]): void } {
  let buttons: Button[] = [];
  return {
    show(actions) {
      for (const b of buttons) b.destroy();
      const gap = 10 * at.u;
      const shares = actions.map((a) => (a.primary ? 1.4 : 1));
      const total = shares.reduce((t, s) => t + s, 0);
      const free = at.width - gap * (actions.length - 1);
      let x = at.x - at.width / 2;
      buttons = actions.map((a, i) => {
        const w = (free * shares[i]!) / total;
        const button = new Button(scene, {
          id: a.id, label: a.label, showLabel: true, primary: a.primary, x: x + w / 2, y: at.y, width: w, height: at.height,
          fontSize: Math.min(18 * at.u, (w / Math.max(6, a.label.length)) * 1.7), onClick: a.onClick,
        });
        x += w + gap;
        return button;
      });
    },
  };
}
