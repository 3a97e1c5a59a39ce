// The tournament's tables as text: the standings, the pairs and one agent's detail by seat, a
// line at a time, so a table of a million pairs is written as it is made.

import type { Record, SeatRecord } from './standings.ts';

export function formatSeatDetail(rows: SeatRecord[]): string[] {
  const other = widest(
    7,
    rows.map((r) => r.against),
  );
  const layout = widest(
    6,
    rows.map((r) => r.layout),
  );
  const cell = (r: Record) =>
    `${`${r.wins}/${r.draws}/${r.losses}`.padStart(11)}  ${signed(r.averageDifference).padStart(8)}`;
  const header = `${'against'.padEnd(other)}  ${'layout'.padEnd(layout)}  ${'as player 1'.padStart(11)}  avg diff  ${'as player 2'.padStart(11)}  avg diff`;
  return [
    `${rows[0]?.agent ?? ''} by layout and seat (wins/draws/losses)`,
    header,
    '-'.repeat(header.length),
    ...rows.map(
      (r) => `${r.against.padEnd(other)}  ${r.layout.padEnd(layout)}  ${cell(r.first)}  ${cell(r.second)}`,
    ),
  ];
}

/**
 * The longest of `texts`, at least `least`: a loop, as a table of hundreds of agents has more
 * lines than a function call takes arguments (`Math.max(...lines)` overflows the stack).
 */
function widest(least: number, texts: string[]): number {
  let width = least;
  for (const text of texts) width = Math.max(width, text.length);
  return width;
}

function signed(x: number): string {
  return (x > 0 ? '+' : '') + x.toFixed(2);
}

/** What sets a table's columns: the names that may appear, and whether any agent forfeited. */
export interface TableColumns {
  /** Every name the agent column may hold, and the against column (the same when absent). */
  names: string[];
  against?: string[];
  forfeits: boolean;
}

/**
 * A table's lines: the header, a rule, then a line per record as `rows` gives them. The widths
 * come from `columns`, so the rows can be made one at a time.
 */
export function* tableText(
  rows: Iterable<Record>,
  withOpponent: boolean,
  columns: TableColumns,
): Generator<string> {
  const name = widest(5, columns.names);
  const other = widest(7, columns.against ?? columns.names);
  // The forfeits column appears only when an outside program failed, so the usual table is unchanged.
  const forfeits = columns.forfeits;
  const header = `${'agent'.padEnd(name)}  ${withOpponent ? `${'against'.padEnd(other)}  ` : ''}games  points     W     D     L   avg diff${forfeits ? '  forfeits' : ''}`;
  yield header;
  yield '-'.repeat(header.length);
  for (const r of rows)
    yield `${r.agent.padEnd(name)}  ${withOpponent ? `${(r.against ?? '').padEnd(other)}  ` : ''}${String(r.games).padStart(5)}  ${String(r.points).padStart(6)}  ${String(r.wins).padStart(4)}  ${String(r.draws).padStart(4)}  ${String(r.losses).padStart(4)}  ${(r.finished > 0 ? signed(r.averageDifference) : '–').padStart(9)}${forfeits ? String(r.forfeits).padStart(10) : ''}`;
}

/** A table of a list of records, its widths from the records. */
export function formatTable(rows: Record[], withOpponent: boolean): string[] {
  return [
    ...tableText(rows, withOpponent, {
      names: rows.map((r) => r.agent),
      against: rows.map((r) => r.against ?? ''),
      forfeits: rows.some((r) => r.forfeits > 0),
    }),
  ];
}
