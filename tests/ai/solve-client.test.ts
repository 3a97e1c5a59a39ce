// The builder's solver client, with the worker faked: one that solves as worker.ts does, one that stalls.
import { describe, expect, test } from 'vitest';
import { SolveClient, type SolveWorkerLike } from '../../src/ai/solve-client.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import type { SolveFromWorker, SolveToWorker } from '../../src/ai/messages.ts';
import { replayRecord } from '../../src/engine/index.ts';
import { solvedText } from '../../src/game/board-builder.ts';

class FakeSolver implements SolveWorkerLike {
  onmessage: ((event: { data: SolveFromWorker }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  terminated = false;
  constructor(private readonly stall = false) {}
  postMessage(message: SolveToWorker): void {
    setTimeout(() => {
      if (this.terminated || this.stall) return;
      const value = solvePosition(replayRecord(message.record), { tableBits: 16 }).value;
      this.onmessage?.({ data: { type: 'solved', id: message.id, value, nodes: 0, ms: 1 } });
    }, 5);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const expected = (record: string) => solvePosition(replayRecord(record), { tableBits: 16 }).value;

describe('solve client', () => {
  test('answers with the exact value, on the main thread without a worker and through a worker', async () => {
    for (const record of ['custom:3x3:ff8', 'custom:4x4:f9f9', 'custom:3x4:fff/connections']) {
      expect(await new SolveClient().solve(record)).toMatchObject({ value: expected(record) });
      expect(await new SolveClient(() => new FakeSolver()).solve(record)).toMatchObject({
        value: expected(record),
      });
    }
  });

  test('a newer request ends the one in flight and stops its busy worker', async () => {
    const workers: FakeSolver[] = [];
    const client = new SolveClient(() => {
      const w = new FakeSolver();
      workers.push(w);
      return w;
    });
    const first = client.solve('custom:4x4:ffff');
    const second = client.solve('custom:3x3:ff8');
    expect(await first).toEqual({ error: 'a newer board was asked for' });
    expect(await second).toMatchObject({ value: expected('custom:3x3:ff8') });
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2);
  });

  test('gives up on a stalled solver, refuses boards over 20 squares and bad records', async () => {
    const stalled = new FakeSolver(true);
    expect(await new SolveClient(() => stalled, 50).solve('custom:3x3:ff8')).toEqual({
      error: 'no answer within 0 s',
    });
    expect(stalled.terminated).toBe(true);
    expect(await new SolveClient().solve('square:5')).toEqual({
      error: 'only boards of up to 20 squares are solved',
    });
    expect(await new SolveClient().solve('custom:3x3:zz')).toMatchObject({
      error: expect.stringMatching(/custom:3x3:zz/),
    });
  });

  test("says the value in a player's words", () => {
    expect(solvedText(6)).toBe('player 1 wins by 6 with best play');
    expect(solvedText(-2)).toBe('player 2 wins by 2 with best play');
    expect(solvedText(0)).toBe('a draw with best play');
  });
});
