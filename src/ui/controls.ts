// The current scene's buttons, as the automation hook reports them: id, label and bounds in game
// pixels. Each scene registers its buttons here as it makes them and clears the list on shutdown;
// a destroyed button leaves the list with it.

import type Phaser from 'phaser';

export interface ControlEntry {
  id: string;
  label: string;
  /** The object whose bounds are the touch target; `enabled` says whether it takes a tap now. */
  target: Phaser.GameObjects.Container;
  enabled: () => boolean;
  /** Does what a tap does (the keyboard's Enter on a focused control). */
  press: () => void;
  /** A disabled control that can say why: what a press on it says then (a tap, Enter, the screen readers' button). */
  refused?: () => void;
  /** A choice's control (a card, a tab of options): whether it is the one chosen now. */
  selected?: () => boolean;
  /** A dialog's control: while one is in sight, only the dialog's controls are listed. */
  dialog?: boolean;
  /** The words of the group it chooses in, said before its label to screen readers ("Sound: Medium"). */
  group?: string;
  /** The name drawn under its icon (a toolbar's button): its words, font size, and box centred at (x, y) from the button's centre, in game pixels. */
  caption?: { text: string; font: number; x: number; y: number; width: number; height: number };
  /** The words of a badge on its icon (closed Best moves' "in 10"), none where it has none. */
  badge?: string;
  /** More words said after its name to screen readers (a card's lines under its label). */
  description?: string;
  /** Its name for screen readers where the drawn label is a sign ("−" is "Fewer rows, 6 now"). */
  spoken?: () => string;
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
  entry.target.once('destroy', () => {
    const at = list.indexOf(entry);
    if (at >= 0) list.splice(at, 1);
  });
}

/** Marks the controls `make` registers with the group they choose in (a setup section's caption). */
export function groupControls(scene: Phaser.Scene, group: string, make: () => void): void {
  const before = new Set(registry.get(scene) ?? []);
  make();
  for (const entry of registry.get(scene) ?? []) if (!before.has(entry)) entry.group ??= group;
}

/** The controls in sight: a dialog's alone while one is open (the rest lie under its shade). */
export function controlsOf(scene: Phaser.Scene): ControlEntry[] {
  const shown = (registry.get(scene) ?? []).filter((c) => c.target.active && c.target.visible);
  const dialog = shown.filter((c) => c.dialog);
  return dialog.length > 0 ? dialog : shown;
}
