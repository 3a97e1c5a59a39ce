// The About panel's solved values come from docs/solving.md by a script, and agree with the
// opening book: the same value and the same best first moves for every board listed.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parseRules, Position, squareName } from '../../src/engine/index.ts';
import { solvedValue, solvedWords } from '../../src/game/solved-boards.ts';
import { SOLVED_ROWS, SOLVED_VARIANT_ROWS } from '../../src/game/solved-values-data.ts';
import { dataFile, menuRulesKeys, solvedRows, variantRows } from '../../scripts/solved-table.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';

const docs = readFileSync(new URL('../../docs/solving.md', import.meta.url), 'utf8');

test('solved-values-data.ts is what the script makes from the docs today', () => {
  const file = readFileSync(new URL('../../src/game/solved-values-data.ts', import.meta.url), 'utf8');
  expect(file).toBe(dataFile(solvedRows(docs, menuRulesKeys()), variantRows(docs)));
  expect(SOLVED_ROWS.map((r) => r.rules)).toEqual(expect.arrayContaining(['square:5', 'hex:3', 'square:4']));
});

test.each(SOLVED_ROWS.map((r) => [r.rules, r] as const))(
  '%s - value and best first moves as in the book',
  (rules, row) => {
    const book = solvedValue(rules);
    expect(book).not.toBeNull();
    expect(row.value).toBe(book!.value);
    const position = new Position(parseRules(rules));
    const all = /^all (\d+)$/.exec(row.best);
    if (all) {
      expect(book!.best.length).toBe(Number(all[1]));
    } else {
      expect(row.best.split(' ').sort()).toEqual(
        book!.best.map((s) => squareName(position.layout, s)).sort(),
      );
    }
  },
);

test('a changed figure in the docs changes the table', () => {
  const changed = docs.replace('| flask:6x3 | 16 | -4 |', '| flask:6x3 | 16 | -2 |');
  expect(solvedRows(changed, ['flask:6x3'])[0]!.value).toBe(-2);
});

test("the README's table of solved boards is the About panel's: the same boards (in any order), values and best first moves", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  // | petri:5, equal moves | player 1 wins by 6 | c3 |
  const rows = [
    ...readme.matchAll(/^\| ([a-z]+:[0-9x]+)(, equal moves)? \| ([a-z0-9 ]+) \| ([a-z0-9 ]+) \|$/gm),
  ];
  const byRules = (a: { rules: string }, b: { rules: string }) => a.rules.localeCompare(b.rules);
  expect(
    rows.map((m) => ({ rules: m[1]! + (m[2] ? '/equal' : ''), words: m[3], best: m[4] })).sort(byRules),
  ).toEqual(
    SOLVED_ROWS.map((r) => ({ rules: r.rules, words: solvedWords(r.value), best: r.best })).sort(byRules),
  );
});

test('the boards solved under capture, stem cells and jumps, and the triangles, are in the data', () => {
  expect(SOLVED_VARIANT_ROWS.map((r) => r.rules)).toEqual(
    expect.arrayContaining([
      'tri:3',
      'tri:3/capture',
      'tri:3/stem',
      'tri:3/jumps',
      'tri:4',
      'square:3/jumps',
    ]),
  );
});

test.each(
  SOLVED_VARIANT_ROWS.filter((r) => new Position(parseRules(r.rules)).totalMoves <= 9).map(
    (r) => [r.rules, r] as const,
  ),
)(
  '%s - value and best first moves solved again',
  (rules, row) => {
    const position = new Position(parseRules(rules));
    const solved = solvePosition(position, { symmetry: false });
    expect(solved.value).toBe(row.value);
    const all = /^all (\d+)$/.exec(row.best);
    if (all) expect(solved.best.length).toBe(Number(all[1]));
    else
      expect(solved.best.map((s) => squareName(position.layout, s)).sort()).toEqual(
        row.best.split(' ').sort(),
      );
  },
  60_000,
);
