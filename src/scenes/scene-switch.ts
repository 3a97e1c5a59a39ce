// The one place the game's scenes are started, restarted, stopped and launched: a Route
// (screens/route/route.ts) from a scene, or from the page, done with Phaser's scene manager.
// From a scene its own ScenePlugin queues the change, so it runs between frames as before.

import type Phaser from 'phaser';
import { Route, type SceneSwitch, type Screen } from '../screens/route/route.ts';

function sceneSwitch(game: Phaser.Game, asking: Phaser.Scene | null): SceneSwitch {
  const manager = game.scene;
  return {
    // Phaser keeps a scene's last data when it is started without any: a screen opened afresh
    // gets an empty one, so a tab or a peek chosen last time is not carried into the next game.
    start: (from, to, data) => {
      if (asking && from === asking.sys.settings.key) asking.scene.start(to, data ?? {});
      else manager.start(to, data ?? {});
    },
    restart: (screen, data) => {
      if (asking && screen === asking.sys.settings.key) asking.scene.restart(data);
      else manager.getScene(screen).scene.restart(data);
    },
    stop: (screen) => (asking ? void asking.scene.stop(screen) : void manager.stop(screen)),
    launch: (screen) => (asking ? void asking.scene.launch(screen, {}) : void manager.start(screen, {})),
    pause: (screen) => (asking ? void asking.scene.pause(screen) : void manager.pause(screen)),
    active: (screen) => manager.isActive(screen),
    paused: (screen) => manager.isPaused(screen),
  };
}

/** The way on from `scene`: its changes are queued by its own ScenePlugin. */
export function routeFrom(scene: Phaser.Scene): Route {
  return new Route(sceneSwitch(scene.game, scene), scene.sys.settings.key as Screen);
}

/** The way on from the page (main.ts, the test hook): changes go straight to the scene manager. */
export function routeFromPage(game: Phaser.Game): Route {
  return new Route(sceneSwitch(game, null), null);
}
