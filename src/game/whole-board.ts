// What one player scores holding the whole board: every playable square's cell theirs, and every
// stem cell's pieces too (RULES.md sections 3, 9 and 12). Under capture (section 11) whoever moves
// last can end up there, and Best moves then says so rather than leave "wins by 114" unexplained.

import { PATTERN_SCORE, type Rules } from '../engine/index.ts';

/** One player's score with a cell of theirs on every playable square that is not a stem square. */
export function wholeBoardScore(rules: Rules): number {
  const { layout } = rules;
  const stems = new Set(rules.stemSquares);
  const { directions, axisOf } = layout.topology;
  const cell = (m: number) => m >= 0 && !stems.has(m);
  let score = 0;
  for (let s = 0; s < layout.size; s++) {
    const around = Array.from({ length: directions }, (_, d) => layout.neighbour[s * directions + d]!);
    if (stems.has(s)) {
      // A complete stem cell: a piece towards each cell around it and its centre, all one colour.
      const pieces = around.filter(cell).length;
      score += pieces > 0 ? pieces + 1 : 0;
      continue;
    }
    if (rules.scoring === 'connections') {
      // Each pair of neighbouring cells once: counted from both ends, halved below.
      score += around.filter(cell).length / 2;
      continue;
    }
    let mask = 0;
    around.forEach((m, d) => {
      if (cell(m)) mask |= 1 << axisOf[d]!;
    });
    score += PATTERN_SCORE[mask]!;
  }
  return score;
}

/** Under capture, what one side scores holding the whole board (every move may end there: Best moves' words say why); else null. */
export function wholeBoardOf(position: { rules: Rules }): number | null {
  return position.rules.capture ? wholeBoardScore(position.rules) : null;
}
