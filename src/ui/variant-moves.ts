// The animations of RULES.md sections 11 and 13 (CELLS.md "Capture and jumps"): a jumping cell
// lifts and flies in an arc to its landing square (with less motion asked, it fades out there and
// in here), a ring in its colour left on the square it left and fading, so the jump is read even
// where frames come slowly; a converted cell turns over, its old colour narrowing to nothing and
// its new colour opening out.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { captureWave, divisionDelays } from '../game/capture-wave.ts';
import type { MoveEvent } from '../game/events.ts';
import { tween, type CellSprite } from './cell-sprite.ts';
import { captureFlashMs, capturedSquares, type CaptureCaption } from '../screens/game/capture-stage.ts';
import { floatCaptureCaption, ringCaptured, type CaptureLook } from './capture-stage-view.ts';
import { pointsDown } from './art/board-plan.ts';
import { reducedMotion } from './motion.ts';
import { paletteHex } from './palette.ts';
import { squareRingImages } from './square-ring.ts';

/** Moves `cell` to `to` along an arc `lift` pixels high, a little larger at the top of the arc. */
export async function hop(
  scene: Phaser.Scene,
  cell: Phaser.GameObjects.Container,
  to: { x: number; y: number },
  lift: number,
  duration: number,
): Promise<void> {
  const from = { x: cell.x, y: cell.y };
  cell.setDepth(1);
  const flight = { t: 0 };
  await tween(scene, {
    targets: flight,
    t: 1,
    duration,
    ease: 'Sine.easeInOut',
    onUpdate: () => {
      const t = flight.t;
      cell.setPosition(
        from.x + (to.x - from.x) * t,
        from.y + (to.y - from.y) * t - lift * Math.sin(Math.PI * t),
      );
      cell.setScale(1 + 0.18 * Math.sin(Math.PI * t));
    },
  });
  if (!cell.scene) return;
  cell.setPosition(to.x, to.y).setScale(1).setDepth(0);
}

/** How narrow a turning cell gets: a sliver, never nothing, so no frame shows its square empty. */
const EDGE_ON = 0.12;

/**
 * Turns a cell over: `old` narrows to a sliver, then `fresh` (already in its place, in the new
 * colour) opens out from it. `old` is destroyed at the turn.
 */
export async function turnOver(
  scene: Phaser.Scene,
  old: CellSprite | undefined,
  fresh: CellSprite,
  delay: number,
  duration: number,
): Promise<void> {
  fresh.setScale(EDGE_ON, 1);
  if (old) {
    fresh.setVisible(false);
    await tween(scene, { targets: old, scaleX: EDGE_ON, delay, duration: duration / 2, ease: 'Sine.easeIn' });
    old.destroy();
  }
  if (!fresh.scene) return;
  fresh.setVisible(true);
  await tween(scene, {
    targets: fresh,
    scaleX: 1,
    delay: old ? 0 : delay,
    duration: duration / 2,
    ease: 'Sine.easeOut',
  });
}

/** A board's cells as the variants move them: a jump's cell changing squares, converted cells turning over. */
export class VariantCells {
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly cells: Map<number, CellSprite>,
    private readonly owners: Map<number, 1 | 2>,
    /** Adds the cell of square s in the player's colour, in division pattern `pattern` (the position's now when not given). */
    private readonly addCell: (s: number, player: 1 | 2, pattern?: number) => CellSprite,
    /** The board's layout, geometry and colours: a capture's rings and caption are drawn with them. */
    private readonly look: CaptureLook,
  ) {}

  private get layout(): Layout {
    return this.look.layout;
  }

  /** A move's capture in words, floated over the cells it took (capture-stage.ts). */
  caption(caption: CaptureCaption): void {
    floatCaptureCaption(this.scene, this.look, caption, [...this.cells.keys()]);
  }

  /** Under a jump, the mover's cell taken from the square it leaves and put on the landing square. */
  jumper(e: MoveEvent): CellSprite | undefined {
    const cell = e.jump ? this.cells.get(e.jump.from) : undefined;
    if (!e.jump || !cell) return undefined;
    this.cells.delete(e.jump.from);
    this.owners.delete(e.jump.from);
    this.cells.set(e.square, cell);
    this.owners.set(e.square, e.player);
    return cell;
  }

  /**
   * A jump's flight over `duration` ms: the jumper (from `jumper`) hops in an arc to `to`, or with
   * less motion asked fades out on the square it leaves and in on its landing square; a ring in its
   * colour stays on the square it left and fades over the landing's divisions.
   */
  async leap(cell: CellSprite, e: MoveEvent, to: { x: number; y: number }, duration: number): Promise<void> {
    if (e.jump) this.footprint(e.jump.from, e.player, duration * 3);
    if (!reducedMotion()) return hop(this.scene, cell, to, this.look.fit.square * 0.9, duration);
    await tween(this.scene, { targets: cell, alpha: 0, duration: duration / 2 });
    if (!cell.scene) return;
    cell.setPosition(to.x, to.y);
    await tween(this.scene, { targets: cell, alpha: 1, duration: duration / 2 });
  }

  /** A ring in `player`'s colour on square s, fading out over `ms`: where a jumping cell left. */
  private footprint(s: number, player: 1 | 2, ms: number): void {
    const { fit, layout, palettes } = this.look;
    const size = fit.square;
    const tri = layout.grid === 'tri' ? { down: pointsDown(layout, s) } : undefined;
    const colour = paletteHex(palettes[player - 1]!);
    const layers = [{ colour, width: Math.max(2, size * 0.06), alpha: 0.85 }];
    const { x, y } = fit.centre(s);
    for (const image of squareRingImages(
      this.scene,
      layout.grid,
      tri ? size * 0.94 : size - 2,
      size * 0.22,
      layers,
      tri,
    )) {
      image.setPosition(x, y).setDepth(2);
      void tween(this.scene, { targets: image, alpha: 0, duration: ms, ease: 'Sine.easeIn' }).then(() =>
        image.destroy(),
      );
    }
  }

  /** Runs `each` for every cell a move divides, in the order divisionDelays gives (capture-wave.ts). */
  inWave(
    e: MoveEvent,
    squares: readonly number[],
    speed: number,
    each: (s: number) => unknown,
  ): Promise<void>[] {
    const delays = divisionDelays(this.layout, e.square, squares, e.converted.length > 0, speed);
    return squares.map(async (square) => {
      const ms = delays.get(square)!;
      if (ms > 0) await tween(this.scene, { targets: { t: 0 }, t: 1, duration: ms });
      await each(square);
    });
  }

  /**
   * Turns the converted cells over in a wave from the arriving cell, ring by ring (capture-wave.ts),
   * each in the divisions it had (CELLS.md: their new divisions come after the last one lands).
   */
  async turnConverted(e: MoveEvent, speed: number): Promise<void> {
    // The captured cells are ringed in the mover's colour first: the player sees what is taken.
    await ringCaptured(this.scene, this.look, capturedSquares(e), e.player, captureFlashMs(e, speed));
    await Promise.all(
      captureWave(this.layout, e.square, e.converted, speed).turns.map((t) => {
        const old = this.cells.get(t.square);
        this.cells.delete(t.square);
        const before = e.changes.find((c) => c.square === t.square)?.from;
        const fresh = this.addCell(
          t.square,
          e.player,
          before !== undefined && before >= 0 ? before : undefined,
        );
        return turnOver(this.scene, old, fresh, t.delay, t.duration);
      }),
    );
  }
}
