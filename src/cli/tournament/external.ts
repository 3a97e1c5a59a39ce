// An outside program as a tournament agent: `cmd:<shell command>` starts the program and talks
// the `move` protocol to it, one game record per line in, one JSON line {"move": "c3", …} out.
// It is asynchronous, so the tournament awaits it where a built-in agent answers at once.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { resolveMove, writeRecord, type Position } from '../../engine/index.ts';
import { noteGroup, signalGroup } from './process-groups.ts';

export const EXTERNAL_PREFIX = 'cmd:';
/** How long an outside program may think about one move unless the tournament says otherwise. */
export const DEFAULT_ANSWER_MS = 60_000;
/** How long a program that was told to stop may take before it is killed. */
const KILL_AFTER_MS = 1000;
/** The last lines an outside program wrote to stderr, kept to say why it failed, and their longest. */
const STDERR_LINES = 3;
const STDERR_LINE_CHARS = 300;

/** The shell command of a `cmd:` id, or an error a person can act on when there is none. */
export function externalCommand(id: string): string {
  const command = id.slice(EXTERNAL_PREFIX.length).trim();
  if (command === '') throw new Error(`'${id}' names no program: write cmd:<shell command>, like cmd:node my-agent.mjs`);
  return command;
}

export class ExternalAgent {
  readonly id: string;
  private readonly answerMs: number;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly reader: Interface;
  private readonly waiting: Array<(line: string | null) => void> = [];
  private readonly queued: string[] = [];
  private readonly stderr: string[] = [];
  private partialStderr = '';
  private ended: string | null = null;
  private closed = false;
  /** Set once a question went unanswered in time: nothing it says afterwards counts. */
  private timedOut = false;

  constructor(id: string, answerMs = DEFAULT_ANSWER_MS) {
    this.id = id;
    this.answerMs = answerMs;
    // Its own process group, so stop() reaches the program itself and not only the shell that
    // started it: an orphaned program would hold the pipe open and the tournament would never exit.
    this.child = spawn(externalCommand(id), { shell: true, stdio: 'pipe', detached: true });
    if (this.child.pid !== undefined) noteGroup(this.child.pid, true);
    this.child.on('error', (e) => this.close(`could not start: ${e.message}`));
    this.child.on('exit', (code, signal) => { this.ended = signal ? `was stopped by ${signal}` : `exited with code ${code}`; });
    this.child.stdin.on('error', () => this.close('closed its input'));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => this.keepStderr(chunk));
    this.reader = createInterface({ input: this.child.stdout, crlfDelay: Infinity });
    this.reader.on('line', (line) => {
      const next = this.waiting.shift();
      if (next) next(line);
      else this.queued.push(line);
    });
    this.reader.on('close', () => this.close());
  }

  private keepStderr(chunk: string): void {
    const lines = (this.partialStderr + chunk).split(/\r?\n/);
    this.partialStderr = lines.pop()!.slice(-STDERR_LINE_CHARS);
    this.stderr.push(...lines.filter((l) => l.trim() !== '').map((l) => l.slice(0, STDERR_LINE_CHARS)));
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
    // The exit event can come just after the output closes; give it a moment to say how it ended.
    if (!this.ended) await new Promise((r) => setTimeout(r, 50));
    const how = this.ended ?? 'closed its output';
    const last = [...this.stderr, this.partialStderr].filter((l) => l.trim() !== '').slice(-STDERR_LINES);
    return `${this.id} ${how}${last.length > 0 ? ` (its stderr: ${last.join(' / ')})` : ''}`;
  }

  /** Asks the program for its move; throws an Error saying what went wrong. */
  async choose(position: Position): Promise<number> {
    if (!this.closed) this.child.stdin.write(`${writeRecord(position)}\n`);
    const line = await this.nextLine();
    if (line === null) throw new Error(await this.silence());
    let answer: { move?: unknown; error?: unknown };
    try {
      answer = JSON.parse(line) as { move?: unknown; error?: unknown };
    } catch {
      throw new Error(`${this.id} answered '${line}', not a JSON line`);
    }
    if (typeof answer.move !== 'string') throw new Error(`${this.id} answered ${line} without a move`);
    const move = resolveMove(position, answer.move);
    if ('error' in move) throw new Error(`${this.id} chose ${answer.move}: ${move.error}`);
    return move.square;
  }

  /** Ends the program and everything it started, and lets go of its pipes. */
  stop(): void {
    this.child.stdin.end();
    this.reader.close();
    this.child.stdout.destroy();
    this.child.stderr.destroy();
    const pid = this.child.pid;
    if (pid === undefined) return;
    const gone = () => {
      clearInterval(check);
      noteGroup(pid, false);
    };
    // A program that ignores SIGTERM gets SIGKILL after a second. The check keeps Node alive
    // that long at most, so no program outlives the tournament.
    const started = Date.now();
    const check = setInterval(() => {
      if (!signalGroup(pid, 0)) gone();
      else if (Date.now() - started > KILL_AFTER_MS) {
        signalGroup(pid, 'SIGKILL');
        gone();
      }
    }, 50);
    if (!signalGroup(pid, 'SIGTERM')) gone();
  }
}
