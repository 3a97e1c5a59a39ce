// A tournament worker thread: plays the games it is sent and posts each result back.

import { parentPort } from 'node:worker_threads';
import { playScheduledGame } from './play.ts';
import type { GameSpec } from './schedule.ts';

parentPort?.on('message', (spec: GameSpec | null) => {
  if (spec === null) {
    parentPort?.close();
    return;
  }
  playScheduledGame(spec).then(
    (result) => parentPort?.postMessage(result),
    (e: unknown) => parentPort?.postMessage({ index: spec.index, difference: 0, error: (e as Error).message, failed: true }),
  );
});
