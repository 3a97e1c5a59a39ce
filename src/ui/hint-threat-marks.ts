// The threat a hint blocks, on the board (screens/game/hint-threat.ts): while a hint whose words
// say "blocks their +3" shows, a tag beside the hinted square says "their +3", its edge dashed in
// their colour on the board's dark ground. The hinted square keeps only the hint's neutral gold ring
// and tag: a faint cell of theirs drawn inside the ring read at a glance as an enemy cell placed
// there, and a filled mark in their colour anywhere would too. A dashed tag of words is no cell.

import type Phaser from 'phaser';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import type { PaletteName } from './palette.ts';
import { paletteHex } from './palette.ts';
import { boardBounds } from './gain-place.ts';
import { readable } from './readable.ts';
import { pixelRatio } from './screen.ts';
import { reducedMotion } from './motion.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { textStyle } from './theme.ts';
import type { HintThreat } from '../screens/game/hint-threat.ts';

/**
 * The tag's centre: wholly outside the hinted square, just over its top edge (the hint's own tag
 * stands at the ring's foot), or just under its bottom edge where over it would leave the board's
 * glass; kept within the glass sideways.
 */
export function threatTagSpot(
  square: { x: number; y: number; height: number },
  tag: { width: number; height: number },
  bounds: Rect,
  gap: number,
): { x: number; y: number } {
  const half = square.height / 2 + gap + tag.height / 2;
  const over = square.y - half;
  const y = over - tag.height / 2 >= bounds.y ? over : square.y + half;
  const x = Math.max(bounds.x + tag.width / 2, Math.min(bounds.x + bounds.width - tag.width / 2, square.x));
  return { x, y };
}

export class HintThreatMarks {
  private drawn = '';
  private parts: Phaser.GameObjects.GameObject[] = [];
  private box: Rect | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly palettes: readonly [PaletteName, PaletteName],
  ) {}

  /** Shows `threat` (null: none, the marks go); drawn again only when it changes. */
  show(threat: HintThreat | null): void {
    const key = threat ? `${threat.square}:${threat.by}:${threat.words}` : '';
    if (key === this.drawn) return;
    this.drawn = key;
    this.clear();
    if (!threat) return;
    const palette = this.palettes[threat.by - 1]!;
    const size = this.fit.square;
    const { x, y, size: height } = this.fit.cellPlacement(threat.square);
    const font = readable(Math.min(size * 0.24, 18 * pixelRatio()));
    const text = this.scene.add
      .text(0, 0, threat.words, textStyle(font, '#ffffff', true))
      .setOrigin(0.5)
      .setDepth(61)
      .setName(`hint-threat:${threat.square}`);
    const w = text.width + font * 0.9;
    const h = text.height + font * 0.35;
    const line = Math.max(2, font * 0.13);
    const { width, height: screenHeight } = this.scene.scale;
    const spot = threatTagSpot(
      { x, y, height },
      { width: w, height: h },
      boardBounds(this.fit, width, screenHeight),
      line,
    );
    const ground = roundedRectTexture(this.scene, {
      width: w,
      height: h,
      radius: h / 2,
      fill: 0x06141a,
      fillAlpha: 0.92,
      stroke: paletteHex(palette),
      strokeWidth: line,
      dash: [line * 2.2, line * 1.6],
    });
    const tag = this.scene.add.image(spot.x, spot.y, ground).setDepth(60);
    text.setPosition(spot.x, spot.y);
    this.parts = [tag, text];
    this.box = { x: spot.x - w / 2, y: spot.y - h / 2, width: w, height: h };
    if (reducedMotion()) return;
    // Faded in after the ring's entrance, so the ring is read first and the threat as its reason.
    for (const part of this.parts) {
      (part as Phaser.GameObjects.Image).setAlpha(0);
      this.scene.tweens.add({ targets: part, alpha: 1, duration: 300, delay: 350 });
    }
  }

  /** The threat drawn now, for the test hook: its square, words and the tag's box, or null. */
  shown(): { square: number; text: string; box: Rect } | null {
    const text = this.parts.find((p): p is Phaser.GameObjects.Text => p.type === 'Text');
    return text && this.box
      ? { square: Number(text.name.split(':')[1]), text: text.text, box: this.box }
      : null;
  }

  private clear(): void {
    for (const p of this.parts) {
      this.scene.tweens.killTweensOf(p);
      p.destroy();
    }
    this.parts = [];
    this.box = null;
  }
}
