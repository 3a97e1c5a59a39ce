// A big tournament's memory: `node --expose-gc --import tsx scripts/bench/tournament-memory.ts
// [agents] [layout] [every] [jobs]` plays every pair of `agents` random agents once from each seat
// on `layout` (grid:2x2 by default: a game takes microseconds, so the figures are about what the
// tournament keeps, not what a game costs) with `--json --games` written nowhere, and prints the
// memory after every `every` games and at the end, after collecting garbage. Flat figures mean
// the tournament keeps nothing per game.

import { runCli } from '../../src/cli/main.ts';

const agentCount = Number(process.argv[2] ?? 1000);
const layout = process.argv[3] ?? 'grid:2x2';
const every = Number(process.argv[4] ?? 100_000);
const jobs = process.argv[5] ?? '1';
const agents = Array.from({ length: agentCount }, (_, i) => `random:${i + 1}`);
const started = performance.now();

function sample(label: string): void {
  global.gc?.();
  const m = process.memoryUsage();
  const mb = (n: number) => `${Math.round(n / 1e6)} MB`.padStart(7);
  const s = `${((performance.now() - started) / 1000).toFixed(1)} s`.padStart(8);
  console.log(
    `${label.padEnd(22)} ${s}  rss ${mb(m.rss)}  heap ${mb(m.heapUsed)}  external ${mb(m.external)}`,
  );
}

let games = 0;
let lines = 0;
let longest = 0;
sample('start');
const code = await runCli(
  [
    'tournament',
    ...['--agents', agents.join(','), '--layouts', layout, '--openings', '1', '--opening-moves', '0'],
    ...['--jobs', jobs],
    '--json',
    '--games',
  ],
  {
    out: (line) => {
      lines++;
      longest = Math.max(longest, line.length);
      if (!line.startsWith('{"kind":"game"')) return;
      if (++games % every === 0) sample(`${games.toLocaleString('en-US')} games`);
    },
    err: (line) => console.error(line),
    async *lines() {},
  },
);
sample(`end (${lines.toLocaleString('en-US')} lines)`);
console.log(`longest line: ${longest.toLocaleString('en-US')} characters`);
process.exit(code);
