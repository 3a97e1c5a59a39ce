// The current scene's buttons, as the automation hook reports them: id, label and bounds in game
// pixels. Each scene registers its buttons here as it makes them and clears the list on shutdown.

import type Phaser from 'phaser';

export interface ControlEntry {
  id: string;
  label: string;
  /** The object whose bounds are the touch target; `enabled` says whether it takes a tap now. */
  target: Phaser.GameObjects.Container;
  enabled: () => boolean;
  /** Does what a tap does (the keyboard's Enter on a focused control). */
  press: () => void;
}

const registry = new Map<Phaser.Scene, ControlEntry[]>();

export function registerControl(scene: Phaser.Scene, entry: ControlEntry): void {
  let list = registry.get(scene);
  if (!list) {
    list = [];
    registry.set(scene, list);
    scene.events.once('shutdown', () => registry.delete(scene));
  }
  list.push(entry);
}

export function controlsOf(scene: Phaser.Scene): ControlEntry[] {
  return (registry.get(scene) ?? []).filter((c) => c.target.active && c.target.visible);
}
