// The board as the review shows it: any position of the game, still (no animation, no taps),
// with the move just played ringed in white and the best move there ringed in gold, each ring in the
// cell's own shape (a triangle pointing as its cell does on a triangular board). The vessel
// is the board view's art, painted under the canvas where the game has an underlay.

import type Phaser from 'phaser';
import { readSquareName, type Position } from '../engine/index.ts';
import { drawVessel } from './board-background.ts';
import { BoardGeometryFit, type Rect } from './board-geometry.ts';
import { drawBoardLabels, labelRoom, roomHigh } from './board-labels.ts';
import { CellLinks } from './cell-links.ts';
import { pointsDown } from './art/board-plan.ts';
import { CellSprite } from './cell-sprite.ts';
import { countsShown } from './piece-numeral.ts';
import type { PaletteName } from './palette.ts';
import { lastMoveRingImages, squareRingImages } from './square-ring.ts';
import { THEME } from './theme.ts';
import { StemCells } from './stem-sprite.ts';
import { completeStems } from '../game/move-changes.ts';
import { NameTags } from './name-tags.ts';
import { squaresToTag } from '../screens/game/named-squares.ts';

const BACKGROUND_KEY = 'review-board-background';

/** How wide the review's board with its labels (at `font`) is when `tall` game pixels tall. */
export function boardWidthAt(layout: Position['layout'], tall: number, font: number): number {
  const room = labelRoom(layout, font);
  const fit = new BoardGeometryFit(layout, { x: 0, y: 0, width: 100 * tall, height: tall }, room);
  return Math.ceil(fit.frame.width + room.left + room.right);
}

/** How tall the review's board with its labels (at `font`) is when `wide` game pixels wide. */
export function boardHeightAt(layout: Position['layout'], wide: number, font: number): number {
  const room = labelRoom(layout, font);
  const fit = new BoardGeometryFit(layout, { x: 0, y: 0, width: wide, height: 100 * wide }, room);
  return Math.ceil(fit.frame.height + roomHigh(room));
}

export class ReviewBoard {
  readonly fit: BoardGeometryFit;
  private readonly cells: CellSprite[] = [];
  /** The stem cells, drawn as the board view draws them (the same sprites), under the players' cells. */
  private readonly stems: StemCells;
  /** Scoring by connections: the links between touching cells of one player, over the cells. */
  private readonly links: CellLinks;
  /** The last move's ring and the best moves' rings, drawn afresh for each position shown. */
  private readonly rings: Phaser.GameObjects.Image[] = [];
  /** The shown position's last move, whose column and row the labels light; −1 for none. */
  private last = -1;
  /** The squares the review's line names, tagged with their names on a hexagonal or triangular board. */
  private readonly nameTags: NameTags;

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
    // Over the cells (as on the board), under the rings.
    this.links = new CellLinks(scene, layout, (s) => this.fit.centre(s), this.fit.square, palettes).setDepth(
      1,
    );
    this.nameTags = new NameTags(scene, this.fit, 3);
  }

  /** The centre of square `name` in game pixels, or null for no such square. */
  centreOf(name: string): { x: number; y: number } | null {
    const read = readSquareName(this.fit.layout, name);
    return 'square' in read ? this.fit.centre(read.square) : null;
  }

  /** Rings `s` with `images` (centred on 0, 0), above the cells. */
  private ringAt(s: number, images: Phaser.GameObjects.Image[]): void {
    const { x, y } = this.fit.centre(s);
    for (const image of images) this.rings.push(image.setPosition(x, y).setDepth(2));
  }

  /** The links drawn now between touching cells, by player: [player 1's, player 2's]. */
  linkCounts(): [number, number] {
    const shown = this.links.shown();
    return [shown.filter((l) => l.player === 1).length, shown.filter((l) => l.player === 2).length];
  }

  /**
   * Shows `position`, ringing its last move and the squares in `best` (the best moves from here);
   * on a hexagonal or triangular board the squares `line` names carry their names.
   */
  show(position: Position, best: number[], line: string | null = null): void {
    this.nameTags.show(
      squaresToTag(line, this.fit.layout),
      [],
      (s) => position.owner[s] !== 0 || best.includes(s),
    );
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
          // Each cell's points read as on the board in play: a reviewer could read no cell's value.
          countsShown(true, position.rules.scoring) ? 'play' : 'board',
        ),
      );
    }
    this.stems.sync(position.owner, completeStems(position));
    this.links.show((s) => position.owner[s]!, position.rules.scoring === 'connections');
    const last = position.lastMove();
    this.last = last;
    for (const ring of this.rings) ring.destroy();
    this.rings.length = 0;
    // The rings as the board screen draws them (square-ring.ts): the cell's own shape, the same
    // ring for the last move; the textures are kept by size, so a step redraws nothing new.
    const size = this.fit.square;
    const tri = layout.grid === 'tri';
    if (last >= 0)
      this.ringAt(last, lastMoveRingImages(this.scene, layout.grid, size, pointsDown(layout, last)));
    // A jump's square it left, ringed faint: the move is seen to go from there to its landing.
    const move = position.moves().at(-1);
    if (move !== undefined && position.isJump(move)) {
      const { from } = position.jumpSquares(move);
      const at = this.rings.length;
      this.ringAt(from, lastMoveRingImages(this.scene, layout.grid, size, pointsDown(layout, from)));
      for (const ring of this.rings.slice(at)) ring.setAlpha(0.45);
    }
    for (const s of best)
      this.ringAt(
        s,
        squareRingImages(
          this.scene,
          layout.grid,
          tri ? size * 0.94 : size - 2,
          size * 0.22,
          [{ colour: THEME.accent, width: Math.max(3, size * 0.09) }],
          tri ? { down: pointsDown(layout, s) } : undefined,
        ),
      );
  }
}
