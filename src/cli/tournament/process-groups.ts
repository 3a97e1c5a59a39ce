// Every outside program's process group, so that none outlives the tournament. Each program runs
// in a group of its own (so stopping it reaches what its shell started), which also keeps the
// terminal's Ctrl-C from reaching it: the main thread kills the groups still alive when it is
// interrupted or exits. Worker threads cannot catch signals, so they report their groups to it.

import { isMainThread, parentPort } from 'node:worker_threads';
import { programProcesses, signalProcess, tournamentMark } from './program-processes.ts';

/** What a worker thread posts about a group; the pool hands it to `noteGroupMessage`. */
export interface GroupMessage {
  processGroup: number;
  alive: boolean;
}

const live = new Set<number>();
let guarded = false;

export function isGroupMessage(message: unknown): message is GroupMessage {
  return typeof message === 'object' && message !== null && 'processGroup' in message;
}

/** Records a group as alive (or gone), in this thread or, from a worker, in the main thread. */
export function noteGroup(pid: number, alive: boolean): void {
  if (!isMainThread) {
    parentPort?.postMessage({ processGroup: pid, alive } satisfies GroupMessage);
    return;
  }
  noteGroupMessage({ processGroup: pid, alive });
}

export function noteGroupMessage({ processGroup, alive }: GroupMessage): void {
  if (alive) live.add(processGroup);
  else live.delete(processGroup);
  if (alive && !guarded) guard();
}

/** The groups known to be alive, for tests. */
export function liveGroups(): number[] {
  return [...live];
}

/** Sends a signal to a process group (0: only asks whether it still exists); false when it is gone. */
export function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

function killAll(): void {
  for (const pid of live) signalGroup(pid, 'SIGKILL');
  live.clear();
  // What left its group (on Linux): every process carrying a mark of this tournament.
  for (const pid of programProcesses(tournamentMark(), { prefix: true })) signalProcess(pid, 'SIGKILL');
}

function guard(): void {
  guarded = true;
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAll();
      // Our handler is gone now: the signal's own action ends the process with the usual status.
      process.kill(process.pid, signal);
    });
  }
}
