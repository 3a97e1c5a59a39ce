// One timing of an engine, in a process of its own: play and undo per move over whole random
// square:12 games, a new square:6 Position, and a whole new square:6 game. Prints one JSON line.
//   npx tsx scripts/bench/engine-time.ts <engine index.ts>
// Run by engine-baseline.ts, which alternates processes of two engines so neither shares a JIT.

import { pathToFileURL } from 'node:url';
import type * as EngineModule from '../../src/engine/index.ts';

type Engine = typeof EngineModule;
const engine = (await import(pathToFileURL(process.argv[2]!).href)) as Engine;

const big = engine.parseLayout('square:12');
const games: number[][] = Array.from({ length: 16 }, (_, i) => {
  const p = new engine.Position(big);
  const random = engine.seededRandom(i + 1);
  while (!p.isOver()) {
    const moves = p.legalMoveList();
    p.playUnchecked(moves[engine.randomIndex(random, moves.length)]!);
  }
  return p.moves();
});

function time(): { play: number; undo: number; newPosition: number; newGame: number } {
  const position = new engine.Position(big);
  let play = 0n,
    undo = 0n,
    moves = 0;
  for (let round = 0; round < 60; round++) {
    for (const game of games) {
      const t0 = process.hrtime.bigint();
      for (const s of game) position.playUnchecked(s);
      const t1 = process.hrtime.bigint();
      while (position.ply > 0) position.undo();
      const t2 = process.hrtime.bigint();
      play += t1 - t0;
      undo += t2 - t1;
      moves += game.length;
    }
  }
  const small = engine.parseLayout('square:6');
  const scratch = new Int16Array(36);
  const random = engine.seededRandom(7);
  let sink = 0;
  const n = 50_000;
  const t3 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) sink += new engine.Position(small).ply;
  const t4 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const p = new engine.Position(small);
    while (!p.isOver()) {
      const count = p.legalMoves(scratch);
      p.playUnchecked(scratch[engine.randomIndex(random, count)]!);
    }
    sink += p.scoreDifference();
  }
  const t5 = process.hrtime.bigint();
  if (sink === 0.5) console.log(''); // keeps the work observable to the optimiser
  return {
    play: Number(play) / moves,
    undo: Number(undo) / moves,
    newPosition: Number(t4 - t3) / n,
    newGame: Number(t5 - t4) / n,
  };
}

time(); // warm-up
console.log(JSON.stringify(time()));
