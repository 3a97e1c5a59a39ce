// The typed messages of a review between the page and the opponents' Web Worker: one request,
// then a message per reviewed move as it comes, then the end (or an error).

import type { Player } from '../../engine/index.ts';
import type { MoveReview } from './analyse.ts';

export type ReviewToWorker = {
  type: 'analyse';
  id: number;
  record: string;
  nodes?: number;
  from?: number;
  hintSeats?: readonly Player[];
};

export type ReviewFromWorker =
  | { type: 'reviewed'; id: number; review: MoveReview }
  | { type: 'analysed'; id: number; ms: number }
  | { type: 'error'; id: number; message: string };
