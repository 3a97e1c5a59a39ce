// What a console command is: a name, its usage line, and a run function over parsed arguments.
// Commands write through `io` so tests can run them without a terminal.

import { readDecimal } from '../ai/index.ts';
import { quoteInput, replayRecord, type Position } from '../engine/index.ts';

export interface CliIO {
  out(line: string): void;
  err(line: string): void;
  /** Lines of standard input, one at a time, until it ends. */
  lines(): AsyncIterable<string>;
}

export interface ParsedArgs {
  /** Words that are not options, in order. */
  positional: string[];
  /** --name value, or --flag → true. */
  options: Map<string, string | true>;
}

export interface CliCommand {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  /** Option names that take a value (`--layout square:6`). Any other option is a usage error. */
  readonly options?: readonly string[];
  /** Option names that take no value (`--json`). */
  readonly flags?: readonly string[];
  /** Whether words that are not options mean something (a record); if not, a stray word is an error. */
  readonly takesWords?: boolean;
  /** Returns the process exit code. */
  run(args: ParsedArgs, io: CliIO): Promise<number>;
}

/** A mistake in how a command was called; main prints the message and the usage, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Splits a command's words into positional words and options. An option the command does not
 * know is a usage error that names what it does know, so a typo (`--layout` for `--layouts`)
 * cannot quietly fall back to a default.
 */
export function parseArgs(
  argv: string[],
  known: Pick<CliCommand, 'options' | 'flags' | 'takesWords'> = {},
): ParsedArgs {
  const valued = known.options ?? [];
  const flags = known.flags ?? [];
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (!word.startsWith('--')) {
      if (!known.takesWords)
        throw new UsageError(
          `unexpected ${quoteInput(word)}: this command takes only options${/^-[a-z][a-z-]{0,40}$/.test(word) ? ` (did you mean -${word}?)` : ''}`,
        );
      positional.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const name = eq < 0 ? word.slice(2) : word.slice(2, eq);
    if (!valued.includes(name) && !flags.includes(name))
      throw new UsageError(unknownOption(name, [...valued, ...flags]));
    // Given twice, which one was meant? Refused rather than the last quietly winning.
    if (seen.has(name)) throw new UsageError(`--${name} is given twice`);
    seen.add(name);
    if (flags.includes(name)) {
      const text = eq < 0 ? 'true' : word.slice(eq + 1);
      if (text !== 'true' && text !== 'false')
        throw new UsageError(`--${name} takes no value (or =true, =false), not ${quoteInput(text)}`);
      if (text === 'true') options.set(name, true);
      else options.delete(name);
    } else if (eq >= 0) options.set(name, word.slice(eq + 1));
    // The next word is the value unless it is itself an option (`--p2 --json` forgot the agent).
    else if (i + 1 < argv.length && !argv[i + 1]!.startsWith('--')) options.set(name, argv[++i]!);
    else throw new UsageError(`--${name} needs a value`);
  }
  return { positional, options };
}

function unknownOption(name: string, known: readonly string[]): string {
  if (name === '') return `'--' alone is not an option`;
  const near = known.filter(
    (k) =>
      (Math.abs(k.length - name.length) <= 2 && editDistance(k, name) <= 2) ||
      k.startsWith(name) ||
      name.startsWith(k),
  );
  const hint = near.length > 0 ? `; did you mean ${near.map((k) => `--${k}`).join(' or ')}?` : '';
  const list =
    known.length > 0 ? ` (options: ${known.map((k) => `--${k}`).join(', ')})` : ' (it takes no options)';
  // A plain name is shown as typed; anything else is quoted with its hidden characters escaped.
  const typed = /^[a-z0-9-]{1,40}$/i.test(name) ? `--${name}` : quoteInput(`--${name}`);
  return `unknown option ${typed}${hint}${list}`;
}

/** Levenshtein distance, for suggesting the option a typo meant. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

/** The string value of an option, or a UsageError when it is missing and required. */
export function option(args: ParsedArgs, name: string, fallback?: string): string {
  const value = args.options.get(name);
  if (value === undefined || value === true) {
    if (fallback !== undefined) return fallback;
    throw new UsageError(`--${name} is required`);
  }
  return value;
}

export function flag(args: ParsedArgs, name: string): boolean {
  return args.options.get(name) === true;
}

/** A whole-number option in a range, or a UsageError saying what was expected. */
export function intOption(
  args: ParsedArgs,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = args.options.get(name);
  if (text === undefined) return fallback;
  const value = typeof text === 'string' ? readDecimal(text) : NaN;
  if (!(value >= min && value <= max)) {
    throw new UsageError(
      `--${name} takes a whole number from ${min} to ${max}, not ${quoteInput(String(text))}`,
    );
  }
  return value;
}

/**
 * The position reached by the record given as the command's words (with `--equal-moves`), for the
 * commands that look at one position; null, with `name` and `lookFor` telling why, once it is over.
 */
export function openPosition(args: ParsedArgs, io: CliIO, name: string, lookFor: string): Position | null {
  if (args.positional.length === 0) throw new UsageError('give a record, like "square:6 c3 d4"');
  const position = replayRecord(args.positional.join(' '), { equalMoves: flag(args, 'equal-moves') });
  if (!position.isOver()) return position;
  io.err(`${name}: the game is over: there is no move to ${lookFor}`);
  return null;
}
