// Web Worker entry: the opponents think here, off the main thread, so the page never freezes.
// Typed messages in (ToWorker), typed messages out (FromWorker).

import { answerRequest } from './answer.ts';
import type { FromWorker, ToWorker } from './messages.ts';

const scope = self as unknown as { onmessage: ((event: MessageEvent<ToWorker>) => void) | null; postMessage(message: FromWorker): void };

scope.onmessage = (event) => {
  const request = event.data;
  if (request?.type !== 'choose') return;
  try {
    scope.postMessage({ type: 'move', id: request.id, ...answerRequest(request) });
  } catch (e) {
    scope.postMessage({ type: 'error', id: request.id, message: e instanceof Error ? e.message : String(e) });
  }
};
