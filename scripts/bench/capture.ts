// `capture`: do Hard's games under capture (RULES.md section 11) hold up? Under capture the player
// who fills the last square takes every group of the other player that touches it, so the seat
// decides most games; what an opponent can still do is keep its groups out of reach and take the
// captures on offer. Hard (src/ai/capture-care.ts) plays RULES.md section 5's Hard as it was
// ("hard-before"), a capture-greedy player (the largest immediate gain, captures included, the
// middle first among equals) and the neighbour script, from varied two-move openings, each opening
// twice with the seats swapped. Prints wins/draws/losses and the mean margin from the first-named
// player's side, the same for the seat that does not move last (the one a capture ending
// threatens), and the time a move took.
// Run: `nice -n 19 npm run bench -- capture` (`--games N` a pairing a board, default 100;
// `--boards a,b` and `--agents a,b,…` to name others). docs/opponents.md keeps the table.

import { bestByValue, createAgent, hardValue, type Agent } from '../../src/ai/index.ts';
import { neighbourScript } from '../../src/ai/neighbour-script.ts';
import { captureGreedy } from '../../src/ai/capture-care.ts';
import { parseRules, Position } from '../../src/engine/index.ts';
import { twoMoveOpenings } from './openings.ts';

const BOARDS = ['hex:4/capture', 'square:6/capture', 'petri:5/capture'];
/** Pairings, the player measured first. */
const PAIRS = [
  ['hard', 'hard-before'],
  ['hard', 'greedy'],
  ['hard-before', 'greedy'],
  ['hard', 'neighbour'],
  ['hard-before', 'neighbour'],
];

/** RULES.md section 5's Hard, as every rules set played it before capture-care.ts. */
function hardBefore(): Agent {
  return {
    id: 'hard-before',
    name: 'Hard before',
    choose: (position) => bestByValue(position, (m) => hardValue(position, m, position.turn())),
  };
}

function makeAgent(id: string, seed: number): Agent {
  if (id === 'neighbour') return neighbourScript(seed);
  if (id === 'hard-before') return hardBefore();
  if (id === 'greedy') return captureGreedy();
  return createAgent(id);
}

interface Tally {
  wins: number;
  draws: number;
  losses: number;
  margin: number;
  games: number;
}

const empty = (): Tally => ({ wins: 0, draws: 0, losses: 0, margin: 0, games: 0 });

function add(t: Tally, diff: number): void {
  t.games++;
  t.margin += diff;
  if (diff > 0) t.wins++;
  else if (diff < 0) t.losses++;
  else t.draws++;
}

/** Time spent choosing, per agent id. */
const thinking = new Map<string, { ms: number; moves: number; worst: number }>();

function playGame(rules: string, opening: number[], first: Agent, second: Agent): number {
  const position = new Position(parseRules(rules));
  for (const m of opening) position.play(m);
  while (!position.isOver()) {
    const agent = position.turn() === 1 ? first : second;
    const started = performance.now();
    const square = agent.choose(position).square;
    const ms = performance.now() - started;
    const t = thinking.get(agent.id) ?? { ms: 0, moves: 0, worst: 0 };
    thinking.set(agent.id, { ms: t.ms + ms, moves: t.moves + 1, worst: Math.max(t.worst, ms) });
    position.play(square);
  }
  return position.scoreDifference();
}

/** All games, and those where the first-named player had the seat that does not move last. */
function pairing(rules: string, a: string, b: string, games: number): { all: Tally; notLast: Tally } {
  const all = empty();
  const notLast = empty();
  // Player 1 moves last when the board's squares (less the opening's two) are odd.
  const lastMover = new Position(parseRules(rules)).movesLeft() % 2 === 1 ? 1 : 2;
  twoMoveOpenings(rules, Math.ceil(games / 2), 4051).forEach((opening, i) => {
    for (const aFirst of [true, false]) {
      const seed = 1 + i * 2 + (aFirst ? 0 : 1);
      const agentA = makeAgent(a, seed);
      const agentB = makeAgent(b, seed + 7777);
      const diff = aFirst
        ? playGame(rules, opening, agentA, agentB)
        : -playGame(rules, opening, agentB, agentA);
      add(all, diff);
      if ((aFirst ? 1 : 2) !== lastMover) add(notLast, diff);
    }
  });
  return { all, notLast };
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function cell(t: Tally): string {
  const margin = t.margin / t.games;
  return `${t.wins}/${t.draws}/${t.losses} ${margin >= 0 ? '+' : '−'}${Math.abs(margin).toFixed(1)}`;
}

export async function benchCapture(): Promise<boolean> {
  const n = Number(option('--games') ?? 100);
  const games = Number.isInteger(n) && n >= 2 ? n : 100;
  const boards = option('--boards')?.split(',') ?? BOARDS;
  const named = option('--agents')?.split(',');
  const pairs = named ? named.slice(1).map((b) => [named[0]!, b]) : PAIRS;
  console.log(
    `capture (${games} games a pairing a board: ${games / 2} two-move openings, both seats; each cell: ` +
      "the first-named player's wins/draws/losses and mean margin, over all games | in the seat that does not move last)",
  );
  const started = performance.now();
  console.log(`| pairing | ${boards.join(' | ')} |`);
  console.log(`|---|${boards.map(() => '---|').join('')}`);
  for (const [a, b] of pairs) {
    const cells = boards.map((rules) => {
      const { all, notLast } = pairing(rules, a!, b!, games);
      return `${cell(all)} \\| ${cell(notLast)}`;
    });
    console.log(`| ${a} vs ${b} | ${cells.join(' | ')} |`);
  }
  const times = [...thinking].map(
    ([id, t]) => `${id} ${(t.ms / t.moves).toFixed(2)} ms a move (longest ${t.worst.toFixed(0)} ms)`,
  );
  console.log(`\nthinking: ${times.join('; ')}`);
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
