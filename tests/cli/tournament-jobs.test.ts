// `tournament --jobs` past the cores (issue 32, item 10): with built-in agents a game never waits,
// so more threads than cores only share them, each with its own copy of the game (64 threads on 2
// cores took 1.7 GB and over two minutes for 144 tiny games). The tournament runs as many as the
// cores and says so; outside programs, which wait for their answers, may have 4 a core.
import { availableParallelism } from 'node:os';
import { expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { readTournamentJson } from '../../src/cli/tournament/json-lines.ts';

test('--jobs 64 with built-in agents runs one thread a core and says why', async () => {
  const out: string[] = [];
  const err: string[] = [];
  const cores = availableParallelism();
  const code = await runCli(
    [
      'tournament',
      '--agents',
      'random:1,random:2',
      '--layouts',
      'grid:2x2',
      '--openings',
      '2',
      '--jobs',
      '64',
      '--json',
    ],
    { out: (l) => out.push(l), err: (l) => err.push(l), async *lines() {} },
  );
  expect(code).toBe(0);
  expect(err).toEqual([
    `--jobs 64: this machine has ${cores} core${cores === 1 ? '' : 's'}, so the tournament runs ${cores} thread${cores === 1 ? '' : 's'} (more would only share them)`,
  ]);
  expect(readTournamentJson(out).done?.games).toBe(4);
});
