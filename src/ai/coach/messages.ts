// The coach's typed messages to and from the opponents' Web Worker: a hint, the perfect-play
// overlay or the forecast, for the position a record (which starts with its rules id) reaches.

import type { Hint } from './hint.ts';
import type { Overlay } from './overlay.ts';
import type { Forecast } from './forecast.ts';

export type CoachToWorker =
  /** `guess`: the quick hint (hint.ts's quickHint), asked once the whole one gave no answer in time. */
  | { type: 'coach-hint'; id: number; record: string; guess?: boolean }
  /** `guess`: the expert's first guess at once, not the exact margins (overlay.ts's overlaySlow). */
  | { type: 'coach-overlay'; id: number; record: string; guess?: boolean }
  | { type: 'coach-forecast'; id: number; record: string };

export type CoachFromWorker =
  | { type: 'coach-hint'; id: number; hint: Hint; ms: number }
  | { type: 'coach-overlay'; id: number; overlay: Overlay; ms: number }
  | { type: 'coach-forecast'; id: number; forecast: Forecast; ms: number }
  | { type: 'error'; id: number; message: string };
