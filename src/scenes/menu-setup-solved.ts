// The setup page's word on a solved board: where the chosen rules are in the opening book, perfect
// play is known from the first move (or, on square:5, the result with best play is known and the
// exact play opens near the end), and a line leads to the Solved boards panel. The value itself is
// left there, so the setup never spoils a game for a player who wants to find out.

import type Phaser from 'phaser';
import { perfectAvailable, solvedValue } from '../game/solved-boards.ts';
import { showAbout } from '../ui/about-panel.ts';
import { Button } from '../ui/button.ts';
import { readable } from '../ui/readable.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import type { Room, Section } from './menu-section.ts';

export const SOLVED_WORDS = 'Solved: perfect play is known';
/** Where the book holds the empty board but not every position before the exact solver's reach. */
export const RESULT_KNOWN_WORDS = 'Result solved; perfect play near the end';

/** A board size card's mark: "Solved board" where perfect play is known throughout, "Result known" where only the value is. */
export function solvedMark(rules: string): string | null {
  if (!solvedValue(rules)) return null;
  return perfectAvailable(rules) ? 'Solved board' : 'Result known';
}

/** The section for these rules, or none where the book does not hold the empty board. */
export function solvedSections(scene: Phaser.Scene, rules: string, r: Room): Section[] {
  if (!solvedValue(rules)) return [];
  const u = r.u;
  const buttonW = 150 * u;
  return [{
    caption: '',
    height: () => r.rowH,
    draw: (x, y, w) => {
      const words = scene.add.text(x, y + r.rowH / 2, perfectAvailable(rules) ? SOLVED_WORDS : RESULT_KNOWN_WORDS, { ...textStyle(readable(15 * u), THEME.text), wordWrap: { width: w - buttonW - r.gap, useAdvancedWrap: true } });
      words.setOrigin(0, 0.5).setName('setup:solved');
      new Button(scene, {
        id: 'solved-boards', label: 'Solved boards ›', x: x + w - buttonW / 2, y: y + r.rowH / 2, width: buttonW, height: r.rowH,
        fontSize: readable(15 * u), onClick: () => showAbout(scene, u),
      });
    },
  }];
}
