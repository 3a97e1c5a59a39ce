// Which screen is in sight, and the words it draws: what the screen readers' mirror says and the
// test build's automation hook reports (one account for both).

import type Phaser from 'phaser';
import { dialogOf } from '../ui/dialog.ts';
import { SCENES } from './keys.ts';
import type { ResultsScene } from './results.ts';

/** The screen in sight; 'howto' while the how-to-play dialog is open over the menu. */
export type SceneInSight =
  | 'menu'
  | 'howto'
  | 'board'
  | 'results'
  | 'builder'
  | 'review'
  | 'tutorial'
  | 'puzzle'
  | 'history'
  | 'loading';

export function sceneInSight(game: Phaser.Game): SceneInSight {
  const active = (key: string) => game.scene.isActive(key) || game.scene.isPaused(key);
  if (game.scene.isActive(SCENES.results)) return 'results';
  if (game.scene.isActive(SCENES.tutorial)) return 'tutorial';
  if (active(SCENES.board)) return 'board';
  if (game.scene.isActive(SCENES.menu))
    return dialogOf(game.scene.getScene(SCENES.menu))?.kind === 'howto' ? 'howto' : 'menu';
  if (game.scene.isActive(SCENES.builder)) return 'builder';
  if (game.scene.isActive(SCENES.review)) return 'review';
  if (game.scene.isActive(SCENES.puzzle)) return 'puzzle';
  if (game.scene.isActive(SCENES.history)) return 'history';
  return 'loading';
}

/** The results' title and lines while they are up, or null. */
export function resultsWords(game: Phaser.Game): string[] | null {
  if (!game.scene.isActive(SCENES.results)) return null;
  return (game.scene.getScene(SCENES.results) as ResultsScene).shownResults()?.lines ?? null;
}
