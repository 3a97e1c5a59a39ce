// The game's opponents answer a player in time (src/ai/answer.ts's OPPONENT_TURN_MS): the Expert
// stops on the wall clock and plays its last finished depth, where the node budget alone let a
// hex:5 capture-and-jumps search run 9 s. Without a stop (tournaments, benches) a position and a
// budget give the same move as before.
import { expect, test } from 'vitest';
import { createAgent } from '../../src/ai/index.ts';
import { answerRequest, OPPONENT_TURN_MS } from '../../src/ai/answer.ts';
import { parseRules, Position, randomIndex, seededRandom, writeRecord } from '../../src/engine/index.ts';

function midGame(rules: string, plies: number, seed: number): Position {
  const position = new Position(parseRules(rules));
  const random = seededRandom(seed);
  for (let i = 0; i < plies; i++) {
    const moves = position.legalMoveList();
    position.play(moves[randomIndex(random, moves.length)]!);
  }
  return position;
}

test('the Expert told to stop after 50 ms stops soon after, short of the depth its budget reaches', () => {
  const position = midGame('hex:5/capture/jumps', 20, 5);
  const full = createAgent('expert').choose(position);
  const started = performance.now();
  const stopped = createAgent('expert', { turnMs: 50 }).choose(position);
  const ms = performance.now() - started;
  // Generous for a loaded machine: without a working stop this search takes its whole budget.
  expect(ms).toBeLessThan(600);
  expect(stopped.nodes!).toBeLessThan(full.nodes!);
  expect(position.isLegal(stopped.square)).toBe(true);
});

test('a stop it never reaches changes nothing: the same move and the same positions searched', () => {
  const position = midGame('square:6', 8, 3);
  const plain = createAgent('expert').choose(position);
  const roomy = createAgent('expert', { turnMs: 60_000 }).choose(position);
  expect(roomy).toEqual(plain);
});

test('the game asks with the turn stop: 1 s at most, and the answer is a legal move', () => {
  expect(OPPONENT_TURN_MS).toBeLessThanOrEqual(1000);
  const position = midGame('square:8', 10, 9);
  const reply = answerRequest({ record: writeRecord(position), agent: 'expert' });
  expect(position.isLegal(reply.square)).toBe(true);
});
