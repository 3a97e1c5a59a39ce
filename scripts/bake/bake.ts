// The bake: draws both atlases and writes their PNG and JSON, unless the outputs already exist
// with the same inputs hash.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAtlas, MAX_ATLAS_SIDE, type AtlasJson } from './atlas.ts';
import { artFrames, cellFrames, DEFAULT_SIZES, type BakeSizes } from './frames.ts';
import { inputsHash } from './inputs.ts';

export type BakeOptions = {
  /** Repository root (for the inputs hash). */
  readonly root: string;
  /** Where the atlases go: assets/cells by default. */
  readonly outDir: string;
  readonly sizes?: BakeSizes;
  /** Bake even when the hash matches. */
  readonly force?: boolean;
};

export type BakeResult = { readonly baked: boolean; readonly ms: number; readonly hash: string; readonly bytes: Record<string, number> };

export const ATLASES = ['cells', 'art'] as const;

function storedHash(outDir: string, atlas: string): string | undefined {
  const json = join(outDir, `${atlas}.json`);
  if (!existsSync(json) || !existsSync(join(outDir, `${atlas}.png`))) return undefined;
  try {
    return (JSON.parse(readFileSync(json, 'utf8')) as AtlasJson).meta.inputsHash;
  } catch {
    return undefined;
  }
}

export function bake(options: BakeOptions): BakeResult {
  const start = performance.now();
  const sizes = options.sizes ?? DEFAULT_SIZES;
  const hash = inputsHash(options.root, { sizes });
  if (!options.force && ATLASES.every((a) => storedHash(options.outDir, a) === hash)) {
    return { baked: false, ms: performance.now() - start, hash, bytes: {} };
  }
  mkdirSync(options.outDir, { recursive: true });
  const bytes: Record<string, number> = {};
  const atlases = {
    // Cells have a transparent margin inside their frame, so they pack edge to edge: 16 × 256 = 4096.
    cells: buildAtlas(cellFrames(sizes), 'cells.png', hash, { maxWidth: MAX_ATLAS_SIDE, padding: 0 }),
    art: buildAtlas(artFrames(sizes), 'art.png', hash, { maxWidth: 2048, padding: 4 }),
  };
  for (const name of ATLASES) {
    const { canvas, json } = atlases[name];
    // Skia's PNG encoder writes no time or text chunks: the bytes depend on the pixels only.
    const png = canvas.toBuffer('image/png');
    writeFileSync(join(options.outDir, `${name}.png`), png);
    // The JSON goes last: a bake interrupted before it leaves no matching hash, so it reruns.
    writeFileSync(join(options.outDir, `${name}.json`), JSON.stringify(json, null, 1) + '\n');
    bytes[`${name}.png`] = png.length;
  }
  return { baked: true, ms: performance.now() - start, hash, bytes };
}
