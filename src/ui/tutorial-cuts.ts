// The guided game's cut lines (screens/tutorial/cut-lines.ts) on its board: each a glowing seam
// drawn in across every cell it cuts, inside that cell (never over the gap between squares, where it
// read as a stray dash across the row), so "two directions, two lines: 4 pieces" is seen on the cells
// as it is read; then it fades, and the cells' own seams stay. Under the glowing square's ring; the
// cells' piece counts stay whole, the seams broken round their discs (split-clip.ts), as a count
// shows or goes.

import type Phaser from 'phaser';
import type { Point } from './art/geometry.ts';
import { reducedMotion } from './motion.ts';
import { outsideDisc, type Disc } from './split-clip.ts';

/** How long a line takes to draw in, in milliseconds. */
const DRAW_MS = 420;
/** Each next line starts this share of a line's time after the one before: "two lines" are seen as two, counted. */
const STAGGER = 0.75;
/** How long the drawn seams stay at full light before they fade, and how long the fade takes, in ms. */
export const CUT_HOLD_MS = 1800;
const FADE_MS = 500;

/** A seam's half-length inside its cell, as a share of the square: clear of the square's edge. */
const HALF_SEAM = 0.36;

/**
 * The cut from `from` to `to` (the centres of a run's end cells, `size` apart or more) as one seam
 * per cell, centred on it and `k` (0 to 1) drawn out from its centre.
 */
export function seamsOf(from: Point, to: Point, size: number, k: number): [Point, Point][] {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const cells = Math.max(0, Math.round(length / size));
  const ux = length > 0 ? (to.x - from.x) / length : 1;
  const uy = length > 0 ? (to.y - from.y) / length : 0;
  const half = size * HALF_SEAM * k;
  const seams: [Point, Point][] = [];
  for (let i = 0; i <= cells; i++) {
    const t = cells === 0 ? 0 : i / cells;
    const c = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
    seams.push([
      { x: c.x - ux * half, y: c.y - uy * half },
      { x: c.x + ux * half, y: c.y + uy * half },
    ]);
  }
  return seams;
}

export class TutorialCuts {
  private readonly g: Phaser.GameObjects.Graphics;
  private tween: Phaser.Tweens.Tween | null = null;
  private fade: Phaser.Tweens.Tween | null = null;
  /** The lines shown and how far drawn in, redrawn when a count's disc shows or goes under them. */
  private shown: { lines: readonly { from: Point; to: Point }[]; t: number; discs: string } = {
    lines: [],
    t: 0,
    discs: '',
  };
  private readonly follow = () => {
    if (this.shown.lines.length > 0 && discsKey(this.discs()) !== this.shown.discs)
      this.draw(this.shown.lines, this.shown.t);
  };

  constructor(
    private readonly scene: Phaser.Scene,
    /** The squares' size on screen: the lines' width and overhang follow it. */
    private readonly square: () => number,
    /** The cells' count discs now: the lines keep off them. */
    private readonly discs: () => readonly Disc[] = () => [],
  ) {
    this.g = scene.add.graphics().setDepth(24);
    scene.events.on('update', this.follow);
  }

  /** Draws `lines` in (each from its first point to its second), or clears them for none. */
  show(lines: readonly { from: Point; to: Point }[]): void {
    this.tween?.stop();
    this.tween = null;
    this.fade?.stop();
    this.fade = null;
    this.g.setAlpha(1);
    this.draw(lines, Infinity);
    if (lines.length === 0) return;
    const span = 1 + STAGGER * (lines.length - 1);
    const still = reducedMotion();
    // Read, then gone: the cells' own seams say the rest (still, under reduced motion: no fade, just gone).
    this.fade = this.scene.tweens.add({
      targets: this.g,
      alpha: 0,
      delay: (still ? 0 : DRAW_MS * span) + CUT_HOLD_MS,
      duration: still ? 0 : FADE_MS,
      onComplete: () => this.draw([], Infinity),
    });
    if (still) return;
    const at = { t: 0 };
    this.draw(lines, 0);
    this.tween = this.scene.tweens.add({
      targets: at,
      t: span,
      duration: DRAW_MS * span,
      onUpdate: () => this.draw(lines, at.t),
    });
  }

  destroy(): void {
    this.scene.events.off('update', this.follow);
    this.tween?.stop();
    this.fade?.stop();
    this.g.destroy();
  }

  /**
   * The lines drawn as they stand `t` line-times in (line i starts at i × STAGGER and takes one,
   * eased), each a seam across every cell it cuts.
   */
  private draw(lines: readonly { from: Point; to: Point }[], t: number): void {
    const g = this.g.clear();
    const size = this.square();
    const discs = this.discs();
    this.shown = { lines, t, discs: discsKey(discs) };
    const ends = lines.map(({ from, to }, i) => {
      const linear = Math.min(1, Math.max(0, t - i * STAGGER));
      const k = 1 - (1 - linear) * (1 - linear);
      if (k <= 0) return [];
      // Broken round every count's disc, a little wider than it (as the split preview's lines).
      return discs.reduce<[Point, Point][]>(
        (parts, d) =>
          parts.flatMap(([a, b]) => outsideDisc(a, b, { ...d, r: d.r + Math.max(2, size * 0.04) })),
        seamsOf(from, to, size, k),
      );
    });
    // A soft glow, a dark edge so it shows on every cell colour, and a bright core.
    for (const [width, colour, alpha] of [
      [size * 0.16, 0xffffff, 0.18],
      [Math.max(5, size * 0.075), 0x06141a, 0.6],
      [Math.max(3, size * 0.04), 0xffffff, 0.95],
    ] as const) {
      g.lineStyle(width, colour, alpha);
      for (const [a, b] of ends.flat()) g.lineBetween(a.x, a.y, b.x, b.y);
    }
  }
}

/** The discs as a key: a count shown or gone changes it. */
function discsKey(discs: readonly Disc[]): string {
  return discs.map((d) => `${Math.round(d.x)},${Math.round(d.y)},${Math.round(d.r)}`).join(' ');
}
