// An outside program as a tournament agent: `cmd:<shell command>` starts the program and talks
// the `move` protocol to it, one game record per line in, one JSON line {"move": "c3", …} out.
// It is asynchronous, so the tournament awaits it where a built-in agent answers at once.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { quoteInput, resolveMove, writeRecord, type Position } from '../../engine/index.ts';
import { noteGroup, signalGroup } from './process-groups.ts';
import { newMark, PROGRAM_MARK, programProcesses, signalProcess } from './program-processes.ts';

export const EXTERNAL_PREFIX = 'cmd:';
/** How long an outside program may think about one move unless the tournament says otherwise. */
export const DEFAULT_ANSWER_MS = 60_000;
/** How long a program that was told to stop may take before it is killed. */
const KILL_AFTER_MS = 1000;
/** How long a program whose output closed gets to exit, so its exit code is the reason given. */
const EXIT_WAIT_MS = 2000;
/** The last lines an outside program wrote to stderr, kept to say why it failed, and their longest. */
const STDERR_LINES = 3;
const STDERR_LINE_CHARS = 300;
/**
 * The longest answer line read; a longer one forfeits the game. A `move` answer is under 100
 * characters, and a program that never ends its line must not fill the memory.
 */
export const MAX_ANSWER_CHARS = 10_000;
/** Lines written before they were asked for, kept for the next questions; more end the game. */
const MAX_UNASKED_LINES = 100;
/** How an answer is written, for messages about a wrong one. */
const ANSWER_EXAMPLE = '{"move": "c3"}';
/** How much of a wrong answer a message quotes. */
const QUOTED_ANSWER_CHARS = 80;

/** The shell command of a `cmd:` id, or an error a person can act on when there is none. */
export function externalCommand(id: string): string {
  const command = id.slice(EXTERNAL_PREFIX.length).trim();
  if (command === '')
    throw new Error(
      `${quoteInput(id)} names no program: write cmd:<shell command>, like cmd:node my-agent.mjs`,
    );
  return command;
}

export class ExternalAgent {
  readonly id: string;
  private readonly answerMs: number;
  private readonly child: ChildProcessWithoutNullStreams;
  /** In the environment of the program and all it starts, to find them when it is stopped. */
  private readonly mark = newMark();
  private partialOutput = '';
  /** What was wrong with its output, when that ended the conversation; it outranks how it exited. */
  private fault: string | null = null;
  private readonly waiting: Array<(line: string | null) => void> = [];
  private readonly queued: string[] = [];
  private readonly stderr: string[] = [];
  private partialStderr = '';
  private ended: string | null = null;
  /** Settles when the process has exited (its exit event can come after its output closes). */
  private readonly exited: Promise<void>;
  private closed = false;
  /** Set when writing to it failed: it closed its input, most likely by dying. */
  private inputClosed = false;
  /** Set once a question went unanswered in time: nothing it says afterwards counts. */
  private timedOut = false;

  constructor(id: string, answerMs = DEFAULT_ANSWER_MS) {
    this.id = id;
    this.answerMs = answerMs;
    // Its own process group, so stop() reaches the program itself and not only the shell that
    // started it: an orphaned program would hold the pipe open and the tournament would never exit.
    this.child = spawn(externalCommand(id), {
      shell: true,
      stdio: 'pipe',
      detached: true,
      env: { ...process.env, [PROGRAM_MARK]: this.mark },
    });
    if (this.child.pid !== undefined) noteGroup(this.child.pid, true);
    this.child.on('error', (e) => this.close(`could not start: ${e.message}`));
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.child.on('exit', (code, signal) => {
      this.ended = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
    });
    // A write to a program that has died fails before its exit event comes: the exit code is the
    // better reason, so this one is only the fallback.
    this.child.stdin.on('error', () => {
      this.inputClosed = true;
      this.close();
    });
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => this.keepStderr(chunk));
    // Read by hand rather than by readline, whose lines have no length limit.
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.keepOutput(chunk));
    this.child.stdout.on('close', () => this.close());
  }

  private keepOutput(chunk: string): void {
    if (this.closed) return;
    const text = this.partialOutput + chunk;
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      const line = text.slice(start, end).replace(/\r$/, '');
      start = end + 1;
      if (line.length > MAX_ANSWER_CHARS)
        return this.refuse(
          `answered a line longer than an answer may be (${MAX_ANSWER_CHARS} characters): ${quoteInput(line, QUOTED_ANSWER_CHARS)}`,
        );
      const next = this.waiting.shift();
      if (next) next(line);
      else if (this.queued.push(line) > MAX_UNASKED_LINES)
        return this.refuse(`wrote over ${MAX_UNASKED_LINES} lines it was not asked for`);
    }
    this.partialOutput = text.slice(start);
    if (this.partialOutput.length > MAX_ANSWER_CHARS) {
      this.refuse(
        `wrote more than an answer may be (${MAX_ANSWER_CHARS} characters) without ending the line: ${quoteInput(this.partialOutput, QUOTED_ANSWER_CHARS)}`,
      );
    }
  }

  /** Ends the conversation over output that breaks the protocol, and stops reading it. */
  private refuse(why: string): void {
    this.fault = why;
    this.partialOutput = '';
    this.queued.splice(0);
    this.child.stdout.destroy();
    this.close(why);
  }

  private keepStderr(chunk: string): void {
    const lines = (this.partialStderr + chunk).split(/\r?\n/);
    this.partialStderr = lines.pop()!.slice(-STDERR_LINE_CHARS);
    this.stderr.push(...lines.filter((l) => l.trim() !== '').map((l) => quoteInput(l, STDERR_LINE_CHARS)));
    this.stderr.splice(0, Math.max(0, this.stderr.length - STDERR_LINES));
  }

  private close(why?: string): void {
    if (why && !this.ended) this.ended = why;
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake(null);
  }

  private nextLine(): Promise<string | null> {
    if (this.timedOut) return Promise.resolve(null);
    if (this.queued.length > 0) return Promise.resolve(this.queued.shift()!);
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      const wake = (line: string | null) => {
        clearTimeout(timer);
        resolve(line);
      };
      const timer = setTimeout(() => {
        // Out of time: the program is done for this game, and a late answer must never be
        // taken as the answer to a later question.
        this.waiting.splice(this.waiting.indexOf(wake), 1);
        this.timedOut = true;
        this.close(`gave no answer within ${this.answerMs / 1000} s`);
        resolve(null);
      }, this.answerMs);
      this.waiting.push(wake);
    });
  }

  /** Why the program gave no answer: it ended (and how), or it ran out of time; and its last words. */
  private async silence(): Promise<string> {
    // The exit event can come after the output closes (long after on a busy machine); wait for it
    // to say how the program ended, but not for a program that closed its output and lives on.
    if (!this.ended) await Promise.race([this.exited, new Promise((r) => setTimeout(r, EXIT_WAIT_MS))]);
    const how = this.fault ?? this.ended ?? (this.inputClosed ? 'closed its input' : 'closed its output');
    const partial =
      this.partialStderr.trim() === '' ? [] : [quoteInput(this.partialStderr, STDERR_LINE_CHARS)];
    const last = [...this.stderr, ...partial].slice(-STDERR_LINES);
    return `${this.id} ${how}${last.length > 0 ? ` (its stderr: ${last.join(' / ')})` : ''}`;
  }

  /** Asks the program for its move; throws an Error saying what went wrong. */
  async choose(position: Position): Promise<number> {
    if (!this.closed) this.child.stdin.write(`${writeRecord(position)}\n`);
    const line = await this.nextLine();
    if (line === null) throw new Error(await this.silence());
    const quoted = quoteInput(line, QUOTED_ANSWER_CHARS);
    let answer: unknown;
    try {
      answer = JSON.parse(line);
    } catch {
      throw new Error(`${this.id} answered ${quoted}, not a JSON line; expected ${ANSWER_EXAMPLE}`);
    }
    const written =
      typeof answer === 'object' && answer !== null ? (answer as { move?: unknown }).move : undefined;
    if (typeof written !== 'string')
      throw new Error(`${this.id} answered ${quoted}; expected ${ANSWER_EXAMPLE}`);
    const move = resolveMove(position, written);
    if ('error' in move) throw new Error(`${this.id} chose ${quoteInput(written)}: ${move.error}`);
    return move.square;
  }

  /**
   * Ends the program and everything it started: its process group, and on Linux also what left
   * the group (see program-processes.ts). Lets go of its pipes.
   */
  stop(): void {
    this.child.stdin.end();
    this.child.stdout.destroy();
    this.child.stderr.destroy();
    const pid = this.child.pid;
    if (pid === undefined) return;
    // Looked for afresh at each signal, so a process started meanwhile is not missed.
    // Found before the group is signalled: once the program ends, what it started has a new parent.
    const signalAll = (signal: NodeJS.Signals | 0): boolean => {
      const others = programProcesses(this.mark, { root: pid });
      let alive = signalGroup(pid, signal);
      for (const other of others) alive = signalProcess(other, signal) || alive;
      return alive;
    };
    const gone = () => {
      clearInterval(check);
      noteGroup(pid, false);
    };
    // A program that ignores SIGTERM gets SIGKILL after a second. The check keeps Node alive
    // that long at most, so no program outlives the tournament.
    const started = Date.now();
    const check = setInterval(() => {
      if (!signalAll(0)) gone();
      else if (Date.now() - started > KILL_AFTER_MS) {
        signalAll('SIGKILL');
        gone();
      }
    }, 50);
    if (!signalAll('SIGTERM')) gone();
  }
}
