// `capture-ending`: does the Expert lose a capture game on its last moves? Under capture whoever
// fills the last square takes every group touching it (RULES.md section 11); a reviewer trailing
// 92–130 with 3 moves left took all 20 of Expert's cells. The Expert (`expert`, as the game asks it,
// with a player's turn time) and the Expert without its capture-ending care (`expert-before`) play
// Hard and a capture-greedy player from fresh two-move openings, in both seats. Each cell: games,
// the Expert's wins, its losses by 100 or more decided in the last 3 moves (it led or trailed by less
// than 100 with 3 moves left), the games where it lost every cell, and its mean margin; then the same
// for the seat that does not move last. Also the Expert's median and longest move time.
// Run: `nice -n 19 npm run bench -- capture-ending` (`--games N` a pairing a board, default 12;
// `--boards a,b`; `--agents a,b` the Experts measured).

import { createAgent, type Agent } from '../../src/ai/index.ts';
import { captureGreedy } from '../../src/ai/capture-care.ts';
import { createExpert } from '../../src/ai/expert/agent.ts';
import { OPPONENT_TURN_MS } from '../../src/ai/answer.ts';
import { parseRules, Position } from '../../src/engine/index.ts';
import { twoMoveOpenings } from './openings.ts';

const BOARDS = ['petri:7/capture', 'hex:4/capture'];
const OPPONENTS = ['hard', 'capture-greedy'];
const EXPERTS = ['expert', 'expert-before'];

interface Ending {
  games: number;
  wins: number;
  lateLosses: number;
  wholeBoard: number;
  margin: number;
}

const empty = (): Ending => ({ games: 0, wins: 0, lateLosses: 0, wholeBoard: 0, margin: 0 });
const cell = (e: Ending) =>
  `${e.games} g: ${e.wins} won, ${e.lateLosses} late 100+, ${e.wholeBoard} whole board, ${e.margin >= 0 ? '+' : '−'}${Math.abs(e.margin / e.games).toFixed(0)}`;

function makeExpert(id: string): Agent {
  const careless = id === 'expert-before';
  return createExpert({ exactReach: true, turnMs: OPPONENT_TURN_MS, captureEnding: !careless, id });
}

const moveMs: Record<string, number[]> = {};

/** One game from the Expert's side: its final margin, its margin with 3 moves left, its cells at the end. */
function play(rules: string, opening: number[], expert: Agent, other: Agent, expertSeat: 1 | 2) {
  const position = new Position(parseRules(rules));
  for (const m of opening) position.play(m);
  const sign = expertSeat === 1 ? 1 : -1;
  let before3 = sign * position.scoreDifference();
  while (!position.isOver()) {
    if (position.movesLeft() === 3) before3 = sign * position.scoreDifference();
    const mine = position.turn() === expertSeat;
    const started = performance.now();
    const square = (mine ? expert : other).choose(position).square;
    if (mine) (moveMs[expert.id] ??= []).push(performance.now() - started);
    position.play(square);
  }
  const cells = position.owner.filter((o) => o === expertSeat).length;
  return { final: sign * position.scoreDifference(), before3, cells };
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

export async function benchCaptureEnding(): Promise<boolean> {
  const n = Number(option('--games') ?? 12);
  const games = Number.isInteger(n) && n >= 2 ? n : 12;
  const boards = option('--boards')?.split(',') ?? BOARDS;
  const experts = option('--agents')?.split(',') ?? EXPERTS;
  console.log(
    `capture-ending (${games} games a pairing a board, ${games / 2} openings in both seats; all games | the seat that does not move last)`,
  );
  console.log(`| Expert vs | ${boards.join(' | ')} |`);
  console.log(`|---|${boards.map(() => '---|').join('')}`);
  for (const id of experts) {
    for (const opponentId of OPPONENTS) {
      const cells = boards.map((rules) => {
        const all = empty();
        const notLast = empty();
        const lastMover = new Position(parseRules(rules)).movesLeft() % 2 === 1 ? 1 : 2;
        for (const opening of twoMoveOpenings(rules, Math.ceil(games / 2), 5907)) {
          for (const seat of [1, 2] as const) {
            const other = opponentId === 'capture-greedy' ? captureGreedy() : createAgent(opponentId);
            const g = play(rules, opening, makeExpert(id), other, seat);
            for (const t of seat === lastMover ? [all] : [all, notLast]) {
              t.games++;
              t.margin += g.final;
              if (g.final > 0) t.wins++;
              if (g.final <= -100 && g.before3 > -100) t.lateLosses++;
              if (g.cells === 0) t.wholeBoard++;
            }
          }
        }
        return `${cell(all)} \\| ${cell(notLast)}`;
      });
      console.log(`| ${id} vs ${opponentId} | ${cells.join(' | ')} |`);
    }
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  for (const [id, xs] of Object.entries(moveMs)) {
    const s = sorted(xs);
    console.log(
      `${id}: ${s.length} moves, median ${s[s.length >> 1]!.toFixed(0)} ms, longest ${s.at(-1)!.toFixed(0)} ms`,
    );
  }
  return true;
}
