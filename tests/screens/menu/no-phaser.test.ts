// The menu's models import no Phaser, not even its types, nor anything that does: every file they
// reach, followed import by import, is free of it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from 'vitest';

const MODELS = resolve(import.meta.dirname, '../../../src/screens/menu');

/** Every source file reached from `file` through its relative imports (type imports too). */
function reached(file: string, seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(file)) return seen;
  const text = readFileSync(file, 'utf8');
  seen.set(file, text);
  for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)) {
    const spec = m[1] ?? m[2]!;
    if (spec.startsWith('.')) reached(resolve(dirname(file), spec), seen);
  }
  return seen;
}

test("the menu's models reach no file that imports Phaser, and none of theirs touches the page", () => {
  const files = readdirSync(MODELS)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(MODELS, f));
  expect(files.length).toBeGreaterThan(5);
  const all = new Map<string, string>();
  for (const f of files) reached(f, all);
  const phaser = [...all].filter(([, text]) => /from\s+'phaser'/.test(text)).map(([f]) => f);
  expect(phaser).toEqual([]);
  const page = files.filter((f) => /\b(document|window|localStorage)\./.test(readFileSync(f, 'utf8')));
  expect(page).toEqual([]);
});
