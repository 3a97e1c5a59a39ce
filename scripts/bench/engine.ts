// Engine and seed-opponent speed: play and undo, a new game, a full random playout of square:6,
// one `hard` decision mid-game on square:12, and play and undo against an earlier engine.

import { parseLayout, Position, seededRandom, randomIndex } from '../../src/engine/index.ts';
import { createAgent } from '../../src/ai/index.ts';
import { BASELINE_COMMIT, compareWithBaseline } from './engine-baseline.ts';
import { median, nanosPerOp, report, type Figure } from './measure.ts';

/** A random game's moves on a layout, from a seed. */
function randomGame(layoutId: string, seed: number): number[] {
  const position = new Position(parseLayout(layoutId));
  const random = seededRandom(seed);
  while (!position.isOver()) {
    const moves = position.legalMoveList();
    position.playUnchecked(moves[randomIndex(random, moves.length)]!);
  }
  return position.moves();
}

export async function benchEngine(): Promise<boolean> {
  console.log('engine');
  const figures: Figure[] = [];

  // play and undo, timed apart: whole random games on square:12 played forward, then taken back.
  const games = Array.from({ length: 16 }, (_, i) => randomGame('square:12', i + 1));
  const position = new Position(parseLayout('square:12'));
  let sink = 0;
  const timed = { play: 0n, undo: 0n, moves: 0 };
  const playAndUndo = (iterations: number) => {
    let g = 0;
    for (let done = 0; done < iterations;) {
      const moves = games[g++ % games.length]!;
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < moves.length; i++) position.playUnchecked(moves[i]!);
      const t1 = process.hrtime.bigint();
      while (position.ply > 0) position.undo();
      const t2 = process.hrtime.bigint();
      timed.play += t1 - t0;
      timed.undo += t2 - t1;
      timed.moves += moves.length;
      done += moves.length;
    }
  };
  playAndUndo(500_000); // warm-up
  const rounds = Array.from({ length: 7 }, () => {
    timed.play = 0n;
    timed.undo = 0n;
    timed.moves = 0;
    playAndUndo(2_000_000);
    return { play: Number(timed.play) / timed.moves, undo: Number(timed.undo) / timed.moves };
  });
  figures.push({
    name: 'play, one move (square:12, whole random games)',
    value: median(rounds.map((r) => r.play)),
    unit: 'ns',
    target: { below: 100 },
  });
  figures.push({
    name: 'undo, one move (taking whole games back)',
    value: median(rounds.map((r) => r.undo)),
    unit: 'ns',
    target: { below: 100 },
  });

  // A full random playout of square:6, as a Monte-Carlo playout runs one: restore the start
  // position in one step (copyFrom), then for each of the 36 moves list the legal moves, draw
  // one with the seeded generator and play it (scores and features kept up to date), and read
  // the final score. All of that is in the figure. The playout with 36 undo() calls to go back
  // is printed too: it shows what copyFrom saves.
  const start = new Position(parseLayout('square:6'));
  const playout = new Position(parseLayout('square:6'));
  const scratch = new Int16Array(36);
  const random = seededRandom(7);
  const perPlayout = nanosPerOp((iterations) => {
    for (let i = 0; i < iterations; i++) {
      playout.copyFrom(start);
      while (!playout.isOver()) {
        const count = playout.legalMoves(scratch);
        playout.playUnchecked(scratch[randomIndex(random, count)]!);
      }
      sink += playout.scoreDifference();
    }
  }, 50_000);
  const perPlayoutUndone = nanosPerOp((iterations) => {
    for (let i = 0; i < iterations; i++) {
      while (!playout.isOver()) {
        const count = playout.legalMoves(scratch);
        playout.playUnchecked(scratch[randomIndex(random, count)]!);
      }
      sink += playout.scoreDifference();
      while (playout.ply > 0) playout.undo();
    }
  }, 50_000);
  figures.push({
    name: 'random playout of square:6 (36 moves, scored)',
    value: perPlayout / 1000,
    unit: 'µs',
    target: { below: 20 },
  });
  figures.push({
    name: '  the same, going back by 36 undo() calls',
    value: perPlayoutUndone / 1000,
    unit: 'µs',
  });

  // One `hard` decision mid-game on square:12 (72 of 144 squares filled).
  const hard = createAgent('hard');
  const midGame = new Position(parseLayout('square:12'));
  for (const s of games[0]!.slice(0, 72)) midGame.playUnchecked(s);
  const perDecision = nanosPerOp((iterations) => {
    for (let i = 0; i < iterations; i++) sink += hard.choose(midGame).square;
  }, 20_000);
  figures.push({
    name: '`hard` decision, square:12 mid-game (72 empty)',
    value: perDecision / 1000,
    unit: 'µs',
    target: { below: 50 },
  });

  // A new game on a layout already seen: the per-layout tables are shared, only the cells are new.
  const six = parseLayout('square:6');
  figures.push({
    name: 'new Position on a layout already seen (square:6)',
    value:
      nanosPerOp((iterations) => {
        for (let i = 0; i < iterations; i++) sink += new Position(six).ply;
      }, 200_000) / 1000,
    unit: 'µs',
    target: { below: 1 },
  });
  figures.push({
    name: 'new square:6 game, 36 moves scored, board included',
    value:
      nanosPerOp((iterations) => {
        for (let i = 0; i < iterations; i++) {
          const game = new Position(six);
          while (!game.isOver()) {
            const count = game.legalMoves(scratch);
            game.playUnchecked(scratch[randomIndex(random, count)]!);
          }
          sink += game.scoreDifference();
        }
      }, 50_000) / 1000,
    unit: 'µs',
    target: { below: 5 },
  });

  const against = process.argv.indexOf('--against');
  const commit = against > 0 ? process.argv[against + 1]! : BASELINE_COMMIT;
  console.log(`  -- against the engine at ${commit}, alternating rounds --`);
  figures.push(...(await compareWithBaseline(commit)));

  const met = report(figures);
  if (sink === 0.5) console.log(''); // keeps the work observable to the optimiser
  return met;
}
