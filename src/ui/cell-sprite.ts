// One cell on the board and its animations: the pop-in, the gravity drop from the top of the
// column, and division from the old frame to the new one, pinching along the new cut.

import { DIVIDE_SWELL, SPLIT_AT } from '../screens/game/move-beats.ts';
import Phaser from 'phaser';
import type { Topology } from '../engine/index.ts';
import { gridFrame } from './art/cell-pieces.ts';
import { paletteHex, type PaletteName } from './palette.ts';
import { addMark } from './cell-marks.ts';
import { ownerFieldTexture } from './cell-field.ts';
import { numeralLook, pieceNumeral, TRI_MARK } from './piece-numeral.ts';
import { quietCell, quietFigure, quietInk, quietMarkPlace } from './quiet-cells.ts';
import { pixelRatio } from './device-pixels.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { textStyle } from './theme.ts';
import type { Disc } from './split-clip.ts';

/** Where a cell stands: on a board whose score is read (in play, the review's), on a board without counts (scored by connections), or in a picture. */
export type CellStanding = 'play' | 'board' | 'picture';

export class CellSprite extends Phaser.GameObjects.Container {
  readonly image: Phaser.GameObjects.Image;
  /** The piece count written on a cell of many pieces (piece-numeral.ts), on its dark disc. */
  private readonly numeral: Phaser.GameObjects.Text;
  private readonly disc: Phaser.GameObjects.Image;
  /** The colour-blind mark, where the marks are on: raised by markRise while the cell carries its count. */
  private readonly mark: Phaser.GameObjects.Image | null;
  private markRise = 0;
  /** The mark's width as first drawn, for a cell that stops being quiet. */
  private readonly markWidth: number;
  /** Drawn quietly (quiet-cells.ts): one whole body with its count on it, a small cell's look. */
  private quiet = false;
  /** How much closer than its size the cell is shown (a zoomed board, board-zoom.ts): its count is as on a board of cells that big. */
  private closer = 1;
  private pattern = 0;
  /** The division drawn now (its cuts): mid-division, the new one from the moment its pieces show. */
  get shownPattern(): number {
    return this.pattern;
  }
  /** The picture's own angle: 180 for a triangle pointing down. */
  private readonly turn: number;
  /** Bumped by stop(): an animation still running ends at its next step and touches nothing more. */
  private run = 0;

  /** Whether an animation begun at `run` must end: stopped since, or destroyed with its scene. */
  private ended(run: number): boolean {
    return run !== this.run || !this.scene;
  }

  /**
   * `topology` is the board's grid: it names the frames (`1100`, `hex-110`) and gives the angle of
   * each cut, so a division pinches along the square's or the hexagon's own axis. `marks`: the
   * colour-blind mark of the cell's colour on it (cell-marks.ts). `turned`: a triangle pointing
   * down, its picture the frame turned 180°. `standing`: where the cell stands. On a board ('play'
   * or 'board') the holder's colour fills the well under its pieces (owner-field.ts),
   * so who holds the square reads first; at 'play' (a board whose score is read) it also carries its piece count where its pieces
   * are many (piece-numeral.ts); a picture (a demo, a card) shows the cell alone.
   */
  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    private readonly size: number,
    private readonly palette: PaletteName,
    pattern: number,
    private readonly topology: Topology,
    marks = false,
    turned = false,
    private readonly standing: CellStanding = 'picture',
  ) {
    super(scene, x, y);
    this.pattern = pattern;
    this.turn = turned ? 180 : 0;
    if (standing !== 'picture')
      this.add(
        scene.add
          .image(0, 0, ownerFieldTexture(scene, topology.grid, size, paletteHex(palette)))
          .setDisplaySize(size, size)
          .setAngle(this.turn),
      );
    this.image = scene.add
      .image(0, 0, 'cells', this.frameOf(pattern))
      .setDisplaySize(size, size)
      .setAngle(this.turn);
    this.add(this.image);
    const mark = addMark(scene, 0, 0, size, palette, marks);
    if (mark) this.add(mark);
    this.mark = mark;
    this.markWidth = mark?.displayWidth ?? 0;
    // Over the pieces' hub, small, white on a dark disc so it does not fight the pieces; off the
    // centre where a colour-blind mark stands there (numeralLook's dy), the mark raised off it.
    this.disc = scene.add.image(0, 0, '__WHITE').setVisible(false);
    this.add(this.disc);
    this.numeral = scene.add.text(0, 0, '', textStyle(12, '#ffffff', true)).setOrigin(0.5);
    this.add(this.numeral);
    this.lookCloser(1);
    scene.add.existing(this);
  }

  /**
   * The cell is shown `k` times closer (a zoomed board; 1: as drawn): its count shows, and looks, as
   * on a board whose cells are that big, drawn sharp at that size.
   */
  lookCloser(k: number): void {
    this.closer = k;
    const dpr = pixelRatio();
    const quiet = quietCell(this.topology.grid, this.shownCss(), this.standing === 'play');
    if (quiet !== this.quiet) {
      this.quiet = quiet;
      this.image.setFrame(this.frameOf(this.pattern));
      this.image.setDisplaySize(this.size, this.size);
    }
    if (quiet) {
      this.lookQuiet(k);
      return;
    }
    const markSide = this.topology.grid === 'tri' ? TRI_MARK.share * this.size : this.markWidth;
    this.mark?.setDisplaySize(markSide, markSide).setX(0);
    this.numeral.setColor('#ffffff');
    const look = numeralLook(this.topology.grid, (this.size / dpr) * k, {
      marked: this.mark !== null,
      down: this.turn !== 0,
    });
    this.markRise = look.markDy * this.size;
    const at = look.dy * this.size;
    const disc = look.discCss * dpr;
    const texture = roundedRectTexture(this.scene, {
      width: disc,
      height: disc,
      radius: disc / 2,
      fill: 0x06141a,
      fillAlpha: 0.82,
    });
    this.disc
      .setTexture(texture)
      .setScale(1 / k)
      .setY(at);
    this.numeral
      .setFontSize((look.fontCss * dpr) / k)
      .setResolution(k)
      .setPosition(0, at);
    this.showCount();
  }

  /** A quiet cell's figure (quiet-cells.ts): bold and dark on its body, no disc; its mark, if any, beside it (showCount). */
  private lookQuiet(k: number): void {
    const figure = quietFigure(this.topology.grid, this.pattern, this.shownCss(), this.turn !== 0);
    this.numeral
      .setFontSize((figure.fontCss * pixelRatio()) / k)
      .setResolution(k)
      .setColor(quietInk(paletteHex(this.palette)));
    this.showCount();
  }

  /** The cell's frame as shown, in CSS px: the count is decided for it. */
  private shownCss(): number {
    return (this.size / pixelRatio()) * this.closer;
  }

  private showCount(counted = this.pattern): void {
    if (this.quiet) {
      const down = this.turn !== 0;
      const { count, dy } = quietFigure(this.topology.grid, counted, this.shownCss(), down);
      this.numeral.setText(count === null ? '' : String(count)).setVisible(count !== null);
      this.disc.setVisible(false);
      this.numeral.setPosition(0, dy * this.size);
      if (!this.mark) return;
      // A counted cell's mark and figure share its body, a whole cell's mark stands at the centre.
      const place = quietMarkPlace(this.topology.grid, count !== null, down);
      const side = place.share * this.size;
      this.mark.setDisplaySize(side, side).setPosition(place.mark.x * this.size, place.mark.y * this.size);
      if (count !== null) this.numeral.setPosition(place.figure.x * this.size, place.figure.y * this.size);
      return;
    }
    const count = pieceNumeral(this.topology.grid, counted, this.standing === 'play', this.shownCss());
    this.numeral.setText(count === null ? '' : String(count)).setVisible(count !== null);
    this.disc.setVisible(count !== null);
    this.mark?.setY(count === null ? 0 : this.markRise);
  }

  /** The count's figure and disc (the guided game fades a count out while a gain stands on its cell). */
  countParts(): Phaser.GameObjects.Components.Alpha[] {
    return [this.numeral, this.disc];
  }

  /**
   * The piece count's disc where it shows, on the scene (the split preview's lines keep off it); `toCome`:
   * where it will show once the cell splits, shown yet or not (a move's "+1" keeps off it).
   */
  countDisc(toCome = false): Disc | null {
    if (this.quiet)
      return this.numeral.visible || toCome
        ? { x: this.x + this.numeral.x, y: this.y + this.numeral.y, r: this.numeral.displayHeight * 0.6 }
        : null;
    if (!this.disc.visible && !toCome) return null;
    return { x: this.x + this.disc.x, y: this.y + this.disc.y, r: this.disc.displayWidth / 2 };
  }

  /** The count's disc as a box on the scene once the cell shows `pattern`, null where it carries no count then. */
  countBoxFor(pattern: number): { x: number; y: number; width: number; height: number } | null {
    if (this.quiet) {
      if (quietFigure(this.topology.grid, pattern, this.shownCss()).count === null) return null;
      const h = this.numeral.displayHeight;
      return {
        x: this.x + this.numeral.x - h * 0.6,
        y: this.y + this.numeral.y - h / 2,
        width: h * 1.2,
        height: h,
      };
    }
    const count = pieceNumeral(this.topology.grid, pattern, this.standing === 'play', this.shownCss());
    if (count === null) return null;
    const d = this.disc.displayWidth;
    return { x: this.x + this.disc.x - d / 2, y: this.y + this.disc.y - d / 2, width: d, height: d };
  }

  /** The count steps out of sight for `ms` (a move's gain resting over it) and comes back as the gain goes. */
  holdCount(ms: number): void {
    const count = [this.disc, this.numeral];
    this.scene.tweens.killTweensOf(count);
    this.scene.tweens.add({ targets: count, alpha: 0, duration: 120 });
    this.scene.tweens.add({ targets: count, alpha: 1, duration: 180, delay: Math.max(120, ms - 180) });
  }

  /** The picture of `pattern`'s pieces; a quiet cell's is the whole body whatever its cuts. */
  frameOf(pattern: number): string {
    return `${this.palette}/${gridFrame(this.topology.grid, this.quiet ? 0 : pattern)}`;
  }

  /**
   * Shows `pattern`'s pieces; its count says `counted`'s (by default the same): a win's cells divide
   * again for show from an earlier pattern while their numbers keep saying what the cells hold.
   */
  setPattern(pattern: number, counted = pattern): void {
    this.pattern = pattern;
    this.image.setFrame(this.frameOf(pattern));
    this.image.setDisplaySize(this.size, this.size);
    this.showCount(counted);
  }

  /**
   * Ends any animation at once and leaves the cell upright at full size (an undo or restart
   * landed mid-move): without this a division would finish on the pattern that was taken back.
   */
  stop(): this {
    this.run++;
    // Its cut's flash goes with it: a stopped division must not leave the line standing.
    this.cut?.destroy();
    this.cut = null;
    // Destroyed with its board (a syncAll's redraw under the ending): nothing of it runs any more.
    if (!this.scene) return this;
    for (const t of this.scene.tweens.getTweensOf([this, this.image])) t.stop();
    this.setScale(1).setAngle(0).setAlpha(1);
    this.image.setAngle(this.turn).setDisplaySize(this.size, this.size);
    this.numeral.setAngle(0);
    return this;
  }

  /** A small shake sideways by `offset` (a tap on its square was not taken); none while it animates. */
  shake(offset: number): void {
    shakeSideways(this, offset);
  }

  /** Pops in where it stands. */
  popIn(duration: number): Promise<void> {
    if (!this.scene) return Promise.resolve(); // destroyed: its dialog or board closed mid-move
    this.setScale(0.2);
    this.setAlpha(0.3);
    return tween(this.scene, { targets: this, scale: 1, alpha: 1, duration, ease: 'Back.easeOut' });
  }

  /** Drops from `fromY` to where it stands, landing with a small squash. */
  async drop(fromY: number, duration: number): Promise<void> {
    if (!this.scene) return;
    const y = this.y;
    const run = this.run;
    this.y = fromY;
    await tween(this.scene, { targets: this, y, duration, ease: 'Quad.easeIn' });
    if (this.ended(run)) {
      if (this.scene) this.y = y;
      return;
    }
    this.image.setScale(this.image.scaleX * 1.08, this.image.scaleY * 0.86);
    const sx = this.size / this.image.frame.width;
    await tween(this.scene, {
      targets: this.image,
      scaleX: sx,
      scaleY: sx,
      duration: duration * 0.5,
      ease: 'Back.easeOut',
    });
  }

  /** Divides into `to` (an even swell, the new cut's furrow flash, settle), its count saying `counted`'s (a win's cells divide anew cut by cut). */
  async divide(to: number, duration: number, counted = to): Promise<void> {
    if (!this.scene) return; // destroyed: its dialog or board closed while the move played
    const run = this.run;
    const added = to & ~this.pattern;
    const axis = added === 0 ? -1 : Math.log2(added & -added);
    if (axis < 0) {
      // Fewer cuts (after an undo) or the same: just change the frame with a small wobble.
      this.setPattern(to, counted);
      this.setScale(0.92);
      await tween(this.scene, { targets: this, scale: 1, duration: duration * 0.6, ease: 'Back.easeOut' });
      return;
    }
    // The container turns so its x axis (the furrow) runs along the cut; the image turns back, so the
    // picture stays upright; it swells evenly, keeping its shape.
    // Phaser turns clockwise on screen; the topology's angles run anticlockwise from east.
    const angle = -this.topology.axisAngles[axis]!;
    this.setAngle(angle);
    this.image.setAngle(this.turn - angle);
    this.numeral.setAngle(-angle);
    const furrow = this.furrow();
    await tween(this.scene, {
      targets: this,
      scaleX: DIVIDE_SWELL.x,
      scaleY: DIVIDE_SWELL.y,
      duration: duration * SPLIT_AT,
      ease: 'Sine.easeInOut',
    });
    if (this.ended(run)) {
      furrow.destroy();
      return;
    }
    this.setPattern(to, counted);
    furrow.setAlpha(0.9);
    this.scene.tweens.add({
      targets: furrow,
      alpha: 0,
      scaleX: 1.3,
      duration: duration * (1 - SPLIT_AT),
      onComplete: () => furrow.destroy(),
    });
    await tween(this.scene, {
      targets: this,
      scaleX: 1,
      scaleY: 1,
      duration: duration * (1 - SPLIT_AT),
      ease: 'Back.easeOut',
    });
    if (!this.scene) return;
    this.setAngle(0);
    this.image.setAngle(this.turn);
    this.numeral.setAngle(0);
  }

  /** The flash of the cut now dividing, until it has faded. */
  private cut: Phaser.GameObjects.Rectangle | null = null;

  /** A bright line along the container's x axis: the cut, drawn in the turned frame. */
  private furrow(): Phaser.GameObjects.Rectangle {
    this.cut?.destroy();
    const line = this.scene.add
      .rectangle(0, 0, this.size * 0.95, Math.max(2, this.size * 0.05), 0xffffff, 1)
      .setAlpha(0);
    // Under the count's disc: drawn over it, the flash crossed the figure out (a win's cells all
    // divide again with their counts in sight, and every one read as struck through).
    this.addAt(line, this.getIndex(this.disc));
    this.cut = line;
    line.once('destroy', () => {
      if (this.cut === line) this.cut = null;
    });
    return line;
  }
}

/**
 * Resolves when the tween completes or is stopped, or when its scene shuts down (a resize
 * restarts the board scene): Phaser destroys a scene's tweens without any event, so without the
 * scene's own shutdown event an awaited animation would wait forever.
 */
export function tween(scene: Phaser.Scene, config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      scene.events.off(Phaser.Scenes.Events.SHUTDOWN, done);
      resolve();
    };
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, done);
    const t = scene.tweens.add({ ...config, onComplete: done });
    // A tween stopped by an undo never completes: resolve then too.
    t.once('stop', done);
  });
}

/** A small shake of `target` sideways by `offset`, back where it stood (a tap on its square was not taken); none while it animates. */
export function shakeSideways(target: Phaser.GameObjects.Container, offset: number): void {
  const scene = target.scene;
  if (!scene || scene.tweens.isTweening(target)) return;
  const x = target.x;
  scene.tweens.add({
    targets: target,
    x: x + offset,
    duration: 50,
    yoyo: true,
    repeat: 2,
    ease: 'Sine.easeInOut',
    onComplete: () => target.setX(x),
  });
}
