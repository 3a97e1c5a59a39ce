// A game in progress as a small picture: the board's background with every cell on it, in its
// division pattern and its player's colour, each with its colour-blind mark where they are on. Pure
// Canvas 2D, the same drawing as the boards and the baked cells, so the Resume card, Your games and
// the results show the game as the board shows it, stem cells included.
import { STEM, type Layout } from '../../engine/index.ts';
import { drawStemCell } from './stem-picture.ts';
import { pointsDown } from './board-plan.ts';
import { gridFrame } from './cell-pieces.ts';
import { boardFrame, drawBoardBackground, squarePlacement, type BoardFrame } from './boards.ts';
import { drawCell } from './cell.ts';
import type { Rgb } from './colour-vision.ts';
import type { MarkShape } from '../mark-shapes.ts';
import { drawMark } from './mark-draw.ts';
import { MARK_SHARE, numeralLook, pieceNumeral, TRI_MARK } from '../piece-numeral.ts';
import { FONT } from '../tokens.ts';
import { linkedPairs, linkSpan } from '../linked-pairs.ts';

/** What the picture shows: each square's owner (0 empty, 1 or 2) and division pattern, and the players' colours. */
export interface GameCells {
  readonly layout: Layout;
  readonly owner: ArrayLike<number>;
  readonly pattern: ArrayLike<number>;
  readonly colours: readonly [Rgb, Rgb];
  /** The players' colour-blind marks (mark-shapes.ts), where the setting is on: each cell carries its player's, as on the board. */
  readonly marks?: readonly [MarkShape, MarkShape] | null;
  /**
   * Each cell's piece count on its dark disc, as the board draws it (piece-numeral.ts), where the
   * picture is read for its score (the results'): the picture's pixels per CSS px as it is shown.
   * None on the cards' small pictures.
   */
  readonly counts?: number;
  /** Scoring by connections: each two touching cells of a player joined by a bridge, as the board draws them (cell-links.ts). */
  readonly links?: boolean;
}

/** Where the picture's count badges stand: a figure, its disc's centre and size and its font's, in the picture's pixels. */
export function pictureCounts(
  game: GameCells,
  square: number,
): { figure: number; x: number; y: number; disc: number; font: number }[] {
  const perCss = game.counts;
  if (!perCss) return [];
  const geometry = { layout: game.layout, square };
  const frame = boardFrame(geometry);
  const grid = game.layout.grid;
  const out: { figure: number; x: number; y: number; disc: number; font: number }[] = [];
  for (let s = 0; s < game.layout.size; s++) {
    const owner = game.owner[s]!;
    if (owner !== 1 && owner !== 2) continue;
    const at = squarePlacement(geometry, frame, s);
    const frameCss = at.size / perCss;
    const figure = pieceNumeral(grid, game.pattern[s]!, true, frameCss);
    if (figure === null) continue;
    const look = numeralLook(grid, frameCss, { marked: !!game.marks, down: pointsDown(game.layout, s) });
    out.push({
      figure,
      x: at.centreX,
      y: at.centreY + look.dy * at.size,
      disc: look.discCss * perCss,
      font: look.fontCss * perCss,
    });
  }
  return out;
}

/** Draws a count badge: the figure, bold white on a round dark disc (cell-sprite.ts's). */
function drawCount(ctx: CanvasRenderingContext2D, c: ReturnType<typeof pictureCounts>[number]): void {
  ctx.save();
  ctx.fillStyle = 'rgba(6, 20, 26, 0.82)';
  ctx.beginPath();
  ctx.arc(c.x, c.y, c.disc / 2, 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${c.font}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(c.figure), c.x, c.y + c.font * 0.05);
  ctx.restore();
}

/** A mark's width as a share of a cell's frame: the board's (cell-marks.ts); a triangle, filling less of its frame, less. */
export function pictureMarkShare(grid: Layout['grid']): number {
  return grid === 'tri' ? TRI_MARK.share : MARK_SHARE;
}

/**
 * Where the picture's colour-blind marks stand: one on each player's cell (stem cells are neither's),
 * none with the marks off; raised off the count's disc on a cell that carries one.
 */
export function pictureMarks(
  game: GameCells,
  square: number,
): { shape: MarkShape; x: number; y: number; side: number }[] {
  const marks = game.marks;
  if (!marks) return [];
  const geometry = { layout: game.layout, square };
  const frame = boardFrame(geometry);
  const share = pictureMarkShare(game.layout.grid);
  const out: { shape: MarkShape; x: number; y: number; side: number }[] = [];
  for (let s = 0; s < game.layout.size; s++) {
    const owner = game.owner[s]!;
    if (owner !== 1 && owner !== 2) continue;
    const at = squarePlacement(geometry, frame, s);
    out.push({
      shape: marks[owner - 1]!,
      x: at.centreX,
      y: at.centreY + markRise(game, s, at.size),
      side: at.size * share,
    });
  }
  return out;
}

/** How far a cell's mark stands from its centre, in the picture's pixels: raised off the figure's disc where the cell carries one (numeralLook). */
function markRise(game: GameCells, s: number, size: number): number {
  const perCss = game.counts;
  if (!perCss || pieceNumeral(game.layout.grid, game.pattern[s]!, true, size / perCss) === null) return 0;
  const down = pointsDown(game.layout, s);
  return numeralLook(game.layout.grid, size / perCss, { marked: true, down }).markDy * size;
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
  if (game.links) drawLinks(ctx, game, geometry, frame);
  for (const m of pictureMarks(game, square)) drawMark(ctx, m.shape, m.x, m.y, m.side);
  for (const c of pictureCounts(game, square)) drawCount(ctx, c);
}

/** The bridges between touching cells of one player (linked-pairs.ts), a dark edge under the player's colour. */
function drawLinks(
  ctx: CanvasRenderingContext2D,
  game: GameCells,
  geometry: { layout: Layout; square: number },
  frame: BoardFrame,
): void {
  const centre = (s: number) => {
    const at = squarePlacement(geometry, frame, s);
    return { x: at.centreX, y: at.centreY };
  };
  ctx.save();
  ctx.lineCap = 'round';
  for (const pair of linkedPairs(game.layout, (s) => game.owner[s]!)) {
    const span = linkSpan(centre(pair.a), centre(pair.b), geometry.square, game.layout.grid);
    const [r, g, b] = game.colours[pair.player - 1]!;
    for (const [width, colour] of [
      [span.width * 1.7, 'rgba(6, 20, 26, 0.7)'],
      [span.width, `rgb(${r}, ${g}, ${b})`],
    ] as const) {
      ctx.lineWidth = width;
      ctx.strokeStyle = colour;
      ctx.beginPath();
      ctx.moveTo(span.from.x, span.from.y);
      ctx.lineTo(span.to.x, span.to.y);
      ctx.stroke();
    }
  }
  ctx.restore();
}
