// What a solve's threads are told and share. A `class` task solves a class of moves of a position
// against the best value found so far among its siblings (one Int32 word of a SharedArrayBuffer,
// in sixteenths, raised with compare-and-swap). A `test` task asks whether a reply reaches x; its
// flags word tells the siblings when one has, so they stop.

const NONE = -0x80000000;
/** flags[STOP]: a reply reached x, so the move they answer is refuted and the others need not finish. */
export const STOP = 0;

export interface WorkerSetup {
  equalMoves: boolean;
  /** Key the table by mirror images (the solve's root position is symmetric). */
  mirrored: boolean;
  tableBits: number;
  /** The table all the threads share (sharedTableBuffer(tableBits)). */
  table: SharedArrayBuffer;
  /** One Float64 per thread: positions searched in its current task. */
  nodes: SharedArrayBuffer;
  slot: number;
}

export type SolveTask =
  | { kind: 'class'; record: string; squares: number[]; best: SharedArrayBuffer; tiesExact: boolean }
  | {
      kind: 'test';
      record: string;
      square: number;
      x: number;
      flags: SharedArrayBuffer;
      stopSiblings: boolean;
    };

/** What every answer tells of its thread: seconds spent on the task, and processor time so far (null where unknown). */
export interface ThreadTime {
  seconds: number;
  cpu: number | null;
}

export type TaskAnswer = ThreadTime &
  (
    | { kind: 'class'; squares: number[]; rest: number; exact: boolean; nodes: number }
    /** reached: null when stopped by a sibling. */
    | { kind: 'test'; reached: boolean | null; bound: number; nodes: number }
  );

export function newBest(start: number): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(4);
  new Int32Array(buffer)[0] = start === -Infinity ? NONE : Math.round(start * 16);
  return buffer;
}

export function readBest(buffer: SharedArrayBuffer): number {
  const word = Atomics.load(new Int32Array(buffer), 0);
  return word === NONE ? -Infinity : word / 16;
}

export function raiseBest(buffer: SharedArrayBuffer, value: number): void {
  const words = new Int32Array(buffer);
  const wanted = Math.round(value * 16);
  for (;;) {
    const now = Atomics.load(words, 0);
    if (now !== NONE && now >= wanted) return;
    if (Atomics.compareExchange(words, 0, now, wanted) === now) return;
  }
}
