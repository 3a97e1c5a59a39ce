// A solve's file: the root move classes solved so far, written after each one (`--checkpoint`),
// read back to resume, and combined across machines (`--merge`). Values are written from
// player 1's side, as the command prints them; a file of other rules or another position is
// refused, so a resumed or merged solve never mixes two games.

import { closeSync, lstatSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { moveName, quoteInput, writeRecord, type Position } from '../../engine/index.ts';
import { allMoves, type RootOutcome } from '../../ai/expert/root-moves.ts';

export const SOLVE_FILE_FORMAT = 'cell-division solve 1';

/** A file that cannot be used for this solve; the message says which file and why. */
export class SolveFileError extends Error {
  override name = 'SolveFileError';
}

export interface ClassLine {
  moves: string[];
  /** The final difference after these moves with best play: exact, or a bound from player 1's side. */
  value: number;
  bound: 'exact' | 'at most' | 'at least';
  positions: number;
}

export interface SolveFile {
  format: string;
  rules: string;
  /** The position's record: the layout id and the moves played. */
  position: string;
  classes: ClassLine[];
}

export function solveFileOf(position: Position, outcomes: RootOutcome[]): SolveFile {
  const sign = position.turn() === 1 ? 1 : -1;
  const before = position.scoreDifference();
  const classes = outcomes.map((o): ClassLine => ({
    moves: o.squares.map((s) => moveName(position, s)),
    value: before + sign * o.rest,
    bound: o.exact ? 'exact' : sign === 1 ? 'at most' : 'at least',
    positions: o.nodes,
  }));
  return { format: SOLVE_FILE_FORMAT, rules: position.rules.id, position: writeRecord(position), classes };
}

/**
 * Refuses, before a solve starts, a checkpoint path it could not write: a missing folder, a link,
 * something other than a file, a folder it may not write in. Says why in one line.
 */
export function checkCheckpointPath(path: string): void {
  if (path === '' || path.endsWith('/'))
    throw new SolveFileError(
      `--checkpoint ${quoteInput(path)} names no file: give a file name, like --checkpoint square5.json`,
    );
  const folder = dirname(resolve(path));
  const kind = kindOf(folder);
  if (kind === 'none') throw new SolveFileError(`--checkpoint ${path}: the folder ${folder} does not exist`);
  if (kind !== 'folder') throw new SolveFileError(`--checkpoint ${path}: ${folder} is not a folder`);
  const target = kindOf(path);
  if (target === 'link')
    throw new SolveFileError(`--checkpoint ${path} is a symbolic link: give the file itself`);
  if (target !== 'none' && target !== 'file')
    throw new SolveFileError(`--checkpoint ${path} is not a regular file`);
  // A trial of the very write the solve makes, so a read-only folder is found now, not hours in.
  const temporary = openPartial(path);
  closeSync(temporary.fd);
  unlinkSync(temporary.name);
}

function kindOf(path: string): 'none' | 'link' | 'file' | 'folder' | 'other' {
  try {
    const stat = lstatSync(path);
    return stat.isSymbolicLink() ? 'link' : stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : 'other';
  } catch {
    return 'none';
  }
}

/**
 * The temporary file beside `path`, created exclusively: never through a link or over something
 * that is not a file. A regular one left by a killed solve is removed first.
 */
function openPartial(path: string): { fd: number; name: string } {
  const name = `${path}.partial`;
  const kind = kindOf(name);
  if (kind === 'link' || kind === 'folder' || kind === 'other') {
    throw new SolveFileError(
      `${name} is ${kind === 'link' ? 'a symbolic link' : 'not a regular file'}: the checkpoint is not written through it; remove it and solve again`,
    );
  }
  try {
    if (kind === 'file') unlinkSync(name);
    return { fd: openSync(name, 'wx', 0o644), name };
  } catch (e) {
    throw new SolveFileError(`cannot write ${name}: ${writeProblem(e)}`);
  }
}

/** A failed write's reason in a few words. */
export function writeProblem(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (e instanceof SolveFileError) return e.message;
  if (code === 'ENOENT') return 'its folder is gone';
  if (code === 'EEXIST') return 'it appeared while being written (another program made it)';
  if (code === 'ENOSPC') return 'the disk is full';
  if (code === 'EACCES' || code === 'EPERM') return 'not allowed to write there';
  if (code === 'EROFS') return 'the disk is read-only';
  return (e as Error).message;
}

/** Writes bytes to a file and says how many it wrote (node's writeSync; a test's port fails it partway). */
export type WriteBytes = (fd: number, bytes: Uint8Array, offset: number, length: number) => number;

/**
 * Writes the whole file to a temporary name first, so a solve killed mid-write leaves the last good
 * one. A short write (a disk nearly full) goes on where it stopped; a write that fails partway
 * removes the unfinished file and leaves the last good checkpoint as it was.
 */
export function writeSolveFile(path: string, file: SolveFile, write: WriteBytes = writeSync): void {
  const bytes = Buffer.from(`${JSON.stringify(file, null, 1)}\n`);
  const temporary = openPartial(path);
  let whole = false;
  try {
    for (let at = 0; at < bytes.length;) {
      const wrote = write(temporary.fd, bytes, at, bytes.length - at);
      if (wrote <= 0) throw new SolveFileError(`the disk took none of the last ${bytes.length - at} bytes`);
      at += wrote;
    }
    whole = true;
  } catch (e) {
    throw new SolveFileError(`cannot write ${temporary.name}: ${writeProblem(e)}`);
  } finally {
    closeSync(temporary.fd);
    if (!whole) removeUnfinished(temporary.name);
  }
  renameSync(temporary.name, path);
}

/** Removes an unfinished temporary file; one already gone (with its folder) is no further problem. */
function removeUnfinished(name: string): void {
  try {
    unlinkSync(name);
  } catch {
    // Nothing left to remove: the write's own failure is what the solve reports.
  }
}

/** Refuses a file of other rules or another position than `position` (readSolveFile has found both plain text). */
export function checkSameGame(path: string, file: SolveFile, position: Position): void {
  const rules = position.rules.id;
  const record = writeRecord(position);
  if (file.rules !== rules)
    throw new SolveFileError(
      `${path} is a solve of ${file.rules}, not of ${rules}: give another file, or solve ${file.rules}`,
    );
  if (file.position !== record)
    throw new SolveFileError(`${path} is a solve of the position "${file.position}", not of "${record}"`);
}

/**
 * The outcomes of several files of one position, each square once. Two files giving one square
 * different exact values disagree, and the merge stops rather than pick one.
 */
export function mergeOutcomes(
  position: Position,
  files: Array<{ path: string; outcomes: RootOutcome[] }>,
): RootOutcome[] {
  const exactBy = new Map<number, { value: number; path: string }>();
  const merged: RootOutcome[] = [];
  const covered = new Set<number>();
  const exactlyCovered = new Set<number>();
  for (const { path, outcomes } of files) {
    for (const o of outcomes) {
      for (const s of o.squares) {
        const seen = exactBy.get(s);
        if (o.exact && seen && seen.value !== o.rest) {
          throw new SolveFileError(
            `${seen.path} and ${path} disagree on ${moveName(position, s)}: they are not solves of the same game`,
          );
        }
        if (o.exact) exactBy.set(s, { value: o.rest, path });
      }
      if (o.squares.some((s) => !(o.exact ? exactlyCovered : covered).has(s))) merged.push(o);
      for (const s of o.squares) {
        covered.add(s);
        if (o.exact) exactlyCovered.add(s);
      }
    }
  }
  return merged;
}

/** The legal moves no outcome covers, in reading order. */
export function unsolvedMoves(position: Position, outcomes: RootOutcome[]): number[] {
  const covered = new Set(outcomes.flatMap((o) => o.squares));
  return allMoves(position).filter((s) => !covered.has(s));
}
