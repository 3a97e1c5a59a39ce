// The solve's worker threads as a pool of tasks: run(task) queues it, the next free thread takes
// it, and the promise gets the thread's answer. Tasks are taken in the order they were queued.

import { Worker } from 'node:worker_threads';
import type { SolveTask, TaskAnswer, WorkerSetup } from './shared.ts';

interface Queued {
  task: SolveTask;
  resolve(answer: TaskAnswer): void;
  reject(error: Error): void;
}

export class SolvePool {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly queue: Queued[] = [];
  private readonly current = new Map<Worker, Queued>();
  /** Positions searched by the tasks finished so far. */
  finishedNodes = 0;

  constructor(threads: number, setup: Omit<WorkerSetup, 'slot'>) {
    // The worker is TypeScript: a small script registers tsx's loader in the thread, then imports
    // it (Node 20 does not pass a parent's --import loader on to worker threads).
    const workerUrl = new URL('./worker.ts', import.meta.url).href;
    const tsxUrl = import.meta.resolve('tsx/esm/api');
    const boot = `import(${JSON.stringify(tsxUrl)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); });`;
    for (let slot = 0; slot < threads; slot++) {
      const worker = new Worker(boot, { eval: true });
      worker.postMessage({ ...setup, slot });
      worker.on('message', (answer: TaskAnswer) => {
        const job = this.current.get(worker)!;
        this.current.delete(worker);
        this.finishedNodes += answer.nodes;
        this.idle.push(worker);
        job.resolve(answer);
        this.dispatch();
      });
      worker.on('error', (e) => {
        this.current.get(worker)?.reject(e);
        for (const job of this.queue.splice(0)) job.reject(e);
      });
      this.all.push(worker);
      this.idle.push(worker);
    }
  }

  run(task: SolveTask): Promise<TaskAnswer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.shift()!;
      const job = this.queue.shift()!;
      this.current.set(worker, job);
      worker.postMessage(job.task);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((w) => w.terminate()));
  }
}
