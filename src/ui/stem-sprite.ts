// A stem cell on the board (RULES.md section 12, CELLS.md "Stem cells"): the pale waiting cell (with
// faint pieces towards the neighbours already held, what it will give so far), and
// once no square around it is empty, a piece towards each neighbour in that neighbour's colour
// (pale where it faces another stem cell) and a round centre in the colour of the player with more
// pieces (pale on a tie), over the waiting cell's pale body, softened (STEM_BODY_UNDER), so the
// whole reads as one cell. The pieces are the baked white frames, turned and tinted here. Over them a
// small label says what the cell gives each player so far, in their colours (stem-share-tag.ts),
// where it covers no count (stem-share-place.ts) in a layer over the cells, so the neighbour's cell
// never hides its outer half. A complete cell carries a pale rim, marking it one cell, the stem.

import Phaser from 'phaser';
import { STEM, type Layout } from '../engine/index.ts';
import { stemColouring } from '../game/move-changes.ts';
import { sharesShown, stemShares } from '../game/stem-shares.ts';
import { StemShareTag } from './stem-share-tag.ts';
import { shareTagPlace, triCountsAround } from './stem-share-place.ts';
import { pixelRatio } from './device-pixels.ts';
import { STEM_RGB, stemFrame, stemRing } from './art/stem-cell.ts';
import { earnedPieces, STEM_BODY_UNDER, STEM_FORETASTE, stemPieces } from './art/stem-picture.ts';
import { shakeSideways, tween } from './cell-sprite.ts';
import { pointsDown } from './art/board-plan.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { paletteHex, type PaletteName } from './palette.ts';

const STEM_TINT = (STEM_RGB[0] << 16) | (STEM_RGB[1] << 8) | STEM_RGB[2];

export { stemPieces };

export class StemSprite extends Phaser.GameObjects.Container {
  private readonly waiting: Phaser.GameObjects.Image;
  private readonly pieces: Phaser.GameObjects.Image[] = [];
  private readonly tag: StemShareTag;
  /** A complete cell's pale rim: among the neighbours' pieces it marks one cell, the stem. */
  private readonly ring: Phaser.GameObjects.Graphics;
  private complete = false;
  /** Whose colour each piece was drawn in, the centre last ('' while waiting): a redraw only on a change. */
  private drawn = '';

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    private readonly size: number,
    private readonly layout: Layout,
    private readonly square: number,
    private readonly turned: boolean,
    /** Where the share chips go (over the board's cells); without, in this sprite, over its pieces. */
    private readonly tags?: Phaser.GameObjects.Container,
  ) {
    super(scene, x, y);
    this.waiting = scene.add
      .image(0, 0, 'art', stemFrame(layout.grid))
      .setDisplaySize(size, size)
      .setAngle(turned ? 180 : 0);
    this.add(this.waiting);
    this.ring = scene.add.graphics().setVisible(false);
    const { points, width } = stemRing(layout.grid, size);
    this.ring.lineStyle(width, STEM_TINT, 0.95).strokePoints(
      points.map((p) => new Phaser.Math.Vector2(p.x, p.y)),
      true,
      true,
    );
    this.ring.setAngle(turned ? 180 : 0);
    this.add(this.ring);
    this.tag = new StemShareTag(scene, size);
    (tags ?? this).add(this.tag);
    this.once(Phaser.GameObjects.Events.DESTROY, () => this.tag.destroy());
    scene.add.existing(this);
  }

  /** The label of what the cell gives each player, over its pieces (none while nothing is held around it). */
  private showShares(owner: ArrayLike<number>, colours: readonly [number, number]): void {
    const shares = stemShares(this.layout, this.square, owner);
    if (!this.tag.show(sharesShown(shares) ? shares : null, colours)) return;
    const { width, height, least } = this.tag.drawn;
    if (width === 0) return;
    const counts = this.layout.grid === 'tri' ? triCountsAround(this.size / pixelRatio()) : null;
    const at = shareTagPlace(this.layout.grid, this.turned, this.size, width, height, least, counts);
    const [x, y] = this.tags ? [this.x, this.y] : [0, 0];
    this.tag.setPosition(x + at.x, y + at.y).setScale(at.scale);
    if (!this.tags) this.bringToTop(this.tag);
  }

  /** A small shake sideways (a tap on it: no one plays on a stem cell). */
  shake(offset: number): void {
    shakeSideways(this, offset);
  }

  /** Whether the pieces are shown. */
  get isComplete(): boolean {
    return this.complete;
  }

  /**
   * Shows the pieces for the cells around it now (`owner` the position's), in the players' colours;
   * with `duration`, they pop in one after another, then the centre. Resolves when all are in.
   */
  async showComplete(
    owner: ArrayLike<number>,
    colours: readonly [number, number],
    duration = 0,
  ): Promise<void> {
    if (!this.scene) return; // destroyed: its dialog or board closed while the move played
    // Never an empty square: the old pieces (or the waiting cell) stay under the new ones until
    // those have grown in; without a duration they go at once.
    const old = this.pieces.splice(0);
    for (const piece of old) this.scene.tweens.killTweensOf(piece);
    const under = () => {
      for (const piece of old) piece.destroy();
      if (this.scene && this.complete) this.waiting.setAlpha(STEM_BODY_UNDER);
    };
    this.complete = true;
    this.drawn = this.colouring(owner);
    const counts = [0, 0, 0];
    const tintOf = (o: number) => (o === 1 || o === 2 ? colours[o - 1]! : STEM_TINT);
    const parts = stemPieces(this.layout, this.square).map((p) => {
      const o = owner[p.square]!;
      if (o === 1 || o === 2) counts[o]!++;
      return this.part(p.frame, p.angle, tintOf(o === STEM ? 0 : o));
    });
    const centre = this.part(
      'stem/centre',
      0,
      counts[1]! > counts[2]! ? colours[0] : counts[2]! > counts[1]! ? colours[1] : STEM_TINT,
    );
    this.bringToTop(this.ring);
    this.ring.setVisible(true);
    this.showShares(owner, colours);
    if (duration <= 0) {
      under();
      return;
    }
    const all = [...parts, centre];
    for (const part of all) part.setScale(0);
    const each = duration / (all.length + 2);
    await Promise.all(
      all.map((part, i) =>
        tween(this.scene, {
          targets: part,
          scaleX: this.size / part.frame.width,
          scaleY: this.size / part.frame.height,
          delay: i * each,
          duration: each * 3,
          ease: 'Back.easeOut',
        }),
      ),
    );
    under();
  }

  /** Whose colour each piece takes with the cells around it `owner` (move-changes.ts). */
  colouring(owner: ArrayLike<number>): string {
    return stemColouring(this.layout, this.square, owner);
  }

  /** The colouring drawn now ('' while waiting). */
  get drawnColouring(): string {
    return this.drawn;
  }

  /**
   * The pale waiting cell, and (with the cells around it `owner`) a faint piece towards each
   * neighbour a player already holds, in that player's colour: what the cell will give so far, so a
   * waiting stem cell shows it fills up as its neighbours do. Drawn again only when that changes.
   */
  showWaiting(owner?: ArrayLike<number>, colours?: readonly [number, number]): void {
    if (!this.scene) return;
    const drawn = owner && colours ? `waiting ${this.colouring(owner)}` : '';
    if (!this.complete && drawn === this.drawn && drawn !== '') return;
    this.clearPieces();
    this.complete = false;
    this.drawn = drawn;
    this.waiting.setAlpha(1);
    this.ring.setVisible(false);
    if (!owner || !colours) {
      this.tag.show(null, [0, 0]);
      return;
    }
    for (const p of earnedPieces(this.layout, this.square, owner))
      this.part(p.frame, p.angle, colours[p.player - 1]!).setAlpha(STEM_FORETASTE);
    this.showShares(owner, colours);
  }

  private clearPieces(): void {
    for (const piece of this.pieces) {
      this.scene?.tweens.killTweensOf(piece);
      piece.destroy();
    }
    this.pieces.length = 0;
  }

  private part(frame: string, angle: number, tint: number): Phaser.GameObjects.Image {
    const image = this.scene.add
      .image(0, 0, 'art', frame)
      .setDisplaySize(this.size, this.size)
      .setAngle(angle);
    image.setTint(tint);
    this.add(image);
    this.pieces.push(image);
    return image;
  }
}

/** A board's stem cells: drawn as the position stands, and opened when a move completes them. */
export class StemCells {
  private readonly stems = new Map<number, StemSprite>();
  /** The stems' share chips, over every cell (made after the cells' layer). */
  private readonly tags: Phaser.GameObjects.Container;

  private readonly layout: Layout;
  private readonly colours: readonly [number, number];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly layer: Phaser.GameObjects.Container,
    private readonly fit: BoardGeometryFit,
    palettes: readonly [PaletteName, PaletteName],
  ) {
    this.layout = fit.layout;
    this.colours = [paletteHex(palettes[0]), paletteHex(palettes[1])];
    this.tags = scene.add.container(layer.x, layer.y);
  }

  /** Brings the share chips over what the board drew since (the last move's ring, the links): they hang over the cells round the stem. */
  chipsOnTop(): void {
    this.scene.children.bringToTop(this.tags);
  }

  /** The stem cell drawn on square s, or undefined. */
  on(s: number): StemSprite | undefined {
    return this.stems.get(s);
  }

  /** Draws every stem cell of the position, complete ones in their pieces, without animation. */
  sync(owner: ArrayLike<number>, complete: readonly number[]): void {
    for (const stem of this.stems.values()) stem.destroy();
    this.stems.clear();
    for (let s = 0; s < this.layout.size; s++) {
      if (owner[s] !== STEM) continue;
      const at = this.fit.cellPlacement(s);
      const stem = new StemSprite(
        this.scene,
        at.x,
        at.y,
        at.size,
        this.layout,
        s,
        pointsDown(this.layout, s),
        this.tags,
      );
      this.layer.addAt(stem, 0);
      this.stems.set(s, stem);
      if (complete.includes(s)) void stem.showComplete(owner, this.colours);
      else stem.showWaiting(owner, this.colours);
    }
  }

  /**
   * Brings every stem cell to the position after a move, its pieces popping in over `duration`:
   * one the move completed opens, one whose neighbours changed colour (a capture, a jump) is drawn
   * again in the new colours, one still waiting (or waiting again: a jump emptied a neighbour) shows
   * the pieces earned so far.
   */
  update(owner: ArrayLike<number>, complete: readonly number[], duration: number): Promise<void>[] {
    const shown: Promise<void>[] = [];
    for (const [s, stem] of this.stems) {
      if (!complete.includes(s)) stem.showWaiting(owner, this.colours);
      else if (stem.drawnColouring !== stem.colouring(owner)) {
        shown.push(stem.showComplete(owner, this.colours, duration));
      }
    }
    return shown;
  }
}
