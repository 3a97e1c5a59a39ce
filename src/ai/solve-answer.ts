// The worker's answer to the builder's `solve` request: the exact value of the position a record
// reaches (the value only: the builder does not show which first moves keep it).

import { replayRecord } from '../engine/index.ts';
import { solvePosition } from './expert/solve.ts';
import type { SolveFromWorker, SolveToWorker } from './messages.ts';

export function answerSolve(
  request: SolveToWorker,
): Omit<Extract<SolveFromWorker, { type: 'solved' }>, 'id'> {
  const started = performance.now();
  // 2^20 table entries (16 MB): a board of 20 squares at most, in a browser tab.
  const solution = solvePosition(replayRecord(request.record), { tableBits: 20, valueOnly: true });
  return { type: 'solved', value: solution.value, nodes: solution.nodes, ms: performance.now() - started };
}
