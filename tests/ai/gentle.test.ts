// Easy, the gentle first opponent: never its best move on purpose (as `hard` weighs them), never
// one of the very worst, the same move for the same position (a game replays exactly), and gentle
// in play: it beats a random player most of the time and loses to Medium.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseRules, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';
import { createAgent, hardValue, TIE, type Agent } from '../../src/ai/index.ts';

function randomPosition(id: string, seed: number): Position {
  const position = new Position(parseRules(id));
  const random = seededRandom(seed);
  const plies = randomIndex(random, position.totalMoves - 1);
  for (let i = 0; i < plies; i++) {
    const moves = position.legalMoveList();
    position.play(moves[randomIndex(random, moves.length)]!);
  }
  return position;
}

function playOut(id: string, opening: number[], p1: Agent, p2: Agent): Position {
  const position = new Position(parseRules(id));
  for (const m of opening) position.play(m);
  while (!position.isOver()) position.play((position.turn() === 1 ? p1 : p2).choose(position).square);
  return position;
}

describe('Easy, the gentle first opponent', () => {
  test('never the best move while a worse one is there, never one of the worst fifth, the same move for the same position', () => {
    const layouts = [
      'square:5',
      'square:8',
      'petri:7',
      'beaker:6x7',
      'flask:8x3',
      'hex:4',
      'square:6/connections',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...layouts), fc.integer({ min: 0, max: 1e9 }), (id, seed) => {
        const position = randomPosition(id, seed);
        const moves = position.legalMoveList();
        const chosen = createAgent('easy').choose(position).square;
        expect(moves).toContain(chosen);
        const p = position.turn();
        const values = moves.map((m) => hardValue(position, m, p));
        const [best, worst] = [Math.max(...values), Math.min(...values)];
        const value = hardValue(position, chosen, p);
        const floor = worst + 0.2 * (best - worst);
        if (best - worst > TIE) expect(value).toBeLessThan(best - TIE);
        if (values.some((v) => v < best - TIE && v >= floor - TIE))
          expect(value).toBeGreaterThanOrEqual(floor - TIE);
        // Another Easy, and the same position reached again, get the same move.
        expect(createAgent('easy').choose(position.clone()).square).toBe(chosen);
      }),
      { numRuns: 300 },
    );
  });

  test('a game against it replays the same way; its moves vary with the position, not only the middle', () => {
    const a = playOut('square:6', [], createAgent('easy'), createAgent('medium')).moves();
    expect(playOut('square:6', [], createAgent('easy'), createAgent('medium')).moves()).toEqual(a);
    const firsts = new Set<number>();
    for (let seed = 0; seed < 20; seed++)
      firsts.add(createAgent('easy').choose(randomPosition('square:6', seed)).square);
    expect(firsts.size).toBeGreaterThan(10);
  });

  test('gentle in play, on square:6 from 30 random two-move openings, both seats: most games against random won, none against Medium', () => {
    const tally = { random: 0, medium: 0 };
    let games = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const opening = new Position(parseRules('square:6'));
      const random = seededRandom(seed);
      const first = opening.legalMoveList();
      opening.play(first[randomIndex(random, first.length)]!);
      const second = opening.legalMoveList();
      opening.play(second[randomIndex(random, second.length)]!);
      for (const other of ['random', 'medium'] as const) {
        for (const seat of [1, 2] as const) {
          const easy = createAgent('easy');
          const them = createAgent(other === 'random' ? `random:${seed}` : 'medium');
          const end = playOut(
            'square:6',
            opening.moves(),
            seat === 1 ? easy : them,
            seat === 1 ? them : easy,
          );
          const margin = (end.score(1) - end.score(2)) * (seat === 1 ? 1 : -1);
          if (margin > 0) tally[other]++;
          if (other === 'random') games++;
        }
      }
    }
    expect(tally.random / games).toBeGreaterThan(0.75);
    expect(tally.medium).toBeLessThanOrEqual(2);
  });
});
