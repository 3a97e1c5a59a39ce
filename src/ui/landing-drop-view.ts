// Where a cell would land on a board with gravity, drawn before the tap (screens/game/landing-drop.ts
// decides): small arrows down the empty squares the cell would fall past, from the pointer's square,
// and under a finger a see-through cell on the landing square (a mouse's is the press model's ghost).

import type Phaser from 'phaser';
import type { Position } from '../engine/index.ts';
import { landingDrop, sameDrop, type LandingDrop } from '../screens/game/landing-drop.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import type { Match } from '../game/match.ts';

export interface LandingDropPorts {
  position(): Position;
  /** Whether the person may move now. */
  canPlay(): boolean;
  /** The mover's lone cell's frame in the 'cells' atlas. */
  cellFrame(): string;
  /** The board's point under a pointer's (x, y) (zoomed: the square shown there). */
  toBoard(x: number, y: number): { x: number; y: number };
}

export class LandingDropView {
  private readonly arrows: Phaser.GameObjects.Graphics;
  private readonly ghost: Phaser.GameObjects.Image;
  private shown: LandingDrop | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly ports: LandingDropPorts,
  ) {
    // Over the cells, under the held square's ring and the aim (29, 30).
    this.arrows = scene.add.graphics().setDepth(19);
    this.ghost = scene.add.image(0, 0, 'cells', ports.cellFrame()).setDepth(19).setVisible(false);
    scene.events.on('postupdate', this.follow, this);
    scene.events.once('shutdown', () => scene.events.off('postupdate', this.follow, this));
  }

  /** The drop under the pointer now, drawn when it changed. */
  private follow(): void {
    const pointer = this.scene.input.activePointer;
    const at = this.ports.toBoard(pointer.x, pointer.y);
    const position = this.ports.position();
    const drop = landingDrop(
      position,
      this.pointedSquare(position, at.x, at.y),
      { touch: pointer.wasTouch, down: pointer.isDown },
      this.ports.canPlay(),
    );
    if (sameDrop(drop, this.shown)) return;
    this.shown = drop;
    this.draw(drop);
  }

  /** The square under (x, y); over the empty glass above a column, that column's top square. */
  private pointedSquare(position: Position, x: number, y: number): number {
    const s = this.fit.squareAt(x, y);
    if (s >= 0 || !this.fit.contains(x, y)) return s;
    const column = this.fit.columnAt(x);
    const { colOf, rowOf, size } = position.layout;
    let top = -1;
    for (let q = 0; q < size; q++)
      if (colOf[q] === column && (top < 0 || rowOf[q]! > rowOf[top]!) && y < this.fit.centre(q).y) top = q;
    return top;
  }

  private draw(drop: LandingDrop | null): void {
    const g = this.arrows.clear();
    this.ghost.setVisible(false);
    if (!drop) return;
    const side = this.fit.square;
    // A pair of chevrons pointing down in each square the cell falls past: the way down, at a glance.
    const half = side * 0.16;
    const drawChevrons = (cx: number, cy: number, alpha: number) => {
      for (const [w, colour, a] of [
        [Math.max(3, side * 0.075), 0x06141a, 0.5 * alpha],
        [Math.max(2, side * 0.045), 0xf4f1de, 0.9 * alpha],
      ] as const) {
        g.lineStyle(w, colour, a);
        for (const dy of [-half * 0.55, half * 0.55]) {
          g.beginPath();
          g.moveTo(cx - half, cy + dy - half * 0.5);
          g.lineTo(cx, cy + dy + half * 0.5);
          g.lineTo(cx + half, cy + dy - half * 0.5);
          g.strokePath();
        }
      }
    };
    drop.past.forEach((s, i) => {
      const { x, y } = this.fit.centre(s);
      // Brighter nearer the landing square.
      drawChevrons(x, y, 0.55 + (0.45 * (i + 1)) / drop.past.length);
    });
    if (drop.ghost) {
      const { x, y, size } = this.fit.cellPlacement(drop.landing);
      this.ghost
        .setFrame(this.ports.cellFrame())
        .setDisplaySize(size * 0.9, size * 0.9)
        .setPosition(x, y)
        .setAlpha(0.55)
        .setVisible(true);
    }
  }
}

/** Shows `match`'s landing drops on its board `fit` (`frame`: the mover's lone cell's frame; `zoom` maps a pointer to the board). */
export function showsLanding(
  scene: Phaser.Scene,
  fit: BoardGeometryFit,
  match: Match,
  frame: () => string,
  zoom: { toBoard(x: number, y: number): { x: number; y: number } },
): LandingDropView {
  return new LandingDropView(scene, fit, {
    position: () => match.position,
    canPlay: () => match.canPlay(),
    cellFrame: frame,
    toBoard: (x, y) => zoom.toBoard(x, y),
  });
}
