// What a solve's threads are told and share. A `class` task solves a class of moves of a position
// against the best value found so far among its siblings (one Int32 word of a SharedArrayBuffer,
// in sixteenths, raised with compare-and-swap). A `test` task asks whether a reply reaches more
// than x, or exactly x; its flags word tells the siblings when one has, so they stop or skip.

const NONE = -0x80000000;
/** flags[REFUTED]: a reply reaches more than x, the other replies need not finish. */
export const REFUTED = 0;
/** flags[TIED]: a reply reaches exactly x; the others need only show they do not exceed it. */
export const TIED = 1;

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
  | { kind: 'class'; record: string; squares: number[]; best: SharedArrayBuffer }
  | { kind: 'test'; record: string; square: number; x: number; flags: SharedArrayBuffer };

export type TaskAnswer =
  | { kind: 'class'; squares: number[]; rest: number; exact: boolean; nodes: number }
  | { kind: 'test'; verdict: 'above' | 'tied' | 'not above' | 'below' | 'stopped'; bound: number; nodes: number };

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
