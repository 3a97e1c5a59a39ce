// An outside program as a tournament agent: `cmd:<shell command>` starts the program and talks
// the `move` protocol to it, one game record per line in, one JSON line {"move": "c3", …} out.
// It is asynchronous, so the tournament awaits it where a built-in agent answers at once.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { resolveMove, writeRecord, type Position } from '../../engine/index.ts';

export const EXTERNAL_PREFIX = 'cmd:';
/** An outside program that says nothing for this long has lost the game's patience. */
const ANSWER_MS = 60_000;

export class ExternalAgent {
  readonly id: string;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly reader: Interface;
  private readonly waiting: Array<(line: string | null) => void> = [];
  private readonly queued: string[] = [];
  private closed = false;

  constructor(id: string) {
    this.id = id;
    this.child = spawn(id.slice(EXTERNAL_PREFIX.length), { shell: true, stdio: 'pipe' });
    this.child.on('error', () => this.close());
    this.child.stdin.on('error', () => this.close());
    this.reader = createInterface({ input: this.child.stdout, crlfDelay: Infinity });
    this.reader.on('line', (line) => {
      const next = this.waiting.shift();
      if (next) next(line);
      else this.queued.push(line);
    });
    this.reader.on('close', () => this.close());
  }

  private close(): void {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake(null);
  }

  private nextLine(): Promise<string | null> {
    if (this.queued.length > 0) return Promise.resolve(this.queued.shift()!);
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), ANSWER_MS);
      this.waiting.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
  }

  /** Asks the program for its move; throws an Error saying what went wrong. */
  async choose(position: Position): Promise<number> {
    this.child.stdin.write(`${writeRecord(position)}\n`);
    const line = await this.nextLine();
    if (line === null) throw new Error(`${this.id} gave no answer`);
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

  stop(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}
