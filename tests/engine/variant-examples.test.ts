// The worked figures of RULES.md section 12 not shown on a square board: a stem cell on a
// hexagonal or triangular board, complete with one player's cells all around it, is worth 7 to
// that player (6 pieces and the centre), under either scoring.
import { expect, test } from 'vitest';
import { parseRules, PATTERN_SCORE, Position } from '../../src/engine/index.ts';

/** q's points from complete stem cells: the score less what q's cells count by their division patterns. */
function stemPoints(position: Position, q: 1 | 2): number {
  let cells = 0;
  for (let s = 0; s < position.layout.size; s++) {
    if (position.owner[s] !== q) continue;
    cells += position.byConnections ? 0 : PATTERN_SCORE[position.pattern[s]!]!;
  }
  if (position.byConnections) {
    const { neighbour, directions: D } = position.layout;
    for (let s = 0; s < position.layout.size; s++) {
      if (position.owner[s] !== q) continue;
      for (let d = 0; d < D; d++) if (position.owner[neighbour[s * D + d]!] === q) cells += 0.5;
    }
  }
  return position.score(q) - cells;
}

test.each(['hex:3/stem', 'tri:4/stem', 'hex:4/connections/stem', 'tri:5/connections/stem'])(
  '%s - a stem cell surrounded by one player is worth 7 to them',
  (id) => {
    const position = new Position(parseRules(id));
    const { neighbour, directions: D, size } = position.layout;
    const stem = position.rules.stemSquares[0]!;
    const ring = Array.from({ length: D }, (_, d) => neighbour[stem * D + d]!).filter((s) => s >= 0);
    expect(ring.length).toBe(6);
    // The other player's cells go anywhere else: they hold no piece of this stem cell.
    const far = Array.from({ length: size }, (_, s) => s).filter((s) => s !== stem && !ring.includes(s));
    for (const [i, s] of ring.entries()) {
      expect(stemPoints(position, 1)).toBe(0);
      position.play(s);
      if (i < ring.length - 1) position.play(far[i]!);
    }
    expect(stemPoints(position, 1)).toBe(7);
    expect(stemPoints(position, 2)).toBe(0);
  },
);
