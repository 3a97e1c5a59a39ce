// `expert-small`: the Expert on the small boards scored by connections, where a person moving
// first beat it by eye (petri:5). Two Experts: searching alone (as before session 29, and still
// `expert:N`) and asking the solver near the end (exact-reach.ts, the game's `expert`). Each plays
// `hard` and a look-ahead player (a person's plan: the move that gains most once the other side's
// best answer is taken off, ties drawn from a seed) from varied two-move openings, each opening
// from both seats. Prints per board the wins, draws and losses and mean margin, how often the
// Expert finished below the opening's value with best play (on boards of at most 21 squares,
// solved first), its time a move; then its choices 17 and 18 moves from the end against the solver's.
// Run: `nice -n 19 npm run bench -- expert-small` (`--games N` a pairing a board, default 8;
// `--boards a,b` to name others, e.g. `square:5` or `square:5/stem`).

import { createAgent, type Agent } from '../../src/ai/index.ts';
import { createExpert } from '../../src/ai/expert/agent.ts';
import { EXACT_REACH_MOVES } from '../../src/ai/expert/exact-reach.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { moveGain } from '../../src/ai/expert/variant-moves.ts';
import { parseRules, Position, randomIndex, seededRandom, type Player } from '../../src/engine/index.ts';
import { twoMoveOpenings } from './openings.ts';
import { TimedGames } from './timed-games.ts';

const BOARDS = ['petri:5', 'square:5', 'hex:4', 'square:6', 'petri:7'].map((b) => `${b}/connections`);
/** Openings this small are solved first, so a game can be set against best play from it. */
const SOLVED_SQUARES = 21;

/** Two plies of greed: the move's gain less the best gain the other side can answer it with. */
export function lookAhead(seed: number): Agent {
  const random = seededRandom(seed);
  return {
    id: 'look-ahead',
    name: 'Look-ahead',
    choose(position) {
      const p: Player = position.turn();
      const o: Player = p === 1 ? 2 : 1;
      let best = -Infinity;
      let ties: number[] = [];
      for (const m of position.legalMoveList()) {
        const gain = moveGain(position, p, m);
        position.play(m);
        let reply = 0;
        if (!position.isOver()) {
          reply = -Infinity;
          for (const r of position.legalMoveList()) reply = Math.max(reply, moveGain(position, o, r));
        }
        position.undo();
        const value = gain - reply;
        if (value > best) [best, ties] = [value, [m]];
        else if (value === best) ties.push(m);
      }
      return { square: ties[randomIndex(random, ties.length)] ?? -1 };
    },
  };
}

interface Tally {
  wins: number;
  draws: number;
  losses: number;
  margin: number;
  games: number;
  /** Games the Expert finished below the opening's best-play value from its seat. */
  below: number;
  solved: number;
}

/** The two Experts: searching alone, and asking the solver near the end; each times its own games. */
const EXPERTS: Array<{ name: string; make: () => Agent; games: TimedGames; id?: string }> = [
  { name: 'searching alone', make: () => createExpert(), games: new TimedGames() },
  { name: 'asking the solver', make: () => createAgent('expert'), games: new TimedGames() },
];

function pairing(rules: string, which: (typeof EXPERTS)[number], other: string, games: number): Tally {
  const tally: Tally = { wins: 0, draws: 0, losses: 0, margin: 0, games: 0, below: 0, solved: 0 };
  twoMoveOpenings(rules, Math.ceil(games / 2), 2929).forEach((opening, i) => {
    const start = new Position(parseRules(rules));
    for (const m of opening) start.play(m);
    const value =
      start.layout.size <= SOLVED_SQUARES ? solvePosition(start, { valueOnly: true }).value : null;
    for (const expertFirst of [true, false]) {
      const expert = which.make();
      const seed = 1 + i * 2 + (expertFirst ? 0 : 1);
      const them = other === 'look-ahead' ? lookAhead(seed) : createAgent(other);
      which.id = expert.id;
      const diff = expertFirst
        ? which.games.play(rules, opening, expert, them)
        : -which.games.play(rules, opening, them, expert);
      tally.games++;
      tally.margin += diff;
      if (diff > 0) tally.wins++;
      else if (diff < 0) tally.losses++;
      else tally.draws++;
      if (value !== null) {
        tally.solved++;
        if (diff < (expertFirst ? value : -value)) tally.below++;
      }
    }
  });
  return tally;
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function cell(t: Tally): string {
  const margin = t.margin / t.games;
  const below = t.solved > 0 ? `, below best play ${t.below}/${t.solved}` : '';
  return `${t.wins}/${t.draws}/${t.losses} ${margin >= 0 ? '+' : '−'}${Math.abs(margin).toFixed(2)}${below}`;
}

export async function benchExpertSmall(): Promise<boolean> {
  const n = Number(option('--games') ?? 8);
  const games = Number.isInteger(n) && n >= 2 ? n : 8;
  const boards = option('--boards')?.split(',') ?? BOARDS;
  console.log(
    `expert-small (${games} games a pairing a board: ${games / 2} two-move openings, both seats; ` +
      "the Expert's wins/draws/losses and mean margin)",
  );
  const started = performance.now();
  const columns = EXPERTS.flatMap((e) => [`${e.name} vs hard`, `${e.name} vs look-ahead`]);
  console.log(`| board | ${columns.join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---|').join('')}`);
  for (const rules of boards) {
    const cells = EXPERTS.flatMap((e) =>
      ['hard', 'look-ahead'].map((other) => cell(pairing(rules, e, other, games))),
    );
    console.log(`| ${rules} | ${cells.join(' | ')} |`);
  }
  for (const { name, games: timed, id } of EXPERTS) {
    const thinking = timed.of(id ?? '');
    console.log(
      `${name}: ${(thinking.ms / thinking.moves).toFixed(1)} ms a move ` +
        `(longest ${thinking.worst.toFixed(0)} ms, ${thinking.moves} moves)`,
    );
  }
  choicesAgainstSolver(boards, games);
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * The Expert's choices set against the solver's: positions 17 and 18 moves from the end (a
 * two-move opening, then `hard` against the look-ahead player), the move of the Expert searching
 * alone and of the Expert asking the solver, each valued exactly. Prints how many fell short of
 * best play and the points they gave away in all.
 */
function choicesAgainstSolver(boards: string[], count: number): void {
  console.log(
    `\nchoices against best play, ${count} positions a board, ${EXACT_REACH_MOVES - 1} and ${EXACT_REACH_MOVES} moves left (short / points given away):`,
  );
  console.log('| board | searching alone | asking the solver | time a move, alone → asking |');
  console.log('|---|---|---|---|');
  for (const rules of boards) {
    const openings = twoMoveOpenings(rules, count, 7331);
    const tally = { alone: [0, 0], asking: [0, 0], ms: [0, 0], n: 0 };
    openings.forEach((opening, i) => {
      const position = new Position(parseRules(rules));
      for (const m of opening) position.play(m);
      const hard = createAgent('hard');
      const other = lookAhead(100 + i);
      const left = EXACT_REACH_MOVES - (i % 2);
      while (position.movesLeft() > left)
        position.play((position.ply % 2 === 0 ? hard : other).choose(position).square);
      const best = solvePosition(position, { valueOnly: true }).value;
      const sign = position.turn() === 1 ? 1 : -1;
      [createExpert({ exactReach: false }), createAgent('expert')].forEach((expert, k) => {
        const started = performance.now();
        const square = expert.choose(position).square;
        tally.ms[k]! += performance.now() - started;
        position.play(square);
        const after = solvePosition(position, { valueOnly: true }).value;
        position.undo();
        const lost = sign * (best - after);
        const t = k === 0 ? tally.alone : tally.asking;
        if (lost > 0) t[0]!++;
        t[1]! += lost;
      });
      tally.n++;
    });
    const ms = tally.ms.map((m) => (m / tally.n).toFixed(0));
    console.log(
      `| ${rules} | ${tally.alone[0]}/${tally.n}, ${tally.alone[1]} | ${tally.asking[0]}/${tally.n}, ${tally.asking[1]} | ${ms[0]} → ${ms[1]} ms |`,
    );
  }
}
