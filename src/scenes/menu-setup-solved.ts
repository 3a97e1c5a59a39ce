// The setup page's word on a solved board: where the opening book holds the chosen rules' empty
// board and Perfect plays best moves from the first move, perfect play is known, and a line leads
// to the Solved boards panel. The value itself is left there, so the setup never spoils a game for
// a player who wants to find out. A board chosen in the panel sets up a game on it (Who plays,
// one tap from Play).

import type Phaser from 'phaser';
import { perfectAvailable, solvedValue } from '../game/solved-boards.ts';
import { chooseSolvedBoard } from '../game/solved-board-choice.ts';
import { showAbout } from '../ui/about-panel.ts';
import { Button } from '../ui/button.ts';
import { readable } from '../ui/readable.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import type { Room, Section } from './menu-section.ts';
import type { MenuView } from './menu.ts';
import { saveCurrentSettings, type Services } from './services.ts';

export const SOLVED_WORDS = 'Solved: perfect play is known';

/** Whether the book holds the empty board's value and Perfect plays every move of a game there as a best move. */
const solved = (rules: string): boolean => solvedValue(rules) !== null && perfectAvailable(rules);

/** A board size card's mark: "Solved board" where perfect play is known throughout. */
export function solvedMark(rules: string): string | null {
  return solved(rules) ? 'Solved board' : null;
}

/** The Solved boards panel; a board chosen there becomes the menu's, against its strongest opponent, on the Who plays page. */
export function showSolvedBoards(scene: Phaser.Scene, services: Services, u: number, show: (view: MenuView) => void): void {
  showAbout(scene, u, (rules) => {
    if (!chooseSolvedBoard(services.settings, rules)) return;
    saveCurrentSettings(services);
    show({ page: 'setup', tab: 'players', yours: false });
  });
}

/** The section for these rules, or none where the board is not solved. */
export function solvedSections(scene: Phaser.Scene, services: Services, rules: string, r: Room, show: (view: MenuView) => void): Section[] {
  if (!solved(rules)) return [];
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
        fontSize: readable(15 * u), onClick: () => showSolvedBoards(scene, services, u, show),
      });
    },
  }];
}
