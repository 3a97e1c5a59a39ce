// The how-to-play's stem cell demo (RULES.md section 12): a grey stem cell on the bottom edge of a
// small square board; green and blue fill the five squares around it, and the last one completes
// it: a piece towards each neighbour in its colour, and the centre for green, who has more.

import { DEMO_STEM_SHARED } from '../../words/how-to-play-demos.ts';
import type { DemoSpec } from './demo-spec.ts';

export const STEM_DEMO: DemoSpec = {
  layout: 'square:3/stem:b1',
  squares: ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'],
  moves: ['a1', 'a2', 'b2', 'c1', 'c2'],
  say: (facts) => (facts.opened.length > 0 ? DEMO_STEM_SHARED : undefined),
};
