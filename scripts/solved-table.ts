// The About panel's solved values: `npx tsx scripts/solved-table.ts` reads docs/solving.md (its
// tables of solved empty boards, and the sentence giving hex:3's solve) and writes
// src/game/solved-values-data.ts with the boards the menu offers, so the game shows the figures the
// docs publish and nobody types them twice. tests/scripts/solved-table.test.ts checks the file
// against the docs and the values and best moves against the opening book. The boards solved
// under capture, stem cells and jumps and the triangular boards (RULES.md sections 11 to 14) go
// to SOLVED_VARIANT_ROWS, every one the docs give, for the panel to show once the menu offers them.

import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { BOARD_CHOICES } from '../src/game/settings.ts';
import type { SolvedRow } from '../src/game/solved-values-data.ts';

const DOCS = new URL('../docs/solving.md', import.meta.url);
const OUT = new URL('../src/game/solved-values-data.ts', import.meta.url);

/**
 * The rules keys of the menu's boards under divisions scoring, with and without equal moves; the
 * triangular boards are the variant rows' (the opening book holds none of them).
 */
export function menuRulesKeys(): string[] {
  return BOARD_CHOICES.flatMap((b) =>
    b.sizes.filter((id: string) => !id.startsWith('tri:')).flatMap((id: string) => [id, `${id}/equal`]),
  );
}

/** Every solved board the docs give with its positions and time, for the rules keys asked for, in menu order. */
export function solvedRows(markdown: string, keys: readonly string[]): SolvedRow[] {
  const found = new Map<string, SolvedRow>();
  // Table rows: | rules | moves | value | best first moves | positions | time | second solve agrees |
  const row =
    /^\| ([a-z]+:[0-9x]+)( \(equal moves\))? \| (\d+) \| ([+-]?\d+) \| ([^|]+?) \| (\d+) \| ([\d.]+) s \| yes \|$/gm;
  for (const m of markdown.matchAll(row)) {
    const rules = m[1]! + (m[2] ? '/equal' : '');
    found.set(rules, {
      rules,
      value: Number(m[4]),
      best: m[5]!.trim(),
      positions: Number(m[6]),
      seconds: Number(m[7]),
    });
  }
  // Boards solved once by a long solve: the value in bold in a row, positions and time in the sentence under it.
  const long = /^\| ([a-z]+:[0-9x]+) \| \d+ \| \*\*([+-]?\d+)\*\*[^|]*\| ([a-z0-9 ]+?) \|.*$/gm;
  for (const m of markdown.matchAll(long)) {
    const took = new RegExp(`^${m[1]} took ([\\d ]+) positions and ([\\d.]+) s`, 'm').exec(markdown);
    if (took)
      found.set(m[1]!, {
        rules: m[1]!,
        value: Number(m[2]),
        best: m[3]!,
        positions: Number(took[1]!.replace(/ /g, '')),
        seconds: Number(took[2]),
      });
  }
  // hex:3 is given in a sentence: value, best move, then the command's positions and time.
  const hex =
    /`(hex:\d+)` \(\d+ cells\), from player 1's side: \*\*([+-]?\d+)\*\*, and the only best first move is the centre `([a-z]\d+)`:\s*`npm run cli -- solve --layout \1` searches ([\d,]+) positions in ([\d.]+) s/.exec(
      markdown,
    );
  if (hex)
    found.set(hex[1]!, {
      rules: hex[1]!,
      value: Number(hex[2]),
      best: hex[3]!,
      positions: Number(hex[4]!.replace(/,/g, '')),
      seconds: Number(hex[5]),
    });
  return keys.flatMap((k) => found.get(k) ?? []);
}

/** Every board the docs give solved under capture, stem cells or jumps, or triangular, in the docs' order. */
export function variantRows(markdown: string): SolvedRow[] {
  const row =
    /^\| ((?:[a-z]+:[0-9x]+)(?:\/(?:capture|stem|jumps))+|tri:\d+) \| (\d+) \| ([+-]?\d+) \| ([^|]+?) \| (\d+) \| ([\d.]+) s \| yes \|$/gm;
  return [...markdown.matchAll(row)].map((m) => ({
    rules: m[1]!,
    value: Number(m[3]),
    best: m[4]!.trim(),
    positions: Number(m[5]),
    seconds: Number(m[6]),
  }));
}

export function dataFile(rows: readonly SolvedRow[], variants: readonly SolvedRow[] = []): string {
  const lines = rows.map((r) => `  ${JSON.stringify(r)},`);
  return [
    "// Made by `npx tsx scripts/solved-table.ts` from docs/solving.md; do not edit by hand. The menu's",
    "// boards whose empty board is solved: value (player 1's side), best first moves, positions, seconds.",
    '',
    'export interface SolvedRow {',
    '  rules: string;',
    '  value: number;',
    '  /** As the docs write them: square names, or "all 16". */',
    '  best: string;',
    '  positions: number;',
    '  seconds: number;',
    '}',
    '',
    'export const SOLVED_ROWS: readonly SolvedRow[] = [',
    ...lines,
    '];',
    '',
    '/** Solved under capture, stem cells and jumps, and the triangular boards (RULES.md sections 11 to 14). */',
    'export const SOLVED_VARIANT_ROWS: readonly SolvedRow[] = [',
    ...variants.map((r) => `  ${JSON.stringify(r)},`),
    '];',
    '',
  ].join('\n');
}

function main(): void {
  const markdown = readFileSync(DOCS, 'utf8');
  const rows = solvedRows(markdown, menuRulesKeys());
  const variants = variantRows(markdown);
  writeFileSync(OUT, dataFile(rows, variants));
  console.log(`${rows.length} solved boards: ${rows.map((r) => r.rules).join(', ')}`);
  console.log(
    `${variants.length} under the options or triangular: ${variants.map((r) => r.rules).join(', ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
