// The opponents' moves under capture have a limit a player never waits past, and the Expert weighs
// the last square's capture (src/ai/expert/capture-ending.ts). The limits are checked with a fake
// clock that jumps a second at each look, so a part with no limit would search on (and time out)
// instead of stopping at its first look.
import { afterEach, expect, test, vi } from 'vitest';
import { plannedAgainstGreedy } from '../../src/ai/capture-care.ts';
import { createExpert } from '../../src/ai/expert/agent.ts';
import { lastFillRisk } from '../../src/ai/expert/capture-ending.ts';
import { ExpertSearch } from '../../src/ai/expert/search.ts';
import { TUNED_WEIGHTS } from '../../src/ai/expert/weights.ts';
import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position, replayRecord } from '../../src/engine/index.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A clock that moves on a second each time it is read. */
function jumpingClock(): () => number {
  let t = 1_000_000;
  return () => (t += 1000);
}

/** petri:7/capture played by Hard on both sides until `left` moves remain. */
function hardGame(left: number): Position {
  const position = new Position(parseRules('petri:7/capture'));
  const hard = createAgent('hard');
  position.play(24);
  while (position.movesLeft() > left) position.play(hard.choose(position).square);
  return position;
}

test('a search to the end with no node budget stops at the time it is given', () => {
  vi.spyOn(Date, 'now').mockImplementation(jumpingClock());
  const position = hardGame(20);
  const result = new ExpertSearch(TUNED_WEIGHTS, 16).search(position, {
    nodes: Infinity,
    exact: true,
    maxMs: 1000,
  });
  expect(result.exact).toBe(false);
  // It stopped at its first look at the clock, not at the end of the game 20 moves on.
  expect(result.nodes).toBeLessThan(4096);
  expect(position.isLegal(result.square)).toBe(true);
});

test('the plan against a greedy player gives up at its deadline, and finds a move without one', () => {
  const position = hardGame(10);
  const ply = position.ply;
  expect(plannedAgainstGreedy(position, 0, jumpingClock())).toBeNull();
  expect(position.ply).toBe(ply);
  const planned = plannedAgainstGreedy(position);
  expect(planned).not.toBeNull();
  expect(position.isLegal(planned!)).toBe(true);
});

test("the Expert's whole move, planning included, ends on a clock that runs out at once", () => {
  vi.spyOn(Date, 'now').mockImplementation(jumpingClock());
  const expert = createExpert({ exactReach: true, turnMs: 1000 });
  for (const left of [20, 10, 4]) {
    const position = hardGame(left);
    const choice = expert.choose(position);
    expect(position.isLegal(choice.square)).toBe(true);
    expect(choice.nodes!).toBeLessThanOrEqual(4096);
  }
});

// square:4/capture: player 1's cells a1 a2 b1 walled in by player 2's a3 b3 c3 c2 c1, 5 moves
// left after player 1's move, so player 2 fills the last square. Player 1 filling b2 itself closes
// the group for good; playing d2 instead leaves it open, with b2 its last liberty.
test('the last square counts against the player who does not fill it, and a closed group is safe', () => {
  const walls = 'square:4/capture a1 a3 a2 b3 b1 c3 d4 c2 d3 c1';
  const closed = replayRecord(`${walls} b2`);
  const open = replayRecord(`${walls} d2`);
  // Player 1 is the one exposed: the risk is against player 1 (negative in player 1's frame).
  expect(lastFillRisk(open)).toBeLessThan(0);
  expect(lastFillRisk(closed)).toBeLessThan(0);
  expect(-lastFillRisk(closed)).toBeLessThan(-lastFillRisk(open));
  expect(lastFillRisk(new Position(parseRules('square:4')))).toBe(0);
});
