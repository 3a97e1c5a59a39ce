// The page's side of a review: asks a worker of its own (the opponents' worker script, asked to
// `analyse`) and hands each reviewed move on as it arrives, so the page never waits on the whole
// game and never freezes. A review cannot be interrupted inside the worker, so cancelling stops
// the worker and the next review starts a fresh one. Without a worker (the console, tests) the
// review runs here, a move per task.

import { analyseRecord, type MoveReview } from './analyse.ts';
import type { ReviewFromWorker, ReviewToWorker } from './review-messages.ts';

export interface ReviewWorkerLike {
  postMessage(message: ReviewToWorker): void;
  terminate(): void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onmessage: ((event: any) => void) | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onerror: ((event: any) => void) | null;
}

/** How a review ended: every move reviewed (and how long it took), or why not. */
export type ReviewEnd = { done: true; ms: number } | { done: false; error: string };

export class ReviewClient {
  private worker: ReviewWorkerLike | null = null;
  private nextId = 1;
  private pending: { id: number; onMove(review: MoveReview): void; resolve(end: ReviewEnd): void; timer: ReturnType<typeof setTimeout> | null } | null = null;

  /** `silenceMs`: a review that sends nothing for this long is given up. */
  constructor(private readonly createWorker?: () => ReviewWorkerLike, private readonly silenceMs = 30_000) {}

  /** Reviews a record move by move; a review still running ends with an error first. */
  analyse(record: string, onMove: (review: MoveReview) => void, options: { nodes?: number; from?: number } = {}): Promise<ReviewEnd> {
    this.stop('a newer review was asked for');
    const id = this.nextId++;
    return new Promise<ReviewEnd>((resolve) => {
      this.pending = { id, onMove, resolve, timer: null };
      if (!this.createWorker) {
        this.runHere(id, record, options);
        return;
      }
      this.wait();
      try {
        this.ensureWorker().postMessage({ type: 'analyse', id, record, ...options });
      } catch (e) {
        this.stop(`the review could not start: ${(e as Error).message}`);
      }
    });
  }

  /** Ends the review in flight, if any. */
  cancel(): void {
    this.stop('the review was closed');
  }

  dispose(): void {
    this.cancel();
  }

  private runHere(id: number, record: string, options: { nodes?: number; from?: number }): void {
    const started = performance.now();
    let moves: Iterator<MoveReview>;
    try {
      moves = analyseRecord(record, options);
    } catch (e) {
      this.receive({ type: 'error', id, message: (e as Error).message });
      return;
    }
    const step = () => {
      if (this.pending?.id !== id) return;
      try {
        const next = moves.next();
        if (next.done) this.receive({ type: 'analysed', id, ms: performance.now() - started });
        else {
          this.receive({ type: 'reviewed', id, review: next.value });
          setTimeout(step, 0);
        }
      } catch (e) {
        this.receive({ type: 'error', id, message: (e as Error).message });
      }
    };
    setTimeout(step, 0);
  }

  private ensureWorker(): ReviewWorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker!();
    worker.onmessage = (event: { data: ReviewFromWorker }) => this.receive(event.data);
    worker.onerror = (event: { message?: string }) => this.stop(`the review failed: ${event?.message ?? 'unknown error'}`);
    this.worker = worker;
    return worker;
  }

  /** (Re)starts the silence timer: every message from the worker shows it is still working. */
  private wait(): void {
    const pending = this.pending;
    if (!pending) return;
    if (pending.timer !== null) clearTimeout(pending.timer);
    pending.timer = setTimeout(() => this.stop(`the review gave no answer within ${Math.round(this.silenceMs / 1000)} s`), this.silenceMs);
  }

  private receive(message: ReviewFromWorker): void {
    const pending = this.pending;
    if (!pending || message?.id !== pending.id) return;
    if (message.type === 'reviewed' && message.review) {
      if (this.worker) this.wait();
      pending.onMove(message.review);
      return;
    }
    this.pending = null;
    if (pending.timer !== null) clearTimeout(pending.timer);
    if (message.type === 'analysed') pending.resolve({ done: true, ms: message.ms });
    else pending.resolve({ done: false, error: message.type === 'error' ? message.message : 'the answer could not be read' });
  }

  /** Ends the review in flight with an error; a busy worker is stopped (a fresh one serves the next). */
  private stop(reason: string): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    if (pending.timer !== null) clearTimeout(pending.timer);
    const worker = this.worker;
    this.worker = null;
    if (worker) {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
    }
    pending.resolve({ done: false, error: reason });
  }
}
