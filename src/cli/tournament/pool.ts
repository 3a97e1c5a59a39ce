// Runs the tournament's games, in this thread or spread over worker threads (`--jobs N`). Each
// worker takes the next game as soon as it finishes one; results come back in schedule order, and
// `each` hears of every game in that order as soon as it and every earlier game are done.

import { Worker } from 'node:worker_threads';
import { playScheduledGame, type GameResult, type PlayOptions } from './play.ts';
import type { GameSpec } from './schedule.ts';
import { isGroupMessage, noteGroupMessage } from './process-groups.ts';

export type Progress = (done: number, total: number) => void;

export async function runGames(
  games: GameSpec[],
  jobs: number,
  progress?: Progress,
  options: PlayOptions = {},
  each?: (result: GameResult) => void,
): Promise<GameResult[]> {
  const results: GameResult[] = new Array<GameResult>(games.length);
  let done = 0;
  let told = 0;
  const finish = (result: GameResult) => {
    if ((result as { failed?: boolean }).failed) throw new Error(`game ${result.index + 1}: ${result.error}`);
    results[result.index] = result;
    while (each && told < games.length && results[told] !== undefined) each(results[told++]!);
    progress?.(++done, games.length);
  };
  if (jobs <= 1) {
    for (const game of games) finish(await playScheduledGame(game, options));
    return results;
  }
  let next = 0;
  // The worker is TypeScript: a small script registers tsx's loader in the thread, then imports
  // it (Node 20 does not pass a parent's --import loader on to worker threads).
  const workerUrl = new URL('./worker.ts', import.meta.url).href;
  const tsxUrl = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsxUrl)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); });`;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(boot, { eval: true });
      const feed = () => worker.postMessage(next < games.length ? { spec: games[next++]!, options } : null);
      worker.on('message', (message: unknown) => {
        // An outside program's process group started or ended in the worker: the main thread
        // keeps the list, since only it can catch Ctrl-C.
        if (isGroupMessage(message)) {
          noteGroupMessage(message);
          return;
        }
        const result = message as GameResult;
        try {
          finish(result);
        } catch (e) {
          void worker.terminate();
          reject(e as Error);
          return;
        }
        feed();
      });
      worker.on('error', reject);
      worker.on('exit', () => resolve());
      feed();
    });
  await Promise.all(Array.from({ length: Math.min(jobs, games.length) }, one));
  return results;
}
