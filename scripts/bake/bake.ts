// The bake: draws the cell sheets and the art atlas and writes them as WebP with their JSON, unless
// the outputs already exist with the same inputs hash.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import { buildAtlas, type AtlasJson } from './atlas.ts';
import { artFrames, cellFrames, DEFAULT_SIZES, type BakeSizes } from './frames.ts';
import { inputsHash } from './inputs.ts';
import { ART_IMAGE, CELL_SHEETS, CELL_SHEETS_JSON, WEBP_QUALITY } from '../../src/ui/art/cell-sheets.ts';

export type BakeOptions = {
  /** Repository root (for the inputs hash). */
  readonly root: string;
  /** Where the atlases go: assets/cells by default. */
  readonly outDir: string;
  readonly sizes?: BakeSizes;
  /** Bake even when the hash matches. */
  readonly force?: boolean;
};

export type BakeResult = {
  readonly baked: boolean;
  readonly ms: number;
  readonly hash: string;
  readonly bytes: Record<string, number>;
};

/** cells.json: every cell sheet's Phaser JSON-hash description, in loading order. */
export type CellSheetsJson = { sheets: AtlasJson[]; meta: { inputsHash: string } };

/** One baked image as drawn, before encoding, with its description. */
export type DrawnAtlas = { readonly image: string; readonly canvas: Canvas; readonly json: AtlasJson };

export const ART_JSON = 'art.json';

/** The inputs hash the atlases in outDir were baked from, or undefined when any is missing or they disagree. */
export function storedHash(outDir: string): string | undefined {
  const images = [...CELL_SHEETS.map((s) => s.image), ART_IMAGE];
  if (!images.every((image) => existsSync(join(outDir, image)))) return undefined;
  try {
    const cells = (JSON.parse(readFileSync(join(outDir, CELL_SHEETS_JSON), 'utf8')) as CellSheetsJson).meta
      .inputsHash;
    const art = (JSON.parse(readFileSync(join(outDir, ART_JSON), 'utf8')) as AtlasJson).meta.inputsHash;
    return cells === art ? cells : undefined;
  } catch {
    return undefined;
  }
}

/** Draws every cell sheet and the art atlas (cells edge to edge: a transparent margin is inside each frame). */
export function drawAtlases(sizes: BakeSizes, hash: string): { sheets: DrawnAtlas[]; art: DrawnAtlas } {
  const sheets = CELL_SHEETS.map((s) => ({
    image: s.image,
    ...buildAtlas(cellFrames(sizes, s.palettes), s.image, hash, { maxWidth: 2048, padding: 0 }),
  }));
  const art = {
    image: ART_IMAGE,
    ...buildAtlas(artFrames(sizes), ART_IMAGE, hash, { maxWidth: 2048, padding: 4 }),
  };
  return { sheets, art };
}

export function bake(options: BakeOptions): BakeResult {
  const start = performance.now();
  const sizes = options.sizes ?? DEFAULT_SIZES;
  const hash = inputsHash(options.root, { sizes, webp: WEBP_QUALITY });
  if (!options.force && storedHash(options.outDir) === hash) {
    return { baked: false, ms: performance.now() - start, hash, bytes: {} };
  }
  mkdirSync(options.outDir, { recursive: true });
  const bytes: Record<string, number> = {};
  const { sheets, art } = drawAtlases(sizes, hash);
  for (const { image, canvas } of [...sheets, art]) {
    // libwebp's encoder is deterministic and writes no time or text: the bytes depend on the pixels only.
    const webp = canvas.toBuffer('image/webp', WEBP_QUALITY);
    writeFileSync(join(options.outDir, image), webp);
    bytes[image] = webp.length;
  }
  // The JSON goes last: a bake interrupted before it leaves no matching hash, so it reruns.
  writeFileSync(join(options.outDir, ART_JSON), JSON.stringify(art.json, null, 1) + '\n');
  const cells: CellSheetsJson = { sheets: sheets.map((s) => s.json), meta: { inputsHash: hash } };
  writeFileSync(join(options.outDir, CELL_SHEETS_JSON), JSON.stringify(cells, null, 1) + '\n');
  return { baked: true, ms: performance.now() - start, hash, bytes };
}
