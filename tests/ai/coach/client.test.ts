// The coach's client, with the worker faked: one that answers as worker.ts does, one that stalls,
// one that faults. The newest request wins; a cancelled or faulty one resolves with words, but a
// hint, made quickly where the worker gave none.
import { describe, expect, test } from 'vitest';
import { answerCoach } from '../../../src/ai/coach/answer.ts';
import { quickHint } from '../../../src/ai/coach/hint.ts';
import { replayRecord } from '../../../src/engine/index.ts';
import { CoachClient, type CoachWorkerLike } from '../../../src/ai/coach/client.ts';
import type { CoachFromWorker, CoachToWorker } from '../../../src/ai/coach/messages.ts';

class FakeCoach implements CoachWorkerLike {
  onmessage: ((event: { data: CoachFromWorker }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  terminated = false;
  constructor(private readonly behave: 'answer' | 'stall' | 'fault' = 'answer') {}
  postMessage(message: CoachToWorker): void {
    setTimeout(() => {
      if (this.terminated || this.behave === 'stall') return;
      if (this.behave === 'fault') this.onerror?.({ message: 'out of memory' });
      else this.onmessage?.({ data: answerCoach(message) });
    }, 5);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const RECORD = 'square:4 a1 b2 c3 d4 a2 b3 c4 d1';

describe('coach client', () => {
  test('answers the same through a worker as without one', async () => {
    const direct = await new CoachClient().hint(RECORD);
    const through = await new CoachClient(() => new FakeCoach()).hint(RECORD);
    expect(through).toMatchObject({ hint: { square: (direct as { hint: { square: number } }).hint.square } });
    const overlay = await new CoachClient(() => new FakeCoach()).overlay(RECORD);
    expect(overlay).toMatchObject({ overlay: { available: true } });
    expect((overlay as { overlay: { values: unknown[] } }).overlay.values).toHaveLength(8);
  });

  test('a newer overlay ends the one in flight and stops its busy worker; cancel does too', async () => {
    const workers: FakeCoach[] = [];
    const client = new CoachClient(() => {
      const w = new FakeCoach();
      workers.push(w);
      return w;
    });
    const first = client.overlay('square:4');
    const second = client.overlay(RECORD);
    expect(await first).toEqual({ error: 'a newer position was asked for', cancelled: true });
    expect(await second).toMatchObject({ overlay: { available: true } });
    expect(workers[0]!.terminated).toBe(true);
    const third = client.overlay(RECORD);
    client.cancelOverlay();
    expect(await third).toEqual({ error: 'the position changed', cancelled: true });
  });

  test('a hint the worker gives none of in time, or fails on, is made quickly here: a hint always offers a move', async () => {
    const stalled = new FakeCoach('stall');
    const late = await new CoachClient(() => stalled, 50).hint(RECORD);
    expect(stalled.terminated).toBe(true);
    const faulty = await new CoachClient(() => new FakeCoach('fault')).hint(RECORD);
    const legal = replayRecord(RECORD).legalMoveList();
    for (const reply of [late, faulty]) {
      expect(reply).toMatchObject({ hint: { square: expect.any(Number) } });
      expect(legal).toContain((reply as { hint: { square: number } }).hint.square);
    }
    expect(late).toEqual({ ...late, hint: quickHint(replayRecord(RECORD)) });
    // Where a fresh worker answers, the quick hint is its: the slow one stopped, the quick one asked there.
    const made: FakeCoach[] = [];
    const asked: CoachToWorker[] = [];
    const client = new CoachClient(() => {
      const w = new FakeCoach(made.length === 0 ? 'stall' : 'answer');
      const post = w.postMessage.bind(w);
      w.postMessage = (m) => (asked.push(m), post(m));
      made.push(w);
      return w;
    }, 50);
    expect(await client.hint(RECORD)).toEqual({
      hint: quickHint(replayRecord(RECORD)),
      ms: expect.any(Number),
    });
    expect(made.map((w) => w.terminated)).toEqual([true, false]);
    expect(asked.map((m) => m.type === 'coach-hint' && m.guess === true)).toEqual([false, true]);
  });

  test('a stalled or faulty worker and a bad record resolve with an error in words', async () => {
    const stalled = new FakeCoach('stall');
    expect(await new CoachClient(() => stalled, 50).overlay(RECORD)).toEqual({
      error: 'no answer within 0 s',
    });
    expect(stalled.terminated).toBe(true);
    expect(await new CoachClient(() => new FakeCoach('fault')).overlay(RECORD)).toEqual({
      error: 'the coach failed: out of memory',
    });
    expect(await new CoachClient().hint('square:4 a1 a1')).toMatchObject({
      error: expect.stringMatching(/a1/),
    });
    expect(
      await new CoachClient(() => new FakeCoach()).hint(
        'square:4 a1 b1 c1 d1 a2 b2 c2 d2 a3 b3 c3 d3 a4 b4 c4 d4',
      ),
    ).toEqual({ error: 'the game is over: there is no move to suggest' });
  });
});
