// The how-to-play's jump demo (RULES.md section 13): green's corner cell jumps over blue's middle
// cell to the empty far corner, `a1xc3`; a1 is left empty and blue's b2 turns green.

import { squareName } from '../../engine/index.ts';
import { demoJumpWords } from '../../words/jump-words.ts';
import type { DemoSpec } from './demo-spec.ts';

export const JUMP_DEMO: DemoSpec = {
  layout: 'square:3/jumps',
  squares: ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'],
  moves: ['a1', 'b2', 'a3', 'c1', 'a1xc3'],
  // The gesture, on the squares it uses: the cell pressed, then the square it lands on.
  say: (facts) =>
    facts.jump
      ? demoJumpWords(
          squareName(facts.position.layout, facts.jump.from),
          squareName(facts.position.layout, facts.square),
          facts.owner === 1 ? "blue's cell" : "green's cell",
          facts.who,
        )
      : undefined,
};
