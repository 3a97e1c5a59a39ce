// What the screen readers' views and the test hook need of a scene, without Phaser: its name, its
// end, its steps, the controls and dialog in sight, the words it draws and what the screen
// readers keep across its restarts. The scenes hand theirs over with scenePort (scene-port-phaser.ts).

import type { ControlEntry } from './controls.ts';
import type { OpenDialog } from './dialog.ts';
import type { ScreenReaderKept } from './a11y-kept.ts';

export interface ScenePort {
  /** The scene's key, e.g. 'board' (scenes/keys.ts). */
  readonly key: string;
  /** Calls `fn` once as the scene shuts down (a restart shuts it down too). */
  onShutdown(fn: () => void): void;
  /** Calls `fn` once the scene's create is done (now, if it is). */
  onCreated(fn: () => void): void;
  /** Calls `fn` after every update of the scene until it shuts down; the function returned stops it sooner. */
  eachStep(fn: () => void): () => void;
  /** The controls in sight (controls.ts): a dialog's alone while one is open. */
  controls(): ControlEntry[];
  /** The dialog open over the scene, if any. */
  dialog(): OpenDialog | null;
  /** What the screen readers' views keep across the scenes' restarts. */
  readonly kept: ScreenReaderKept;
  /** The words of its texts in sight, top to bottom, but for the texts in `except` (a board's drawn labels). */
  words(except?: readonly object[]): string[];
  /** The words of its text named `name`, or null. */
  namedWords(name: string): string | null;
  /** A value kept with the scene until it shuts down (the lines the mirror reads), and setting it. */
  data(key: string): unknown;
  setData(key: string, value: unknown): void;
}
