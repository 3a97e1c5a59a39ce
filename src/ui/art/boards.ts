// Board backgrounds for any layout: the layout's vessel (vessels.ts) with a faint well under every
// playable square, shaped like a lone cell of its grid and placed at the square's drawn centre.
// Pure Canvas 2D, so the bake (a default size of some layouts) and the game (the real layout, at
// runtime) draw the same picture.
import { wellOutline } from './cell-pieces.ts';
import { roundCorners, signedArea, type Point, type Polygon } from './geometry.ts';
import { DEFAULT_SHADING, shadePiece, type ShadingStyle } from './shading.ts';
import { boardFrame, squarePlacement, type BoardGeometry } from './board-frame.ts';
import { boardPlan, pointsDown } from './board-plan.ts';
import { vesselOf } from './vessels.ts';
import { clipped, drawGlassGlint, drawGraduations, fillPath } from './glass.ts';
import { wellLayers } from './empty-square.ts';

export { boardFrame, squarePlacement, type BoardFrame, type BoardGeometry } from './board-frame.ts';

const GLASS: ShadingStyle = {
  ...DEFAULT_SHADING,
  rim: 'rgba(8,16,24,0.9)',
  shadowLayers: 40,
  shadowAlpha: [0.05, 0.35],
  dimpleLayers: 0,
  glossLayers: 0,
};
const MEDIUM: ShadingStyle = {
  ...DEFAULT_SHADING,
  rim: 'rgba(0,0,0,0.6)',
  shadowLayers: 60,
  shadowAlpha: [0.04, 0.5],
  dimpleLayers: 12,
  glossLayers: 0,
};

/** Draws the background of a board into a canvas of `boardFrame(geometry)`'s size, at its origin. */
export function drawBoardBackground(ctx: CanvasRenderingContext2D, geometry: BoardGeometry): void {
  const frame = boardFrame(geometry);
  const s = geometry.square;
  const layout = geometry.layout;
  const plan = boardPlan(layout);
  const v = vesselOf(layout);
  const px = (p: Point): Point => ({
    x: frame.gridLeft + p.x * s,
    y: frame.gridTop + (plan.height - p.y) * s,
  });
  const outline = (poly: Point[]): Polygon => {
    // Board units run y up; the canvas and roundCorners run y down, clockwise on screen.
    let pts = poly.map(px);
    if (signedArea(pts) < 0) pts = pts.reverse();
    return v.corner > 0 ? roundCorners(pts, () => v.corner * s, 8) : pts;
  };
  const outer = outline(v.outer);
  const inner = outline(v.inner);
  const at = { x: 0, y: 0, size: 1 };

  clipped(ctx, outer, () => shadePiece(ctx, outer, [176, 214, 232], at, GLASS));
  // The inside of the glass: dark and clear above the medium, the medium below its level.
  ctx.fillStyle = 'rgba(6,12,20,0.85)';
  fillPath(ctx, inner);
  clipped(ctx, inner, () => {
    const level = Number.isFinite(v.fillTo) ? px({ x: 0, y: v.fillTo + 0.04 }).y : 0;
    ctx.beginPath();
    ctx.rect(0, level, frame.width, frame.height);
    ctx.clip();
    shadePiece(ctx, inner, v.medium, at, MEDIUM);
    if (Number.isFinite(v.fillTo)) {
      // The meniscus: a light line on the liquid's surface.
      ctx.fillStyle = 'rgba(200,240,255,0.35)';
      ctx.fillRect(0, level, frame.width, Math.max(1, 0.03 * s));
    }
  });
  // A well under each playable square: a faint dark rim around a lighter floor, the shape of a lone cell.
  const well = wellOutline(layout.grid);
  const layers = wellLayers(v.medium);
  for (let sq = 0; sq < layout.size; sq++) {
    const { x: x0, y: y0, size } = squarePlacement(geometry, frame, sq);
    // A triangle pointing down is the frame turned 180°.
    const turn = pointsDown(layout, sq) ? -1 : 1;
    const place = (shrink: number): Polygon =>
      well.map((p) => ({
        x: x0 + size * (0.5 + turn * shrink * (p.x - 0.5)),
        y: y0 + size * (0.5 + turn * shrink * (p.y - 0.5)),
      }));
    for (const l of layers) {
      ctx.fillStyle = `rgba(${l.rgb.join(',')},${l.alpha})`;
      fillPath(ctx, place(l.shrink));
    }
  }
  if (v.glint) drawGlassGlint(ctx, outer, s);
  if (v.graduated) drawGraduations(ctx, frame, s);
}
