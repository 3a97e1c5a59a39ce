// The guided game's cut lines (screens/tutorial/cut-lines.ts) on its board: each a glowing line drawn
// in through the cells it cuts, from end to end and a little past their centres, so "two directions,
// two lines: 4 pieces" is seen on the cells as it is read. Under the glowing square's ring; the
// cells' piece counts stay whole, the lines broken round their discs (split-clip.ts), as a count
// shows or goes.

import type Phaser from 'phaser';
import type { Point } from './art/geometry.ts';
import { reducedMotion } from './motion.ts';
import { outsideDisc, type Disc } from './split-clip.ts';

/** How long a line takes to draw in, in milliseconds. */
const DRAW_MS = 420;
/** Each next line starts this share of a line's time after the one before: "two lines" are seen as two, counted. */
const STAGGER = 0.75;

export class TutorialCuts {
  private readonly g: Phaser.GameObjects.Graphics;
  private tween: Phaser.Tweens.Tween | null = null;
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
    this.draw(lines, Infinity);
    if (lines.length === 0 || reducedMotion()) return;
    const span = 1 + STAGGER * (lines.length - 1);
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
    this.g.destroy();
  }

  /**
   * The lines drawn as they stand `t` line-times in (line i starts at i × STAGGER and takes one,
   * eased), each past its ends by a third of a square.
   */
  private draw(lines: readonly { from: Point; to: Point }[], t: number): void {
    const g = this.g.clear();
    const size = this.square();
    const discs = this.discs();
    this.shown = { lines, t, discs: discsKey(discs) };
    const over = size * 0.36;
    const ends = lines.map(({ from, to }, i) => {
      const linear = Math.min(1, Math.max(0, t - i * STAGGER));
      const k = 1 - (1 - linear) * (1 - linear);
      const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
      const ux = (to.x - from.x) / length;
      const uy = (to.y - from.y) / length;
      const start = { x: from.x - ux * over, y: from.y - uy * over };
      const reach = (length + 2 * over) * k;
      const end = { x: start.x + ux * reach, y: start.y + uy * reach };
      // Broken round every count's disc, a little wider than it (as the split preview's lines).
      return discs.reduce<[Point, Point][]>(
        (parts, d) =>
          parts.flatMap(([a, b]) => outsideDisc(a, b, { ...d, r: d.r + Math.max(2, size * 0.04) })),
        [[start, end]],
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
