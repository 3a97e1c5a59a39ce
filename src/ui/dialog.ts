// The dialog open over a scene, if any (a confirmation, how to play): while one is open the
// keyboard's Tab stays among its buttons, Esc closes it, and Enter or the arrows never reach the
// scene behind it. The automation hook reads the kind ('howto' names the how-to-play dialog).

import type Phaser from 'phaser';
import { placeNotices } from './notice.ts';

export interface OpenDialog {
  kind: string;
  /** The dialog's words, for the screen readers' mirror (a confirmation's question). */
  title?: string;
  /** Words read under the title (the how-to-play's rules). */
  lines?: readonly string[];
  /** Where its panel stands, in game pixels (the automation hook reads it). */
  box?: { x: number; y: number; width: number; height: number };
  /** What Esc does: closes the dialog the safe way (a confirmation's No). */
  escape: () => void;
  /** What Enter and Space do with no button focused: an explainer's way on (its "Got it"); none for a question. */
  enter?: () => void;
  /** What the arrow keys do (`dx` -1 left, 1 right; `dy` -1 up, 1 down): a paged explainer turns its pages. */
  arrow?: (dx: number, dy: number) => void;
}

const open = new Map<Phaser.Scene, OpenDialog>();

/** Marks a dialog open over the scene; the returned function marks it closed. */
export function openDialog(scene: Phaser.Scene, dialog: OpenDialog): () => void {
  open.set(scene, dialog);
  // The notices keep off the dialog while it is open (the board's notice home reads it).
  placeNotices();
  const forget = () => {
    if (open.get(scene) !== dialog) return;
    open.delete(scene);
    placeNotices();
  };
  scene.events.once('shutdown', forget);
  return forget;
}

export function dialogOf(scene: Phaser.Scene): OpenDialog | null {
  return open.get(scene) ?? null;
}
