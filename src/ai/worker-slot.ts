// One worker of a client's own, made on first use. A request on it cannot be interrupted, so
// stopping the slot ends the worker, and the next request makes a fresh one.

/** A worker as the clients use it (a browser Worker, or a test's fake). */
export interface StoppableWorker<To> {
  postMessage(message: To): void;
  terminate(): void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onmessage: ((event: any) => void) | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onerror: ((event: any) => void) | null;
}

export class WorkerSlot<To, From> {
  private worker: StoppableWorker<To> | null = null;

  /** `onFault` is told the worker's error message when the worker itself fails. */
  constructor(
    private readonly create: () => StoppableWorker<To>,
    private readonly onMessage: (message: From) => void,
    private readonly onFault: (message: string) => void,
  ) {}

  /** Whether a worker is running now. */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Posts to the worker, making one first if none runs (throws when it cannot be made). */
  post(message: To): void {
    if (!this.worker) {
      const worker = this.create();
      worker.onmessage = (event: { data: From }) => this.onMessage(event.data);
      worker.onerror = (event: { message?: string }) => this.onFault(event?.message ?? 'unknown error');
      this.worker = worker;
    }
    this.worker.postMessage(message);
  }

  /** Ends the worker, if one runs, and whatever it was working on. */
  stop(): void {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
  }
}
