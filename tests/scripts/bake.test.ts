// The bake's output: atlas shape and size limits, frame names, reproducible bytes, skipping.
import { describe, expect, test } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bake } from '../../scripts/bake/bake.ts';
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
      expect(bake({ root, outDir: a }).baked).toBe(true);
      expect(bake({ root, outDir: b, force: true }).baked).toBe(true);
      for (const f of ['cells.png', 'cells.json', 'art.png', 'art.json']) {
        expect(readFileSync(join(a, f)).equals(readFileSync(join(b, f))), f).toBe(true);
      }
      expect(bake({ root, outDir: a }).baked).toBe(false);

      const cells = JSON.parse(readFileSync(join(a, 'cells.json'), 'utf8')) as AtlasJson;
      const names = Object.keys(cells.frames);
      // 16 square and 8 hexagonal cells per palette.
      expect(names.length).toBe(PALETTE_NAMES.length * 24);
      expect(CELL_PATTERNS.square.length).toBe(16);
      expect(CELL_PATTERNS.hex).toEqual(['hex-000', 'hex-001', 'hex-010', 'hex-011', 'hex-100', 'hex-101', 'hex-110', 'hex-111']);
      for (const p of ['green', 'blue', 'fuchsia', 'red', 'yellow']) {
        for (const n of [...CELL_PATTERNS.square, ...CELL_PATTERNS.hex]) expect(names).toContain(`${p}/${n}`);
      }
      // One palette's square cells fill a row of the atlas; the hexagonal ones follow below them.
      expect(cells.frames['blue/0000']!.frame).toEqual({ x: 0, y: 256, w: 256, h: 256 });
      expect(cells.frames['green/hex-000']!.frame.y).toBe(PALETTE_NAMES.length * 256);
      for (const f of Object.values(cells.frames)) {
        expect(f.frame.w).toBeGreaterThanOrEqual(256);
        expect(f.frame.h).toBeGreaterThanOrEqual(256);
        expect(f.frame.x + f.frame.w).toBeLessThanOrEqual(cells.meta.size.w);
        expect(f.frame.y + f.frame.h).toBeLessThanOrEqual(cells.meta.size.h);
      }
      expect(cells.meta.size.w).toBeLessThanOrEqual(4096);
      expect(cells.meta.size.h).toBeLessThanOrEqual(4096);
      expect(readFileSync(join(a, 'cells.png')).length).toBeLessThan(4 * 1024 * 1024);
      // The PNG's own header agrees with the JSON.
      const png = readFileSync(join(a, 'cells.png'));
      expect(png.readUInt32BE(16)).toBe(cells.meta.size.w);
      expect(png.readUInt32BE(20)).toBe(cells.meta.size.h);

      const art = JSON.parse(readFileSync(join(a, 'art.json'), 'utf8')) as AtlasJson;
      const artNames = Object.keys(art.frames);
      for (const n of ['logo', 'board/dish', 'board/beaker', 'board/flask', 'board/tray', 'board/hex', ...ICON_NAMES.map((i) => `icon/${i}`)]) {
        expect(artNames).toContain(n);
      }
      expect(readFileSync(join(a, 'art.png')).length).toBeLessThan(2 * 1024 * 1024);
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });
});

describe('bake inputs', () => {
  test('inputsHash - an edit to the engine\'s topology (the cells\' axes) - a new hash, so the bake runs', () => {
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
