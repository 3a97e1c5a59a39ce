// What a console command is: a name, its usage line, and a run function over parsed arguments.
// Commands write through `io` so tests can run them without a terminal.

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
  /** Option names that take no value. */
  readonly flags?: readonly string[];
  /** Returns the process exit code. */
  run(args: ParsedArgs, io: CliIO): Promise<number>;
}

/** A mistake in how a command was called; main prints the message and the usage, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseArgs(argv: string[], flags: readonly string[] = []): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const name = eq < 0 ? word.slice(2) : word.slice(2, eq);
    if (eq >= 0) options.set(name, word.slice(eq + 1));
    else if (flags.includes(name)) options.set(name, true);
    else if (i + 1 < argv.length) options.set(name, argv[++i]!);
    else throw new UsageError(`--${name} needs a value`);
  }
  return { positional, options };
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
  return args.options.get(name) === true || args.options.get(name) === 'true';
}

/** A whole-number option in a range, or a UsageError saying what was expected. */
export function intOption(args: ParsedArgs, name: string, fallback: number, min: number, max: number): number {
  const text = args.options.get(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, not '${String(text)}'`);
  }
  return value;
}
