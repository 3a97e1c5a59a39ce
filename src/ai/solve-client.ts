// The builder's exact solver, in a worker of its own (the opponents' worker script, asked to
// `solve`), so the page stays responsive. The newest request wins: a solve cannot be interrupted,
// so a busy worker is stopped and a fresh one started. A solve that takes too long is given up.

import { replayRecord } from '../engine/index.ts';
import { solvePosition } from './expert/solve.ts';
import type { SolveFromWorker, SolveToWorker } from './messages.ts';

/** The largest board the builder solves: beyond it an exact solve takes minutes. */
export const MAX_SOLVE_SQUARES = 20;

export interface SolveWorkerLike {
  postMessage(message: SolveToWorker): void;
  terminate(): void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onmessage: ((event: any) => void) | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onerror: ((event: any) => void) | null;
}

/** The value with best play (player 1's final lead), or why there is none. */
export type SolveResult = { value: number; ms: number } | { error: string };

export class SolveClient {
  private worker: SolveWorkerLike | null = null;
  private nextId = 1;
  private pending: { id: number; resolve(r: SolveResult): void; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor(private readonly createWorker?: () => SolveWorkerLike, private readonly timeoutMs = 30_000) {}

  /** Solves the position a record reaches; an earlier request still running resolves with an error. */
  solve(record: string): Promise<SolveResult> {
    this.stop('a newer board was asked for');
    let size: number;
    try {
      size = replayRecord(record).layout.size;
    } catch (e) {
      return Promise.resolve({ error: (e as Error).message });
    }
    if (size > MAX_SOLVE_SQUARES) return Promise.resolve({ error: `only boards of up to ${MAX_SOLVE_SQUARES} squares are solved` });
    if (!this.createWorker) {
      const started = performance.now();
      return Promise.resolve().then(() => ({ value: solvePosition(replayRecord(record), { tableBits: 20, valueOnly: true }).value, ms: performance.now() - started }));
    }
    return new Promise<SolveResult>((resolve) => {
      const id = this.nextId++;
      const timer = setTimeout(() => this.stop(`no answer within ${Math.round(this.timeoutMs / 1000)} s`), this.timeoutMs);
      this.pending = { id, resolve, timer };
      try {
        const worker = this.ensureWorker();
        worker.postMessage({ type: 'solve', id, record });
      } catch (e) {
        this.stop(`the solver could not start: ${(e as Error).message}`);
      }
    });
  }

  dispose(): void {
    this.stop('closed');
  }

  private ensureWorker(): SolveWorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker!();
    worker.onmessage = (event: { data: SolveFromWorker }) => this.receive(event.data);
    worker.onerror = (event: { message?: string }) => this.stop(`the solver failed: ${event?.message ?? 'unknown error'}`);
    this.worker = worker;
    return worker;
  }

  private receive(message: SolveFromWorker): void {
    const pending = this.pending;
    if (!pending || message?.id !== pending.id) return;
    this.pending = null;
    clearTimeout(pending.timer);
    if (message.type === 'solved' && typeof message.value === 'number') pending.resolve({ value: message.value, ms: message.ms });
    else pending.resolve({ error: message.type === 'error' ? message.message : 'the answer could not be read' });
  }

  /** Ends the request in flight with an error; a busy worker is stopped (a fresh one serves the next). */
  private stop(reason: string): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    const worker = this.worker;
    this.worker = null;
    if (worker) {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
    }
    pending.resolve({ error: reason });
  }
}
