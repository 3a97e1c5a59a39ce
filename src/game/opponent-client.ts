// What the match needs from the opponents' client (src/ai/client.ts): a promise per request, and
// cancel. `LocalOpponentClient` is the same shape on the main thread, for unit tests in Node and
// as the last resort when no worker can be made.

import { createAgent } from '../ai/index.ts';
import { replayRecord } from '../engine/index.ts';
import { squareName } from '../engine/index.ts';

export interface OpponentRequest {
  /** The game so far, starting with its rules id. */
  record: string;
  agent: string;
}

export interface OpponentReply {
  square: number;
  move: string;
  ms: number;
  fallback: boolean;
  nodes?: number;
  depth?: number;
}

export interface OpponentClient {
  choose(request: OpponentRequest): Promise<OpponentReply>;
  cancel(): void;
  dispose(): void;
}

export function abortError(): Error {
  const e = new Error('the request was cancelled');
  e.name = 'AbortError';
  return e;
}

/** Chooses on the calling thread after `delayMs` (0 in tests), so a cancel can still land first. */
export class LocalOpponentClient implements OpponentClient {
  private pending: { reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor(private readonly delayMs = 0) {}

  choose(request: OpponentRequest): Promise<OpponentReply> {
    this.cancel();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending = null;
        try {
          const started = performance.now();
          const position = replayRecord(request.record);
          const { square, nodes, depth } = createAgent(request.agent).choose(position);
          resolve({
            square, move: squareName(position.layout, square), ms: performance.now() - started,
            fallback: false, nodes, depth,
          });
        } catch (e) {
          reject(e as Error);
        }
      }, this.delayMs);
      this.pending = { reject, timer };
    });
  }

  cancel(): void {
    if (!this.pending) return;
    clearTimeout(this.pending.timer);
    this.pending.reject(abortError());
    this.pending = null;
  }

  dispose(): void {
    this.cancel();
  }
}
