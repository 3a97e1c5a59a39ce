// The bake's inputs hash: its source files (the script, its helpers, the shared art code and the
// palettes), the renderer's version and the options. Same hash, same bytes: the bake is skipped.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Folders and files whose contents decide the baked pixels, relative to the repository root: the
 * engine's files among them give the cells' axes and frame names and the baked boards' shapes.
 */
export const BAKE_SOURCES = [
  'scripts/bake-cells.ts',
  'scripts/bake',
  'src/ui/art',
  'src/ui/palette.ts',
  'src/ui/theme.ts',
  'src/engine/topology.ts',
  'src/engine/pattern.ts',
  'src/engine/layout.ts',
  'src/engine/layout-ids.ts',
] as const;

function listFiles(root: string, path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .flatMap((name) => listFiles(root, join(path, name)))
    .filter((p) => p.endsWith('.ts'));
}

export function inputsHash(root: string, options: unknown): string {
  const hash = createHash('sha256');
  const files = BAKE_SOURCES.flatMap((p) => listFiles(root, p))
    .map((p) => relative(root, join(root, p)).split('\\').join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  const renderer = JSON.parse(
    readFileSync(join(root, 'node_modules/@napi-rs/canvas/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`@napi-rs/canvas@${renderer.version}\0${JSON.stringify(options)}`);
  return hash.digest('hex').slice(0, 16);
}
