// Whatever the opponents' client answers, the match goes on: a reply that is not a square number,
// a square off the board or taken, or a client that fails outright is replaced by the fallback
// opponent's move, and the person is told.
import { describe, expect, test } from 'vitest';
import { createAgent } from '../../src/ai/index.ts';
import { replayRecord } from '../../src/engine/index.ts';
import { Match } from '../../src/game/match.ts';
import type { AgentReply, OpponentClient } from '../../src/ai/client.ts';

/** A client that answers every request with `answer` (or fails with it, when it is an Error). */
function clientAnswering(answer: unknown): OpponentClient {
  return {
    choose: () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as AgentReply)),
    cancel: () => {},
    dispose: () => {},
  };
}

async function settle(match: Match) {
  for (let i = 0; i < 200 && match.busy; i++) await new Promise((r) => setTimeout(r, 5));
}

const hardAfterB3 = () => createAgent('hard').choose(replayRecord('square:4 b3')).square;

describe('opponent replies', () => {
  test.each([
    ['a square as a string', { square: '5', move: 'b3', ms: 1, fallback: false }],
    ['a square off the board', { square: 99, move: 'z9', ms: 1, fallback: false }],
    ['the square just taken', { square: 5, move: 'b3', ms: 1, fallback: false }],
    ['a fractional square', { square: 2.5, move: 'c?', ms: 1, fallback: false }],
    ['no square at all', { move: 'b3', ms: 1, fallback: false }],
    ['nothing', null],
    ['a failure', new Error('the worker vanished')],
  ])('%s - the fallback opponent moves, the person is told, and play goes on', async (_name, answer) => {
    const told: string[] = [];
    const match = new Match(
      { rules: 'square:4', players: ['human', 'hard'] },
      {
        client: clientAnswering(answer),
        onFallback: (reason) => told.push(reason),
      },
    );
    match.start();
    expect(match.play(5)).toBe(true);
    await settle(match);
    expect(match.busy).toBe(false);
    expect(match.position.moves()).toEqual([5, hardAfterB3()]);
    expect(match.position.toMove()).toBe(1);
    expect(told).toHaveLength(1);
    expect(match.canPlay()).toBe(true);
  });
});
