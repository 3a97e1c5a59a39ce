// The label on a stem cell (RULES.md section 12): what it gives each player, read at a glance on
// any board and at a phone's size, where its coloured pieces alone were thin slivers a reviewer
// could not read. Two small chips side by side on a dark ground, player 1's then player 2's, each
// in its player's colour with the points it gives them ("2" "1"): once complete, solid chips, its
// pieces and the middle (points in the score); while it waits, hollow chips, the pieces earned so far
// (not in the score yet) (game/stem-shares.ts). A held finger or a tap says it in words.

import Phaser from 'phaser';
import type { StemShares } from '../game/stem-shares.ts';
import { contrastRatio, over, WORDS_CONTRAST, type Colour } from './contrast.ts';
import { pixelRatio, READABLE_CSS } from './device-pixels.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { textStyle } from './theme.ts';

const GROUND = 0x06141a;
const DARK_INK = '#06141a';

/** The chips' figure size in CSS px for a cell `sizeCss` across: readable on a phone's smallest, no larger than a label on a tablet's. */
export function shareTagFontCss(sizeCss: number): number {
  return Math.max(READABLE_CSS, Math.min(17, Math.round(sizeCss * 0.22)));
}

/** The ink that reads best on a chip of colour `fill`: white or the board's dark. */
export function inkOn(fill: number): string {
  return contrastRatio(fill, 0xffffff) >= contrastRatio(fill, GROUND) ? '#ffffff' : DARK_INK;
}

/** A player's colour as words on the dark ground: lightened towards white as far as it needs to read. */
export function inkOnGround(colour: number): string {
  let ink: Colour = colour;
  for (let t = 0.1; contrastRatio(ink, GROUND) < WORDS_CONTRAST && t <= 1; t += 0.1)
    ink = over(0xffffff, t, colour);
  const [r, g, b] = typeof ink === 'number' ? [(ink >> 16) & 255, (ink >> 8) & 255, ink & 255] : ink;
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

export class StemShareTag extends Phaser.GameObjects.Container {
  private shown = '';

  /** `size`: the cell's frame across, in the game's pixels. */
  constructor(
    scene: Phaser.Scene,
    private readonly size: number,
  ) {
    super(scene, 0, 0);
  }

  /**
   * The chips' width and height as drawn last, before any scale (0 with none shown), and the least
   * scale that keeps their figures at the readable size.
   */
  readonly drawn = { width: 0, height: 0, least: 1 };

  /** Shows what the cell gives each player in their colours `colours`, or nothing (`shares` null); true when it drew anew. */
  show(shares: StemShares | null, colours: readonly [number, number]): boolean {
    const key = shares ? `${shares.points.join(':')} ${shares.complete} ${colours.join(':')}` : '';
    if (key === this.shown) return false;
    this.shown = key;
    this.removeAll(true);
    this.drawn.width = this.drawn.height = 0;
    if (!shares) return true;
    const dpr = pixelRatio();
    const fontCss = shareTagFontCss(this.size / dpr);
    const font = fontCss * dpr;
    this.drawn.least = READABLE_CSS / fontCss;
    const gap = Math.round(1.5 * dpr);
    const chip = { width: Math.round(font * 1.05), height: Math.round(font * 1.25) };
    this.drawn.width = 2 * chip.width + 3 * gap;
    this.drawn.height = chip.height + 2 * gap;
    const ground = roundedRectTexture(this.scene, {
      ...this.drawn,
      radius: (chip.height + 2 * gap) / 2,
      fill: GROUND,
      fillAlpha: 0.85,
    });
    this.add(this.scene.add.image(0, 0, ground));
    shares.points.forEach((points, i) => {
      const x = (i === 0 ? -1 : 1) * (chip.width + gap) * 0.5;
      const colour = colours[i]!;
      const solid = shares.complete;
      const face = roundedRectTexture(this.scene, {
        ...chip,
        radius: chip.height * 0.4,
        fill: solid ? colour : GROUND,
        ...(solid ? {} : { stroke: colour, strokeWidth: Math.max(1, Math.round(1.5 * dpr)) }),
      });
      const ink = solid ? inkOn(colour) : inkOnGround(colour);
      this.add(this.scene.add.image(x, 0, face));
      this.add(this.scene.add.text(x, 0, String(points), textStyle(font, ink, true)).setOrigin(0.5));
    });
    return true;
  }
}
