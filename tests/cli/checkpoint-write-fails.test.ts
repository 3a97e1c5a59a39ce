// Issue 32, item 4: a checkpoint write that fails partway (a disk filling up mid-solve) keeps the
// work in memory, says where it could not write, and leaves the last good checkpoint whole. Root
// may write anywhere, so the failure is injected: a port of writeSolveFile, and node's writeSync
// failing partway under the whole solve command.
import { existsSync, mkdtempSync, readFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { writeSolveFile, type SolveFile } from '../../src/cli/solve/checkpoint.ts';

/** The fault: from the `from`th write on, one short write of half, then "the disk is full". */
const fault = vi.hoisted(() => ({ from: Infinity, writes: 0, short: false }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const failing = ((fd: number, bytes: Uint8Array, offset: number, length: number) => {
    if (typeof bytes === 'string' || ++fault.writes < fault.from)
      return fs.writeSync(fd, bytes, offset, length);
    if (!fault.short) {
      fault.short = true;
      return fs.writeSync(fd, bytes, offset, Math.ceil(length / 2));
    }
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  }) as typeof fs.writeSync;
  return { ...fs, default: { ...fs, writeSync: failing }, writeSync: failing };
});

afterEach(() => Object.assign(fault, { from: Infinity, writes: 0, short: false }));

const directory = mkdtempSync(join(tmpdir(), 'checkpoint-fails-'));
const record = 'square:3 a1 c3';
const file = (values: number[]): SolveFile => ({
  format: 'cell-division solve 1',
  rules: 'square:3',
  position: record,
  classes: values.map((value, i) => ({ moves: [`b${i + 1}`], value, bound: 'exact', positions: 10 })),
});

test('a short write goes on where it stopped: the file is whole', () => {
  const path = join(directory, 'short.json');
  let calls = 0;
  writeSolveFile(path, file([1, 2]), (fd, bytes, offset, length) => {
    calls++;
    return writeSync(fd, bytes, offset, Math.min(length, 40));
  });
  expect(calls).toBeGreaterThan(2);
  expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(file([1, 2]));
});

test('a write failing partway leaves the last good checkpoint whole, no unfinished file, and says which file', () => {
  const path = join(directory, 'partway.json');
  writeSolveFile(path, file([1]));
  let calls = 0;
  const full = (fd: number, bytes: Uint8Array, offset: number, length: number) => {
    if (++calls > 1) throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
    return writeSync(fd, bytes, offset, Math.ceil(length / 2));
  };
  expect(() => writeSolveFile(path, file([1, 2]), full)).toThrow(
    `cannot write ${path}.partial: the disk is full`,
  );
  expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(file([1]));
  expect(existsSync(`${path}.partial`)).toBe(false);
});

test('solve --checkpoint whose disk fills up partway: the answer is given from memory, the last good checkpoint kept, where it could not write said', async () => {
  const { runCli } = await import('../../src/cli/main.ts');
  const path = join(directory, 'solve.json');
  // The first checkpoint is written whole; the second stops halfway, then the disk is full.
  fault.from = 2;
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['solve', record, '--jobs', '1', '--checkpoint', path, '--json'], {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    async *lines() {},
  });
  expect(code).toBe(1);
  expect(JSON.parse(out[0]!).value).toEqual(expect.any(Number));
  expect(err.filter((l) => l.startsWith('could not write'))).toEqual([
    `could not write the checkpoint ${path}: cannot write ${path}.partial: the disk is full; the solve goes on, its work kept in memory, and tries again after the next move`,
  ]);
  expect(err.at(-1)).toBe(
    `the checkpoint ${path} could not be written (cannot write ${path}.partial: the disk is full): the answer above is the only copy of this solve`,
  );
  // The checkpoint on disk is the first one, whole: one class solved, readable to resume from.
  const kept = JSON.parse(readFileSync(path, 'utf8')) as SolveFile;
  expect(kept.classes).toHaveLength(1);
  expect(existsSync(`${path}.partial`)).toBe(false);
});
