// The review client, with the worker faked: one that answers as worker.ts does (a message per
// move), one that stalls, one that fails.
import { describe, expect, test } from 'vitest';
import { ReviewClient, type ReviewWorkerLike } from '../../../src/ai/coach/review-client.ts';
import { answerAnalyse } from '../../../src/ai/coach/review-answer.ts';
import { analyseRecord, type MoveReview } from '../../../src/ai/coach/analyse.ts';
import type { ReviewFromWorker, ReviewToWorker } from '../../../src/ai/coach/review-messages.ts';

class FakeWorker implements ReviewWorkerLike {
  onmessage: ((event: { data: ReviewFromWorker }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  terminated = false;
  constructor(private readonly behaviour: 'answer' | 'stall' | 'fail' = 'answer') {}
  postMessage(message: ReviewToWorker): void {
    const sent: ReviewFromWorker[] = [];
    if (this.behaviour === 'answer') answerAnalyse(message, (m) => sent.push(m));
    // Each message arrives in a task of its own, as a worker's do.
    sent.forEach((m, i) => setTimeout(() => !this.terminated && this.onmessage?.({ data: m }), 2 * (i + 1)));
    if (this.behaviour === 'fail') setTimeout(() => this.onerror?.({ message: 'out of memory' }), 2);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const RECORD = 'grid:2x4 a1 b2 a2 d1 b1 c2 d2 c1';

describe('review client', () => {
  test('hands on every move in order, through a worker and without one, then ends', async () => {
    const expected = [...analyseRecord(RECORD)];
    for (const client of [new ReviewClient(() => new FakeWorker()), new ReviewClient()]) {
      const seen: MoveReview[] = [];
      const end = await client.analyse(RECORD, (r) => seen.push(r));
      expect(end).toMatchObject({ done: true });
      expect(seen).toEqual(expected);
    }
  });

  test('a bad record ends with its reason', async () => {
    for (const client of [new ReviewClient(() => new FakeWorker()), new ReviewClient()]) {
      expect(await client.analyse('grid:2x4 a1 a1', () => {})).toEqual({
        done: false,
        error: 'move 2: a1 is occupied',
      });
    }
  });

  test('cancel and a newer review end the one in flight and stop its busy worker', async () => {
    const workers: FakeWorker[] = [];
    const client = new ReviewClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const first = client.analyse(RECORD, () => {});
    const second = client.analyse(RECORD, () => {});
    expect(await first).toEqual({ done: false, error: 'a newer review was asked for' });
    expect(workers[0]!.terminated).toBe(true);
    const seen: MoveReview[] = [];
    const third = client.analyse(RECORD, (r) => seen.push(r));
    expect(await second).toEqual({ done: false, error: 'a newer review was asked for' });
    client.cancel();
    expect(await third).toEqual({ done: false, error: 'the review was closed' });
    expect(seen).toEqual([]);
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  test('a stalled or failing worker gives a clear error, and is stopped', async () => {
    const stalled = new FakeWorker('stall');
    expect(await new ReviewClient(() => stalled, 50).analyse(RECORD, () => {})).toEqual({
      done: false,
      error: 'the review gave no answer within 0 s',
    });
    expect(stalled.terminated).toBe(true);
    const failing = new FakeWorker('fail');
    expect(await new ReviewClient(() => failing).analyse(RECORD, () => {})).toEqual({
      done: false,
      error: 'the review failed: out of memory',
    });
    expect(failing.terminated).toBe(true);
    const broken = new ReviewClient(() => {
      throw new Error('workers are off');
    });
    expect(await broken.analyse(RECORD, () => {})).toEqual({
      done: false,
      error: 'the review could not start: workers are off',
    });
  });
});

describe('review client - one move', () => {
  test('`from` reviews the moves from that index on, numbered as in the game', async () => {
    const expected = [...analyseRecord(RECORD)].slice(5);
    for (const client of [new ReviewClient(() => new FakeWorker()), new ReviewClient()]) {
      const seen: MoveReview[] = [];
      expect(await client.analyse(RECORD, (r) => seen.push(r), { from: 5 })).toMatchObject({ done: true });
      expect(seen).toEqual(expected);
      expect(seen[0]!.index).toBe(5);
    }
  });
});
