// The processes an outside program started, including those that left its process group and
// session (`setsid`, a daemon's double fork), so that stopping the program reaches them too.
// Each program runs with PROGRAM_MARK=<mark> in its environment, which everything it starts
// inherits unless it clears it; its descendants are also followed by parent id. Both are read
// from /proc, so this finds them on Linux; elsewhere only the process group is stopped.

import { readdirSync, readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

export const PROGRAM_MARK = 'CELL_DIVISION_PROGRAM';

let marks = 0;

/** A mark no other program of this or any other tournament has: `<pid>.<thread>.<n>`. */
export function newMark(): string {
  return `${tournamentMark()}${threadId}.${++marks}`;
}

/** The start of every mark this tournament gives out, in any of its threads. */
export function tournamentMark(): string {
  return `${process.pid}.`;
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  mark: string | undefined;
}

/** The live processes this user can read (zombies are already over), or none without /proc. */
function processes(): ProcessInfo[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: ProcessInfo[] = [];
  for (const name of names) {
    if (!/^[0-9]+$/.test(name)) continue;
    try {
      // `pid (command) state ppid …`: the command may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z' || state === 'X') continue;
      found.push({ pid: Number(name), ppid: Number(ppid), mark: markOf(name) });
    } catch {
      // It ended while we looked.
    }
  }
  return found;
}

function markOf(pid: string): string | undefined {
  try {
    const entry = readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .find((e) => e.startsWith(`${PROGRAM_MARK}=`));
    return entry?.slice(PROGRAM_MARK.length + 1);
  } catch {
    // Another user's process: not one of ours.
    return undefined;
  }
}

/**
 * The live processes carrying `mark` (or, with `prefix`, any mark starting with it) and every
 * live descendant of `root`.
 */
export function programProcesses(mark: string, options: { root?: number; prefix?: boolean } = {}): number[] {
  const all = processes();
  const chosen = new Set<number>();
  for (const p of all) {
    if (p.mark !== undefined && (options.prefix ? p.mark.startsWith(mark) : p.mark === mark))
      chosen.add(p.pid);
  }
  if (options.root !== undefined) {
    const children = new Map<number, number[]>();
    for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
    const seen = new Set([options.root]);
    const stack = [options.root];
    while (stack.length > 0) {
      for (const child of children.get(stack.pop()!) ?? []) {
        if (seen.has(child)) continue;
        seen.add(child);
        chosen.add(child);
        stack.push(child);
      }
    }
  }
  chosen.delete(process.pid);
  return [...chosen];
}

/** Sends a signal to one process (0: only asks whether it still exists); false when it is gone. */
export function signalProcess(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}
