// Game records (RULES.md section 6): the layout id followed by the moves, `square:6 c3 d4 d3`.
// Reading one replays it on a position and names the first bad move and why.

import { parseLayout, type Layout } from './layout.ts';
import { columnLetter, readSquareName, squareName } from './names.ts';
import { Position, type PositionOptions } from './position.ts';
import { quoteInput } from './quote.ts';

/** A record that cannot be replayed; the message names the first bad move and why. */
export class RecordError extends Error {
  override name = 'RecordError';
  /** 1-based number of the bad move, or 0 when the layout itself is wrong. */
  readonly moveNumber: number;
  constructor(message: string, moveNumber: number) {
    super(message);
    this.moveNumber = moveNumber;
  }
}

/** Resolves one written move on a position: the square it plays, or why it cannot be played. */
export function resolveMove(position: Position, text: string): { square: number } | { error: string } {
  if (position.isOver()) return { error: 'the game is over' };
  const layout = position.layout;
  const read = readSquareName(layout, text);
  if ('error' in read) return read;
  if ('column' in read) {
    if (!layout.gravity) {
      return { error: `${quoteInput(text.trim())} names a column; on ${layout.id} name the square, like ${columnLetter(read.column)}1` };
    }
    const landing = position.landingSquare(read.column);
    if (landing < 0) return { error: `column ${columnLetter(read.column)} is full` };
    return { square: landing };
  }
  const why = position.whyIllegal(read.square);
  return why === null ? read : { error: why };
}

/**
 * Replays a record onto a new position. Throws a RecordError such as
 * `move 3: d4 is occupied` or `unknown layout …` when it cannot.
 */
export function replayRecord(record: string, options: PositionOptions = {}): Position {
  const tokens = record.trim().split(/\s+/).filter((t) => t.length > 0);
  if (tokens.length === 0) throw new RecordError('the record is empty: it starts with a layout id, like square:6', 0);
  let layout: Layout;
  try {
    layout = parseLayout(tokens[0]!);
  } catch (e) {
    throw new RecordError((e as Error).message, 0);
  }
  const position = new Position(layout, options);
  for (let i = 1; i < tokens.length; i++) {
    const move = resolveMove(position, tokens[i]!);
    if ('error' in move) throw new RecordError(`move ${i}: ${move.error}`, i);
    position.playUnchecked(move.square);
  }
  return position;
}

/** The asking form of replayRecord: a position, or the error message. */
export function tryReplayRecord(record: string, options: PositionOptions = {}): { position: Position } | { error: string } {
  try {
    return { position: replayRecord(record, options) };
  } catch (e) {
    if (e instanceof RecordError) return { error: e.message };
    throw e;
  }
}

/** The record of a position, with full square names (also under gravity). */
export function writeRecord(position: Position): string {
  return [position.layout.id, ...moveNames(position)].join(' ');
}

export function moveNames(position: Position): string[] {
  return position.moves().map((s) => squareName(position.layout, s));
}
