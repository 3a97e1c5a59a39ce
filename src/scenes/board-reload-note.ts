// The board scene's part in a reload's way back (game/board-reload.ts): the tab notes that an
// unfinished game's board is in sight while the scene shows it, and forgets it when the scene ends.

import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import { noteBoardInSight, tabMemory } from '../game/board-reload.ts';

/** While `scene` shows `match`, a reload of the page comes back to it (unless the game is over). */
export function noteReloadReturns(scene: Phaser.Scene, match: Match): void {
  noteBoardInSight(tabMemory(), !match.result);
  scene.events.once('shutdown', () => noteBoardInSight(tabMemory(), false));
}
