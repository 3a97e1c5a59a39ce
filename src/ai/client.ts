// The main-thread side of the opponents' worker: one promise per request, cancel, and a
// fallback to `hard` on the main thread (a fraction of a millisecond) when the worker cannot
// be made, throws, or overruns, so the game never hangs. Without a worker (Node: the CLI, the
// tests) the requested opponent answers on the main thread, by the same answerRequest.

import { answerRequest, FALLBACK_AGENT, fallbackReply } from './answer.ts';
import type { AgentReply, AgentRequest, FromWorker, ToWorker } from './messages.ts';

export type { AgentReply, AgentRequest } from './messages.ts';

/**
 * The part of a Worker the client uses; a DOM Worker is one, and tests pass fakes. The handlers
 * take `any` events because DOM Workers type them as MessageEvent/ErrorEvent, which fakes are not.
 */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onmessage: ((event: any) => void) | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onerror: ((event: any) => void) | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onmessageerror?: ((event: any) => void) | null;
}

export interface AgentClientOptions {
  /** Makes the worker; without one (as in Node) the requested agent answers on the main thread. */
  createWorker?: () => WorkerLike;
  /** Safety net: a worker that has not answered by then is stopped and the fallback answers. */
  timeoutMs?: number;
  /**
   * The same for `perfect`, which searches exactly from 20 moves left: 1 to 3.5 s of one core
   * here, and a slow tablet may take several times that.
   */
  perfectTimeoutMs?: number;
  fallbackAgent?: string;
  /** After this many failures in a row the worker is not tried again. */
  maxFailures?: number;
  /** Told of every fallback, e.g. to show a notice or log it. */
  onFallback?: (reason: string) => void;
}

/** What a match needs of the opponents' client: a promise per request, and cancel. */
export interface OpponentClient {
  /** The opponent's move; rejects only with an AbortError, when cancelled. */
  choose(request: AgentRequest): Promise<AgentReply>;
  cancel(): void;
  dispose(): void;
}

interface Pending {
  id: number;
  request: AgentRequest;
  resolve(reply: AgentReply): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export class AgentClient implements OpponentClient {
  private worker: WorkerLike | null = null;
  private pending: Pending | null = null;
  private nextId = 1;
  private failures = 0;
  private readonly options: Required<Omit<AgentClientOptions, 'createWorker' | 'onFallback'>> &
    AgentClientOptions;

  constructor(options: AgentClientOptions = {}) {
    this.options = {
      timeoutMs: 10_000,
      perfectTimeoutMs: 30_000,
      fallbackAgent: FALLBACK_AGENT,
      maxFailures: 3,
      ...options,
    };
  }

  /** The agent's move. Never rejects for a worker fault; rejects with an AbortError when cancelled. */
  choose(request: AgentRequest): Promise<AgentReply> {
    this.cancel();
    if (!this.options.createWorker) return Promise.resolve().then(() => this.answerHere(request));
    const worker = this.ensureWorker();
    if (!worker) return Promise.resolve().then(() => this.fallback(request, 'the worker failed repeatedly'));
    return new Promise<AgentReply>((resolve, reject) => {
      const id = this.nextId++;
      const limit = request.agent === 'perfect' ? this.options.perfectTimeoutMs : this.options.timeoutMs;
      const timer = setTimeout(() => this.fail(id, `the opponent did not answer within ${limit} ms`), limit);
      this.pending = { id, request, resolve, reject, timer };
      try {
        worker.postMessage({ type: 'choose', id, ...request });
      } catch (e) {
        this.fail(id, `the worker could not be asked: ${(e as Error).message}`);
      }
    });
  }

  /** Cancels the request in flight: its promise rejects with an AbortError, and the worker stops thinking. */
  cancel(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    // A worker mid-search cannot be interrupted: stop it, and make a fresh one on the next request.
    this.dropWorker();
    const error = new Error('the request was cancelled');
    error.name = 'AbortError';
    pending.reject(error);
  }

  dispose(): void {
    this.cancel();
    this.dropWorker();
  }

  /** Whether requests still go to a worker (false after repeated failures, or with none). */
  get usesWorker(): boolean {
    return this.options.createWorker !== undefined && this.failures < this.options.maxFailures;
  }

  private ensureWorker(): WorkerLike | null {
    if (this.worker) return this.worker;
    if (!this.usesWorker) return null;
    try {
      const worker = this.options.createWorker!();
      worker.onmessage = (event: { data: FromWorker }) => this.receive(event.data);
      worker.onerror = (event) => this.failCurrent(`the worker failed: ${describe(event)}`);
      worker.onmessageerror = () => this.failCurrent('the worker sent a message that could not be read');
      this.worker = worker;
      return worker;
    } catch (e) {
      this.failures++;
      this.options.onFallback?.(`the worker could not be started: ${(e as Error).message}`);
      return null;
    }
  }

  private receive(message: FromWorker): void {
    const pending = this.pending;
    if (!pending || message?.id !== pending.id) return; // a late answer to a cancelled request
    if (message.type === 'error') {
      this.fail(pending.id, `the opponent could not move: ${message.message}`);
      return;
    }
    const unreadable = unreadableReply(message);
    if (unreadable) {
      this.fail(pending.id, `the opponent's answer could not be read: ${unreadable}`);
      return;
    }
    this.pending = null;
    clearTimeout(pending.timer);
    this.failures = 0;
    const { type: _type, id: _id, ...reply } = message;
    pending.resolve({ ...reply, fallback: false });
  }

  private failCurrent(reason: string): void {
    if (this.pending) this.fail(this.pending.id, reason);
    else {
      this.failures++;
      this.dropWorker();
    }
  }

  private fail(id: number, reason: string): void {
    const pending = this.pending;
    if (!pending || pending.id !== id) return;
    this.pending = null;
    clearTimeout(pending.timer);
    this.failures++;
    this.dropWorker();
    try {
      pending.resolve(this.fallback(pending.request, reason));
    } catch (e) {
      pending.reject(e as Error);
    }
  }

  /** The requested agent's move on this thread, or the fallback's if it cannot answer. */
  private answerHere(request: AgentRequest): AgentReply {
    try {
      return { ...answerRequest(request), fallback: false };
    } catch (e) {
      return this.fallback(request, `the opponent could not move: ${(e as Error).message}`);
    }
  }

  private fallback(request: AgentRequest, reason: string): AgentReply {
    this.options.onFallback?.(reason);
    return fallbackReply(request, reason, this.options.fallbackAgent);
  }

  private dropWorker(): void {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    worker.onmessage = null;
    worker.onerror = null;
    try {
      worker.terminate();
    } catch {
      // Already gone: nothing to stop.
    }
  }
}

/** What is wrong with a worker's move message, or null when it is a move the game can play. */
function unreadableReply(message: FromWorker): string | null {
  if (message.type !== 'move')
    return `a message of type ${JSON.stringify(String(message.type)).slice(0, 40)}`;
  if (typeof message.square !== 'number' || !Number.isInteger(message.square) || message.square < 0) {
    return `the square ${JSON.stringify(message.square)?.slice(0, 40) ?? 'undefined'} is not a square number`;
  }
  if (typeof message.move !== 'string') return 'the move has no name';
  return null;
}

function describe(event: unknown): string {
  if (event && typeof event === 'object' && 'message' in event)
    return String((event as { message: unknown }).message);
  return 'unknown error';
}
