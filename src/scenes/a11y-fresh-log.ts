// The screen readers' log starts afresh where a player goes somewhere new: the last game's moves
// are no news in the builder. Cleared as the scene starts, before it says its own first words; a
// scene laid out again (a resize, full screen) starts under the same key and keeps its lines.
// The boards' grids (ui/a11y-grid.ts) start their own log with each new match.

import type Phaser from 'phaser';
import { clearLog } from '../ui/a11y-log.ts';

export function freshLogOnEntering(game: Phaser.Game, keys: readonly string[]): void {
  let last = '';
  for (const scene of game.scene.getScenes(false)) {
    const key = scene.sys.settings.key;
    scene.sys.events.on('start', () => {
      if (keys.includes(key) && key !== last) clearLog();
      last = key;
    });
  }
}
