// The setup page's word on a solved board: where the chosen rules are in the opening book, perfect
// play is known, and a line leads to the Solved boards panel. The value itself is left there, so
// the setup never spoils a game for a player who wants to find out.

import type Phaser from 'phaser';
import { solvedValue } from '../game/solved-boards.ts';
import { showAbout } from '../ui/about-panel.ts';
import { Button } from '../ui/button.ts';
import { readable } from '../ui/readable.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import type { Room, Section } from './menu-section.ts';

export const SOLVED_WORDS = 'Solved: perfect play is known';

/** The section for these rules, or none where the book does not hold the empty board. */
export function solvedSections(scene: Phaser.Scene, rules: string, r: Room): Section[] {
  if (!solvedValue(rules)) return [];
  const u = r.u;
  const buttonW = 150 * u;
  return [{
    caption: '',
    height: () => r.rowH,
    draw: (x, y, w) => {
      const words = scene.add.text(x, y + r.rowH / 2, SOLVED_WORDS, { ...textStyle(readable(15 * u), THEME.text), wordWrap: { width: w - buttonW - r.gap, useAdvancedWrap: true } });
      words.setOrigin(0, 0.5).setName('setup:solved');
      new Button(scene, {
        id: 'solved-boards', label: 'Solved boards ›', x: x + w - buttonW / 2, y: y + r.rowH / 2, width: buttonW, height: r.rowH,
        fontSize: readable(15 * u), onClick: () => showAbout(scene, u),
      });
    },
  }];
}
