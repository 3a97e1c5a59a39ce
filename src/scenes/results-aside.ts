// The results shown, or put aside to show the finished board with the bar's ways on (the ✕, See
// the board, the bar's Results back): one side in sight and taking taps at a time.

import type Phaser from 'phaser';
import { endFlourishes } from '../ui/move-flourish.ts';
import { setBoardInSight } from '../ui/board-notice-place.ts';
import type { KeyboardFocus } from '../ui/keyboard-focus.ts';
import { SCENES } from './keys.ts';
import type { Services } from './services.ts';

type Visible = Phaser.GameObjects.Components.Visible;

/** Shows the results' `panel` (or, `aside`, the `wayBack` over the finished board); the board's toolbar as `toolbar` says. */
export function showResultsAside(
  scene: Phaser.Scene,
  services: Services,
  sides: {
    panel: Phaser.GameObjects.GameObject[];
    wayBack: Phaser.GameObjects.GameObject[];
    keys: KeyboardFocus | null;
  },
  toolbar: boolean,
  aside: boolean,
): void {
  // Aside, the page's notices (a link copied, a board saved) go to the board's place, clear of its scores.
  setBoardInSight(aside);
  const board = scene.scene.get(SCENES.board);
  if (aside && board.sys.isPaused()) endFlourishes(board);
  // The focus was on a button of the side now hidden: Enter must not press it unseen.
  sides.keys?.clearFocus();
  for (const o of sides.panel) (o as unknown as Visible).setVisible?.(!aside);
  for (const o of sides.wayBack) (o as unknown as Visible).setVisible?.(aside);
  // Only the shown side takes taps, whatever the renderer decides about hidden objects.
  for (const o of sides.panel) if (o.input) o.input.enabled = !aside;
  for (const o of sides.wayBack) if (o.input) o.input.enabled = aside;
  // The board's toolbar takes no tap while paused under the results: it is not shown as if it did.
  for (const b of services.board?.toolbar ?? []) b.setVisible(toolbar);
}
