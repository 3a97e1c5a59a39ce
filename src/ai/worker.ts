// Web Worker entry: the opponents think here, off the main thread, so the page never freezes.
// Typed messages in (ToWorker), typed messages out (FromWorker).

import { replayRecord } from '../engine/index.ts';
import { answerRequest } from './answer.ts';
import { solvePosition } from './expert/solve.ts';
import type { FromWorker, SolveFromWorker, SolveToWorker, ToWorker } from './messages.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker | SolveToWorker>) => void) | null;
  postMessage(message: FromWorker | SolveFromWorker): void;
};

scope.onmessage = (event) => {
  const request = event.data;
  if (request?.type !== 'choose' && request?.type !== 'solve') return;
  try {
    if (request.type === 'solve') {
      const started = performance.now();
      // 2^20 table entries (16 MB): a board of 20 squares at most, in a browser tab.
      const solution = solvePosition(replayRecord(request.record), { tableBits: 20, valueOnly: true });
      scope.postMessage({ type: 'solved', id: request.id, value: solution.value, nodes: solution.nodes, ms: performance.now() - started });
      return;
    }
    scope.postMessage({ type: 'move', id: request.id, ...answerRequest(request) });
  } catch (e) {
    scope.postMessage({ type: 'error', id: request.id, message: e instanceof Error ? e.message : String(e) });
  }
};
