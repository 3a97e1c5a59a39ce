// Web Worker entry: the opponents think here, off the main thread, so the page never freezes.
// Typed messages in, typed messages out. Each request type has one handler below; a new kind of
// request adds its message types, a handler in its own file and one line to `handlers`.

import { answerRequest } from './answer.ts';
import { answerCoach } from './coach/answer.ts';
import type { CoachFromWorker, CoachToWorker } from './coach/messages.ts';
import type { FromWorker, SolveFromWorker, SolveToWorker, ToWorker } from './messages.ts';
import { answerAnalyse } from './coach/review-answer.ts';
import type { ReviewFromWorker, ReviewToWorker } from './coach/review-messages.ts';
import { answerSolve } from './solve-answer.ts';

type Request = ToWorker | SolveToWorker | CoachToWorker;
type Reply = FromWorker | SolveFromWorker | CoachFromWorker;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** The reply to each request type, without its id (the dispatch adds it); a throw becomes an `error` reply. */
const handlers: { [T in Request['type']]: (request: Extract<Request, { type: T }>) => WithoutId<Reply> } = {
  choose: (request) => ({ type: 'move', ...answerRequest(request) }),
  solve: answerSolve,
  'coach-hint': answerCoach,
  'coach-overlay': answerCoach,
  'coach-forecast': answerCoach,
};

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Request | ReviewToWorker>) => void) | null;
  postMessage(message: Reply | ReviewFromWorker): void;
};

scope.onmessage = (event) => {
  const request = event.data;
  // A review streams one reply per move, so it is answered outside the one-reply handlers.
  if (request?.type === 'analyse') return answerAnalyse(request, (message) => scope.postMessage(message));
  if (typeof request?.type !== 'string' || !Object.hasOwn(handlers, request.type)) return;
  const handler = handlers[request.type] as (request: Request) => WithoutId<Reply>;
  try {
    scope.postMessage({ ...handler(request), id: request.id } as Reply);
  } catch (e) {
    scope.postMessage({ type: 'error', id: request.id, message: e instanceof Error ? e.message : String(e) });
  }
};
