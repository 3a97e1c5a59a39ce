// The puzzle script is reproducible: the first puzzle of each family, made again from the seed,
// is the shipped file's first five puzzles byte for byte (a smaller run is a prefix of a larger one).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { generatePuzzles } from '../../src/ai/puzzles/generate.ts';
import { puzzleFileText } from '../../scripts/make-puzzles.ts';

const FILE = resolve(import.meta.dirname, '../../src/ai/puzzles/puzzles.json');

describe('make-puzzles', () => {
  test('the seed makes the shipped set again: one per family is its first five', { timeout: 120_000 }, () => {
    const shipped = JSON.parse(readFileSync(FILE, 'utf8')) as {
      seed: number;
      perFamily: number;
      puzzles: unknown[];
    };
    const again = generatePuzzles({ seed: shipped.seed, perFamily: 1 });
    expect(again).toEqual(shipped.puzzles.slice(0, 5));
  });

  test('the file is written one puzzle a line, and reads back as it was made', () => {
    const shipped = JSON.parse(readFileSync(FILE, 'utf8')) as {
      seed: number;
      perFamily: number;
      clear?: Parameters<typeof puzzleFileText>[3];
      puzzles: Parameters<typeof puzzleFileText>[2];
    };
    expect(puzzleFileText(shipped.seed, shipped.perFamily, shipped.puzzles, shipped.clear)).toBe(
      readFileSync(FILE, 'utf8'),
    );
  });
});
