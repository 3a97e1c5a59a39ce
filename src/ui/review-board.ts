// The board as the review shows it: any position of the game, still (no animation, no taps),
// with the move just played ringed in white and the best move there ringed in gold. The vessel
// is the board view's art, painted under the canvas where the game has an underlay.

import type Phaser from 'phaser';
import type { Position } from '../engine/index.ts';
import { drawVessel } from './board-background.ts';
import { BoardGeometryFit, type Rect } from './board-geometry.ts';
import { drawBoardLabels, labelRoom } from './board-labels.ts';
import { CellLinks } from './cell-links.ts';
import { pointsDown } from './art/board-plan.ts';
import { CellSprite } from './cell-sprite.ts';
import type { PaletteName } from './palette.ts';
import { hexagonRingTexture, roundedRectTexture } from './shape-texture.ts';
import { THEME } from './theme.ts';
import { StemCells } from './stem-sprite.ts';
import { completeStems } from '../game/move-changes.ts';

const BACKGROUND_KEY = 'review-board-background';

export class ReviewBoard {
  readonly fit: BoardGeometryFit;
  private readonly cells: CellSprite[] = [];
  /** The stem cells, drawn as the board view draws them (the same sprites), under the players' cells. */
  private readonly stems: StemCells;
  /** Scoring by connections: the links between touching cells of one player, over the cells. */
  private readonly links: CellLinks;
  private readonly lastRing: Phaser.GameObjects.Container;
  private readonly bestRings: Phaser.GameObjects.Image[] = [];
  private readonly ringKey: (colour: number, width: number) => string;
  /** The shown position's last move, whose column and row the labels light; −1 for none. */
  private last = -1;

  /**
   * `labels`: the squares' names beside the board at this font size (game pixels); none when absent.
   * `marks`: the colour-blind marks on the cells (cell-marks.ts).
   */
  constructor(
    private readonly scene: Phaser.Scene,
    layout: Position['layout'],
    private readonly palettes: [PaletteName, PaletteName],
    area: Rect,
    labels = 0,
    private readonly marks = false,
  ) {
    this.fit = new BoardGeometryFit(layout, area, labels > 0 ? labelRoom(layout, labels) : undefined);
    drawVessel(scene, this.fit, BACKGROUND_KEY)?.setDepth(-1);
    if (labels > 0) drawBoardLabels(scene, this.fit, labels, undefined, () => this.last);
    this.stems = new StemCells(scene, scene.add.container(0, 0), this.fit, palettes);
    // Under the cells, as on the board: only the gap between two linked cells shows a link.
    this.links = new CellLinks(scene, layout, (s) => this.fit.centre(s), this.fit.square, palettes);
    const size = this.fit.square;
    this.ringKey = (stroke, width) =>
      layout.grid === 'hex'
        ? hexagonRingTexture(scene, { width: size - 2, stroke, strokeWidth: width })
        : roundedRectTexture(scene, {
            width: size - 2,
            height: size - 2,
            radius: size * 0.22,
            stroke,
            strokeWidth: width,
          });
    this.lastRing = scene.add
      .container(0, 0, [
        scene.add.image(0, 0, this.ringKey(0x06141a, Math.max(4, size * 0.13))).setAlpha(0.9),
        scene.add.image(0, 0, this.ringKey(0xffffff, Math.max(2, size * 0.06))),
      ])
      .setDepth(2)
      .setVisible(false);
  }

  /** The links drawn now between touching cells, by player: [player 1's, player 2's]. */
  linkCounts(): [number, number] {
    const shown = this.links.shown();
    return [shown.filter((l) => l.player === 1).length, shown.filter((l) => l.player === 2).length];
  }

  /** Shows `position`, ringing its last move and the squares in `best` (the best moves from here). */
  show(position: Position, best: number[]): void {
    for (const cell of this.cells) cell.destroy();
    this.cells.length = 0;
    const layout = this.fit.layout;
    for (let s = 0; s < layout.size; s++) {
      const owner = position.owner[s]!;
      if (owner !== 1 && owner !== 2) continue;
      const { x, y } = this.fit.centre(s);
      this.cells.push(
        new CellSprite(
          this.scene,
          x,
          y,
          this.fit.cellPlacement(s).size,
          this.palettes[owner - 1]!,
          position.pattern[s]!,
          layout.topology,
          this.marks,
          pointsDown(layout, s),
        ),
      );
    }
    this.stems.sync(position.owner, completeStems(position));
    this.links.show((s) => position.owner[s]!, position.rules.scoring === 'connections');
    const last = position.lastMove();
    this.last = last;
    this.lastRing.setVisible(last >= 0);
    if (last >= 0) this.lastRing.setPosition(this.fit.centre(last).x, this.fit.centre(last).y);
    while (this.bestRings.length < best.length) {
      this.bestRings.push(
        this.scene.add
          .image(0, 0, this.ringKey(THEME.accent, Math.max(3, this.fit.square * 0.09)))
          .setDepth(2),
      );
    }
    this.bestRings.forEach((ring, i) => {
      const s = best[i];
      ring.setVisible(s !== undefined);
      if (s !== undefined) ring.setPosition(this.fit.centre(s).x, this.fit.centre(s).y);
    });
  }
}
