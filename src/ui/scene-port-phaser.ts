// A Phaser scene as the ScenePort the screen readers' views and the test hook take (scene-port.ts).

import Phaser from 'phaser';
import type { ScenePort } from './scene-port.ts';
import { controlsOf } from './controls.ts';
import { dialogOf } from './dialog.ts';
import { ScreenReaderKept } from './a11y-kept.ts';

const REGISTRY_KEY = 'screen-reader-kept';

/** Puts what the screen readers keep where every scene of the game finds it: once per page. */
export function keepForScreenReaders(game: Phaser.Game, kept: ScreenReaderKept): void {
  game.registry.set(REGISTRY_KEY, kept);
}

function keptOf(scene: Phaser.Scene): ScreenReaderKept {
  const kept = scene.registry.get(REGISTRY_KEY) as ScreenReaderKept | undefined;
  if (kept) return kept;
  const made = new ScreenReaderKept();
  keepForScreenReaders(scene.game, made);
  return made;
}

export function scenePort(scene: Phaser.Scene): ScenePort {
  return {
    key: scene.sys.settings.key,
    onShutdown: (fn) => void scene.events.once('shutdown', fn),
    onCreated: (fn) => {
      if (scene.sys.settings.status >= Phaser.Scenes.RUNNING) fn();
      else scene.events.once('create', fn);
    },
    eachStep: (fn) => {
      const stop = () => void scene.events.off('postupdate', fn);
      scene.events.on('postupdate', fn);
      scene.events.once('shutdown', stop);
      return stop;
    },
    controls: () => controlsOf(scene),
    dialog: () => dialogOf(scene),
    get kept() {
      return keptOf(scene);
    },
    words: (except = []) =>
      scene.children.list
        .filter(
          (o): o is Phaser.GameObjects.Text => o.type === 'Text' && (o as Phaser.GameObjects.Text).visible,
        )
        .filter((t) => !except.includes(t))
        .sort((a, b) => a.y - b.y)
        .map((t) => t.text),
    namedWords: (name) => (scene.children.getByName(name) as Phaser.GameObjects.Text | null)?.text ?? null,
    data: (key) => scene.data?.get(key),
    setData: (key, value) => void scene.data.set(key, value),
  };
}
