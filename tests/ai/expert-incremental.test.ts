// The expert's incremental evaluation against the plain one: the sums kept move by move must
// equal the sums from scratch after every move, their evaluation must equal `evaluate`, and a
// search that evaluates horizon children without playing them must find the same values. On
// square and hexagonal grids, scoring by divisions and by connections.

import { describe, expect, test } from 'vitest';
import { parseRules, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';
import { evaluate } from '../../src/ai/expert/evaluate.ts';
import { evaluateSums, fullSums, outlookScale, SumDelta } from '../../src/ai/expert/incremental.ts';
import { ExpertSearch } from '../../src/ai/expert/search.ts';
import { NO_EVALUATION, TUNED_WEIGHTS } from '../../src/ai/expert/weights.ts';

const RULES = [
  'square:6',
  'petri:7',
  'beaker:6x7',
  'flask:8x3',
  'hex:3',
  'hex:5',
  'square:6/connections',
  'hex:4/connections',
  'flask:8x3/connections',
];
const WITH_ROOM = { ...TUNED_WEIGHTS, room: 0.7 };

/** A random game under these rules, played to the end. */
function fullBoard(rulesId: string, seed: number): Position {
  const position = new Position(parseRules(rulesId));
  const random = seededRandom(seed);
  while (!position.isOver()) {
    const moves = position.legalMoveList();
    position.playUnchecked(moves[randomIndex(random, moves.length)]!);
  }
  return position;
}

describe('incremental evaluation', () => {
  for (const id of RULES) {
    test(`${id}: sums kept up over random games equal the sums from scratch`, () => {
      const delta = new SumDelta();
      for (let seed = 1; seed <= 6; seed++) {
        const position = new Position(parseRules(id));
        const random = seededRandom(seed);
        let { outlookSum, divisions, room } = fullSums(position);
        while (!position.isOver()) {
          for (const w of [TUNED_WEIGHTS, WITH_ROOM]) {
            const plain = evaluate(position, w);
            expect(
              evaluateSums(
                w,
                position.turn(),
                outlookScale(position),
                outlookSum,
                divisions,
                room,
                position.scoreDifference(),
              ),
            ).toBeCloseTo(plain, 9);
          }
          const moves = position.legalMoveList();
          const m = moves[randomIndex(random, moves.length)]!;
          outlookSum += delta.of(position, m);
          divisions += delta.lastDivisions;
          room += delta.lastRoom;
          position.playUnchecked(m);
          expect({ outlookSum, divisions, room }).toEqual(fullSums(position));
        }
      }
    });
  }

  test('on a full board the outlook foresees exactly the score: nothing is left to share out', () => {
    // Each cell is wholly its player's, so the mean-field count is the real count: 1 per pair of
    // neighbouring cells by connections; by divisions 2 per connected axis, so there only the
    // lone cells' 1 point each is missing (the next test).
    const outlookOnly = { ...NO_EVALUATION, outlook: 1 };
    for (const id of [
      'hex:4/connections',
      'square:5/connections',
      'petri:6/connections',
      'beaker:4x5/connections',
    ]) {
      for (let seed = 1; seed <= 3; seed++) {
        const position = fullBoard(id, seed);
        expect(evaluate(position, outlookOnly)).toBe(0);
        const { outlookSum, divisions, room } = fullSums(position);
        expect(
          evaluateSums(
            outlookOnly,
            1,
            outlookScale(position),
            outlookSum,
            divisions,
            room,
            position.scoreDifference(),
          ),
        ).toBe(0);
      }
    }
  });

  test("by divisions the outlook of a full board misses only the lone cells' points", () => {
    const outlookOnly = { ...NO_EVALUATION, outlook: 1 };
    for (const id of ['square:5', 'hex:3', 'hex:4', 'flask:6x3']) {
      for (let seed = 1; seed <= 3; seed++) {
        const position = fullBoard(id, seed);
        const p = position.turn();
        let lone = 0;
        for (let s = 0; s < position.layout.size; s++) {
          if (position.pattern[s] === 0) lone += position.owner[s] === p ? 1 : -1;
        }
        expect(evaluate(position, outlookOnly)).toBeCloseTo(-lone, 9);
      }
    }
  });

  test('the search finds the same values with and without it', () => {
    for (const id of ['square:6', 'beaker:6x7', 'hex:4', 'hex:4/connections', 'square:5/connections']) {
      for (let seed = 1; seed <= 4; seed++) {
        const position = new Position(parseRules(id));
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
