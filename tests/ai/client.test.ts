// The worker client in Node, with workers faked: one that answers as the real worker does (the
// same answerRequest, a tick later), and ones that throw, stall, fail to start or send garbage.
import { describe, expect, test, vi } from 'vitest';
import { AgentClient, type WorkerLike } from '../../src/ai/client.ts';
import { answerRequest } from '../../src/ai/answer.ts';
import type { FromWorker, ToWorker } from '../../src/ai/messages.ts';
import { createAgent } from '../../src/ai/index.ts';
import { replayRecord } from '../../src/engine/index.ts';

type Behaviour =
  'answer' | 'stall' | 'crash' | 'error-reply' | 'string-square' | 'no-square' | 'unknown-type';

class FakeWorker implements WorkerLike {
  onmessage: ((event: { data: FromWorker }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  terminated = false;
  received: ToWorker[] = [];
  constructor(
    private behaviour: Behaviour,
    private delayMs = 1,
  ) {}
  postMessage(message: ToWorker): void {
    this.received.push(message);
    setTimeout(() => {
      if (this.terminated) return;
      if (this.behaviour === 'answer') {
        // As worker.ts does: an error in answering becomes an error message.
        try {
          this.onmessage?.({ data: { type: 'move', id: message.id, ...answerRequest(message) } });
        } catch (e) {
          this.onmessage?.({ data: { type: 'error', id: message.id, message: (e as Error).message } });
        }
      }
      if (
        this.behaviour === 'string-square' ||
        this.behaviour === 'no-square' ||
        this.behaviour === 'unknown-type'
      ) {
        const reply = answerRequest(message);
        const bad =
          this.behaviour === 'string-square'
            ? { square: String(reply.square) }
            : this.behaviour === 'no-square'
              ? { square: undefined }
              : { type: 'thought' };
        this.onmessage?.({
          data: { type: 'move', id: message.id, ...reply, ...bad } as unknown as FromWorker,
        });
      }
      if (this.behaviour === 'crash') this.onerror?.({ message: 'out of memory' });
      if (this.behaviour === 'error-reply')
        this.onmessage?.({ data: { type: 'error', id: message.id, message: 'boom' } });
    }, this.delayMs);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const request = { record: 'square:6 c3 d4', equalMoves: false, agent: 'medium' };
const expected = (agent: string) => createAgent(agent).choose(replayRecord(request.record)).square;

describe('agent client', () => {
  test("answer - the worker's move, not a fallback", async () => {
    const workers: FakeWorker[] = [];
    const client = new AgentClient({
      createWorker: () => {
        const w = new FakeWorker('answer');
        workers.push(w);
        return w;
      },
    });
    const reply = await client.choose(request);
    expect(reply).toMatchObject({ square: expected('medium'), fallback: false });
    expect(reply.move).toMatch(/^[a-f][1-6]$/);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.received[0]).toMatchObject({
      type: 'choose',
      agent: 'medium',
      record: request.record,
    });
  });

  test('worker crash - the fallback (hard) answers and the reason is told', async () => {
    const reasons: string[] = [];
    const client = new AgentClient({
      createWorker: () => new FakeWorker('crash'),
      onFallback: (r) => reasons.push(r),
    });
    const reply = await client.choose(request);
    expect(reply).toMatchObject({ square: expected('hard'), fallback: true });
    expect(reasons[0]).toContain('out of memory');
  });

  test('worker stall - the fallback answers after the time limit and the worker is stopped', async () => {
    const workers: FakeWorker[] = [];
    const client = new AgentClient({
      timeoutMs: 30,
      createWorker: () => {
        const w = new FakeWorker('stall');
        workers.push(w);
        return w;
      },
    });
    const reply = await client.choose(request);
    expect(reply.fallback).toBe(true);
    expect(reply.reason).toContain('did not answer within 30 ms');
    expect(workers[0]!.terminated).toBe(true);
  });

  test('worker stall - Perfect, which may search a 20-square board exactly, is given its own longer limit', async () => {
    const client = new AgentClient({
      timeoutMs: 30,
      perfectTimeoutMs: 120,
      createWorker: () => new FakeWorker('stall'),
    });
    const reply = await client.choose({ ...request, agent: 'perfect' });
    expect(reply.fallback).toBe(true);
    expect(reply.reason).toContain('did not answer within 120 ms');
  });

  test('worker error reply - the fallback answers', async () => {
    const client = new AgentClient({ createWorker: () => new FakeWorker('error-reply') });
    expect(await client.choose(request)).toMatchObject({
      square: expected('hard'),
      fallback: true,
      reason: expect.stringContaining('boom'),
    });
  });

  test.each(['string-square', 'no-square', 'unknown-type'] as const)(
    'worker reply of the wrong type (%s) - the fallback answers with a square number',
    async (behaviour) => {
      const reasons: string[] = [];
      const client = new AgentClient({
        createWorker: () => new FakeWorker(behaviour),
        onFallback: (r) => reasons.push(r),
      });
      const reply = await client.choose(request);
      expect(reply).toMatchObject({ square: expected('hard'), fallback: true });
      expect(typeof reply.square).toBe('number');
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toMatch(/answer could not be read/);
    },
  );

  test('worker cannot start - the fallback answers, and after repeated failures the worker is not tried again', async () => {
    const createWorker = vi.fn(() => {
      throw new Error('workers are blocked');
    });
    const client = new AgentClient({ createWorker, maxFailures: 2 });
    for (let i = 0; i < 4; i++) expect((await client.choose(request)).fallback).toBe(true);
    expect(createWorker).toHaveBeenCalledTimes(2);
    expect(client.usesWorker).toBe(false);
  });

  test('a new worker is made after a failure, and a good answer resets the count', async () => {
    let made = 0;
    const client = new AgentClient({ createWorker: () => new FakeWorker(made++ === 0 ? 'crash' : 'answer') });
    expect((await client.choose(request)).fallback).toBe(true);
    expect((await client.choose(request)).fallback).toBe(false);
    expect(made).toBe(2);
  });

  test('cancel - the promise rejects with an AbortError, the worker is stopped, a late answer is ignored', async () => {
    const workers: FakeWorker[] = [];
    const client = new AgentClient({
      createWorker: () => {
        const w = new FakeWorker('answer', 20);
        workers.push(w);
        return w;
      },
    });
    const first = client.choose(request);
    client.cancel();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0]!.terminated).toBe(true);
    const second = await client.choose({ ...request, agent: 'easy' });
    expect(second).toMatchObject({ square: expected('easy'), fallback: false });
  });

  test('a new request cancels the one in flight', async () => {
    const client = new AgentClient({ createWorker: () => new FakeWorker('answer', 10) });
    const first = client.choose(request);
    const second = client.choose({ ...request, agent: 'hard' });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect((await second).square).toBe(expected('hard'));
  });

  test('no worker configured (as in Node) - the requested agent answers on the main thread', async () => {
    const reply = await new AgentClient().choose({ ...request, agent: 'easy' });
    expect(reply).toMatchObject({ square: expected('easy'), fallback: false });
  });

  test('no worker, an opponent that cannot answer - the fallback answers, and says why', async () => {
    const reasons: string[] = [];
    const reply = await new AgentClient({ onFallback: (r) => reasons.push(r) }).choose({
      ...request,
      agent: 'grandmaster',
    });
    expect(reply).toMatchObject({ square: expected('hard'), fallback: true });
    expect(reasons).toHaveLength(1);
  });

  test('a bad record is an error a person can read, not a hang', async () => {
    const client = new AgentClient({ createWorker: () => new FakeWorker('answer') });
    await expect(client.choose({ ...request, record: 'square:6 c3 c3' })).rejects.toThrow(
      'move 2: c3 is occupied',
    );
  });
});
