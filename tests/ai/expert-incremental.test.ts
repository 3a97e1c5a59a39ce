// The expert's incremental evaluation against the plain one: the sums kept move by move must
// equal the sums from scratch after every move, their evaluation must equal `evaluate`, and a
// search that evaluates horizon children without playing them must find the same values.

import { describe, expect, test } from 'vitest';
import { parseLayout, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';
import { evaluate } from '../../src/ai/expert/evaluate.ts';
import { evaluateSums, fullSums, SumDelta } from '../../src/ai/expert/incremental.ts';
import { ExpertSearch } from '../../src/ai/expert/search.ts';
import { TUNED_WEIGHTS } from '../../src/ai/expert/weights.ts';

const LAYOUTS = ['square:6', 'petri:7', 'beaker:6x7', 'flask:8x3'];
const WITH_ROOM = { ...TUNED_WEIGHTS, room: 0.7 };

describe('incremental evaluation', () => {
  for (const id of LAYOUTS) {
    test(`${id}: sums kept up over random games equal the sums from scratch`, () => {
      const delta = new SumDelta();
      for (let seed = 1; seed <= 6; seed++) {
        const position = new Position(parseLayout(id));
        const random = seededRandom(seed);
        let { outlook4, divisions, room } = fullSums(position);
        while (!position.isOver()) {
          for (const w of [TUNED_WEIGHTS, WITH_ROOM]) {
            const plain = evaluate(position, w);
            expect(evaluateSums(w, position.turn(), outlook4, divisions, room, position.scoreDifference())).toBeCloseTo(plain, 9);
          }
          const moves = position.legalMoveList();
          const m = moves[randomIndex(random, moves.length)]!;
          outlook4 += delta.of(position, m);
          divisions += delta.lastDivisions;
          room += delta.lastRoom;
          position.playUnchecked(m);
          expect({ outlook4, divisions, room }).toEqual(fullSums(position));
        }
      }
    });
  }

  test('the search finds the same values with and without it', () => {
    for (const id of ['square:6', 'beaker:6x7']) {
      for (let seed = 1; seed <= 4; seed++) {
        const position = new Position(parseLayout(id));
        const random = seededRandom(seed);
        const plies = 4 + randomIndex(random, 12);
        for (let i = 0; i < plies; i++) {
          const moves = position.legalMoveList();
          position.playUnchecked(moves[randomIndex(random, moves.length)]!);
        }
        for (const maxDepth of [1, 2, 3]) {
          for (const w of [TUNED_WEIGHTS, WITH_ROOM]) {
            const fast = new ExpertSearch(w, 16, true).search(position, { nodes: Infinity, maxDepth });
            const plain = new ExpertSearch(w, 16, false).search(position, { nodes: Infinity, maxDepth });
            expect(fast.value).toBe(plain.value);
          }
        }
      }
    }
  });
});
