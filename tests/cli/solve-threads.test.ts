// The solve's worker threads: they give one thread's answer, account for their work, and the pool
// asks for more work only when a thread is free and nothing is queued.
import { describe, expect, test } from 'vitest';
import { replayRecord } from '../../src/engine/index.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { sharedTableBuffer } from '../../src/ai/expert/table.ts';
import { solveWithJobs } from '../../src/cli/solve/parallel.ts';
import { SolvePool } from '../../src/cli/solve/pool.ts';
import { threadCpuSeconds } from '../../src/cli/solve/thread-time.ts';

// 18 moves from the end (threads start from 17), with root moves of different values, so some
// classes are refuted by a reply and one holds the best value.
const record = 'beaker:5x5 e1 e2 a1 a2 b1 a3 a4';

describe('solve over worker threads', () => {
  test('two threads give the value and best moves of one, and each thread accounts for its work', async () => {
    const one = solvePosition(replayRecord(record));
    const two = await solveWithJobs(replayRecord(record), 2);
    expect({ value: two.value, best: two.best }).toEqual({ value: one.value, best: one.best });
    expect(two.threads).toHaveLength(2);
    for (const thread of two.threads) {
      expect(thread.tasks).toBeGreaterThan(0);
      expect(thread.seconds).toBeGreaterThan(0);
      if (thread.cpu !== null) expect(thread.cpu).toBeGreaterThan(0);
    }
    expect(two.threads.reduce((n, t) => n + t.tasks, 0)).toBeGreaterThan(5);
  });

  test('one job solves in this thread, and its account is this thread alone', async () => {
    const solution = await solveWithJobs(replayRecord(record), 1);
    expect(solution.threads).toHaveLength(1);
    expect(solution.threads[0]!.tasks).toBe(1);
  });

  test("a thread's processor time grows with the work it does", () => {
    const before = threadCpuSeconds();
    if (before === null) return; // not Linux: the account says unknown
    solvePosition(replayRecord('grid:3x4'));
    expect(threadCpuSeconds()!).toBeGreaterThan(before);
  });

  test('the pool asks for more work only once a thread is free and nothing is queued', async () => {
    const pool = new SolvePool(1, {
      equalMoves: false,
      mirrored: false,
      tableBits: 16,
      table: sharedTableBuffer(16),
      nodes: new SharedArrayBuffer(8),
    });
    try {
      let asked = 0;
      pool.whenIdle = () => {
        asked++;
        return false;
      };
      const task = (x: number) =>
        pool.run({
          kind: 'test',
          record: 'grid:3x4 a1 b2',
          square: 2,
          x,
          flags: new SharedArrayBuffer(4),
          stopSiblings: false,
        });
      const first = task(0);
      const second = task(1);
      expect(asked).toBe(0); // the thread is busy, the second task queued
      await first;
      expect(asked).toBe(0); // the thread took the queued task
      const answer = await second;
      expect(asked).toBe(1);
      expect(answer.kind).toBe('test');
    } finally {
      await pool.close();
    }
  });
});
