// A tournament worker thread: plays the games it is sent and posts each result back.

import { parentPort } from 'node:worker_threads';
import { playScheduledGame, type PlayOptions } from './play.ts';
import type { GameSpec } from './schedule.ts';

parentPort?.on('message', (task: { spec: GameSpec; options: PlayOptions } | null) => {
  if (task === null) {
    parentPort?.close();
    return;
  }
  const { spec, options } = task;
  playScheduledGame(spec, options).then(
    (result) => parentPort?.postMessage(result),
    (e: unknown) =>
      parentPort?.postMessage({
        index: spec.index,
        difference: 0,
        error: (e as Error).message,
        failed: true,
      }),
  );
});
