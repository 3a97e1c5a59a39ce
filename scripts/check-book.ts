// Proves the opening book's entries again, a second way: `npx tsx scripts/check-book.ts RULES
// [--sample N]` re-solves the positions of the key's tree of best replies (down to Perfect's
// reach) without mirror images and compares value and best moves with the book's. With --sample
// it checks N of them, spread evenly through the tree (the empty board, proved by the solve
// commands, is left out). Prints each check and the count that differ.

import type { Position } from '../src/engine/index.ts';
import { lookUp } from '../src/ai/book/book.ts';
import { PERFECT_REACH } from '../src/ai/expert/perfect.ts';
import { walkTree } from './book-tree.ts';
import { solvePosition } from '../src/ai/expert/solve.ts';
import { emptyPosition } from '../src/ai/rules-key.ts';

/** The records of the positions where `seat` plays the book's move, each mirror class of a reply once. */
function treePositions(position: Position, seat: 1 | 2, out: Set<string>): void {
  walkTree(position, seat, PERFECT_REACH, (p) => {
    const entry = lookUp(p);
    if (!entry) throw new Error(`${p.moves().join(' ')}: not in the book`);
    out.add(p.moves().join(' '));
    return entry.move;
  });
}

function main(argv: string[]): void {
  const rules = argv[0];
  if (!rules) throw new Error('name the rules: npx tsx scripts/check-book.ts square:5 [--sample N]');
  const at = argv.indexOf('--sample');
  const found = new Set<string>();
  treePositions(emptyPosition(rules), 1, found);
  treePositions(emptyPosition(rules), 2, found);
  let records = [...found];
  if (at >= 0) {
    const n = Number(argv[at + 1]);
    const step = records.length / n;
    // Midway through each step: the empty board, first in the tree, is left to the solve commands.
    records = Array.from(
      { length: Math.min(n, records.length) },
      (_, i) => records[Math.floor((i + 0.5) * step)]!,
    );
  }
  let differ = 0;
  for (const moves of records) {
    const position = emptyPosition(rules);
    for (const m of moves.split(' ').filter(Boolean)) position.playUnchecked(Number(m));
    const entry = lookUp(position)!;
    const started = performance.now();
    const solution = solvePosition(position, { symmetry: false });
    const same = solution.value === entry.value && solution.best.join() === entry.best.join();
    if (!same) differ++;
    console.log(
      `${same ? 'same' : 'DIFFERS'} [${moves}]: book ${entry.value} ${entry.best.join('.')}, solver ${solution.value} ${solution.best.join('.')}, ${solution.nodes} positions, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  console.log(
    `${rules}: ${records.length} of ${found.size} tree positions checked without mirror images, ${differ} differ`,
  );
  if (differ > 0) process.exitCode = 1;
}

main(process.argv.slice(2));
