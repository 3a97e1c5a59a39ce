// Writes one line of figures per puzzle of the set into a JSON file under `key`, one puzzle a line
// as puzzles.json keeps its set, with progress every 20 puzzles (a whole set takes minutes).
import { writeFileSync } from 'node:fs';
import { puzzleCount } from '../src/ai/puzzles/puzzle-set.ts';

export function writePuzzleRows(out: string, key: string, rowOf: (n: number) => string): void {
  const rows: string[] = [];
  const started = Date.now();
  for (let n = 1; n <= puzzleCount(); n++) {
    rows.push(rowOf(n));
    if (n % 20 === 0) console.log(`${n} puzzles, ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const lines = rows.map((r) => `    ${JSON.stringify(r)}`).join(',\n');
  writeFileSync(out, `{\n  "${key}": [\n${lines}\n  ]\n}\n`);
}
