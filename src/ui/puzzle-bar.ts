// The puzzle screen's row of buttons, laid out again whenever what the player can do changes
// (Show answer while solving, Try again after a wrong move, Next puzzle once it is over).

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { textStyle, THEME } from './theme.ts';
import { planBar } from '../screens/puzzle/puzzle-bar-plan.ts';

export interface PuzzleBarAction {
  id: string;
  label: string;
  primary?: boolean;
  onClick: () => void;
}

/** A bar centred on (x, y): `show` replaces its buttons, sharing the width as planBar says. */
export function puzzleBar(
  scene: Phaser.Scene,
  at: { x: number; y: number; width: number; height: number; u: number },
): { show(actions: PuzzleBarAction[]): void } {
  let buttons: Button[] = [];
  return {
    show(actions) {
      for (const b of buttons) b.destroy();
      const gap = 10 * at.u;
      const pad = 20 * at.u;
      const largest = 18 * at.u;
      const probe = scene.add.text(0, 0, '', textStyle(largest)).setVisible(false);
      const lengths = actions.map(
        (a) => probe.setStyle(textStyle(largest, THEME.text, !!a.primary)).setText(a.label).width,
      );
      probe.destroy();
      const { widths, fontSize } = planBar({
        lengths,
        primary: actions.map((a) => !!a.primary),
        width: at.width,
        gap,
        pad,
        largest,
      });
      let x = at.x - at.width / 2;
      buttons = actions.map((a, i) => {
        const w = widths[i]!;
        const button = new Button(scene, {
          id: a.id,
          label: a.label,
          showLabel: true,
          primary: a.primary,
          x: x + w / 2,
          y: at.y,
          width: w,
          height: at.height,
          fontSize,
          onClick: a.onClick,
        });
        x += w + gap;
        return button;
      });
    },
  };
}
