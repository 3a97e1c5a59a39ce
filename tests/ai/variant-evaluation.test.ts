// The expert's evaluation under capture, stem cells and jumps (RULES.md sections 11 to 13): the
// sums kept along a search's moves (counted afresh after a move that changes many cells) equal the
// plain evaluation from scratch after every move, a child's evaluation read without keeping the
// move equals the evaluation after playing it, and the stem cells' points and the captures on
// offer are in it.

import { describe, expect, test } from 'vitest';
import { parseRules, Position, randomIndex, replayRecord, seededRandom } from '../../src/engine/index.ts';
import { evaluate } from '../../src/ai/expert/evaluate.ts';
import { SearchSums } from '../../src/ai/expert/search-sums.ts';
import { ExpertSearch } from '../../src/ai/expert/search.ts';
import { allMoves } from '../../src/ai/expert/root-moves.ts';
import { moveGain } from '../../src/ai/expert/variant-moves.ts';
import { captureThreats, stemOutlook } from '../../src/ai/expert/variant-eval.ts';
import { TUNED_WEIGHTS } from '../../src/ai/expert/weights.ts';

const RULES = [
  'square:6/capture',
  'tri:6/stem',
  'square:5/jumps',
  'tri:5/connections/capture/stem/jumps',
  'hex:4/capture',
];

describe('the evaluation under every option', () => {
  test.each(RULES)('%s: sums kept over random games equal the plain evaluation', (id) => {
    for (let seed = 1; seed <= 3; seed++) {
      const position = new Position(parseRules(id));
      const random = seededRandom(seed);
      const sums = new SearchSums();
      sums.allocate(position.layout.size + 5);
      sums.reset(position);
      let ply = 0;
      while (!position.isOver()) {
        expect(sums.evaluateHere(TUNED_WEIGHTS, position)).toBeCloseTo(evaluate(position, TUNED_WEIGHTS), 9);
        const moves = allMoves(position);
        const m = moves[randomIndex(random, moves.length)]!;
        const o = position.turn() === 1 ? 2 : 1;
        const sign = position.turn() === 1 ? 1 : -1;
        const after = position.scoreDifference() + sign * moveGain(position, position.turn(), m);
        const foreseen = sums.afterMove(TUNED_WEIGHTS, position, m, o, after);
        sums.enter(position, m, ply++);
        position.playUnchecked(m);
        expect(foreseen).toBeCloseTo(evaluate(position, TUNED_WEIGHTS), 9);
      }
    }
  });

  test.each(RULES)(
    '%s: a search finds the same values with the kept sums and with the plain evaluation',
    (id) => {
      const position = new Position(parseRules(id));
      const random = seededRandom(11);
      for (let i = 0; i < 8; i++) {
        const moves = allMoves(position);
        position.playUnchecked(moves[randomIndex(random, moves.length)]!);
      }
      const kept = new ExpertSearch(TUNED_WEIGHTS, 16, true).search(position, {
        nodes: Infinity,
        maxDepth: 3,
      });
      const plain = new ExpertSearch(TUNED_WEIGHTS, 16, false).search(position, {
        nodes: Infinity,
        maxDepth: 3,
      });
      expect(kept.value).toBeCloseTo(plain.value, 9);
    },
    60_000,
  );

  test('a stem cell counts its pieces: complete as scored, incomplete with the centre tilted half', () => {
    // square:5/stem: c3's ring but c2: player 1 holds b2 b4 d4 d2, player 2 b3 c4 d3.
    const before = replayRecord('square:5/stem b2 b3 b4 c4 d4 d3 d2 a5');
    expect(stemOutlook(before)).toBe(4 - 3 + 0.5);
    // c2 completes it (RULES.md §12's worked example): 5 pieces and the centre against 3.
    const after = replayRecord('square:5/stem b2 b3 b4 c4 d4 d3 d2 a5 c2');
    expect(stemOutlook(after)).toBe(5 + 1 - 3);
  });

  test('a group in atari is a capture on offer to the mover, half a threat to the other', () => {
    // square:4/capture a2 a1 b1 d4: player 2's a1 has one liberty, b2, and player 1 is to move.
    const position = replayRecord('square:4/capture a2 a1 b1 d4');
    const b2 = position
      .legalMoveList()
      .find((s) => position.layout.rowOf[s] === 1 && position.layout.colOf[s] === 1)!;
    const extra = position.marginGain(1, b2) - position.formulaDelta(1, b2);
    expect(extra).toBeGreaterThan(0);
    expect(captureThreats(position)).toBe(extra);
  });
});
