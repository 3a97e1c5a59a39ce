// `patterns`: can a thoughtless player earn the ladder's stars? On steps 1 to 7 (src/screens/history/
// ladder.ts) the person moves first from the empty board, as a ladder game starts, each game with its
// own number as a new game draws one (KIND_FROM + 1 to n), and takes the person's seat as a fixed
// pattern (src/ai/pattern-scripts.ts: row by row, centre outward, beside its last cell, the mirror
// of the opponent's move, the most points now, random) or, for comparison, a thinking new player
// (the reader, the neighbour script, the blocker) and Hard. Each cell: the share won, the mean
// margin, and the share won by the step's margin (the second star; a script never asks for a hint,
// so that is the share of three-star games), and in brackets by the margin asked before (`marginBefore`). Run: `nice -n 19 npm run bench -- patterns`
// (`--games N` a cell, default 100; `--steps 1-3`). docs/opponents.md keeps the figures.

import { createAgent, type Agent } from '../../src/ai/index.ts';
import { KIND_FROM } from '../../src/ai/gentle.ts';
import { neighbourScript } from '../../src/ai/neighbour-script.ts';
import { PATTERNS } from '../../src/ai/pattern-scripts.ts';
import { blockerScript, readerScript } from '../../src/ai/reader-script.ts';
import { parseRules, Position } from '../../src/engine/index.ts';
import { LADDER, type LadderStep } from '../../src/screens/history/ladder.ts';

const PLAYERS: Record<string, (seed: number) => Agent> = {
  ...PATTERNS,
  reader: readerScript,
  neighbour: neighbourScript,
  blocker: blockerScript,
  hard: () => createAgent('hard'),
};

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The person's margin in one game against the step's opponent with the game's number `salt`. */
export function ladderGame(s: LadderStep, person: Agent, salt: number): number {
  const position = new Position(parseRules(s.rules));
  const opponent = createAgent(s.opponent, { salt });
  while (!position.isOver())
    position.play((position.turn() === 1 ? person : opponent).choose(position).square);
  return position.scoreDifference();
}

function cell(s: LadderStep, player: string, n: number): string {
  const margins = Array.from({ length: n }, (_, i) =>
    ladderGame(s, PLAYERS[player]!(i + 1), KIND_FROM + i + 1),
  );
  const wins = margins.filter((m) => m > 0).length;
  const starred = margins.filter((m) => m >= s.margin).length;
  const before = s.marginBefore ?? s.margin;
  const starredBefore = margins.filter((m) => m >= before).length;
  const sorted = [...margins].sort((a, b) => a - b);
  const median = sorted[Math.floor((n - 1) / 2)]!;
  const pct = (k: number) => `${Math.round((100 * k) / n)}%`;
  const then = before === s.margin ? '' : ` (by ${before}: ${pct(starredBefore)})`;
  return `${pct(wins)} ${median >= 0 ? '+' : '−'}${Math.abs(median)} ★★ ${pct(starred)}${then}`;
}

export async function benchPatterns(): Promise<boolean> {
  const n = Number(option('--games') ?? 100);
  const count = Number.isInteger(n) && n >= 1 ? n : 100;
  const [first, last] = (option('--steps') ?? '1-7').split('-').map(Number);
  const steps = LADDER.slice((first ?? 1) - 1, last ?? first ?? 7);
  const players = option('--players')?.split(',') ?? Object.keys(PLAYERS);
  console.log(
    `patterns (${count} games a cell, the person first, today's game numbers; each cell: the share ` +
      "won, the median margin, ★★ the share won by the step's margin: every star for a player who asks no hint; " +
      '(by N: …) the same by the margin asked before)',
  );
  const started = performance.now();
  console.log(`| step (margin) | ${players.join(' | ')} |`);
  console.log(`|---|${players.map(() => '---|').join('')}`);
  for (const s of steps) {
    const row = players.map((p) => cell(s, p, count));
    console.log(`| ${s.id} (${s.margin}) | ${row.join(' | ')} |`);
  }
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
