// The threat a hint blocks, on the board (screens/game/hint-threat.ts): while a hint whose words
// say "blocks their +3" shows, the other side's cell stands faintly on the hinted square, inside the
// hint's gold ring, with their "+3" on it in their colour: the move the hint takes from them, seen
// where it would land ("blocks their +3" beside an empty square read as abstract).

import type Phaser from 'phaser';
import type { BoardGeometryFit } from './board-geometry.ts';
import type { PaletteName } from './palette.ts';
import { paletteCss } from './palette.ts';
import { gridFrame } from './art/cell-pieces.ts';
import { pointsDown } from './art/board-plan.ts';
import { readable } from './readable.ts';
import { pixelRatio } from './screen.ts';
import { reducedMotion } from './motion.ts';
import { textStyle } from './theme.ts';
import type { HintThreat } from '../screens/game/hint-threat.ts';

/** How see-through their cell stands: a ghost, never mistaken for a cell on the board. */
const GHOST_ALPHA = 0.45;

export class HintThreatMarks {
  private drawn = '';
  private parts: Phaser.GameObjects.GameObject[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly palettes: readonly [PaletteName, PaletteName],
  ) {}

  /** Shows `threat` (null: none, the marks go); drawn again only when it changes. */
  show(threat: HintThreat | null): void {
    const key = threat ? `${threat.square}:${threat.by}:${threat.points}` : '';
    if (key === this.drawn) return;
    this.drawn = key;
    this.clear();
    if (!threat) return;
    const palette = this.palettes[threat.by - 1]!;
    const { layout } = this.fit;
    const { x, y, size } = this.fit.cellPlacement(threat.square);
    const turned = layout.grid === 'tri' && pointsDown(layout, threat.square);
    // Inside the hint's ring (0.8 of the square), under it and its tag.
    const cell = this.scene.add
      .image(x, y, 'cells', `${palette}/${gridFrame(layout.grid, 0)}`)
      .setDisplaySize(size * 0.62, size * 0.62)
      .setAngle(turned ? 180 : 0)
      .setAlpha(GHOST_ALPHA)
      .setDepth(58);
    // A triangle's middle sits a third from its wide side: the figure stands there, clear of the tag at the foot.
    const lift = layout.grid === 'tri' ? (turned ? -0.1 : 0.06) : -0.1;
    const font = readable(Math.min(size * 0.3, 22 * pixelRatio()));
    const points = this.scene.add
      .text(x, y + size * lift, `+${threat.points}`, {
        ...textStyle(font, paletteCss(palette), true),
        stroke: '#06141a',
        strokeThickness: Math.max(3, font * 0.22),
      })
      .setOrigin(0.5)
      .setDepth(59)
      .setName(`hint-threat:${threat.square}`);
    this.parts = [cell, points];
    if (reducedMotion()) return;
    // Faded in after the ring's entrance, so the ring is read first and the threat as its reason.
    for (const part of this.parts) {
      const to = part === cell ? GHOST_ALPHA : 1;
      (part as Phaser.GameObjects.Image).setAlpha(0);
      this.scene.tweens.add({ targets: part, alpha: to, duration: 300, delay: 350 });
    }
  }

  /** The threat drawn now, for the test hook: its square and words, or null. */
  shown(): { square: number; text: string } | null {
    const text = this.parts.find((p): p is Phaser.GameObjects.Text => p.type === 'Text');
    return text ? { square: Number(text.name.split(':')[1]), text: text.text } : null;
  }

  private clear(): void {
    for (const p of this.parts) {
      this.scene.tweens.killTweensOf(p);
      p.destroy();
    }
    this.parts = [];
  }
}
