// Play, undo and a whole new game timed on this engine and on the engine of an earlier commit, in
// one run, in alternating processes, so the figures compare as a ratio on a noisy machine. Both
// engines are copied into node_modules/.cache and each is timed in a process of its own: two
// engines timed in one process share call sites and its JIT, and differ by 20% on the same code.
//   npm run bench -- engine --against <commit>   (default: the last commit before rules as data)

import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { median, type Figure } from './measure.ts';

export const BASELINE_COMMIT = 'd5654b2';

const root = resolve(import.meta.dirname, '../..');

/** The engine of a commit, or of the working tree (commit null), copied into the cache: its folder. */
function copyEngine(commit: string | null): string {
  const dir = resolve(root, 'node_modules/.cache/engine-baseline', commit ?? 'working-tree');
  mkdirSync(dir, { recursive: true });
  if (commit === null) {
    for (const name of readdirSync(resolve(root, 'src/engine')))
      writeFileSync(resolve(dir, name), readFileSync(resolve(root, 'src/engine', name)));
  } else {
    const files = execFileSync('git', ['ls-tree', '--name-only', commit, 'src/engine/'], {
      cwd: root,
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    for (const file of files) {
      writeFileSync(
        resolve(dir, file.slice('src/engine/'.length)),
        execFileSync('git', ['show', `${commit}:${file}`], { cwd: root }),
      );
    }
  }
  return dir;
}

type Timing = { play: number; undo: number; newPosition: number; newGame: number };

/** One timing of the engine copied into `dir`, in a fresh process (see engine-time.ts). */
function timeIn(dir: string): Timing {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', resolve(root, 'scripts/bench/engine-time.ts'), resolve(dir, 'index.ts')],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').pop()!) as Timing;
}

export async function compareWithBaseline(commit: string): Promise<Figure[]> {
  const then = copyEngine(commit);
  const now = copyEngine(null);
  // Processes alternate, and which engine goes first alternates too.
  const rounds: Array<{ now: Timing; then: Timing }> = [];
  for (let r = 0; r < 6; r++) {
    if (r % 2 === 0) rounds.push({ then: timeIn(then), now: timeIn(now) });
    else {
      const n = timeIn(now);
      rounds.push({ then: timeIn(then), now: n });
    }
  }
  const ratio = (key: keyof Timing) => median(rounds.map((x) => x.now[key] / x.then[key]));
  const figure = (key: keyof Timing, name: string, unit: string, scale: number): Figure[] => [
    { name: `${name}, at ${commit}`, value: median(rounds.map((x) => x.then[key])) / scale, unit },
    { name: `${name}, now`, value: median(rounds.map((x) => x.now[key])) / scale, unit },
  ];
  return [
    ...figure('play', 'play, one move (square:12)', 'ns', 1),
    ...figure('undo', 'undo, one move (square:12)', 'ns', 1),
    {
      name: '  play now / then (median of 6 alternating processes)',
      value: ratio('play'),
      unit: '×',
      target: { below: 1.1 },
    },
    { name: '  undo now / then', value: ratio('undo'), unit: '×', target: { below: 1.1 } },
    ...figure('newPosition', 'new Position, square:6 already seen', 'µs', 1000),
    ...figure('newGame', 'new square:6 game, 36 moves scored, board included', 'µs', 1000),
  ];
}
