// A solve's file: the root move classes solved so far, written after each one (`--checkpoint`),
// read back to resume, and combined across machines (`--merge`). Values are written from
// player 1's side, as the command prints them; a file of other rules or another position is
// refused, so a resumed or merged solve never mixes two games.

import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readSquareName, squareName, writeRecord, type Position } from '../../engine/index.ts';
import type { RootOutcome } from '../../ai/expert/root-moves.ts';

const FORMAT = 'cell-division solve 1';

/** A file that cannot be used for this solve; the message says which file and why. */
export class SolveFileError extends Error {
  override name = 'SolveFileError';
}

interface ClassLine {
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
    moves: o.squares.map((s) => squareName(position.layout, s)),
    value: before + sign * o.rest,
    bound: o.exact ? 'exact' : sign === 1 ? 'at most' : 'at least',
    positions: o.nodes,
  }));
  return { format: FORMAT, rules: position.rules.id, position: writeRecord(position), classes };
}

/** Writes the whole file to a temporary name first, so a solve killed mid-write leaves the last good one. */
export function writeSolveFile(path: string, file: SolveFile): void {
  const temporary = `${path}.partial`;
  writeFileSync(temporary, `${JSON.stringify(file, null, 1)}\n`);
  renameSync(temporary, path);
}

export function readSolveFile(path: string): SolveFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new SolveFileError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
  let file: SolveFile;
  try {
    file = JSON.parse(text) as SolveFile;
  } catch {
    throw new SolveFileError(`${path} is not a solve file (it is not JSON)`);
  }
  if (file?.format !== FORMAT || !Array.isArray(file.classes) || typeof file.rules !== 'string' || typeof file.position !== 'string') {
    throw new SolveFileError(`${path} is not a solve file of this version (it should start with "format": "${FORMAT}")`);
  }
  return file;
}

/** Refuses a file of other rules or another position than `position`. */
export function checkSameGame(path: string, file: SolveFile, position: Position): void {
  const rules = position.rules.id;
  const record = writeRecord(position);
  if (file.rules !== rules) throw new SolveFileError(`${path} is a solve of ${file.rules}, not of ${rules}: give another file, or solve ${file.rules}`);
  if (file.position !== record) throw new SolveFileError(`${path} is a solve of the position "${file.position}", not of "${record}"`);
}

/** The outcomes a file holds, on `position` (which checkSameGame has matched). */
export function outcomesOf(path: string, file: SolveFile, position: Position): RootOutcome[] {
  const sign = position.turn() === 1 ? 1 : -1;
  const before = position.scoreDifference();
  const legal = new Set(position.legalMoveList());
  return file.classes.map((line) => {
    const squares = line.moves.map((name) => {
      const read = readSquareName(position.layout, name);
      if (!('square' in read) || !legal.has(read.square)) throw new SolveFileError(`${path}: '${name}' is not a move of this position`);
      return read.square;
    });
    const wrongSide = line.bound === (sign === 1 ? 'at least' : 'at most');
    if (squares.length === 0 || typeof line.value !== 'number' || wrongSide || !['exact', 'at most', 'at least'].includes(line.bound)) {
      throw new SolveFileError(`${path}: a damaged line (moves ${line.moves.join(' ')})`);
    }
    return { squares, rest: sign * (line.value - before), exact: line.bound === 'exact', nodes: line.positions ?? 0 };
  });
}

/**
 * The outcomes of several files of one position, each square once. Two files giving one square
 * different exact values disagree, and the merge stops rather than pick one.
 */
export function mergeOutcomes(position: Position, files: Array<{ path: string; outcomes: RootOutcome[] }>): RootOutcome[] {
  const exactBy = new Map<number, { value: number; path: string }>();
  const merged: RootOutcome[] = [];
  const covered = new Set<number>();
  const exactlyCovered = new Set<number>();
  for (const { path, outcomes } of files) {
    for (const o of outcomes) {
      for (const s of o.squares) {
        const seen = exactBy.get(s);
        if (o.exact && seen && seen.value !== o.rest) {
          throw new SolveFileError(`${seen.path} and ${path} disagree on ${squareName(position.layout, s)}: they are not solves of the same game`);
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
  return position.legalMoveList().filter((s) => !covered.has(s));
}
