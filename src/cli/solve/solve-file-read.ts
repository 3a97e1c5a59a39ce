// Reading a solve file (`--checkpoint` to resume, `--merge`) without trusting it: only a regular
// file, at most MAX_SOLVE_FILE_BYTES of it, and every field checked for its type, its range, the
// values a game of its position can reach and its counts. A file that fails is refused in one line
// naming the field; text from the file is quoted with its hidden characters escaped.

import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { quoteInput, readSquareName, type Position } from '../../engine/index.ts';
import type { RootOutcome } from '../../ai/expert/root-moves.ts';
import { SOLVE_FILE_FORMAT, SolveFileError, type SolveFile } from './checkpoint.ts';
import { reachableDifferences } from './reachable-values.ts';

/** A solve of the largest board is a few kilobytes; anything much larger is not a solve file. */
export const MAX_SOLVE_FILE_BYTES = 1 << 20;
/** Rules ids and records are short; a longer one is not from a solve. */
const MAX_TEXT = 4000;
/** More positions than a solve could search in years. */
const MAX_POSITIONS = 1e15;
const FIELDS = ['format', 'rules', 'position', 'classes'];
const LINE_FIELDS = ['moves', 'value', 'bound', 'positions'];
const BOUNDS = ['exact', 'at most', 'at least'];

/** The bytes of `path`, refusing what is not a regular file and what is over the cap. */
function readCapped(path: string): string {
  let fd: number;
  try {
    // Non-blocking, so a named pipe with no writer is refused below instead of waited on.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new SolveFileError(
      `cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (e as Error).message}`,
    );
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile())
      throw new SolveFileError(
        `${path} is not a regular file (a device, a pipe or a folder): give a solve file`,
      );
    if (stat.size > MAX_SOLVE_FILE_BYTES)
      throw new SolveFileError(
        `${path} is ${stat.size} bytes; a solve file is at most ${MAX_SOLVE_FILE_BYTES}`,
      );
    // Read one byte over the cap, in case the file grows while it is read.
    const buffer = Buffer.alloc(MAX_SOLVE_FILE_BYTES + 1);
    let length = 0;
    try {
      for (let n = 1; n > 0 && length < buffer.length; length += n)
        n = readSync(fd, buffer, length, buffer.length - length, null);
    } catch (e) {
      // A file that stats as regular can still refuse its bytes (/proc/self/mem, a failing disk).
      throw new SolveFileError(
        `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      );
    }
    if (length > MAX_SOLVE_FILE_BYTES)
      throw new SolveFileError(`${path} is over ${MAX_SOLVE_FILE_BYTES} bytes; a solve file is at most that`);
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

function shown(value: unknown): string {
  if (typeof value === 'string') return quoteInput(value);
  if (value === null || typeof value !== 'object') return String(value).slice(0, 40);
  return Array.isArray(value) ? 'a list' : 'an object';
}

function plainText(path: string, file: Record<string, unknown>, field: string): string {
  const value = file[field];
  if (typeof value !== 'string' || value.length > MAX_TEXT || /[\p{Cc}\p{Cf}]/u.test(value)) {
    throw new SolveFileError(
      `${path}: "${field}" should be a ${field === 'rules' ? 'rules id' : 'game record'} in plain text, not ${shown(value)}`,
    );
  }
  return value;
}

/** The file at `path`, its fields of the right types; outcomesOf checks them against the position. */
export function readSolveFile(path: string): SolveFile {
  const text = readCapped(path);
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    throw new SolveFileError(`${path} is not a solve file (it is not JSON)`);
  }
  if (
    file === null ||
    typeof file !== 'object' ||
    Array.isArray(file) ||
    (file as SolveFile).format !== SOLVE_FILE_FORMAT
  ) {
    throw new SolveFileError(
      `${path} is not a solve file of this version (it should start with "format": "${SOLVE_FILE_FORMAT}")`,
    );
  }
  const fields = file as Record<string, unknown>;
  const stray = Object.keys(fields).find((k) => !FIELDS.includes(k));
  if (stray !== undefined)
    throw new SolveFileError(
      `${path}: unknown field ${quoteInput(stray)} (a solve file has ${FIELDS.join(', ')})`,
    );
  const rules = plainText(path, fields, 'rules');
  const position = plainText(path, fields, 'position');
  if (!Array.isArray(fields.classes))
    throw new SolveFileError(
      `${path}: "classes" should be a list of solved moves, not ${shown(fields.classes)}`,
    );
  return { format: SOLVE_FILE_FORMAT, rules, position, classes: fields.classes as SolveFile['classes'] };
}

/** The outcomes a file holds, on `position` (which checkSameGame has matched); every line checked. */
export function outcomesOf(path: string, file: SolveFile, position: Position): RootOutcome[] {
  const sign = position.turn() === 1 ? 1 : -1;
  const before = position.scoreDifference();
  const legal = new Set(position.legalMoveList());
  if (file.classes.length > legal.size) {
    throw new SolveFileError(
      `${path}: "classes" has ${file.classes.length} lines, but this position has only ${legal.size} moves`,
    );
  }
  const reach = reachableDifferences(position.rules);
  const lineOf = new Map<number, number>();
  return file.classes.map((line: unknown, i): RootOutcome => {
    const at = `${path}: classes[${i}]`;
    if (line === null || typeof line !== 'object' || Array.isArray(line))
      throw new SolveFileError(
        `${at} should be an object with ${LINE_FIELDS.join(', ')}, not ${shown(line)}`,
      );
    const fields = line as Record<string, unknown>;
    const stray = Object.keys(fields).find((k) => !LINE_FIELDS.includes(k));
    if (stray !== undefined)
      throw new SolveFileError(
        `${at}: unknown field ${quoteInput(stray)} (a line has ${LINE_FIELDS.join(', ')})`,
      );
    const { moves, value, bound, positions } = fields;
    if (!Array.isArray(moves) || moves.length === 0 || moves.length > legal.size) {
      throw new SolveFileError(
        `${at}.moves should be a list of 1 to ${legal.size} moves, like ["c3"], not ${shown(moves)}`,
      );
    }
    const squares = moves.map((name: unknown) => {
      if (typeof name !== 'string')
        throw new SolveFileError(`${at}.moves should hold square names, like "c3", not ${shown(name)}`);
      const read = readSquareName(position.layout, name);
      if (!('square' in read) || !legal.has(read.square))
        throw new SolveFileError(`${at}.moves: ${quoteInput(name)} is not a move of this position`);
      const earlier = lineOf.get(read.square);
      if (earlier !== undefined)
        throw new SolveFileError(`${at}.moves: ${name} is solved twice (also in classes[${earlier}])`);
      lineOf.set(read.square, i);
      return read.square;
    });
    if (typeof value !== 'number' || !Number.isInteger(value) || value < reach.least || value > reach.most) {
      throw new SolveFileError(
        `${at}.value should be a whole number from ${reach.least} to ${reach.most} (the final differences a game of ${position.rules.id} can reach), not ${shown(value)}`,
      );
    }
    if (typeof bound !== 'string' || !BOUNDS.includes(bound)) {
      throw new SolveFileError(`${at}.bound should be "exact", "at most" or "at least", not ${shown(bound)}`);
    }
    if (bound === (sign === 1 ? 'at least' : 'at most')) {
      throw new SolveFileError(
        `${at}.bound: "${bound}" cannot be, as player ${position.turn()} is to move (their best is at ${sign === 1 ? 'most' : 'least'} a value)`,
      );
    }
    if (
      positions !== undefined &&
      (typeof positions !== 'number' ||
        !Number.isInteger(positions) ||
        positions < 0 ||
        positions > MAX_POSITIONS)
    ) {
      throw new SolveFileError(
        `${at}.positions should be a whole number of positions searched, not ${shown(positions)}`,
      );
    }
    return { squares, rest: sign * (value - before), exact: bound === 'exact', nodes: positions ?? 0 };
  });
}
