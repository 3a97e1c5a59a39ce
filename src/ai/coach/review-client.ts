// The page's side of a review: asks a worker of its own (the opponents' worker script, asked to
// `analyse`) and hands each reviewed move on as it arrives, so the page never waits on the whole
// game and never freezes. A review cannot be interrupted inside the worker, so cancelling stops
// the worker and the next review starts a fresh one. Without a worker (the console, tests) the
// review runs here, a move per task.

import { analyseRecord, type AnalyseOptions, type MoveReview } from './analyse.ts';
import type { ReviewFromWorker, ReviewToWorker } from './review-messages.ts';
import { WorkerSlot, type StoppableWorker } from '../worker-slot.ts';

export type ReviewWorkerLike = StoppableWorker<ReviewToWorker>;

/** What a page may ask of a review: the estimate's budget, the first move, the person's seats. */
export type ReviewOptions = Pick<AnalyseOptions, 'nodes' | 'from' | 'hintSeats'>;

/** How a review ended: every move reviewed (and how long it took), or why not. */
export type ReviewEnd = { done: true; ms: number } | { done: false; error: string };

export class ReviewClient {
  private readonly slot: WorkerSlot<ReviewToWorker, ReviewFromWorker> | null;
  private nextId = 1;
  private pending: {
    id: number;
    onMove(review: MoveReview): void;
    resolve(end: ReviewEnd): void;
    timer: ReturnType<typeof setTimeout> | null;
  } | null = null;

  /**
   * `silenceMs`: a review that sends nothing for this long is given up. Each move's work is bounded
   * in positions (position-value.ts), a second or two of a free core; at a load of 17 on two cores
   * the slowest move of a 61-hexagon capture game took 20 s in a browser's worker.
   */
  constructor(
    createWorker?: () => ReviewWorkerLike,
    private readonly silenceMs = 60_000,
  ) {
    this.slot = createWorker
      ? new WorkerSlot(
          createWorker,
          (m) => this.receive(m),
          (m) => this.stop(`the review failed: ${m}`),
        )
      : null;
  }

  /** Reviews a record move by move; a review still running ends with an error first. */
  analyse(
    record: string,
    onMove: (review: MoveReview) => void,
    options: ReviewOptions = {},
  ): Promise<ReviewEnd> {
    this.stop('a newer review was asked for');
    const id = this.nextId++;
    return new Promise<ReviewEnd>((resolve) => {
      this.pending = { id, onMove, resolve, timer: null };
      const slot = this.slot;
      if (!slot) {
        this.runHere(id, record, options);
        return;
      }
      this.wait();
      try {
        slot.post({ type: 'analyse', id, record, ...options });
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

  private runHere(id: number, record: string, options: ReviewOptions): void {
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

  /** (Re)starts the silence timer: every message from the worker shows it is still working. */
  private wait(): void {
    const pending = this.pending;
    if (!pending) return;
    if (pending.timer !== null) clearTimeout(pending.timer);
    pending.timer = setTimeout(
      () => this.stop(`the review gave no answer within ${Math.round(this.silenceMs / 1000)} s`),
      this.silenceMs,
    );
  }

  private receive(message: ReviewFromWorker): void {
    const pending = this.pending;
    if (!pending || message?.id !== pending.id) return;
    if (message.type === 'reviewed' && message.review) {
      if (this.slot?.running) this.wait();
      pending.onMove(message.review);
      return;
    }
    this.pending = null;
    if (pending.timer !== null) clearTimeout(pending.timer);
    if (message.type === 'analysed') pending.resolve({ done: true, ms: message.ms });
    else
      pending.resolve({
        done: false,
        error: message.type === 'error' ? message.message : 'the answer could not be read',
      });
  }

  /** Ends the review in flight with an error; a busy worker is stopped (a fresh one serves the next). */
  private stop(reason: string): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    if (pending.timer !== null) clearTimeout(pending.timer);
    this.slot?.stop();
    pending.resolve({ done: false, error: reason });
  }
}
