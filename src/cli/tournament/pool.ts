// Runs the tournament's games, in this thread or spread over worker threads (`--jobs N`). Each
// worker takes the next game as soon as it finishes one; results come back in schedule order, and
// `each` hears of every game in that order as soon as it and every earlier game are done.

import { Worker } from 'node:worker_threads';
import { playScheduledGame, type GameResult, type PlayOptions } from './play.ts';
import type { GameSpec } from './schedule.ts';
import { isGroupMessage, noteGroupMessage } from './process-groups.ts';

export type Progress = (done: number, total: number) => void;

/** The games to play, each made when it is wanted (a Schedule, or a list). */
export interface GameList {
  readonly length: number;
  at(index: number): GameSpec | undefined;
}

/**
 * How far the games handed out may run ahead of the first one not yet told: results that finish
 * early wait in memory, so a slow game (an outside program thinking for a minute) cannot make
 * millions of them pile up behind it.
 */
export const AHEAD = 10_000;

/**
 * Plays every game and tells `each` of every result in schedule order, keeping only the results
 * that finished before an earlier game: nothing per game is kept once told.
 */
export async function runGames(
  games: GameList,
  jobs: number,
  progress: Progress | undefined,
  options: PlayOptions,
  each: (spec: GameSpec, result: GameResult) => void,
): Promise<void> {
  const waiting = new Map<number, GameResult>();
  let done = 0;
  let told = 0;
  const spec = (index: number) => games.at(index)!;
  const finish = (result: GameResult) => {
    if ((result as { failed?: boolean }).failed) throw new Error(`game ${result.index + 1}: ${result.error}`);
    waiting.set(result.index, result);
    for (let r = waiting.get(told); r !== undefined; r = waiting.get(told)) {
      waiting.delete(told);
      each(spec(told++), r);
    }
    progress?.(++done, games.length);
  };
  if (jobs <= 1) {
    for (let i = 0; i < games.length; i++) finish(await playScheduledGame(spec(i), options));
    return;
  }
  let next = 0;
  // Workers with nothing to do until the first untold game is told (the window is full).
  const resting: Array<() => void> = [];
  // The worker is TypeScript: a small script registers tsx's loader in the thread, then imports
  // it (Node 20 does not pass a parent's --import loader on to worker threads).
  const workerUrl = new URL('./worker.ts', import.meta.url).href;
  const tsxUrl = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsxUrl)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); });`;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(boot, { eval: true });
      const feed = () => {
        if (next < games.length && next - told >= AHEAD) {
          resting.push(feed);
          return;
        }
        worker.postMessage(next < games.length ? { spec: spec(next++), options } : null);
      };
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
        while (resting.length > 0 && next - told < AHEAD) resting.shift()!();
      });
      worker.on('error', reject);
      worker.on('exit', () => resolve());
      feed();
    });
  await Promise.all(Array.from({ length: Math.min(jobs, games.length) }, one));
}
