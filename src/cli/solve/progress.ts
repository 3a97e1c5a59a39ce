// A long solve's progress on standard error: a line per root move class solved, and every ten
// seconds in between, with root moves done out of all, positions per second and, once a class
// has finished in this run, an estimate of the time left (classes differ, so only a rough one).

import { moveName, type Position } from '../../engine/index.ts';
import type { RootOutcome } from '../../ai/expert/root-moves.ts';

const EVERY_MS = 10_000;

export class SolveProgress {
  private readonly started = performance.now();
  private lastLine = this.started;
  /** Positions searched by the classes solved in this run, and the latest count of all searched so far. */
  private finishedNodes = 0;
  private pulsedNodes = 0;
  private solvedHere = 0;
  /** Root moves solved so far: a set, so a class that repeats a move of the checkpoint counts it once. */
  private readonly movesDone: Set<number>;

  constructor(
    private readonly position: Position,
    private readonly err: (line: string) => void,
    /** Root moves (squares) already solved before this run, and to solve in all. */
    movesDone: ReadonlySet<number>,
    private readonly movesInAll: number,
    private readonly classesToSolve: number,
  ) {
    this.movesDone = new Set(movesDone);
  }

  outcome(o: RootOutcome): void {
    this.finishedNodes += o.nodes;
    this.solvedHere++;
    for (const s of o.squares) this.movesDone.add(s);
    const names = o.squares.map((s) => moveName(this.position, s)).join(' ');
    const sign = this.position.turn() === 1 ? 1 : -1;
    const value = this.position.scoreDifference() + sign * o.rest;
    const what = o.exact ? `value ${value > 0 ? '+' : ''}${value}` : 'not the best';
    this.line(`${names}: ${what}`);
  }

  /** `nodes`: the positions searched so far in this run, the classes under way included. */
  pulse(nodes: number): void {
    this.pulsedNodes = nodes;
    if (performance.now() - this.lastLine >= EVERY_MS) this.line('');
  }

  private line(head: string): void {
    const now = performance.now();
    this.lastLine = now;
    const seconds = (now - this.started) / 1000;
    const nodes = Math.max(this.finishedNodes, this.pulsedNodes);
    const parts = [
      `${this.movesDone.size}/${this.movesInAll} root moves`,
      `${(nodes / 1e6).toFixed(1)} M positions`,
      `${(nodes / 1e6 / Math.max(seconds, 1e-3)).toFixed(2)} M/s`,
      `${Math.round(seconds)} s`,
    ];
    const left = this.classesToSolve - this.solvedHere;
    if (this.solvedHere > 0 && left > 0)
      parts.push(`about ${Math.round((seconds / this.solvedHere) * left)} s left`);
    this.err(`${head === '' ? '' : `${head} · `}${parts.join(' · ')}`);
  }
}
