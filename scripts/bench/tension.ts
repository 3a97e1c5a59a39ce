// `tension`: are the ladder's first games close? On the ladder's steps 1 to 3 (Easy, Easy, Medium)
// the person moves first from the empty board, as a ladder game starts, each game with its own
// number, and new players take the person's seat: the reader (most points now, ties to blocking the
// other's biggest square) and the blocker (its gain plus the other's it takes away), both in
// src/ai/reader-script.ts, the neighbour script (src/ai/neighbour-script.ts), their ties drawn from
// seeds 1 to n, and Hard (a player who blocks and keeps room, as the reviewers who won by 30 to 45
// points played), and a random player (any legal square, drawn from the seed). Game numbers are
// KIND_FROM + 1 to n, as today's games draw them (`--numbers close`: CLOSE_FROM + 1 to n, the Easy
// that minded big squares from a lead of a tenth; `--numbers tension`: TENSION_FROM + 1 to n, the
// Easy that kept games close by the score alone; `--numbers before`: 1 to n, the Easy before that). Each cell: the share
// won, wins/draws/losses, then the final margin's quartiles (25% / median / 75%) in points and as a
// share of both scores together. Run: `nice -n 19 npm run bench -- tension` (`--games N` a step and
// player, default 200; `--steps 1-3`; `--numbers before`). docs/opponents.md keeps the figures.

import { createAgent, type Agent } from '../../src/ai/index.ts';
import { neighbourScript } from '../../src/ai/neighbour-script.ts';
import { CLOSE_FROM, KIND_FROM, TENSION_FROM } from '../../src/ai/gentle.ts';
import { blockerScript, randomScript, readerScript } from '../../src/ai/reader-script.ts';
import { parseRules, Position } from '../../src/engine/index.ts';
import { LADDER, type LadderStep } from '../../src/screens/history/ladder.ts';

const PLAYERS: Record<string, (seed: number) => Agent> = {
  reader: readerScript,
  blocker: blockerScript,
  neighbour: neighbourScript,
  hard: () => createAgent('hard'),
  random: randomScript,
};

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The value a share `q` of the way through the sorted values. */
function quantile(sorted: readonly number[], q: number): number {
  const at = q * (sorted.length - 1);
  const [lo, hi] = [Math.floor(at), Math.ceil(at)];
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/** One game's margin from the person's side and both scores together. */
function game(s: LadderStep, person: Agent, salt: number): { margin: number; total: number } {
  const position = new Position(parseRules(s.rules));
  const opponent = createAgent(s.opponent, { salt });
  while (!position.isOver())
    position.play((position.turn() === 1 ? person : opponent).choose(position).square);
  return { margin: position.scoreDifference(), total: position.score(1) + position.score(2) };
}

function cell(s: LadderStep, player: string, n: number, from: number): string {
  const games = Array.from({ length: n }, (_, i) => game(s, PLAYERS[player]!(i + 1), from + i + 1));
  const wins = games.filter((g) => g.margin > 0).length;
  const draws = games.filter((g) => g.margin === 0).length;
  const points = games.map((g) => g.margin).sort((a, b) => a - b);
  const shares = games.map((g) => (100 * g.margin) / Math.max(1, g.total)).sort((a, b) => a - b);
  const q = (v: readonly number[]) => [0.25, 0.5, 0.75].map((x) => quantile(v, x).toFixed(0)).join(' / ');
  return `${Math.round((100 * wins) / n)}% ${wins}/${draws}/${n - wins - draws}, ${q(points)} pts, ${q(shares)}%`;
}

export async function benchTension(): Promise<boolean> {
  const n = Number(option('--games') ?? 200);
  const count = Number.isInteger(n) && n >= 1 ? n : 200;
  const [first, last] = (option('--steps') ?? '1-3').split('-').map(Number);
  const steps = LADDER.slice((first ?? 1) - 1, last ?? first ?? 3);
  const players = Object.keys(PLAYERS);
  const numbers = option('--numbers');
  const from =
    numbers === 'before'
      ? 0
      : numbers === 'tension'
        ? TENSION_FROM
        : numbers === 'close'
          ? CLOSE_FROM
          : KIND_FROM;
  console.log(
    `tension (${count} games a step and player, the person first, game numbers ${from} + 1 to ${count}; each cell: ` +
      'the share won, wins/draws/losses, the margin 25% / median / 75% in points and as a share of both scores)',
  );
  const started = performance.now();
  console.log(`| step | ${players.map((p) => `${p} as the person`).join(' | ')} |`);
  console.log(`|---|${players.map(() => '---|').join('')}`);
  for (const s of steps)
    console.log(`| ${s.id} | ${players.map((p) => cell(s, p, count, from)).join(' | ')} |`);
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
