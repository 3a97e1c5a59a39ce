// A solve's worker thread: one table shared by all the threads and kept for all their tasks
// (every position of the solve is of one game, and table values are the rest of the game,
// whatever the path), each task's position rebuilt from its record. A test task stops early
// when a sibling has already refuted the move they answer.

import { parentPort } from 'node:worker_threads';
import { replayRecord } from '../../engine/index.ts';
import { ExactSearch } from '../../ai/expert/exact.ts';
import { solveClass } from '../../ai/expert/root-moves.ts';
import {
  raiseBest,
  readBest,
  STOP,
  type SolveTask,
  type TaskAnswer,
  type ThreadTime,
  type WorkerSetup,
} from './shared.ts';
import { threadCpuSeconds } from './thread-time.ts';

const port = parentPort!;
let setup: WorkerSetup | null = null;
let search: ExactSearch | null = null;
let progress: Float64Array<ArrayBufferLike> = new Float64Array(0);

/** An answer before its thread's times are added. */
type Answer = DistributiveOmit<TaskAnswer, keyof ThreadTime>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Thrown from the search's pulse to drop a test whose answer a sibling has made needless. */
class Stopped extends Error {}

port.on('message', (message: WorkerSetup | SolveTask) => {
  if (!('kind' in message)) {
    setup = message;
    search = new ExactSearch(message.tableBits, message.mirrored, message.table);
    progress = new Float64Array(message.nodes);
    return;
  }
  const started = performance.now();
  const answer = message.kind === 'class' ? solveOne(message) : test(message);
  progress[setup!.slot] = 0;
  port.postMessage({
    ...answer,
    seconds: (performance.now() - started) / 1000,
    cpu: threadCpuSeconds(),
  } satisfies TaskAnswer);
});

function solveOne(task: Extract<SolveTask, { kind: 'class' }>): Answer {
  const s = search!;
  const position = replayRecord(task.record, { equalMoves: setup!.equalMoves });
  s.onPulse = (n) => {
    progress[setup!.slot] = n;
  };
  const outcome = solveClass(s, position, task.squares, readBest(task.best), task.tiesExact);
  if (outcome.exact) raiseBest(task.best, outcome.rest);
  return { kind: 'class', ...outcome };
}

/**
 * Whether the reply reaches x (with the bound found). A reply that does, when `stopSiblings`,
 * tells the siblings to stop: the move they answer is refuted already.
 */
function test(task: Extract<SolveTask, { kind: 'test' }>): Answer {
  const s = search!;
  const flags = new Int32Array(task.flags);
  const position = replayRecord(task.record, { equalMoves: setup!.equalMoves });
  s.onPulse = (n) => {
    progress[setup!.slot] = n;
    if (Atomics.load(flags, STOP) === 1) throw new Stopped();
  };
  try {
    if (Atomics.load(flags, STOP) === 1) return { kind: 'test', reached: null, bound: 0, nodes: 0 };
    const bound = s.moveBound(position, task.square, task.x);
    const reached = bound >= task.x;
    if (reached && task.stopSiblings) Atomics.store(flags, STOP, 1);
    return { kind: 'test', reached, bound, nodes: s.nodes };
  } catch (e) {
    if (e instanceof Stopped) return { kind: 'test', reached: null, bound: 0, nodes: s.nodes };
    throw e;
  }
}
