// What the screen readers' mirror and the test hook need of the running game, without Phaser:
// which screens run, each screen's port, the results' and the review's values in sight, and the
// canvas with the game's size. main.ts and the hook make it with gamePort (game-port-phaser.ts).

import type { ScenePort } from '../ui/scene-port.ts';
import type { ReviewShown } from './review.ts';

export interface GamePort {
  /** Whether the screen with this key runs now (in sight and updating). */
  active(key: string): boolean;
  /** Whether it is paused (the board under the results). */
  paused(key: string): boolean;
  scene(key: string): ScenePort;
  /** The results' title and lines while they are up, or null. */
  results(): string[] | null;
  /** The review in sight, as its model gives it and its scene drew it; null away from it. */
  review(): ReviewShown | null;
  readonly canvas: HTMLCanvasElement;
  /** The game's size in game pixels. */
  size(): { width: number; height: number };
}
