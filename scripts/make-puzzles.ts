// Makes the puzzle set the game ships (src/ai/puzzles/puzzles.json): seeded games on every layout
// family, positions near their end proved by the exact solver (one best move, which the hard
// opponent misses). The same seed and size give the same file byte for byte.
//
//   npm run puzzles                       writes the set (seed 1, 80 per family)
//   npm run puzzles -- --per-family 2 --out /tmp/p.json
//   npm run puzzles -- --check            makes the set again and says whether the file matches it

import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generatePuzzles } from '../src/ai/puzzles/generate.ts';
import type { PuzzleEntry } from '../src/ai/puzzles/puzzle-set.ts';

const DEFAULT_OUT = 'src/ai/puzzles/puzzles.json';

/** The file's text: the seed and size it was made with, then one puzzle per line. */
export function puzzleFileText(seed: number, perFamily: number, puzzles: PuzzleEntry[]): string {
  const lines = puzzles.map((p) => `    ${JSON.stringify(p)}`);
  return `{\n  "seed": ${seed},\n  "perFamily": ${perFamily},\n  "puzzles": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      'per-family': { type: 'string', default: '80' },
      out: { type: 'string', default: DEFAULT_OUT },
      check: { type: 'boolean', default: false },
    },
  });
  const seed = Number(values.seed);
  const perFamily = Number(values['per-family']);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed takes a whole number, not ${values.seed}`);
  if (!Number.isInteger(perFamily) || perFamily < 1)
    throw new Error(`--per-family takes a whole number from 1, not ${values['per-family']}`);
  const started = performance.now();
  let lastFamily = '';
  const puzzles = generatePuzzles({
    seed,
    perFamily,
    onGame(family, found, games) {
      if (family !== lastFamily || found === perFamily) process.stderr.write(`\n${family}: `);
      lastFamily = family;
      process.stderr.write(`\r${family}: ${found} puzzles from ${games} games   `);
    },
  });
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
