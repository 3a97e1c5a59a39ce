// A game in progress as a small picture: the board's background with every cell on it, in its
// division pattern and its player's colour. Pure Canvas 2D, the same drawing as the boards and the
// baked cells, so the Resume card shows the saved game as the board shows it, stem cells included.
import { STEM, type Layout } from '../../engine/index.ts';
import { drawStemCell } from './stem-picture.ts';
import { pointsDown } from './board-plan.ts';
import { gridFrame } from './cell-pieces.ts';
import { boardFrame, drawBoardBackground, squarePlacement, type BoardFrame } from './boards.ts';
import { drawCell } from './cell.ts';
import type { Rgb } from './colour-vision.ts';

/** What the picture shows: each square's owner (0 empty, 1 or 2) and division pattern, and the players' colours. */
export interface GameCells {
  readonly layout: Layout;
  readonly owner: ArrayLike<number>;
  readonly pattern: ArrayLike<number>;
  readonly colours: readonly [Rgb, Rgb];
}

/** The canvas size the picture needs at `square` pixels per board unit. */
export function gamePictureFrame(layout: Layout, square: number): BoardFrame {
  return boardFrame({ layout, square });
}

/** Draws the board and its cells onto a canvas of gamePictureFrame's size. */
export function drawGamePicture(ctx: CanvasRenderingContext2D, game: GameCells, square: number): void {
  const geometry = { layout: game.layout, square };
  const frame = boardFrame(geometry);
  drawBoardBackground(ctx, geometry);
  for (let s = 0; s < game.layout.size; s++) {
    const owner = game.owner[s]!;
    if (owner !== 1 && owner !== 2 && owner !== STEM) continue;
    const at = squarePlacement(geometry, frame, s);
    const turned = pointsDown(game.layout, s);
    if (owner === STEM) {
      drawStemCell(
        ctx,
        game.layout,
        s,
        game.owner,
        game.colours,
        { x: at.x, y: at.y, size: at.size },
        turned,
      );
      continue;
    }
    if (turned) {
      // A triangle pointing down: the frame turned 180° about its centre.
      ctx.save();
      ctx.translate(2 * at.centreX, 2 * at.centreY);
      ctx.rotate(Math.PI);
    }
    drawCell(ctx, gridFrame(game.layout.grid, game.pattern[s]!), game.colours[owner - 1]!, {
      x: at.x,
      y: at.y,
      size: at.size,
    });
    if (turned) ctx.restore();
  }
}
