// The builder's exact solver, in a worker of its own (the opponents' worker script, asked to
// `solve`), so the page stays responsive. The newest request wins: a solve cannot be interrupted,
// so a busy worker is stopped and a fresh one started. A solve that takes too long is given up.

import { replayRecord } from '../engine/index.ts';
import type { SolveFromWorker, SolveToWorker } from './messages.ts';
import { answerSolve } from './solve-answer.ts';
import { WorkerSlot, type StoppableWorker } from './worker-slot.ts';

/** The largest board the builder solves: beyond it an exact solve takes minutes. */
export const MAX_SOLVE_SQUARES = 20;

export type SolveWorkerLike = StoppableWorker<SolveToWorker>;

/** The value with best play (player 1's final lead), or why there is none. */
export type SolveResult = { value: number; ms: number } | { error: string };

export class SolveClient {
  private readonly slot: WorkerSlot<SolveToWorker, SolveFromWorker> | null;
  private nextId = 1;
  private pending: {
    id: number;
    resolve(r: SolveResult): void;
    timer: ReturnType<typeof setTimeout>;
  } | null = null;

  constructor(
    createWorker?: () => SolveWorkerLike,
    private readonly timeoutMs = 30_000,
  ) {
    this.slot = createWorker
      ? new WorkerSlot(
          createWorker,
          (m) => this.receive(m),
          (m) => this.stop(`the solver failed: ${m}`),
        )
      : null;
  }

  /** Solves the position a record reaches; an earlier request still running resolves with an error. */
  solve(record: string): Promise<SolveResult> {
    this.stop('a newer board was asked for');
    let size: number;
    try {
      size = replayRecord(record).layout.size;
    } catch (e) {
      return Promise.resolve({ error: (e as Error).message });
    }
    if (size > MAX_SOLVE_SQUARES)
      return Promise.resolve({ error: `only boards of up to ${MAX_SOLVE_SQUARES} squares are solved` });
    const slot = this.slot;
    if (!slot) {
      return Promise.resolve().then(() => {
        const { value, ms } = answerSolve({ type: 'solve', id: 0, record });
        return { value, ms };
      });
    }
    return new Promise<SolveResult>((resolve) => {
      const id = this.nextId++;
      const timer = setTimeout(
        () => this.stop(`no answer within ${Math.round(this.timeoutMs / 1000)} s`),
        this.timeoutMs,
      );
      this.pending = { id, resolve, timer };
      try {
        slot.post({ type: 'solve', id, record });
      } catch (e) {
        this.stop(`the solver could not start: ${(e as Error).message}`);
      }
    });
  }

  dispose(): void {
    this.stop('closed');
  }

  private receive(message: SolveFromWorker): void {
    const pending = this.pending;
    if (!pending || message?.id !== pending.id) return;
    this.pending = null;
    clearTimeout(pending.timer);
    if (message.type === 'solved' && typeof message.value === 'number')
      pending.resolve({ value: message.value, ms: message.ms });
    else
      pending.resolve({ error: message.type === 'error' ? message.message : 'the answer could not be read' });
  }

  /** Ends the request in flight with an error; a busy worker is stopped (a fresh one serves the next). */
  private stop(reason: string): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    this.slot?.stop();
    pending.resolve({ error: reason });
  }
}
