// Which screen is in sight: what the screen readers' mirror says and the test build's automation
// hook reports (one account for both).

import type { GamePort } from './game-port.ts';
import { SCENES } from './keys.ts';

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

export function sceneInSight(game: GamePort): SceneInSight {
  const running = (key: string) => game.active(key) || game.paused(key);
  if (game.active(SCENES.results)) return 'results';
  if (game.active(SCENES.tutorial)) return 'tutorial';
  if (running(SCENES.board)) return 'board';
  if (game.active(SCENES.menu)) return game.scene(SCENES.menu).dialog()?.kind === 'howto' ? 'howto' : 'menu';
  if (game.active(SCENES.builder)) return 'builder';
  if (game.active(SCENES.review)) return 'review';
  if (game.active(SCENES.puzzle)) return 'puzzle';
  if (game.active(SCENES.history)) return 'history';
  return 'loading';
}
