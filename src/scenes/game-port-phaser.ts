// The running Phaser game as the GamePort the mirror and the test hook read (game-port.ts).

import type Phaser from 'phaser';
import { scenePort } from '../ui/scene-port-phaser.ts';
import type { GamePort } from './game-port.ts';
import { SCENES } from './keys.ts';
import type { ResultsScene } from './results.ts';
import { reviewShown } from './review.ts';

export function gamePort(game: Phaser.Game): GamePort {
  return {
    active: (key) => game.scene.isActive(key),
    paused: (key) => game.scene.isPaused(key),
    scene: (key) => scenePort(game.scene.getScene(key)),
    results: () =>
      game.scene.isActive(SCENES.results)
        ? ((game.scene.getScene(SCENES.results) as ResultsScene).shownResults()?.lines ?? null)
        : null,
    review: () => reviewShown(game),
    get canvas() {
      return game.canvas;
    },
    size: () => ({ width: game.scale.width, height: game.scale.height }),
  };
}
