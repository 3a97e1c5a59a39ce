// A stem cell (RULES.md section 12, CELLS.md "Stem cells") drawn with Canvas 2D, as the board's
// sprite shows it: the pale waiting cell (faint pieces towards the neighbours held so far), or once complete a piece towards each neighbour in that
// neighbour's colour (pale towards another stem cell) and a round centre in the colour of the player
// with more pieces (pale on a tie). The Resume card's picture draws its stem cells here.

import { STEM, type Layout } from '../../engine/index.ts';
import { cellOutlines, cellShape, DEFAULT_OUTLINE, pieceOutline, sectorPiece } from './cell-pieces.ts';
import type { Rgb } from './colour-vision.ts';
import { DEFAULT_SHADING, shadeCell, type Placement } from './shading.ts';
import { STEM_PIECES, STEM_RGB, stemFrame, stemRing } from './stem-cell.ts';

/** Each neighbour of stem square s: the neighbour's square and the piece's frame and turn (degrees, clockwise). */
export function stemPieces(layout: Layout, s: number): { square: number; frame: string; angle: number }[] {
  const D = layout.directions;
  const kinds = STEM_PIECES[layout.grid];
  const pieces: { square: number; frame: string; angle: number }[] = [];
  for (let d = 0; d < D; d++) {
    const t = layout.neighbour[s * D + d]!;
    if (t < 0) continue;
    const towards =
      (Math.atan2(layout.centreY[t]! - layout.centreY[s]!, layout.centreX[t]! - layout.centreX[s]!) * 180) /
      Math.PI;
    // The kind whose baked direction, turned by a multiple of the grid's symmetry, points this way.
    const step = layout.grid === 'square' ? 90 : layout.grid === 'hex' ? 60 : 120;
    const kind =
      kinds.find((k) => {
        const off = (((towards - k.angle) % step) + step) % step;
        return off < 1 || off > step - 1;
      }) ?? kinds[0]!;
    pieces.push({ square: t, frame: stemFrame(layout.grid, kind.kind), angle: -(towards - kind.angle) });
  }
  return pieces;
}

/**
 * The pieces a waiting stem cell on s has earned so far: one towards each neighbour a player holds,
 * with that player (1 or 2). Drawn faintly over the waiting cell, so it shows it fills up.
 */
export function earnedPieces(
  layout: Layout,
  s: number,
  owner: ArrayLike<number>,
): { square: number; frame: string; angle: number; player: 1 | 2 }[] {
  return stemPieces(layout, s).flatMap((p) => {
    const o = owner[p.square];
    return o === 1 || o === 2 ? [{ ...p, player: o }] : [];
  });
}

/**
 * How strongly a waiting stem cell shows the pieces its held neighbours have earned so far: nearly
 * full, for at half strength on a phone they read as pale slivers (the label says the count too).
 */
export const STEM_FORETASTE = 0.85;

/** The centre disc's radius, as a share of the frame's width (as the baked `stem/centre`). */
const CENTRE_RADIUS = 0.2;
/** A triangle's centre in a picture: at 0.2 it filled the triangle's middle and its pieces read as slivers round a grey dot. */
const TRI_CENTRE_RADIUS = 0.12;

/**
 * Draws stem square s at `at` (its frame's box): waiting while a neighbouring playable square is
 * empty, else its pieces and centre; `turned` for a triangle pointing down.
 */
export function drawStemCell(
  ctx: CanvasRenderingContext2D,
  layout: Layout,
  s: number,
  owner: ArrayLike<number>,
  colours: readonly [Rgb, Rgb],
  at: Placement,
  turned: boolean,
): void {
  const shape = cellShape(layout.grid);
  const pieces = stemPieces(layout, s);
  const cx = at.x + at.size / 2;
  const cy = at.y + at.size / 2;
  const turn = (degrees: number, draw: () => void) => {
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate((degrees * Math.PI) / 180);
    ctx.translate(-cx, -cy);
    draw();
    ctx.restore();
  };
  const colourOf = (o: number): Rgb => (o === 1 || o === 2 ? colours[o - 1]! : STEM_RGB);
  const piece = (p: { frame: string; angle: number }, rgb: Rgb) => {
    const kind = STEM_PIECES[layout.grid].find((k) => stemFrame(layout.grid, k.kind) === p.frame)!;
    // As the bake draws the piece (canvas angles run clockwise), turned as the sprite turns it.
    const a0 = (-(kind.angle + kind.half) * Math.PI) / 180;
    const polygon = sectorPiece(shape, a0, a0 + (2 * kind.half * Math.PI) / 180);
    turn(p.angle, () =>
      shadeCell(ctx, [pieceOutline(shape, polygon, DEFAULT_OUTLINE)], rgb, at, DEFAULT_SHADING),
    );
  };
  if (pieces.some((p) => owner[p.square] === 0)) {
    turn(turned ? 180 : 0, () => {
      ctx.globalAlpha = 0.8;
      shadeCell(ctx, cellOutlines(shape, 0), STEM_RGB, at, DEFAULT_SHADING);
      ctx.globalAlpha = 1;
    });
    ctx.globalAlpha = STEM_FORETASTE;
    for (const p of earnedPieces(layout, s, owner)) piece(p, colourOf(p.player));
    ctx.globalAlpha = 1;
    return;
  }
  // As on the board: the pale body under the pieces, so they and the centre read as one cell.
  turn(turned ? 180 : 0, () => {
    ctx.globalAlpha = 0.8 * STEM_BODY_UNDER;
    shadeCell(ctx, cellOutlines(shape, 0), STEM_RGB, at, DEFAULT_SHADING);
    ctx.globalAlpha = 1;
  });
  const counts = [0, 0, 0];
  for (const p of pieces) {
    const o = owner[p.square]!;
    if (o === 1 || o === 2) counts[o]!++;
    piece(p, colourOf(o === STEM ? 0 : o));
  }
  const centre = counts[1]! > counts[2]! ? 1 : counts[2]! > counts[1]! ? 2 : 0;
  const radius = layout.grid === 'tri' ? TRI_CENTRE_RADIUS : CENTRE_RADIUS;
  const disc = Array.from({ length: 48 }, (_, i) => {
    const a = (2 * Math.PI * i) / 48;
    return { x: 0.5 + radius * Math.cos(a), y: 0.5 + radius * Math.sin(a) };
  });
  shadeCell(ctx, [disc], colourOf(centre), at, DEFAULT_SHADING);
  // Its pale rim, as the board's sprite draws it.
  turn(turned ? 180 : 0, () => {
    const { points, width } = stemRing(layout.grid, at.size);
    ctx.beginPath();
    for (const [i, p] of points.entries()) ctx[i === 0 ? 'moveTo' : 'lineTo'](cx + p.x, cy + p.y);
    ctx.closePath();
    ctx.lineWidth = width;
    ctx.lineJoin = 'round';
    ctx.strokeStyle = `rgba(${STEM_RGB.join(',')},0.95)`;
    ctx.stroke();
  });
}

/** How much of the pale waiting cell stays under a complete one's pieces (stem-sprite.ts's too). */
export const STEM_BODY_UNDER = 0.55;
