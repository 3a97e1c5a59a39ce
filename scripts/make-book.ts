// Makes the opening book (src/ai/book/book-data.ts): `npx tsx scripts/make-book.ts [--rules
// a,b] [--solved FILE…]`. For every rules key of BOOK_RULES it solves the positions before the
// quick exact reach (QUICK_REACH moves left) that `perfect` can meet from either seat: where
// perfect is to move, the position's value and every best move, then the book's move; where the
// opponent is, every reply up to mirror images. Games of a few more moves than that keep the
// empty board only, so the first move is instant. Each position is solved once, whatever the path.
// Larger boards take their empty board's solve from a file of `solve --checkpoint` (--solved),
// and are marked incomplete; with --first-moves [SQUARES] the positions after each kind of first
// move (or those of the named squares) are solved too and join the entries the book has for the key.
// With --tree a larger board gets its whole tree of best replies down to Perfect's reach
// (PERFECT_REACH moves left), reusing the entries the book has, and is marked complete; the book
// is written after every solve, so a stopped run goes on from there.
// Only the rules keys made are rewritten; the rest of the book stays.

import { writeFileSync } from 'node:fs';
import { parseLayout, readSquareName, squareName, type Position } from '../src/engine/index.ts';
import { solvePosition } from '../src/ai/expert/solve.ts';
import { solutionOf } from '../src/ai/expert/root-moves.ts';
import { walkTree } from './book-tree.ts';
import { PERFECT_REACH, QUICK_REACH } from '../src/ai/expert/perfect.ts';
import { canonicalKey, inverseOf, LARGE_BOOK_RULES, writeEntry } from '../src/ai/book/book.ts';
import { BOOK_DATA } from '../src/ai/book/book-data.ts';
import { emptyPosition } from '../src/ai/rules-key.ts';
import { solveFirstMoves } from './book-first-moves.ts';
import { checkSameGame, unsolvedMoves } from '../src/cli/solve/checkpoint.ts';
import { outcomesOf, readSolveFile } from '../src/cli/solve/solve-file-read.ts';

/** Games of more moves than this get their empty board in the book (below it the solver is instant). */
const ROOT_FROM_MOVES = 13;

/** Every layout of at most 20 squares (with equal moves too where the count is odd), hex:3, and LARGE_BOOK_RULES. */
export function bookRules(): string[] {
  const keys = new Set<string>();
  for (let a = 1; a <= 20; a++) {
    for (const id of [
      `petri:${a}`,
      `square:${a}`,
      ...Array.from({ length: 20 }, (_, b) => [
        `grid:${a}x${b + 1}`,
        `beaker:${a}x${b + 1}`,
        `flask:${a}x${b + 1}`,
      ]).flat(),
    ]) {
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
  return [...keys]
    .filter((key) => emptyPosition(key).movesLeft() >= ROOT_FROM_MOVES)
    .concat(LARGE_BOOK_RULES);
}

interface Made {
  entries: Map<number, string>;
  positions: number;
  /** Entries kept from the book (a larger board's tree goes on from them), by key. */
  known: Map<number, string>;
  /** Called after each new solve of a larger board's tree, so the book keeps what is done. */
  solved?: () => void;
}

/** The best moves an entry's text stores (of the keyed image). */
function bestOfEntry(text: string): number[] {
  const best = text.split(':')[2]!;
  return best === '' ? [] : best.split('.').map((t) => parseInt(t, 36));
}

/** Solves the position unless the book has it, stores its entry, and answers the book's move. */
function enter(position: Position, made: Made): number {
  const { key, map } = canonicalKey(position);
  const kept = made.known.get(key);
  let canonical: number[];
  if (kept !== undefined) {
    canonical = bestOfEntry(kept);
    made.entries.set(key, kept);
  } else {
    const solution = solvePosition(position);
    made.positions += solution.nodes;
    canonical = (map === null ? solution.best : solution.best.map((s) => map[s]!)).sort((a, b) => a - b);
    made.entries.set(key, writeEntry(key, solution.value, canonical));
    made.solved?.();
  }
  return map === null ? Math.min(...canonical) : inverseOf(position.layout, map)[Math.min(...canonical)]!;
}

/** Every position of the best-reply tree for `seat` before `reach` moves are left. */
function walk(position: Position, seat: 1 | 2, made: Made, moveOf: Map<number, number>, reach: number): void {
  walkTree(position, seat, reach, (p) => {
    const { key, map } = canonicalKey(p);
    const known = moveOf.get(key);
    if (known === undefined) {
      const move = enter(p, made);
      moveOf.set(key, map === null ? move : map[move]!);
      return move;
    }
    return map === null ? known : inverseOf(p.layout, map)[known]!;
  });
}

/** `--first-moves` with the squares named after it, [] for every kind of first move, or null when not asked. */
interface Options {
  solvedFiles: string[];
  firstMoves: string[] | null;
  /** `--tree`: a larger board's whole tree of best replies down to Perfect's reach. */
  tree: boolean;
  /** Called when an entry joins a rules key made over a long while, so the book keeps what is done. */
  progress: (made: Made) => void;
}

/** Entries the book has for the key, by key. */
function bookEntries(key: string): Map<number, string> {
  const entries = new Map<number, string>();
  for (const text of (BOOK_DATA[key]?.entries ?? '').split(' ').filter(Boolean))
    entries.set(parseInt(text.split(':')[0]!, 36), text);
  return entries;
}

/** A larger board's tree, from the book's entries (its empty board's among them) down to Perfect's reach. */
function makeTree(key: string, position: Position, options: Options): { complete: boolean; made: Made } {
  const known = bookEntries(key);
  // The book's entries stay from the start, so a stopped run loses none of them.
  const made: Made = { entries: new Map(known), positions: 0, known };
  if (!made.known.has(canonicalKey(position).key))
    throw new Error(
      `${key}: the book has no entry for its empty board yet; make it first with --solved FILE`,
    );
  let solves = 0;
  const started = performance.now();
  made.solved = () => {
    solves++;
    console.log(
      `${key}: ${solves} solves, ${made.entries.size} entries, ${made.positions} positions searched, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    options.progress(made);
  };
  const moveOf = new Map<number, number>();
  walk(position, 1, made, moveOf, PERFECT_REACH);
  walk(position, 2, made, moveOf, PERFECT_REACH);
  return { complete: true, made };
}

function make(key: string, options: Options): { complete: boolean; made: Made } {
  const solvedFiles = options.solvedFiles;
  const position = emptyPosition(key);
  const made: Made = { entries: new Map(), positions: 0, known: new Map() };
  if (LARGE_BOOK_RULES.includes(key) && options.tree) return makeTree(key, position, options);
  if (LARGE_BOOK_RULES.includes(key)) {
    const files = solvedFiles
      .map((path) => ({ path, file: readSolveFile(path) }))
      .filter(({ file }) => file.rules === key && file.position === key);
    if (files.length === 0)
      throw new Error(
        `${key}: give its empty board's solve with --solved FILE (npm run cli -- solve --layout ${key} --no-limit --checkpoint FILE)`,
      );
    const outcomes = files.flatMap(({ path, file }) => {
      checkSameGame(path, file, position);
      return outcomesOf(path, file, position);
    });
    if (unsolvedMoves(position, outcomes).length > 0)
      throw new Error(`${key}: the solve files do not cover every first move`);
    const solution = solutionOf(position, outcomes);
    const { key: k, map } = canonicalKey(position);
    const canonical = map === null ? solution.best : solution.best.map((s) => map[s]!);
    made.entries.set(
      k,
      writeEntry(
        k,
        solution.value,
        canonical.sort((a, b) => a - b),
      ),
    );
    made.positions = solution.nodes;
    if (options.firstMoves !== null) {
      // Entries already made for the key's other first moves stay.
      for (const [k2, text] of bookEntries(key)) made.entries.set(k2, text);
      made.entries.set(
        k,
        writeEntry(
          k,
          solution.value,
          canonical.sort((a, b) => a - b),
        ),
      );
      const wanted =
        options.firstMoves.length === 0 ? null : options.firstMoves.map((name) => squareOf(position, name));
      solveFirstMoves(position, outcomes, wanted, (solved) => {
        made.entries.set(solved.key, solved.entry);
        made.positions += solved.positions;
        console.log(
          `${key} ${squareName(position.layout, solved.move)}: ${solved.value > 0 ? '+' : ''}${solved.value}, ${solved.positions} positions, ${solved.seconds.toFixed(1)} s`,
        );
        options.progress(made);
      });
    }
    return { complete: false, made };
  }
  if (position.movesLeft() <= QUICK_REACH) enter(position, made);
  const moveOf = new Map<number, number>();
  walk(position, 1, made, moveOf, QUICK_REACH);
  walk(position, 2, made, moveOf, QUICK_REACH);
  return { complete: true, made };
}

function squareOf(position: Position, name: string): number {
  const read = readSquareName(position.layout, name);
  if ('square' in read) return read.square;
  throw new Error('error' in read ? read.error : `${name}: name a square, not a column`);
}

function writeBook(data: Record<string, { complete: boolean; entries: string }>): void {
  const lines = Object.keys(data)
    .sort()
    .map(
      (key) =>
        `  ${JSON.stringify(key)}: { complete: ${data[key]!.complete}, entries: ${JSON.stringify(data[key]!.entries)} },`,
    );
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

/** The words after `flag` up to the next option, or null without the flag. */
function wordsAfter(argv: string[], flag: string): string[] | null {
  const at = argv.indexOf(flag);
  if (at < 0) return null;
  const end = argv.findIndex((w, i) => i > at && w.startsWith('--'));
  return argv.slice(at + 1, end < 0 ? undefined : end);
}

function main(argv: string[]): void {
  const rulesAt = argv.indexOf('--rules');
  const chosen = rulesAt >= 0 ? argv[rulesAt + 1]!.split(',') : bookRules();
  const solved = wordsAfter(argv, '--solved') ?? [];
  const firstMoves = wordsAfter(argv, '--first-moves');
  const data = { ...BOOK_DATA };
  const joined = (made: Made) =>
    [...made.entries.keys()]
      .sort((a, b) => a - b)
      .map((k) => made.entries.get(k)!)
      .join(' ');
  for (const key of chosen) {
    if (emptyPosition(key).rules.id !== key)
      throw new Error(`${key}: write it as ${emptyPosition(key).rules.id}`);
    const started = performance.now();
    const progress = (made: Made) => {
      data[key] = { complete: false, entries: joined(made) };
      writeBook(data);
    };
    const { complete, made } = make(key, {
      solvedFiles: solved,
      firstMoves,
      tree: argv.includes('--tree'),
      progress,
    });
    const entries = joined(made);
    data[key] = { complete, entries };
    writeBook(data);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${key}: ${made.entries.size} positions, ${entries.length} bytes, ${made.positions} positions searched, ${seconds} s`,
    );
  }
  const total = Object.values(data).reduce((sum, line) => sum + line.entries.length, 0);
  console.log(`book: ${Object.keys(data).length} rules, ${total} bytes of entries`);
}

main(process.argv.slice(2));
