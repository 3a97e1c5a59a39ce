// The puzzle screen's row of buttons, laid out again whenever what the player can do changes
// (Show answer while solving, Try again after a wrong move, Next puzzle once it is over), its words
// in one size for every row it can show.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { textStyle, THEME } from './theme.ts';
import { barMeasures, planBar, planBarWords } from '../screens/puzzle/puzzle-bar-plan.ts';

export interface PuzzleBarAction {
  id: string;
  label: string;
  short?: string;
  primary?: boolean;
  onClick: () => void;
}

type BarAction = Omit<PuzzleBarAction, 'onClick'>;

/**
 * A bar centred on (x, y) whose labels are sized once for all of `rows` (every row it may show):
 * `show` replaces its buttons, sharing the width as planBar says.
 */
export function puzzleBar(
  scene: Phaser.Scene,
  at: { x: number; y: number; width: number; height: number; u: number; dpr: number },
  rows: readonly (readonly BarAction[])[],
): { show(actions: PuzzleBarAction[]): void } {
  let buttons: Button[] = [];
  const { gap, pad, largest, least } = barMeasures(at.u, at.dpr);
  // Labels measured at the largest size, by a text never shown.
  const measure = (words: string, primary: boolean) => {
    const probe = scene.add.text(0, 0, words, textStyle(largest, THEME.text, primary)).setVisible(false);
    const width = probe.width;
    probe.destroy();
    return width;
  };
  const wordsFor = (all: readonly (readonly BarAction[])[]) =>
    planBarWords({
      rows: all.map((row) =>
        row.map((a) => ({
          long: measure(a.label, !!a.primary),
          short: measure(a.short ?? a.label, !!a.primary),
          primary: !!a.primary,
        })),
      ),
      width: at.width,
      gap,
      pad,
      largest,
      least,
    });
  return {
    show(actions) {
      for (const b of buttons) b.destroy();
      // The row shown among them: its words may have changed since (a solve names what comes next).
      const words = wordsFor([...rows, actions]);
      const wordsOf = (a: BarAction) => (words.short ? (a.short ?? a.label) : a.label);
      const { widths } = planBar({
        lengths: actions.map((a) => measure(wordsOf(a), !!a.primary)),
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
          // Screen readers always hear the full words; the short ones are for the eye alone.
          label: a.label,
          words: wordsOf(a),
          showLabel: true,
          primary: a.primary,
          x: x + w / 2,
          y: at.y,
          width: w,
          height: at.height,
          // Whole pixels down: a label rounded up would not fit its share.
          fontSize: Math.floor(words.fontSize),
          onClick: a.onClick,
        });
        x += w + gap;
        return button;
      });
    },
  };
}
