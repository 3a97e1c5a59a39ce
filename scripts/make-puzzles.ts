// Makes the puzzle set the game ships (src/ai/puzzles/puzzles.json): seeded games on every layout
// family, positions near their end proved by the exact solver (one best move, which the hard
// opponent misses). The same seed and size give the same file byte for byte.
//
//   npm run puzzles                       writes the set (seed 1, 80 per family)
//   npm run puzzles -- --per-family 2 --out /tmp/p.json
//   npm run puzzles -- --check            makes the set again and says whether the file matches it
//   npm run puzzles -- --clear 12         keeps the file's set and adds 12 clear puzzles per family
//                                         (src/ai/puzzles/clear.ts: six moves or more, no first
//                                         guess, a clear answer), from --clear-seed (2); with
//                                         --check, makes them again and compares. Each one found
//                                         goes to --log (a file in the system's temporary folder),
//                                         and a run stopped part way carries on from it.

import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CLEAR_DEMAND } from '../src/ai/puzzles/clear.ts';
import { generatePuzzles, PUZZLE_RULES, type GenerateOptions } from '../src/ai/puzzles/generate.ts';
import type { PuzzleEntry } from '../src/ai/puzzles/puzzle-set.ts';

const DEFAULT_OUT = 'src/ai/puzzles/puzzles.json';

/** The clear puzzles' part of the set (after the first seed's): its seed and size, one for all families or each its own. */
export interface ClearPart {
  seed: number;
  perFamily: number | Record<string, number>;
}

/** `--clear 12` or `--clear square=40,hex=12,…` (every family named). */
export function readClearSize(text: string): ClearPart['perFamily'] {
  if (/^\d+$/.test(text) && Number(text) >= 1) return Number(text);
  const sizes: Record<string, number> = {};
  for (const part of text.split(',')) {
    const [family, count] = part.split('=');
    if (!family || !(family in PUZZLE_RULES) || !/^\d+$/.test(count ?? ''))
      throw new Error(
        `--clear takes a whole number, or family=number for each of ${Object.keys(PUZZLE_RULES).join(', ')}; not ${text}`,
      );
    sizes[family] = Number(count);
  }
  const missing = Object.keys(PUZZLE_RULES).filter((f) => !(f in sizes));
  if (missing.length > 0) throw new Error(`--clear names no count for ${missing.join(', ')}`);
  return sizes;
}

/** The file's text: the seed and size it was made with (and its clear part's), then one puzzle per line. */
export function puzzleFileText(
  seed: number,
  perFamily: number,
  puzzles: PuzzleEntry[],
  clear?: ClearPart,
): string {
  const lines = puzzles.map((p) => `    ${JSON.stringify(p)}`);
  const clearLine = clear ? `  "clear": ${JSON.stringify(clear)},\n` : '';
  return `{\n  "seed": ${seed},\n  "perFamily": ${perFamily},\n${clearLine}  "puzzles": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/** The clear puzzles for a set whose first part is `first` (clear.ts), none of its positions again. */
export function clearPuzzles(
  first: readonly PuzzleEntry[],
  clear: ClearPart,
  more: Pick<GenerateOptions, 'onGame' | 'onFound' | 'resume'> = {},
): PuzzleEntry[] {
  return generatePuzzles({
    seed: clear.seed,
    perFamily: clear.perFamily,
    demand: CLEAR_DEMAND,
    known: new Set(first.map((p) => p.record)),
    ...more,
  });
}

/** One line of the clear run's log: a puzzle found, its family and the family's games so far. */
interface LogLine {
  seed: number;
  family: string;
  games: number;
  entry: PuzzleEntry;
}

/** What a log of earlier runs with this seed found, by family, to carry on from. */
function readLog(log: string, seed: number): NonNullable<GenerateOptions['resume']> {
  const resume: NonNullable<GenerateOptions['resume']> = {};
  if (!existsSync(log)) return resume;
  for (const text of readFileSync(log, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    const line = JSON.parse(text) as LogLine;
    if (line.seed !== seed) continue;
    const family = (resume[line.family] ??= { found: [], games: 0 });
    if (line.games <= family.games) continue;
    family.found.push(line.entry);
    family.games = line.games;
  }
  return resume;
}

/** Progress on stderr: each family's puzzles and games, and the minutes so far. */
function progress(perFamily: ClearPart['perFamily']): NonNullable<GenerateOptions['onGame']> {
  const started = performance.now();
  const counts = new Map<string, string>();
  return (family, found, games) => {
    const want = typeof perFamily === 'number' ? perFamily : perFamily[family];
    counts.set(family, `${family} ${found}/${want} (${games} games)`);
    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    process.stderr.write(`\r${[...counts.values()].join(' · ')} · ${minutes} min   `);
  };
}

/** `--clear N`: keeps the file's first part, makes its clear part, writes or checks the file. */
function makeClear(out: string, clear: ClearPart, check: boolean, log: string): void {
  const file = JSON.parse(readFileSync(out, 'utf8')) as {
    seed: number;
    perFamily: number;
    puzzles: PuzzleEntry[];
  };
  const first = file.puzzles.slice(0, file.perFamily * Object.keys(PUZZLE_RULES).length);
  const started = performance.now();
  const resume = check ? {} : readLog(log, clear.seed);
  const added = clearPuzzles(first, clear, {
    onGame: progress(clear.perFamily),
    resume,
    onFound: (family, entry, games) =>
      appendFileSync(log, `${JSON.stringify({ seed: clear.seed, family, games, entry })}\n`),
  });
  const text = puzzleFileText(file.seed, file.perFamily, [...first, ...added], clear);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write('\n');
  if (check) {
    const same = readFileSync(out, 'utf8') === text;
    console.log(same ? `${out} holds what clear seed ${clear.seed} makes (${seconds} s)` : `${out} differs`);
    process.exitCode = same ? 0 : 1;
    return;
  }
  writeFileSync(out, text);
  console.log(`${first.length} puzzles kept and ${added.length} clear ones added to ${out} (${seconds} s)`);
}

function main(): void {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      'per-family': { type: 'string', default: '80' },
      out: { type: 'string', default: DEFAULT_OUT },
      check: { type: 'boolean', default: false },
      clear: { type: 'string' },
      'clear-seed': { type: 'string', default: '2' },
      log: { type: 'string', default: join(tmpdir(), 'cell-division-clear-puzzles.jsonl') },
    },
  });
  if (values.clear !== undefined) {
    const clear = { seed: Number(values['clear-seed']), perFamily: readClearSize(values.clear) };
    if (!Number.isInteger(clear.seed) || clear.seed < 0)
      throw new Error(`--clear-seed takes a whole number, not ${values['clear-seed']}`);
    makeClear(values.out, clear, values.check, values.log);
    return;
  }
  const seed = Number(values.seed);
  const perFamily = Number(values['per-family']);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed takes a whole number, not ${values.seed}`);
  if (!Number.isInteger(perFamily) || perFamily < 1)
    throw new Error(`--per-family takes a whole number from 1, not ${values['per-family']}`);
  const started = performance.now();
  const puzzles = generatePuzzles({ seed, perFamily, onGame: progress(perFamily) });
  const text = puzzleFileText(seed, perFamily, puzzles);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write('\n');
  if (values.check) {
    const same = readFileSync(values.out, 'utf8') === text;
    console.log(
      same
        ? `${values.out} is what seed ${seed} makes (${puzzles.length} puzzles, ${seconds} s)`
        : `${values.out} differs from what seed ${seed} makes`,
    );
    process.exitCode = same ? 0 : 1;
    return;
  }
  writeFileSync(values.out, text);
  console.log(`${puzzles.length} puzzles written to ${values.out} (${text.length} bytes, ${seconds} s)`);
}

if (process.argv[1]?.endsWith('make-puzzles.ts')) main();
