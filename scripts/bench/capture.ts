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
import { addGame, emptyTally, tallyCell, type Tally, TimedGames } from './timed-games.ts';

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

const timed = new TimedGames();

/** All games, and those where the first-named player had the seat that does not move last. */
function pairing(rules: string, a: string, b: string, games: number): { all: Tally; notLast: Tally } {
  const all = emptyTally();
  const notLast = emptyTally();
  // Player 1 moves last when the board's squares (less the opening's two) are odd.
  const lastMover = new Position(parseRules(rules)).movesLeft() % 2 === 1 ? 1 : 2;
  twoMoveOpenings(rules, Math.ceil(games / 2), 4051).forEach((opening, i) => {
    for (const aFirst of [true, false]) {
      const seed = 1 + i * 2 + (aFirst ? 0 : 1);
      const agentA = makeAgent(a, seed);
      const agentB = makeAgent(b, seed + 7777);
      const diff = aFirst
        ? timed.play(rules, opening, agentA, agentB)
        : -timed.play(rules, opening, agentB, agentA);
      addGame(all, diff);
      if ((aFirst ? 1 : 2) !== lastMover) addGame(notLast, diff);
    }
  });
  return { all, notLast };
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
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
      return `${tallyCell(all)} \\| ${tallyCell(notLast)}`;
    });
    console.log(`| ${a} vs ${b} | ${cells.join(' | ')} |`);
  }
  console.log(`\n${timed.summary()}`);
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
