// While the results' panel is aside the whole screen is the way back (the board scene stays paused
// under the results, so nothing there takes a tap), labelled in the band of the board's status line,
// where it hides nothing else; the final score stays in view in the HUD. The ways out stand where the
// board's toolbar stood.

import type Phaser from 'phaser';
import type { ResultsButton } from '../screens/results/results-model.ts';
import { registerControl } from './controls.ts';
import { addAsideButtons, addWayBackPill } from './results-picture.ts';

export function addWayBack(
  scene: Phaser.Scene,
  board: {
    hud: { statusAnchor(): { x: number; y: number; width: number; height: number } };
    toolbar: readonly { getBounds(): Phaser.Geom.Rectangle }[];
    bar?: readonly { getBounds(): Phaser.Geom.Rectangle }[];
  } | null,
  aside: readonly (ResultsButton & { onClick: (began?: number) => void })[],
  back: () => void,
  u: number,
): Phaser.GameObjects.GameObject[] {
  const { width, height } = scene.scale;
  const anywhere = scene.add
    .container(width / 2, height / 2)
    .setSize(width, height)
    .setInteractive({ useHandCursor: true });
  anywhere.on('pointerup', back);
  registerControl(scene, {
    id: 'back-to-results',
    label: 'Back to the results',
    target: anywhere,
    enabled: () => true,
    press: back,
  });
  const band = board?.hud.statusAnchor() ?? { x: width / 2, y: 40 * u, width, height: 30 * u };
  const words = scene.sys.game.device.input.touch
    ? 'Tap anywhere for the results'
    : 'Click anywhere or press Esc for the results';
  return [
    anywhere,
    ...addWayBackPill(scene, band, words, u),
    ...addAsideButtons(scene, board?.bar ?? board?.toolbar ?? [], aside, u),
  ];
}
