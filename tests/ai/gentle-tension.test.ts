// Easy keeps games close by the score (games numbered from TENSION_FROM to CLOSE_FROM − 1; today's Easy
// also minds the person's big squares: gentle-care.test.ts): it slips less, and plays
// Hard's move, while the person leads by a lot, and slips more while the person leads by little or
// Easy leads, though a stray cell away from its own no more often than before; games numbered below
// TENSION_FROM meet the Easy they were played against. On the ladder's Easy steps a new player still
// wins most games, by a margin nearer to what was played for (docs/opponents.md, `npm run bench -- tension`).
import { describe, expect, test } from 'vitest';
import { bestByValue, createAgent, hardValue } from '../../src/ai/index.ts';
import {
  EASY_PLAY_NUMBERED,
  EASY_PLAY_TENSION,
  growingMoves,
  rates,
  TENSION_FROM,
} from '../../src/ai/gentle.ts';
import { blockerScript, readerScript } from '../../src/ai/reader-script.ts';
import { parseRules, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';
import { LADDER } from '../../src/screens/history/ladder.ts';
import { median, shares } from './easy-margins.ts';

const LAYOUTS = ['square:5', 'petri:5', 'square:6', 'hex:4', 'flask:8x3'];

/**
 * A position part-way through a game on one of the boards, Easy (player 2) to move: player 1 plays
 * Hard's moves and player 2 random ones when `leading` is 1, the other way round when it is 2, so
 * the leads are of every size.
 */
function midGame(seed: number, leading: 1 | 2): Position {
  const position = new Position(parseRules(LAYOUTS[seed % LAYOUTS.length]!));
  const random = seededRandom(seed);
  const plies = 2 * (2 + randomIndex(random, (position.totalMoves >> 1) - 3)) + 1;
  for (let i = 0; i < plies; i++) {
    const moves = position.legalMoveList();
    const p = position.turn();
    position.play(
      p === leading
        ? bestByValue(position, (m) => hardValue(position, m, p)).square
        : moves[randomIndex(random, moves.length)]!,
    );
  }
  return position;
}

/** Easy's moves by how the score stands for it: how many it played, slipped (not a best growing move), strayed, and played Hard's. */
function moves(leading: 1 | 2, filter: (position: Position) => boolean, wanted: number) {
  const tally = { moves: 0, slips: 0, strays: 0, hards: 0 };
  for (let seed = 1; tally.moves < wanted && seed < 40 * wanted; seed++) {
    const position = midGame(seed, leading);
    const legal = position.legalMoveList();
    const p = position.turn();
    if (!filter(position) || legal.every((m) => position.overlap(p, m) > 0)) continue;
    if (!legal.some((m) => position.overlap(p, m) > 0)) continue;
    const square = createAgent('easy', { salt: TENSION_FROM + seed }).choose(position).square;
    tally.moves++;
    const hard = bestByValue(position, (m) => hardValue(position, m, p)).square;
    if (square === hard) tally.hards++;
    if (!growingMoves(position, legal).includes(square) && square !== hard) tally.slips++;
    if (position.overlap(p, square) === 0 && square !== hard) tally.strays++;
  }
  return tally;
}

/** How far behind Easy reads itself to be, from 0 (by the share it aims at or less) to 1 (far behind). */
const behind = (position: Position) => rates(position, EASY_PLAY_TENSION).sharp;

describe('Easy keeps the game close', () => {
  test('far behind it slips seldom and plays Hard’s move; level or ahead it slips more, but strays no more often than its usual rate', () => {
    const far = moves(1, (position) => behind(position) >= 0.99, 300);
    const ahead = moves(
      2,
      (position) => {
        const p = position.turn();
        return position.score(p) > position.score(p === 1 ? 2 : 1);
      },
      300,
    );
    expect(far.moves).toBe(300);
    expect(ahead.moves).toBe(300);
    expect(far.hards / far.moves).toBeGreaterThan(0.9);
    expect(far.slips / far.moves).toBeLessThan(0.1);
    expect(ahead.slips / ahead.moves).toBeGreaterThan(0.5);
    expect(ahead.strays / ahead.moves).toBeLessThan(EASY_PLAY_TENSION.slipRate + 0.08);
    // The same positions in a game numbered before: the same slips whatever the score.
    expect(EASY_PLAY_NUMBERED.tension).toBeUndefined();
  });

  test('the same move for the same position and number, however the score stands', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const position = midGame(seed, seed % 2 === 0 ? 1 : 2);
      const salt = TENSION_FROM + seed * 7919;
      const chosen = createAgent('easy', { salt }).choose(position).square;
      expect(createAgent('easy', { salt }).choose(position.clone()).square).toBe(chosen);
    }
  });

  test.each([1, 2])(
    'ladder step %i: a reader wins most games by a closer margin than before; a blocker and Hard win by less than before',
    (n) => {
      const step = LADDER[n - 1]!;
      const read = shares(step.rules, readerScript, TENSION_FROM);
      expect(read.filter((d) => d > 0).length).toBeGreaterThanOrEqual(48);
      expect(median(read)).toBeGreaterThan(0.04);
      expect(median(read)).toBeLessThan(0.12);
      expect(median(read)).toBeLessThan(median(shares(step.rules, readerScript, 0)) - 0.02);
      for (const person of [blockerScript, () => createAgent('hard')]) {
        const today = shares(step.rules, person, TENSION_FROM);
        expect(today.filter((d) => d > 0).length).toBeGreaterThanOrEqual(57);
        expect(median(today)).toBeLessThan(median(shares(step.rules, person, 0)) - 0.01);
      }
    },
  );
});
