// The how-to-play's triangle demo (RULES.md section 14): the middle of a board of triangles, where
// green's triangle d2 meets green neighbours on its three lines: d1 shares its base (one cut, 2
// pieces), b1 and f1 touch only its lower corners (4, then 6 pieces). Blue plays beside them.

import { DEMO_TRIANGLE_CUT } from '../../words/how-to-play-demos.ts';
import { PATTERN_SCORE } from '../../engine/index.ts';
import type { DemoSpec } from './demo-spec.ts';

/** The triangle the demo cuts. */
export const TRI_DEMO_MIDDLE = 'd2';

export const TRI_DEMO: DemoSpec = {
  layout: 'tri:4',
  squares: ['b1', 'c1', 'd1', 'e1', 'f1', 'c2', 'd2', 'e2', 'd3'],
  moves: ['d2', 'c1', 'd1', 'e1', 'b1', 'c2', 'f1'],
  say: ({ position: p, square, owner, squareOf }) => {
    const middle = squareOf(TRI_DEMO_MIDDLE);
    const D = p.layout.directions;
    const touches = Array.from({ length: D }, (_, d) => p.layout.neighbour[middle * D + d]).includes(square);
    if (!touches || p.owner[middle] !== owner) return undefined;
    // A side shared: the two centres are a third of a triangle's height apart each, 1/√3 in all.
    const side =
      Math.hypot(
        p.layout.centreX[square]! - p.layout.centreX[middle]!,
        p.layout.centreY[square]! - p.layout.centreY[middle]!,
      ) < 0.8;
    return DEMO_TRIANGLE_CUT(side, PATTERN_SCORE[p.pattern[middle]!]!);
  },
};
