// Makes the opening book (src/ai/book/book-data.ts): `npx tsx scripts/make-book.ts [--rules
// a,b] [--solved FILE…]`. For every rules key of BOOK_RULES it solves the positions before the
// exact solver's reach (PERFECT_REACH moves left) that `perfect` can meet from either seat: where
// perfect is to move, the position's value and every best move, then the book's move; where the
// opponent is, every reply up to mirror images. Games of a few more moves than that keep the
// empty board only, so the first move is instant. Each position is solved once, whatever the path.
// Larger boards take their empty board's solve from a file of `solve --checkpoint` (--solved),
// and are marked incomplete. Only the rules keys made are rewritten; the rest of the book stays.

import { writeFileSync } from 'node:fs';
import { parseLayout, type Position } from '../src/engine/index.ts';
import { solvePosition } from '../src/ai/expert/solve.ts';
import { rootMoveClasses, solutionOf } from '../src/ai/expert/root-moves.ts';
import { PERFECT_REACH } from '../src/ai/expert/perfect.ts';
import { canonicalKey, inverseOf, writeEntry } from '../src/ai/book/book.ts';
import { BOOK_DATA } from '../src/ai/book/book-data.ts';
import { emptyPosition } from '../src/ai/rules-key.ts';
import { checkSameGame, outcomesOf, readSolveFile, unsolvedMoves } from '../src/cli/solve/checkpoint.ts';

/** Games of more moves than this get their empty board in the book (below it the solver is instant). */
const ROOT_FROM_MOVES = 13;
/** Boards past the solver's reach whose book is their empty board only, from a solve file. */
const LARGE_RULES = ['square:5'];

/** Every layout of at most 20 squares (with equal moves too where the count is odd), hex:3, and LARGE_RULES. */
export function bookRules(): string[] {
  const keys = new Set<string>();
  for (let a = 1; a <= 20; a++) {
    for (const id of [`petri:${a}`, `square:${a}`, ...Array.from({ length: 20 }, (_, b) => [`grid:${a}x${b + 1}`, `beaker:${a}x${b + 1}`, `flask:${a}x${b + 1}`]).flat()]) {
      let size: number;
      try {
        size = parseLayout(id).size;
      } catch {
        continue; // not a layout the rules allow
      }
      if (size > 20) continue;
      keys.add(parseLayout(id).id);
      if (size % 2 === 1) keys.add(`${parseLayout(id).id}/equal`);
    }
  }
  // The smallest hexagon, 19 cells.
  keys.add('hex:3');
  keys.add('hex:3/equal');
  return [...keys].filter((key) => emptyPosition(key).movesLeft() >= ROOT_FROM_MOVES).concat(LARGE_RULES);
}

interface Made {
  entries: Map<number, string>;
  positions: number;
}

/** Solves the position unless the book has it, stores its entry, and answers the book's move. */
function enter(position: Position, made: Made): number {
  const { key, map } = canonicalKey(position);
  const solution = solvePosition(position);
  made.positions += solution.nodes;
  const canonical = map === null ? solution.best : solution.best.map((s) => map[s]!);
  made.entries.set(key, writeEntry(key, solution.value, canonical.sort((a, b) => a - b)));
  return map === null ? Math.min(...canonical) : inverseOf(position.layout, map)[Math.min(...canonical)]!;
}

/** Every position of the best-reply tree for `seat` before the solver's reach. */
function walk(position: Position, seat: 1 | 2, made: Made, moveOf: Map<number, number>): void {
  if (position.movesLeft() <= PERFECT_REACH) return;
  if (position.turn() === seat) {
    const { key, map } = canonicalKey(position);
    let move = moveOf.get(key);
    if (move === undefined) {
      move = enter(position, made);
      moveOf.set(key, map === null ? move : map[move]!);
    } else if (map !== null) move = inverseOf(position.layout, map)[move]!;
    position.playUnchecked(move);
    walk(position, seat, made, moveOf);
    position.undo();
    return;
  }
  for (const [reply] of rootMoveClasses(position)) {
    position.playUnchecked(reply!);
    walk(position, seat, made, moveOf);
    position.undo();
  }
}

function make(key: string, solvedFiles: string[]): { complete: boolean; made: Made } {
  const position = emptyPosition(key);
  const made: Made = { entries: new Map(), positions: 0 };
  if (LARGE_RULES.includes(key)) {
    const files = solvedFiles.map((path) => ({ path, file: readSolveFile(path) })).filter(({ file }) => file.rules === key && file.position === key);
    if (files.length === 0) throw new Error(`${key}: give its empty board's solve with --solved FILE (npm run cli -- solve --layout ${key} --no-limit --checkpoint FILE)`);
    const outcomes = files.flatMap(({ path, file }) => {
      checkSameGame(path, file, position);
      return outcomesOf(path, file, position);
    });
    if (unsolvedMoves(position, outcomes).length > 0) throw new Error(`${key}: the solve files do not cover every first move`);
    const solution = solutionOf(position, outcomes);
    const { key: k, map } = canonicalKey(position);
    const canonical = map === null ? solution.best : solution.best.map((s) => map[s]!);
    made.entries.set(k, writeEntry(k, solution.value, canonical.sort((a, b) => a - b)));
    made.positions = solution.nodes;
    return { complete: false, made };
  }
  if (position.movesLeft() <= PERFECT_REACH) enter(position, made);
  const moveOf = new Map<number, number>();
  walk(position, 1, made, moveOf);
  walk(position, 2, made, moveOf);
  return { complete: true, made };
}

function writeBook(data: Record<string, { complete: boolean; entries: string }>): void {
  const lines = Object.keys(data)
    .sort()
    .map((key) => `  ${JSON.stringify(key)}: { complete: ${data[key]!.complete}, entries: ${JSON.stringify(data[key]!.entries)} },`);
  const text = [
    '// Made by `npx tsx scripts/make-book.ts`; do not edit by hand. One line per rules key: whether',
    '// its best-reply tree is whole, and its entries (see book.ts).',
    '',
    'export const BOOK_DATA: Record<string, { complete: boolean; entries: string }> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
  writeFileSync(new URL('../src/ai/book/book-data.ts', import.meta.url), text);
}

function main(argv: string[]): void {
  const rulesAt = argv.indexOf('--rules');
  const chosen = rulesAt >= 0 ? argv[rulesAt + 1]!.split(',') : bookRules();
  const solvedAt = argv.indexOf('--solved');
  const solved = solvedAt >= 0 ? argv.slice(solvedAt + 1).filter((w) => !w.startsWith('--')) : [];
  const data = { ...BOOK_DATA };
  for (const key of chosen) {
    if (emptyPosition(key).rules.id !== key) throw new Error(`${key}: write it as ${emptyPosition(key).rules.id}`);
    const started = performance.now();
    const { complete, made } = make(key, solved);
    const entries = [...made.entries.keys()].sort((a, b) => a - b).map((k) => made.entries.get(k)!).join(' ');
    data[key] = { complete, entries };
    writeBook(data);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${key}: ${made.entries.size} positions, ${entries.length} bytes, ${made.positions} positions searched, ${seconds} s`);
  }
  const total = Object.values(data).reduce((sum, line) => sum + line.entries.length, 0);
  console.log(`book: ${Object.keys(data).length} rules, ${total} bytes of entries`);
}

main(process.argv.slice(2));
