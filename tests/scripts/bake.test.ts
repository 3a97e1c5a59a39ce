// The bake's output: atlas shape and size limits, frame names, reproducible bytes, skipping.
import { describe, expect, test } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ART_JSON, bake, storedHash, type CellSheetsJson } from '../../scripts/bake/bake.ts';
import { ART_IMAGE, CELL_SHEETS, CELL_SHEETS_JSON } from '../../src/ui/art/cell-sheets.ts';
import type { AtlasJson } from '../../scripts/bake/atlas.ts';
import { BAKE_SOURCES, inputsHash } from '../../scripts/bake/inputs.ts';
import { CELL_PATTERNS } from '../../scripts/bake/frames.ts';
import { ICON_NAMES } from '../../src/ui/art/icons.ts';
import { PALETTE_NAMES } from '../../src/ui/palette.ts';

const root = resolve(import.meta.dirname, '../..');

describe('bake', () => {
  test('bake - twice from scratch - the same bytes; a third time - skipped', () => {
    const a = mkdtempSync(join(tmpdir(), 'bake-a-'));
    const b = mkdtempSync(join(tmpdir(), 'bake-b-'));
    try {
      const fresh = bake({ root, outDir: a });
      expect(fresh.baked).toBe(true);
      // The other bake from scratch: `npm run bake`'s in assets/cells (npm test bakes before its tests,
      // in a process of its own) when it is of today's inputs, else one more here.
      const tree = join(root, 'assets/cells');
      const other = storedHash(tree) === fresh.hash ? tree : b;
      if (other === b) expect(bake({ root, outDir: b, force: true }).baked).toBe(true);
      const outputs = [...CELL_SHEETS.map((sheet) => sheet.image), CELL_SHEETS_JSON, ART_IMAGE, ART_JSON];
      for (const f of outputs) {
        expect(readFileSync(join(a, f)).equals(readFileSync(join(other, f))), f).toBe(true);
      }
      expect(bake({ root, outDir: a }).baked).toBe(false);

      const cells = JSON.parse(readFileSync(join(a, CELL_SHEETS_JSON), 'utf8')) as CellSheetsJson;
      expect(cells.sheets.map((sheet) => sheet.meta.image)).toEqual(CELL_SHEETS.map((sheet) => sheet.image));
      const names = cells.sheets.flatMap((sheet) => Object.keys(sheet.frames));
      // 16 square, 8 hexagonal and 8 triangular cells per palette, each palette in one sheet only.
      expect(names.length).toBe(PALETTE_NAMES.length * 32);
      expect(new Set(names).size).toBe(names.length);
      expect(CELL_SHEETS.flatMap((sheet) => sheet.palettes).sort()).toEqual([...PALETTE_NAMES].sort());
      expect(CELL_PATTERNS.square.length).toBe(16);
      expect(CELL_PATTERNS.hex).toEqual([
        'hex-000',
        'hex-001',
        'hex-010',
        'hex-011',
        'hex-100',
        'hex-101',
        'hex-110',
        'hex-111',
      ]);
      for (const p of ['green', 'blue', 'fuchsia', 'red', 'yellow']) {
        for (const n of [...CELL_PATTERNS.square, ...CELL_PATTERNS.hex, ...CELL_PATTERNS.tri])
          expect(names).toContain(`${p}/${n}`);
      }
      // Eight cells to a 2048-pixel row: a palette's square cells fill two rows, its hexagonal ones the
      // third, its triangular ones the fourth.
      const [first, more] = cells.sheets;
      expect(first!.frames['red/0000']!.frame).toEqual({ x: 0, y: 4 * 256, w: 256, h: 256 });
      expect(more!.frames['blue/hex-000']!.frame).toEqual({ x: 0, y: 2 * 256, w: 256, h: 256 });
      for (const [i, sheet] of cells.sheets.entries()) {
        for (const f of Object.values(sheet.frames)) {
          expect(f.frame.w).toBeGreaterThanOrEqual(256);
          expect(f.frame.h).toBeGreaterThanOrEqual(256);
          expect(f.frame.x + f.frame.w).toBeLessThanOrEqual(sheet.meta.size.w);
          expect(f.frame.y + f.frame.h).toBeLessThanOrEqual(sheet.meta.size.h);
        }
        expect(sheet.meta.size.w).toBeLessThanOrEqual(2048);
        expect(sheet.meta.size.h).toBeLessThanOrEqual(4096);
        // A WebP of the size the JSON gives (RIFF, WEBP, then a VP8X header with the canvas size less one).
        const webp = readFileSync(join(a, CELL_SHEETS[i]!.image));
        expect(webp.subarray(0, 4).toString() + webp.subarray(8, 16).toString()).toBe('RIFFWEBPVP8X');
        expect(webp.readUIntLE(24, 3) + 1).toBe(sheet.meta.size.w);
        expect(webp.readUIntLE(27, 3) + 1).toBe(sheet.meta.size.h);
      }
      // The first sheet is what the first screen downloads; both together stay under a megabyte.
      // 360 KiB: pieces of about equal size (art/even-cuts.ts) that fill their corners of the cell
      // hold more edge than drops would (346 KiB at WebP quality 86).
      expect(readFileSync(join(a, CELL_SHEETS[0]!.image)).length).toBeLessThan(360 * 1024);
      expect(CELL_SHEETS.reduce((n, sheet) => n + readFileSync(join(a, sheet.image)).length, 0)).toBeLessThan(
        1024 * 1024,
      );

      const art = JSON.parse(readFileSync(join(a, ART_JSON), 'utf8')) as AtlasJson;
      const artNames = Object.keys(art.frames);
      for (const n of [
        'logo',
        'board/dish',
        'board/beaker',
        'board/flask',
        'board/tray',
        'board/hex',
        ...ICON_NAMES.map((i) => `icon/${i}`),
      ]) {
        expect(artNames).toContain(n);
      }
      expect(readFileSync(join(a, ART_IMAGE)).length).toBeLessThan(256 * 1024);
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
    // A bake from scratch of 32 cells a palette takes half a minute on a busy two-core machine.
  }, 180_000);
});

describe('bake inputs', () => {
  test("inputsHash - an edit to the engine's topology (the cells' axes) - a new hash, so the bake runs", () => {
    const copy = mkdtempSync(join(tmpdir(), 'bake-inputs-'));
    try {
      for (const path of [...BAKE_SOURCES, 'node_modules/@napi-rs/canvas/package.json']) {
        cpSync(join(root, path), join(copy, path), { recursive: true });
      }
      const before = inputsHash(copy, {});
      expect(inputsHash(copy, {})).toBe(before);
      const topology = join(copy, 'src/engine/topology.ts');
      writeFileSync(topology, readFileSync(topology, 'utf8').replace('[0, 60, 120]', '[0, 60, 121]'));
      expect(inputsHash(copy, {})).not.toBe(before);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
