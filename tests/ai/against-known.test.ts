// The best result against an opponent whose replies are known: checked against a plain search
// without a table, against the game-theoretic value, and by replaying the game it reports.

import { describe, expect, test } from 'vitest';
import { parseLayout, Position, randomIndex, seededRandom, type Player } from '../../src/engine/index.ts';
import { createAgent, type Agent } from '../../src/ai/index.ts';
import { bestAgainstKnown, TooLargeError } from '../../src/ai/expert/against-known.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';

/** Every line of our moves, each followed by the opponent's reply; no table. */
function bruteForce(position: Position, player: Player, opponent: Agent): number {
  if (position.isOver()) return (player === 1 ? 1 : -1) * position.scoreDifference();
  if (position.turn() !== player) {
    position.playUnchecked(opponent.choose(position).square);
    const v = bruteForce(position, player, opponent);
    position.undo();
    return v;
  }
  let best = -Infinity;
  for (const m of position.legalMoveList()) {
    position.playUnchecked(m);
    const v = bruteForce(position, player, opponent);
    position.undo();
    best = Math.max(best, v);
  }
  return best;
}

function randomStart(id: string, moves: number, seed: number): Position {
  const random = seededRandom(seed);
  const position = new Position(parseLayout(id));
  for (let i = 0; i < moves; i++) {
    const legal = position.legalMoveList();
    position.playUnchecked(legal[randomIndex(random, legal.length)]!);
  }
  return position;
}

const OPPONENTS = ['easy', 'medium', 'hard', 'adaptive:0.3'];

describe('best result against a known opponent', () => {
  test('equals a plain search of every line, for each seed opponent and both seats', () => {
    let seed = 1;
    for (const id of ['square:3', 'grid:3x4', 'beaker:3x4', 'flask:6x1']) {
      for (const opponentId of OPPONENTS) {
        for (const player of [1, 2] as const) {
          const position = randomStart(id, seed % 3, seed++);
          const before = position.moves();
          const opponent = createAgent(opponentId);
          const found = bestAgainstKnown(position, player, opponent);
          expect(found.value, `${id} ${opponentId} player ${player}`).toBe(
            bruteForce(position, player, opponent),
          );
          expect(position.moves()).toEqual(before);
        }
      }
    }
  });

  test('the game it reports is real: the opponent makes those replies and the game ends at the value', () => {
    // Medium's slips make its replies vary from line to line, so fewer lines meet again: from two
    // moves in, petri:5 against it is a million positions; from four, a tenth of that.
    for (const [id, opponentId, opening] of [
      ['flask:6x2', 'hard', 2],
      ['square:4', 'easy', 2],
      ['petri:5', 'medium', 4],
    ] as const) {
      const start = randomStart(id, opening, 7);
      const opponent = createAgent(opponentId);
      const found = bestAgainstKnown(start, 2, opponent);
      const replay = start.clone();
      for (const m of found.line) {
        if (replay.turn() !== 2) expect(opponent.choose(replay).square).toBe(m);
        replay.play(m);
      }
      expect(replay.isOver()).toBe(true);
      expect(-replay.scoreDifference()).toBe(found.value);
    }
  });

  test('is never below the value with best play from both sides, and beats it against a weak opponent', () => {
    let above = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const position = randomStart('grid:3x4', 2, seed);
      const player = position.turn();
      const sign = player === 1 ? 1 : -1;
      const bestPlay = sign * solvePosition(position).value;
      const found = bestAgainstKnown(position, player, createAgent('easy'));
      expect(found.value).toBeGreaterThanOrEqual(bestPlay);
      if (found.value > bestPlay) above++;
    }
    // easy only looks at the centre, so knowing its replies must be worth something somewhere.
    expect(above).toBeGreaterThan(0);
  });

  test('an opponent that is not predictable, or a search too large, gets a clear error', () => {
    const position = new Position(parseLayout('square:4'));
    expect(() => bestAgainstKnown(position, 1, createAgent('random:3'))).toThrow(
      /random:3 does not always answer/,
    );
    expect(() => bestAgainstKnown(position, 1, createAgent('hard'), 100)).toThrow(TooLargeError);
    expect(() => bestAgainstKnown(position, 1, createAgent('hard'), 100)).toThrow(/more than 100 positions/);
    expect(position.ply).toBe(0);
  });
});
