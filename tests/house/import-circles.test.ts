// The import graph of src/ has no circles, type-only imports included: ESLint's import-x/no-cycle
// skips `import type`, and a circle of types still ties two rooms into one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Each file's relative imports and re-exports, type-only ones included (dynamic imports are left out). */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pattern = /^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(pattern)].map((m) => resolve(dirname(file), m[1]));
    graph.set(file, targets);
  }
  return graph;
}

/** One circle per strongly connected group of two or more files (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

test('the finder sees a circle of type-only imports', () => {
  const graph = new Map([
    ['/a.ts', ['/b.ts']],
    ['/b.ts', ['/a.ts']],
    ['/c.ts', ['/a.ts']],
  ]);
  expect(circles(graph)).toEqual([['/b.ts', '/a.ts']]);
});

test('src/ has no import circles', () => {
  const found = circles(importGraph(sourceFiles(SRC))).map((group) =>
    group
      .map((file) => relative(SRC, file))
      .sort()
      .join(' ↔ '),
  );
  expect(found).toEqual([]);
});
