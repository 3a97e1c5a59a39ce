// Best moves keeps one rule a player can learn: on a board it values all through, open from the
// first move; elsewhere closed until its count of moves left, never open at the book's first move
// and then closed ("Best moves in 8" in one game, open at move 1 in the next: reviews 48a and 48b).
import { expect, test } from 'vitest';
import { parseRules, Position, randomIndex, seededRandom } from '../../../src/engine/index.ts';
import { bestMovesReach } from '../../../src/screens/game/best-moves-reach.ts';
import { overlayClosesAbove, overlayReach } from '../../../src/game/coach.ts';

test('best-moves-reach - closed until its count on boards it cannot value all through, then open to the end; never "again"', () => {
  for (const rules of ['square:5', 'petri:5', 'square:6', 'hex:4']) {
    const random = seededRandom(rules.length);
    const position = new Position(parseRules(rules));
    const from = overlayClosesAbove(position);
    let opened = false;
    let bookOpen = 0;
    while (!position.isOver()) {
      const reach = bestMovesReach(position);
      const left = position.movesLeft();
      if (overlayReach(position).available && !reach.available) bookOpen++;
      if (from === null) expect(reach.available, `${rules} at ${left}`).toBe(true);
      else {
        expect(reach.available, `${rules} at ${left}`).toBe(left <= from);
        if (!reach.available) {
          expect(reach.reason).toBe(
            `opens in ${left - from} move${left - from === 1 ? '' : 's'}: before then there are too many ways to check`,
          );
          expect(opened).toBe(false);
        } else opened = true;
      }
      const list = position.legalMoveList();
      position.play(list[randomIndex(random, list.length)]!);
    }
    // square:5's first move is in the book: open there before, closed now.
    if (rules === 'square:5') expect(bookOpen).toBeGreaterThan(0);
  }
});
