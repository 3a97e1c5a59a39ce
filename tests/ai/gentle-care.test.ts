// Today's Easy (games numbered from KIND_FROM on) minds a reading player's big squares: while the
// person leads and has a square worth 6 or more open, Easy seldom answers with a stray cell for +1
// (it blocks, or grows its own cells as if it missed the square). It lets a new player's lead stand:
// a reader wins more ladder games than against the Easy that minded big squares from a lead of a
// tenth (CLOSE_FROM), a blocker wins by no more than against the Easy before that (TENSION_FROM), and
// a random player still wins most (docs/opponents.md, `npm run bench -- tension`).
import { describe, expect, test } from 'vitest';
import { bestByValue, createAgent, hardValue } from '../../src/ai/index.ts';
import { CLOSE_FROM, EASY_PLAY, KIND_FROM, lead, TENSION_FROM } from '../../src/ai/gentle.ts';
import { blockerScript, randomScript, readerScript } from '../../src/ai/reader-script.ts';
import { median, shares } from './easy-margins.ts';
import { parseRules, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';
import { LADDER } from '../../src/screens/history/ladder.ts';

/** A position where Hard (player 1) leads and Easy (player 2) is to move, part-way through. */
function behindGame(seed: number): Position {
  const position = new Position(parseRules(['square:5', 'petri:5', 'square:6'][seed % 3]!));
  const random = seededRandom(seed);
  const plies = 2 * (2 + randomIndex(random, (position.totalMoves >> 1) - 3)) + 1;
  for (let i = 0; i < plies; i++) {
    const p = position.turn();
    const moves = position.legalMoveList();
    position.play(
      p === 1 && random() < 0.8
        ? bestByValue(position, (m) => hardValue(position, m, p)).square
        : moves[randomIndex(random, moves.length)]!,
    );
  }
  return position;
}

describe('Easy minds a reading player', () => {
  test('while the person leads with a big square open, a stray +1 is rarer than with the Easy before', () => {
    const silly = { today: 0, before: 0, positions: 0 };
    for (let seed = 1; silly.positions < 300 && seed < 20_000; seed++) {
      const position = behindGame(seed);
      const moves = position.legalMoveList();
      if (lead(position, EASY_PLAY) < EASY_PLAY.care!.from) continue;
      if (!moves.some((m) => position.deltaScore(1, m) >= EASY_PLAY.care!.big)) continue;
      silly.positions++;
      const isSilly = (salt: number) => {
        const square = createAgent('easy', { salt }).choose(position).square;
        return position.deltaScore(2, square) <= 1 && position.deltaScore(1, square) < EASY_PLAY.care!.big;
      };
      if (isSilly(KIND_FROM + seed)) silly.today++;
      if (isSilly(TENSION_FROM + seed)) silly.before++;
    }
    expect(silly.positions).toBe(300);
    expect(silly.before).toBeGreaterThan(20);
    expect(silly.today).toBeLessThan(silly.before / 2);
  });

  test.each([1, 2])(
    "ladder step %i: readers win about 9 in 10, more than before; a blocker's margin no wider than the Easy's before; a random player wins most",
    (n) => {
      const step = LADDER[n - 1]!;
      const wins = (v: number[]) => v.filter((d) => d > 0).length;
      const read = shares(step.rules, readerScript, KIND_FROM);
      expect(wins(read)).toBeGreaterThanOrEqual(50);
      expect(wins(read)).toBeGreaterThan(wins(shares(step.rules, readerScript, CLOSE_FROM)));
      const block = shares(step.rules, blockerScript, KIND_FROM);
      expect(wins(block)).toBeGreaterThanOrEqual(57);
      expect(median(block)).toBeLessThanOrEqual(median(shares(step.rules, blockerScript, TENSION_FROM)));
      const random = shares(step.rules, randomScript, KIND_FROM);
      expect(wins(random)).toBeGreaterThanOrEqual(40);
    },
  );
});
