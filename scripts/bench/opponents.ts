// `opponents`: does the ladder of computer opponents feel like one? The neighbour script (the first
// strategy a new player finds: place next to its own cells, the biggest gain among those, ties at
// random), Easy, Medium and Hard play each other from varied two-move openings, each opening twice
// with the seats swapped, on the boards and options below. Prints each pairing's wins, draws and
// losses and mean margin (from the first-named agent's side) per board, and the time a move took.
// Run: `nice -n 19 npm run bench -- opponents` (`--games N` a pairing a board, default 100;
// `--agents a,b,…` to name others, e.g. `expert:2000`). docs/opponents.md keeps the table.

import { createAgent, type Agent } from '../../src/ai/index.ts';
import { neighbourScript } from '../../src/ai/neighbour-script.ts';
import { twoMoveOpenings } from './openings.ts';
import { addGame, emptyTally, type Tally, TimedGames } from './timed-games.ts';

const BOARDS = ['square:6', 'square:8', 'hex:4', 'petri:7', 'flask:8x3', 'hex:4/capture'];
const AGENTS = ['neighbour', 'easy', 'medium', 'hard'];

/** The seed is also the game's own number, as each new game draws one (game/game-salt.ts). */
function makeAgent(id: string, seed: number): Agent {
  return id === 'neighbour' ? neighbourScript(seed) : createAgent(id, { salt: seed });
}

const timed = new TimedGames();

function pairing(rules: string, a: string, b: string, games: number): Tally {
  const tally = emptyTally();
  twoMoveOpenings(rules, Math.ceil(games / 2), 4051).forEach((opening, i) => {
    for (const aFirst of [true, false]) {
      const seed = 1 + i * 2 + (aFirst ? 0 : 1);
      const agentA = makeAgent(a, seed);
      const agentB = makeAgent(b, seed + 7777);
      const diff = aFirst
        ? timed.play(rules, opening, agentA, agentB)
        : -timed.play(rules, opening, agentB, agentA);
      addGame(tally, diff);
    }
  });
  return tally;
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function cell(t: Tally): string {
  const rate = Math.round((100 * (t.wins + t.draws / 2)) / t.games);
  const margin = t.margin / t.games;
  return `${rate}% ${t.wins}/${t.draws}/${t.losses} ${margin >= 0 ? '+' : '−'}${Math.abs(margin).toFixed(1)}`;
}

export async function benchOpponents(): Promise<boolean> {
  const n = Number(option('--games') ?? 100);
  const games = Number.isInteger(n) && n >= 2 ? n : 100;
  const agents = option('--agents')?.split(',') ?? AGENTS;
  const boards = option('--boards')?.split(',') ?? BOARDS;
  console.log(
    `opponents (${games} games a pairing a board: ${games / 2} two-move openings, both seats; ` +
      "each cell: the first-named agent's score (a draw counts half), wins/draws/losses, mean margin)",
  );
  const started = performance.now();
  console.log(`| pairing | ${boards.join(' | ')} | all |`);
  console.log(`|---|${boards.map(() => '---|').join('')}---|`);
  for (let i = 0; i < agents.length; i++) {
    for (let j = i + 1; j < agents.length; j++) {
      // The later agent in the list is the stronger one, named first: each row reads from its side.
      const [a, b] = [agents[j]!, agents[i]!];
      const all = emptyTally();
      const cells = boards.map((rules) => {
        const t = pairing(rules, a, b, games);
        all.wins += t.wins;
        all.draws += t.draws;
        all.losses += t.losses;
        all.margin += t.margin;
        all.games += t.games;
        return cell(t);
      });
      console.log(`| ${a} vs ${b} | ${cells.join(' | ')} | ${cell(all)} |`);
    }
  }
  console.log(`\n${timed.summary()}`);
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
