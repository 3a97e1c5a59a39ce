// The storage keys the game uses, read from its source: every `store.read(…)`, `store.write(…)` and
// `store.remove(…)` names its key as a string or as a constant of the same file. A new key is found
// here without anyone listing it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

/** Every key the game reads or writes through its store (without the `cell-division:v1:` prefix). */
export function storageKeysInCode(): string[] {
  const keys = new Set<string>();
  const files = sourceFiles(SRC).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  // Exported constants may name a key in another file (SAVED_MATCH_KEY).
  const exported = new Map<string, string>();
  for (const { text } of files)
    for (const m of text.matchAll(/export const\s+(\w+)\s*=\s*'([^']+)'/g)) exported.set(m[1]!, m[2]!);
  for (const { file, text } of files) {
    const constants = new Map(exported);
    for (const m of text.matchAll(/const\s+(\w+)\s*=\s*'([^']+)'/g)) constants.set(m[1]!, m[2]!);
    // The store's own calls (storage.ts) use `this.`; every other file reaches it as `store` or `s.store`.
    const caller = file.endsWith('storage.ts') ? 'this' : 'store';
    for (const m of text.matchAll(
      new RegExp(`\\b${caller}\\.(?:read|write|remove)(?:<[^>]*>)?\\(\\s*(?:'([^']+)'|(\\w+))`, 'g'),
    )) {
      const key = m[1] ?? constants.get(m[2]!);
      if (key) keys.add(key);
      else if (m[2] !== 'name')
        throw new Error(`${file}: storage key ${m[2]} is not a constant of this file`);
    }
  }
  return [...keys].sort();
}
