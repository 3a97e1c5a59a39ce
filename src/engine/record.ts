// Game records (RULES.md sections 6 and 10): the rules id followed by the moves,
// `square:6 c3 d4 d3`, `hex:4/connections d4 e5`, or with jumps written AxC,
// `square:6/jumps c3 d4 d3 f6 c3xe5`. Reading one replays it on a position and names the first
// bad move and why.

import { columnLetter, readSquareName, squareName } from './names.ts';
import { Position } from './position.ts';
import { quoteInput } from './quote.ts';
import { parseRules, rulesOf, type Rules, type RulesOptions } from './rules.ts';

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

/**
 * Resolves one written move on a position: the move it plays (a square, or a jump's number), or
 * why it cannot be played.
 */
export function resolveMove(position: Position, text: string): { square: number } | { error: string } {
  if (position.isOver()) return { error: 'the game is over' };
  const layout = position.layout;
  const jump = /^\s*([a-z][0-9]+)x([a-z][0-9]+)\s*$/i.exec(text);
  if (jump) {
    const from = readSquareName(layout, jump[1]!);
    const to = readSquareName(layout, jump[2]!);
    const named = `${jump[1]!.toLowerCase()}x${jump[2]!.toLowerCase()}`;
    if (!('square' in from)) return { error: `${named}: ${'error' in from ? from.error : 'name a square'}` };
    if (!('square' in to)) return { error: `${named}: ${'error' in to ? to.error : 'name a square'}` };
    const found = position.findJump(from.square, to.square);
    return 'move' in found ? { square: found.move } : found;
  }
  const read = readSquareName(layout, text);
  if ('error' in read) return read;
  if ('column' in read) {
    if (!layout.gravity) {
      return {
        error: `${quoteInput(text.trim())} names a column; on ${layout.id} name the square, like ${columnLetter(read.column)}1`,
      };
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
 * `move 3: d4 is occupied` or `… is not a layout id` when it cannot. Options given here are
 * added to the record's rules id (the console's older `--equal-moves` switch).
 */
export function replayRecord(record: string, options: RulesOptions = {}): Position {
  const tokens = record
    .trim()
    .split(/\s+/)
    .filter((t) => t.length > 0);
  if (tokens.length === 0)
    throw new RecordError('the record is empty: it starts with a rules id, like square:6', 0);
  let rules: Rules;
  try {
    rules = withOptions(parseRules(tokens[0]!), options);
  } catch (e) {
    throw new RecordError((e as Error).message, 0);
  }
  const position = new Position(rules);
  for (let i = 1; i < tokens.length; i++) {
    const move = resolveMove(position, tokens[i]!);
    if ('error' in move) throw new RecordError(`move ${i}: ${move.error}`, i);
    position.playUnchecked(move.square);
  }
  return position;
}

/** The asking form of replayRecord: a position, or the error message. */
export function tryReplayRecord(
  record: string,
  options: RulesOptions = {},
): { position: Position } | { error: string } {
  try {
    return { position: replayRecord(record, options) };
  } catch (e) {
    if (e instanceof RecordError) return { error: e.message };
    throw e;
  }
}

/** The record of a position: its rules id and full square names (also under gravity). */
export function writeRecord(position: Position): string {
  return [position.rules.id, ...moveNames(position)].join(' ');
}

/** Rules with the given options switched on in addition to their own. */
export function withOptions(rules: Rules, options: RulesOptions): Rules {
  const equalMoves = rules.equalMoves || (options.equalMoves ?? false);
  const scoring = options.scoring === 'connections' ? 'connections' : rules.scoring;
  if (equalMoves === rules.equalMoves && scoring === rules.scoring) return rules;
  const stem = rules.stemSquares.length > 0 ? rules.stemSquares : false;
  return rulesOf(rules.layout, { equalMoves, scoring, capture: rules.capture, stem, jumps: rules.jumps });
}

export function moveNames(position: Position): string[] {
  return position.moves().map((move) => moveName(position, move));
}

/** A move as a record writes it: a square name, or a jump as AxC. */
export function moveName(position: Position, move: number): string {
  if (!position.isJump(move)) return squareName(position.layout, move);
  const { from, to } = position.jumpSquares(move);
  return `${squareName(position.layout, from)}x${squareName(position.layout, to)}`;
}
