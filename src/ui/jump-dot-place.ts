// Where a jump's landing dot stands in its square (RULES.md section 13): at the centre, or, where the
// hint's tag covers the centre (the hint names a jump, so its landing is ringed and named), moved along
// the square's upright line away from the tag, clear of it: the hinted landing shows its dot as every
// other landing does. Without Phaser, so Node tests place it.

import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { overlapArea } from './rects.ts';

/** A landing dot's width in game pixels: jump-marks.ts draws it so. */
export function landingDotSize(fit: BoardGeometryFit): number {
  return fit.square * (fit.layout.grid === 'tri' ? 0.62 : 0.9) * 0.42;
}

/** The dot's centre on landing square `square`, clear of each of `keepOff` (the hint's tag) that would cover it. */
export function landingDotSpot(
  fit: BoardGeometryFit,
  square: number,
  keepOff: readonly Rect[] = [],
): { x: number; y: number; moved: boolean } {
  const c = fit.centre(square);
  const d = landingDotSize(fit);
  const box = (y: number) => ({ x: c.x - d / 2, y: y - d / 2, width: d, height: d });
  const tag = keepOff.find((r) => overlapArea(r, box(c.y)) > 0);
  if (!tag) return { ...c, moved: false };
  // A small gap, so the dot's dark edge does not touch the tag's letters.
  const gap = fit.square * 0.03;
  const below = tag.y + tag.height / 2 >= c.y;
  const y = below ? tag.y - gap - d / 2 : tag.y + tag.height + gap + d / 2;
  return { x: c.x, y, moved: true };
}
