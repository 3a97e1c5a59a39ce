// The thinking pause over a whole game: full on boards up to 8×8, shorter on longer games so the
// whole game's waiting fits a budget, never under a floor; and the search's own time is inside the
// pause, not after it (a search longer than the pause shows its move as it ends).
import { afterEach, expect, test, vi } from 'vitest';
import type { OpponentClient } from '../../src/ai/client.ts';
import { movesInGame, parseRules } from '../../src/engine/index.ts';
import { Match } from '../../src/game/match.ts';
import {
  GAME_THINK_BUDGET_MS,
  THINK_FLOOR_MS,
  gamePace,
  thinkMs,
  thinkRange,
} from '../../src/game/think-time.ts';

const moves = (rules: string) => movesInGame(parseRules(rules));
const at = (agent: string, rules: string, r: number) =>
  thinkMs({ agent, watching: false, speed: 1, pauses: 1, movesInGame: moves(rules) }, () => r);
/** The opponent's expected waiting over a whole game, in ms. */
const wholeGame = (agent: string, rules: string) => (moves(rules) / 2) * at(agent, rules, 0.5);

test('boards up to 8×8 keep the full pause for every opponent but Perfect, whose boards are small', () => {
  for (const rules of ['square:4', 'square:5', 'square:6', 'petri:7', 'square:8']) {
    for (const agent of ['easy', 'medium', 'hard', 'expert']) {
      expect(gamePace(agent, moves(rules))).toBe(1);
      expect(at(agent, rules, 0)).toBe(thinkRange(agent).min);
    }
  }
  expect(gamePace('perfect', moves('square:4'))).toBe(1);
});

test('a longer game shortens each pause with its moves, so the whole game waits within the budget', () => {
  const medium = ['square:8', 'square:10', 'square:12'].map((b) => at('medium', b, 0.5));
  expect(medium[1]!).toBeLessThan(medium[0]!);
  expect(medium[2]!).toBeLessThan(medium[1]!);
  // 12×12 against Medium: 72 of its moves at about 440 ms where they took 750.
  expect(medium[2]!).toBeGreaterThan(400);
  expect(medium[2]!).toBeLessThan(480);
  for (const agent of ['easy', 'medium', 'hard', 'expert']) {
    expect(wholeGame(agent, 'square:12')).toBeLessThanOrEqual(GAME_THINK_BUDGET_MS + 1);
  }
  // Stronger still thinks longer on the same board.
  expect(at('expert', 'square:12', 0)).toBeGreaterThan(at('easy', 'square:12', 0));
  // With stem cells (a few squares fewer to fill) about the same pace.
  expect(Math.abs(at('medium', 'square:12/stem', 0.5) - medium[2]!)).toBeLessThan(30);
});

test('never under the floor, however long the game; without a game length, the full pause', () => {
  expect(thinkMs({ agent: 'easy', watching: false, speed: 1, pauses: 1, movesInGame: 2000 }, () => 0)).toBe(
    THINK_FLOOR_MS,
  );
  expect(thinkMs({ agent: 'medium', watching: false, speed: 1, pauses: 1 }, () => 0)).toBe(600);
  expect(thinkMs({ agent: 'medium', watching: false, speed: 1, pauses: 0, movesInGame: 144 }, () => 0)).toBe(
    0,
  );
});

afterEach(() => {
  vi.useRealTimers();
});

/** An opponent whose search takes `searchMs` and plays b2 (square 5 of an empty 4×4). */
function slowClient(searchMs: number): OpponentClient {
  return {
    choose: () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ square: 5, move: 'b2', ms: searchMs, fallback: false }), searchMs),
      ),
    cancel: () => {},
    dispose: () => {},
  };
}

test("the search's own time is inside the pause: a search longer than the pause shows its move as it ends", async () => {
  vi.useFakeTimers();
  const match = new Match(
    { rules: 'square:4', players: ['easy', 'human'] },
    { client: slowClient(900), thinkMs: () => 500 },
  );
  let shown = -1;
  const begun = Date.now();
  match.on((e) => {
    if (e.type === 'move') shown = Date.now() - begun;
  });
  match.start();
  await vi.advanceTimersByTimeAsync(899);
  expect(shown).toBe(-1);
  await vi.advanceTimersByTimeAsync(1);
  // Shown at the search's end (900), not after another 500 of pause (1,400).
  expect(shown).toBe(900);
  match.dispose();
});

test('a quick search still waits out the pause, counted from the turn, not from the answer', async () => {
  vi.useFakeTimers();
  const match = new Match(
    { rules: 'square:4', players: ['easy', 'human'] },
    { client: slowClient(200), thinkMs: () => 500 },
  );
  let shown = -1;
  const begun = Date.now();
  match.on((e) => {
    if (e.type === 'move') shown = Date.now() - begun;
  });
  match.start();
  await vi.advanceTimersByTimeAsync(600);
  expect(shown).toBe(500);
  match.dispose();
});
