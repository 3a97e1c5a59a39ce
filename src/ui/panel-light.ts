// A player's panel lit as the board is theirs, as chess apps light the clock of the side to move:
// an edge in the player's colour and a soft wash of it over the panel, on their turn and from the
// moment the other's move is made (while it lands and divides, "next"), so the light moves with the
// turn's words and one panel has it until the game ends: it goes out at once and rises on the other
// panel (screens/game/turn-light.ts), never two panels lit in a frame of the hand-over. While a computer
// thinks its wash breathes (rises and falls), the sign a player sees from the board's side without
// reading words; with reduced motion it stays still, brighter than a plain turn.

import type Phaser from 'phaser';
import { roundedRectTexture } from './shape-texture.ts';
import { reducedMotion } from './motion.ts';
import { lightChange } from '../screens/game/turn-light.ts';

/** The wash's opacity on the player's turn or move, and its breath's low and high while thinking. */
export const WASH = { lit: 0.16, low: 0.08, high: 0.34 } as const;
/** One breath of a thinking panel, in and out, in milliseconds. */
const BREATH_MS = 1100;

export class PanelLight {
  /** The edge in the player's colour. */
  readonly edge: Phaser.GameObjects.Image;
  private readonly wash: Phaser.GameObjects.Image;
  private lit = false;
  private thinking = false;

  /** `box`: the panel's rectangle and corner radius; `colour`: the player's (0xRRGGBB); `u`: the layout unit. */
  constructor(
    private readonly scene: Phaser.Scene,
    box: { x: number; y: number; width: number; height: number; radius: number },
    colour: number,
    u: number,
  ) {
    const shape = { width: box.width, height: box.height, radius: box.radius };
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    this.wash = scene.add.image(cx, cy, roundedRectTexture(scene, { ...shape, fill: colour })).setAlpha(0);
    this.edge = scene.add
      .image(cx, cy, roundedRectTexture(scene, { ...shape, stroke: colour, strokeWidth: 3 * u }))
      .setAlpha(0);
  }

  /** The board is this player's (their turn, their move playing out, their thinking), or not. */
  /** Shows or hides the light with its panel (under the results' sheet). */
  setVisible(shown: boolean): void {
    this.edge.setVisible(shown);
    this.wash.setVisible(shown);
  }

  set(lit: boolean, thinking: boolean): void {
    if (lit === this.lit && thinking === this.thinking) return;
    this.lit = lit;
    this.thinking = thinking;
    const { tweens } = this.scene;
    tweens.killTweensOf(this.edge);
    tweens.killTweensOf(this.wash);
    const change = lightChange(lit || thinking);
    if (change.ms === 0) {
      // Out in this frame: the next player's panel lights in this same frame.
      this.edge.setAlpha(0);
      this.wash.setAlpha(0);
      return;
    }
    tweens.add({ targets: this.edge, alpha: change.alpha, duration: change.ms });
    if (!thinking) {
      tweens.add({ targets: this.wash, alpha: WASH.lit, duration: change.ms });
      return;
    }
    if (reducedMotion()) {
      this.wash.setAlpha(WASH.high);
      return;
    }
    tweens.add({
      targets: this.wash,
      alpha: { from: WASH.low, to: WASH.high },
      duration: BREATH_MS / 2,
      ease: 'Sine.easeInOut',
      yoyo: true,
      repeat: -1,
    });
  }
}
