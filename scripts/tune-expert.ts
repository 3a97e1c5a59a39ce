// Tunes the expert's evaluation weights by self-play, as the SimpAI seed tuned its heuristic
// weights with an evolutionary method: a (1+λ) evolution strategy. Each generation mutates the
// incumbent weights with seeded Gaussian noise; every mutant plays the incumbent from both seats
// on fresh seeded random openings, on layouts with and without gravity, at a small node budget;
// the mutant with the largest total score difference replaces the incumbent when it won more
// points than it lost. Every few generations the incumbent is checked against `hard`.
//
//   npx tsx scripts/tune-expert.ts [--generations G] [--mutants L] [--openings K] [--budget N]
//                                  [--seed S] [--start tuned|zero]
//   npx tsx scripts/tune-expert.ts --versus hard --weights '{"tempo":…}'   (one check, no tuning)
//
// Deterministic for its arguments: no clock, no Math.random().

import { parseArgs } from 'node:util';
import { parseLayout, Position, randomIndex, seededRandom } from '../src/engine/index.ts';
import { createAgent, type Agent } from '../src/ai/index.ts';
import { createExpert } from '../src/ai/expert/agent.ts';
import { randomOpenings } from '../src/cli/tournament/schedule.ts';
import { resolveMove } from '../src/engine/index.ts';
import { NO_EVALUATION, TUNED_WEIGHTS, WEIGHT_NAMES, type EvalWeights } from '../src/ai/expert/weights.ts';

const LAYOUTS = ['square:6', 'beaker:6x7', 'petri:7', 'flask:8x3', 'square:5'];

const { values } = parseArgs({
  options: {
    generations: { type: 'string', default: '12' },
    mutants: { type: 'string', default: '4' },
    openings: { type: 'string', default: '3' },
    budget: { type: 'string', default: '4000' },
    seed: { type: 'string', default: '1' },
    start: { type: 'string', default: 'tuned' },
    versus: { type: 'string' },
    weights: { type: 'string' },
    layouts: { type: 'string' },
  },
});
const budget = Number(values.budget);
const layouts = values.layouts ? values.layouts.split(',') : LAYOUTS;

function expert(weights: EvalWeights): Agent {
  // A small endgame keeps tuning games quick; the evaluation is what is being measured.
  return createExpert({ budget, weights, endgameMoves: 8 });
}

/** Player 1's final score difference from an opening. */
function game(layout: string, opening: string[], first: Agent, second: Agent): number {
  const position = new Position(parseLayout(layout));
  for (const text of opening) {
    const move = resolveMove(position, text);
    if ('error' in move) throw new Error(move.error);
    position.playUnchecked(move.square);
  }
  while (!position.isOver())
    position.playUnchecked((position.turn() === 1 ? first : second).choose(position).square);
  return position.scoreDifference();
}

/** A's points (3/1/0) and total score difference against B, from both seats on every opening. */
function match(
  a: () => Agent,
  b: () => Agent,
  openingSeed: number,
  openings: number,
): { points: number; max: number; difference: number; wins: number; games: number } {
  let points = 0,
    difference = 0,
    wins = 0,
    games = 0;
  layouts.forEach((layout) => {
    for (const opening of randomOpenings(layout, openings, 4, openingSeed)) {
      for (const aFirst of [true, false]) {
        const d = aFirst ? game(layout, opening, a(), b()) : -game(layout, opening, b(), a());
        difference += d;
        points += d > 0 ? 3 : d === 0 ? 1 : 0;
        wins += d > 0 ? 1 : 0;
        games++;
      }
    }
  });
  return { points, max: 3 * games, difference, wins, games };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const show = (w: EvalWeights) => JSON.stringify(w);

if (values.versus) {
  const weights = values.weights
    ? { ...NO_EVALUATION, ...(JSON.parse(values.weights) as Partial<EvalWeights>) }
    : TUNED_WEIGHTS;
  const r = match(
    () => expert(weights),
    () => createAgent(values.versus!),
    1000,
    Number(values.openings),
  );
  console.log(
    `${show(weights)} vs ${values.versus}: ${r.wins}/${r.games} wins, points ${r.points}/${r.max}, avg diff ${round2(r.difference / r.games)}`,
  );
} else {
  const random = seededRandom(Number(values.seed));
  const gaussian = () => {
    const u = 1 - random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  let incumbent: EvalWeights = values.start === 'zero' ? { ...NO_EVALUATION } : { ...TUNED_WEIGHTS };
  let sigma = 0.25;
  console.log(`start ${show(incumbent)}; budget ${budget} nodes; layouts ${layouts.join(', ')}`);
  for (let g = 1; g <= Number(values.generations); g++) {
    let best: { weights: EvalWeights; points: number; max: number; difference: number } | null = null;
    for (let k = 0; k < Number(values.mutants); k++) {
      const mutant = { ...incumbent };
      for (const name of WEIGHT_NAMES) mutant[name] = round2(mutant[name] + sigma * gaussian());
      const r = match(
        () => expert(mutant),
        () => expert(incumbent),
        g * 7919 + randomIndex(random, 1000),
        Number(values.openings),
      );
      console.log(
        `  gen ${g} mutant ${k + 1} ${show(mutant)}: points ${r.points}/${r.max}, diff ${r.difference}`,
      );
      if (!best || r.difference > best.difference)
        best = { weights: mutant, points: r.points, max: r.max, difference: r.difference };
    }
    if (best && best.points * 2 > best.max) {
      incumbent = best.weights;
      console.log(`gen ${g}: new incumbent ${show(incumbent)}`);
    } else {
      sigma *= 0.8;
      console.log(`gen ${g}: incumbent kept; sigma ${round2(sigma)}`);
    }
    if (g % 4 === 0 || g === Number(values.generations)) {
      const r = match(
        () => expert(incumbent),
        () => createAgent('hard'),
        1000,
        Number(values.openings),
      );
      console.log(
        `gen ${g}: incumbent vs hard ${r.wins}/${r.games} wins, avg diff ${round2(r.difference / r.games)}`,
      );
    }
  }
  console.log(`final ${show(incumbent)}`);
}
