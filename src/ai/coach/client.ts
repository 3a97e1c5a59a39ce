// The coach's main-thread side: asks the opponents' worker script (a worker of the coach's own,
// so a hint never waits behind an opponent's move) for hints and overlays, a promise per request.
// The newest request of a kind wins: the one before it resolves as cancelled, and a busy worker
// is stopped (an exact solve cannot be interrupted) and a fresh one serves the next. A fault or an
// overrun resolves with an error in words; nothing here ever blocks the page.

import { replayRecord } from '../../engine/index.ts';
import { WorkerSlot, type StoppableWorker } from '../worker-slot.ts';
import { answerCoach } from './answer.ts';
import { quickHint, type Hint } from './hint.ts';
import type { CoachFromWorker, CoachToWorker } from './messages.ts';
import type { Overlay } from './overlay.ts';
import type { Forecast } from './forecast.ts';

export type CoachWorkerLike = StoppableWorker<CoachToWorker>;

export type HintResult = { hint: Hint; ms: number } | { error: string; cancelled?: boolean };
export type OverlayResult = { overlay: Overlay; ms: number } | { error: string; cancelled?: boolean };
export type ForecastResult = { forecast: Forecast; ms: number } | { error: string; cancelled?: boolean };

type Kind = 'coach-hint' | 'coach-overlay' | 'coach-forecast';

/** One worker and the one request in flight on it. */
class Channel {
  private readonly slot: WorkerSlot<CoachToWorker, CoachFromWorker> | null;
  private pending: {
    id: number;
    resolve(m: CoachFromWorker | { error: string; cancelled?: boolean }): void;
    timer: ReturnType<typeof setTimeout>;
  } | null = null;
  private nextId = 1;

  constructor(
    private readonly kind: Kind,
    createWorker: (() => CoachWorkerLike) | undefined,
    private readonly timeoutMs: number,
  ) {
    this.slot = createWorker
      ? new WorkerSlot(
          createWorker,
          (m) => this.receive(m),
          (m) => this.stop(`the coach failed: ${m}`),
        )
      : null;
  }

  ask(record: string, guess = false): Promise<CoachFromWorker | { error: string; cancelled?: boolean }> {
    this.stop('a newer position was asked for', true);
    try {
      replayRecord(record);
    } catch (e) {
      return Promise.resolve({ error: (e as Error).message });
    }
    const id = this.nextId++;
    const slot = this.slot;
    const request = { type: this.kind, id, record, ...(guess ? { guess } : {}) } as CoachToWorker;
    if (!slot) return Promise.resolve().then(() => answerCoach(request));
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => this.stop(`no answer within ${Math.round(this.timeoutMs / 1000)} s`),
        this.timeoutMs,
      );
      this.pending = { id, resolve, timer };
      try {
        slot.post(request);
      } catch (e) {
        this.stop(`the coach could not start: ${(e as Error).message}`);
      }
    });
  }

  private receive(message: CoachFromWorker): void {
    const pending = this.pending;
    if (!pending || message?.id !== pending.id) return;
    this.pending = null;
    clearTimeout(pending.timer);
    pending.resolve(message);
  }

  /** Ends the request in flight with an error; a busy worker is stopped (a fresh one serves the next). */
  stop(reason: string, cancelled = false): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    this.slot?.stop();
    pending.resolve(cancelled ? { error: reason, cancelled } : { error: reason });
  }
}

/** How long a hint waits for the worker before the quick hint answers, in ms: a press is not left "thinking…" for long. */
export const HINT_WAIT_MS = 12_000;

/** The quick hint for `record`, or `why` the worker gave none when even that cannot be made (a bad record, a finished game). */
function answerQuickly(record: string, why: string): HintResult {
  const started = performance.now();
  try {
    return { hint: quickHint(replayRecord(record)), ms: performance.now() - started };
  } catch {
    return { error: why };
  }
}

export class CoachClient {
  private readonly hints: Channel;
  private readonly overlays: Channel;
  private readonly forecasts: Channel;

  /** Without `createWorker` (Node, tests) the answers are worked out here, after the current task. */
  constructor(createWorker?: () => CoachWorkerLike, timeoutMs = 30_000) {
    this.hints = new Channel('coach-hint', createWorker, Math.min(timeoutMs, HINT_WAIT_MS));
    this.overlays = new Channel('coach-overlay', createWorker, timeoutMs);
    this.forecasts = new Channel('coach-forecast', createWorker, timeoutMs);
  }

  /** The final margin with best play from the position `record` reaches (a newer request cancels this one). */
  async forecast(record: string): Promise<ForecastResult> {
    const reply = await this.forecasts.ask(record);
    if ('error' in reply) return reply;
    if (reply.type === 'coach-forecast' && reply.forecast) return { forecast: reply.forecast, ms: reply.ms };
    return { error: reply.type === 'error' ? reply.message : 'the answer could not be read' };
  }

  cancelForecast(): void {
    this.forecasts.stop('the position changed', true);
  }

  /**
   * The hint for the position `record` reaches (a newer request cancels this one). Where the worker
   * gives none in HINT_WAIT_MS or fails, the quick hint is asked of a fresh worker, and made here
   * where none answers: a hint always offers a move while there is one (only a cancelled request,
   * a bad record or a finished game has none).
   */
  async hint(record: string): Promise<HintResult> {
    const reply = await this.hints.ask(record);
    if ('error' in reply && reply.cancelled) return reply;
    if (!('error' in reply) && reply.type === 'coach-hint' && reply.hint)
      return { hint: reply.hint, ms: reply.ms };
    const why =
      'error' in reply
        ? reply.error
        : reply.type === 'error'
          ? reply.message
          : 'the answer could not be read';
    // The quick hint on a fresh worker (the slow one was stopped), else here if no worker can give it.
    const quick = await this.hints.ask(record, true);
    if ('error' in quick && quick.cancelled) return quick;
    if (!('error' in quick) && quick.type === 'coach-hint' && quick.hint)
      return { hint: quick.hint, ms: quick.ms };
    return answerQuickly(record, why);
  }

  /** Best moves for the position `record` reaches; a `guess` is the expert's first guess, at once. */
  async overlay(record: string, guess = false): Promise<OverlayResult> {
    const reply = await this.overlays.ask(record, guess);
    if ('error' in reply) return reply;
    if (reply.type === 'coach-overlay' && reply.overlay) return { overlay: reply.overlay, ms: reply.ms };
    return { error: reply.type === 'error' ? reply.message : 'the answer could not be read' };
  }

  /** Cancels the overlay in flight (the position changed): it resolves as cancelled. */
  cancelOverlay(): void {
    this.overlays.stop('the position changed', true);
  }

  cancelHint(): void {
    this.hints.stop('the position changed', true);
  }

  dispose(): void {
    this.hints.stop('closed', true);
    this.overlays.stop('closed', true);
    this.forecasts.stop('closed', true);
  }
}
