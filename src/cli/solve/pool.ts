// The solve's worker threads as a pool of tasks: run(task) queues it, the next free thread takes
// it, and the promise gets the thread's answer. Tasks are taken in the order they were queued.

import { Worker } from 'node:worker_threads';
import { workerScript } from './worker-script.ts';
import type { SolveTask, TaskAnswer, WorkerSetup } from './shared.ts';

interface Queued {
  task: SolveTask;
  resolve(answer: TaskAnswer): void;
  reject(error: Error): void;
}

export interface ThreadAccount {
  tasks: number;
  seconds: number;
  cpu: number | null;
}

export class SolvePool {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly queue: Queued[] = [];
  private readonly current = new Map<Worker, Queued>();
  /** Positions searched by the tasks finished so far. */
  finishedNodes = 0;
  /** Each thread's account: tasks done, seconds spent on them, processor time so far (null where unknown). */
  readonly accounts: ThreadAccount[] = [];

  constructor(threads: number, setup: Omit<WorkerSetup, 'slot'>) {
    const script = workerScript();
    for (let slot = 0; slot < threads; slot++) {
      const worker = new Worker(script);
      worker.postMessage({ ...setup, slot });
      const account: ThreadAccount = { tasks: 0, seconds: 0, cpu: null };
      this.accounts.push(account);
      worker.on('message', (answer: TaskAnswer) => {
        account.tasks++;
        account.seconds += answer.seconds;
        account.cpu = answer.cpu;
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

  /**
   * Asked for more work when a thread is free and no task is queued: answers whether it queued
   * some. Work started only then sees every bound found before it.
   */
  whenIdle: (() => boolean) | null = null;

  /** Hands queued tasks to free threads, and asks whenIdle for more while threads stay free. */
  dispatch(): void {
    while (this.idle.length > 0) {
      if (this.queue.length === 0) {
        if (this.whenIdle?.() !== true) return;
        continue;
      }
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
