// Preload: the art atlas and the first cell sheet, with a progress bar drawn in the page colours;
// then the menu, or the board when a link opened a match, while the other cell sheets follow (cell-sheets.ts).
import Phaser from 'phaser';
import { firstVisit } from '../game/tutorial-match.ts';
import { SCENES } from './keys.ts';
import { loadFirstSheet, loadOtherSheetsOnceDrawn, nameFirstSheet } from './cell-sheets.ts';
import { ART_IMAGE } from '../ui/art/cell-sheets.ts';
import type { Services } from './services.ts';
import { THEME } from '../ui/theme.ts';
import { routeFrom } from './scene-switch.ts';
import { firstScreen } from '../screens/route/route.ts';

export class PreloadScene extends Phaser.Scene {
  constructor(private readonly services: Services) {
    super(SCENES.preload);
  }

  preload(): void {
    const { width, height } = this.scale;
    const barW = Math.min(width * 0.6, 600);
    const bar = this.add.graphics();
    this.load.on('progress', (p: number) => {
      bar.clear();
      bar.fillStyle(THEME.panel, 1);
      bar.fillRoundedRect((width - barW) / 2, height / 2 - 6, barW, 12, 6);
      bar.fillStyle(0x22fa22, 1);
      bar.fillRoundedRect((width - barW) / 2, height / 2 - 6, Math.max(12, barW * p), 12, 6);
    });
    loadFirstSheet(this.load);
    this.load.atlas('art', `cells/${ART_IMAGE}`, 'cells/art.json');
  }

  create(): void {
    // A start or share link has made the match already (main.ts): straight to the board; a builder
    // link goes to the builder, a puzzle link to its puzzle.
    const s = this.services;
    nameFirstSheet(this.game);
    loadOtherSheetsOnceDrawn(this.game);
    // A link's game that would replace the game in progress: the menu asks first.
    const first = firstScreen({
      linkWaiting: !!s.linkWaiting,
      match: !!s.match,
      puzzle: s.openPuzzle || null,
      builder: !!s.openBuilder,
      // The guided game is drawn only; a player on the screen readers' board goes to the menu.
      firstVisit: () => !s.settings.screenReader && firstVisit(s.store, storageKept()),
    });
    routeFrom(this).open(first.screen, first.data);
  }
}

/** Whether the page's own storage is there (blocked storage leaves the game a memory store). */
function storageKept(): boolean {
  try {
    return !!globalThis.localStorage;
  } catch {
    return false;
  }
}
