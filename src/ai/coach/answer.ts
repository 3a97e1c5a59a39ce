// Answers one coach request: the worker runs this, and so does the client where there is no
// worker (Node, tests), so both give the same answer for the same record.

import { replayRecord } from '../../engine/index.ts';
import { ExactSearch } from '../expert/exact.ts';
import { coachHint, quickHint } from './hint.ts';
import type { CoachFromWorker, CoachToWorker } from './messages.ts';
import { perfectOverlay } from './overlay.ts';
import { forecastOf, forecastValuer } from './forecast.ts';
import type { PositionValuer } from './position-value.ts';

/** Kept between requests: the overlay of the next move finds much of its work in the table. 2^20 entries, 16 MB. */
let overlaySearch: ExactSearch | null = null;
/** Kept between requests, as the overlay's search: the next move's forecast finds its work in the tables. */
let forecaster: PositionValuer | null = null;

export function answerCoach(request: CoachToWorker): CoachFromWorker {
  const started = performance.now();
  try {
    const position = replayRecord(request.record);
    if (request.type === 'coach-hint')
      return {
        type: 'coach-hint',
        id: request.id,
        hint: request.guess ? quickHint(position) : coachHint(position),
        ms: performance.now() - started,
      };
    if (request.type === 'coach-forecast') {
      forecaster ??= forecastValuer();
      return {
        type: 'coach-forecast',
        id: request.id,
        forecast: forecastOf(position, forecaster),
        ms: performance.now() - started,
      };
    }
    if (request.guess) {
      const overlay = perfectOverlay(position, undefined, undefined, true);
      return { type: 'coach-overlay', id: request.id, overlay, ms: performance.now() - started };
    }
    overlaySearch ??= new ExactSearch(20);
    const overlay = perfectOverlay(position, overlaySearch);
    // A search stopped by its budget leaves its table and move order mid-game: the next starts afresh.
    if (overlay.available && overlay.estimated) overlaySearch = null;
    return { type: 'coach-overlay', id: request.id, overlay, ms: performance.now() - started };
  } catch (e) {
    return { type: 'error', id: request.id, message: e instanceof Error ? e.message : String(e) };
  }
}
