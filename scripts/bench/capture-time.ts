// `capture-time`: how long a player waits on Expert's and Hard's moves under each rules option,
// through the same entry the game's worker answers by (answerRequest, with the turn time the game
// gives). Whole games, Expert against Hard in both seats from fresh two-move openings; prints each
// opponent's median and longest move per rules set, and the move that took longest.
// Run: `nice -n 19 npm run bench -- capture-time` (`--games N` openings a rules set, default 1;
// `--boards a,b`). docs/opponents.md keeps the table.

import { answerRequest } from '../../src/ai/answer.ts';
import { moveName, parseRules, Position } from '../../src/engine/index.ts';
import { twoMoveOpenings } from './openings.ts';

const BOARDS = [
  'petri:7/capture',
  'hex:4/capture',
  'square:8/capture',
  'petri:7/capture/jumps',
  'square:8/jumps',
  'square:8/stem',
  'hex:4/connections/capture',
];

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

export async function benchCaptureTime(): Promise<boolean> {
  const n = Number(option('--games') ?? 1);
  const openings = Number.isInteger(n) && n >= 1 ? n : 1;
  const boards = option('--boards')?.split(',') ?? BOARDS;
  console.log(
    `capture-time (${openings} opening(s) a rules set, both seats; ms a move through the worker's entry)`,
  );
  console.log('| rules | Expert median | Expert longest (moves left) | Hard median | Hard longest |');
  console.log('|---|---|---|---|---|');
  for (const rules of boards) {
    const times: Record<string, { ms: number; left: number }[]> = { expert: [], hard: [] };
    for (const opening of twoMoveOpenings(rules, openings, 6113)) {
      for (const expertSeat of [1, 2]) {
        const position = new Position(parseRules(rules));
        const names: string[] = [];
        for (const m of opening) {
          names.push(moveName(position, m));
          position.play(m);
        }
        while (!position.isOver()) {
          const agent = position.turn() === expertSeat ? 'expert' : 'hard';
          const left = position.movesLeft();
          const started = performance.now();
          const reply = answerRequest({ record: [position.rules.id, ...names].join(' '), agent });
          times[agent]!.push({ ms: performance.now() - started, left });
          names.push(reply.move);
          position.play(reply.square);
        }
      }
    }
    const figures = (agent: string) => {
      const xs = [...times[agent]!].sort((a, b) => a.ms - b.ms);
      const worst = xs.at(-1)!;
      return [`${xs[xs.length >> 1]!.ms.toFixed(0)} ms`, `${worst.ms.toFixed(0)} ms (${worst.left})`];
    };
    const [em, ew] = figures('expert');
    const [hm, hw] = figures('hard');
    console.log(`| ${rules} | ${em} | ${ew} | ${hm} | ${hw!.split(' (')[0]} |`);
  }
  return true;
}
