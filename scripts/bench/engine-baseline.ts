// Play, undo and a whole new game timed on this engine and on the engine of an earlier commit, in
// one run and in alternating rounds, so the figures compare as a ratio on a noisy machine.
// The earlier engine is copied out of git into node_modules/.cache and imported from there.
//   npm run bench -- engine --against <commit>   (default: the last commit before rules as data)

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as current from '../../src/engine/index.ts';
import { median, type Figure } from './measure.ts';

export const BASELINE_COMMIT = 'd5654b2';

type Engine = typeof current;
type Game = { moves: number[] };

async function loadEngine(commit: string): Promise<Engine> {
  const root = resolve(import.meta.dirname, '../..');
  const dir = resolve(root, 'node_modules/.cache/engine-baseline', commit);
  const files = execFileSync('git', ['ls-tree', '--name-only', commit, 'src/engine/'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
  mkdirSync(dir, { recursive: true });
  for (const file of files) {
    writeFileSync(resolve(dir, file.slice('src/engine/'.length)), execFileSync('git', ['show', `${commit}:${file}`], { cwd: root }));
  }
  return import(pathToFileURL(resolve(dir, 'index.ts')).href) as Promise<Engine>;
}

/** The per-move play and undo time, and a whole new square:6 game with its board created. */
function timeEngine(engine: Engine, games: Game[]): { play: number; undo: number; newGame: number; newPosition: number } {
  const layout = engine.parseLayout('square:12');
  const position = new engine.Position(layout);
  let play = 0n, undo = 0n, moves = 0;
  for (let round = 0; round < 40; round++) {
    for (const game of games) {
      const t0 = process.hrtime.bigint();
      for (const s of game.moves) position.playUnchecked(s);
      const t1 = process.hrtime.bigint();
      while (position.ply > 0) position.undo();
      const t2 = process.hrtime.bigint();
      play += t1 - t0; undo += t2 - t1; moves += game.moves.length;
    }
  }
  const small = engine.parseLayout('square:6');
  const scratch = new Int16Array(36);
  let sink = 0;
  const n = 20_000;
  const t3 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const p = new engine.Position(small);
    while (!p.isOver()) {
      const count = p.legalMoves(scratch);
      p.playUnchecked(scratch[(i + p.ply) % count]!);
    }
    sink += p.scoreDifference();
  }
  const t4 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) sink += new engine.Position(small).ply;
  const t5 = process.hrtime.bigint();
  if (sink === 0.5) console.log(''); // keeps the work observable to the optimiser
  return {
    play: Number(play) / moves, undo: Number(undo) / moves,
    newGame: Number(t4 - t3) / n, newPosition: Number(t5 - t4) / n,
  };
}

export async function compareWithBaseline(commit: string, games: Game[]): Promise<Figure[]> {
  const baseline = await loadEngine(commit);
  const rounds: Array<{ now: ReturnType<typeof timeEngine>; then: ReturnType<typeof timeEngine> }> = [];
  timeEngine(current, games); timeEngine(baseline, games); // warm-up
  for (let r = 0; r < 7; r++) rounds.push({ then: timeEngine(baseline, games), now: timeEngine(current, games) });
  const ratio = (key: keyof ReturnType<typeof timeEngine>) => median(rounds.map((x) => x.now[key] / x.then[key]));
  const figure = (key: keyof ReturnType<typeof timeEngine>, name: string, unit: string, scale: number): Figure[] => [
    { name: `${name}, at ${commit}`, value: median(rounds.map((x) => x.then[key])) / scale, unit },
    { name: `${name}, now`, value: median(rounds.map((x) => x.now[key])) / scale, unit },
  ];
  return [
    ...figure('play', 'play, one move (square:12)', 'ns', 1),
    ...figure('undo', 'undo, one move (square:12)', 'ns', 1),
    { name: '  play now / then (median of 7 alternating rounds)', value: ratio('play'), unit: '×', target: { below: 1.1 } },
    { name: '  undo now / then', value: ratio('undo'), unit: '×', target: { below: 1.1 } },
    ...figure('newPosition', 'new Position, square:6 already seen', 'µs', 1000),
    ...figure('newGame', 'new square:6 game, 36 moves scored, board included', 'µs', 1000),
  ];
}
