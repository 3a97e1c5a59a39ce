// The worker's dispatch: each request type reaches its handler and the reply carries the request's
// id; a handler that throws becomes an `error` reply; a message of no known type is ignored.
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { createAgent } from '../../src/ai/index.ts';
import { replayRecord } from '../../src/engine/index.ts';

const posted: unknown[] = [];
const scope: { onmessage: ((event: { data: unknown }) => void) | null; postMessage(m: unknown): void } = {
  onmessage: null,
  postMessage: (m) => posted.push(m),
};

function ask(data: unknown): unknown[] {
  posted.length = 0;
  scope.onmessage!({ data });
  return [...posted];
}

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('../../src/ai/worker.ts');
});

describe('worker', () => {
  test('choose - the requested opponent moves, under the request id', () => {
    const square = createAgent('hard').choose(replayRecord('square:4 b3')).square;
    expect(ask({ type: 'choose', id: 7, record: 'square:4 b3', agent: 'hard' })).toEqual([
      expect.objectContaining({ type: 'move', id: 7, square }),
    ]);
  });

  test('solve - the exact value, under the request id', () => {
    const [reply] = ask({ type: 'solve', id: 8, record: 'grid:2x2 a2 b2' }) as {
      type: string;
      id: number;
      value: number;
    }[];
    expect(reply).toMatchObject({ type: 'solved', id: 8 });
    expect(Number.isInteger(reply!.value)).toBe(true);
  });

  test('a request that cannot be answered - an error reply a person can read', () => {
    expect(ask({ type: 'choose', id: 9, record: 'square:4 b3 b3', agent: 'hard' })).toEqual([
      { type: 'error', id: 9, message: expect.stringContaining('b3 is occupied') },
    ]);
  });

  test.each([[{ type: 'dance', id: 1 }], [{ type: 'toString', id: 1 }], [null], ['choose']])(
    'an unknown message (%j) - ignored',
    (data) => {
      expect(ask(data)).toEqual([]);
    },
  );
});
