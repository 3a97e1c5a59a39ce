// The console front end: `npm run cli -- <command> …`. People script matches with it, and an
// outside program can hold a conversation with an agent through `move`.

import { createInterface } from 'node:readline';
import { COMMANDS } from './commands/index.ts';
import { parseArgs, UsageError, type CliIO } from './command.ts';
import { quoteInput } from '../engine/index.ts';

const nodeIO: CliIO = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  lines: () => createInterface({ input: process.stdin, crlfDelay: Infinity }),
};

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'Cell Division, console front end',
    '',
    'usage: npm run cli -- <command> [options]',
    '',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}\n  ${' '.repeat(width)}  ${c.usage}`),
  ].join('\n');
}

export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (!name) {
    // Called with nothing: a usage mistake, so the help goes where errors go.
    io.err(help());
    return 2;
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    io.out(help());
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`unknown command ${quoteInput(name)}; commands: ${COMMANDS.map((c) => c.name).join(', ')}`);
    return 2;
  }
  try {
    return await command.run(parseArgs(rest, command), io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${name}: ${e.message}\nusage: ${command.usage}`);
      return 2;
    }
    // A rule or id error (bad record, layout, agent) is for a person: the message, no stack.
    if (
      e instanceof Error &&
      /Error$/.test(e.name) &&
      e.name !== 'Error' &&
      e.name !== 'TypeError' &&
      e.name !== 'RangeError'
    ) {
      io.err(`${name}: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

const isMain =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
if (isMain) {
  // A reader that stops early (`| head`) closes the pipe: that is the end, not a crash.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  runCli(process.argv.slice(2), nodeIO).then((code) => {
    process.exitCode = code;
  });
}
