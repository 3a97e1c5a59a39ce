// Jumps by touch, mouse or keyboard (RULES.md section 13), without Phaser: a tap on one of your
// cells that can jump selects it and shows its landing squares; a tap on a landing square makes the
// jump; a tap on the selected cell again, or anywhere else, lets it go.

import type { Match } from '../../game/match.ts';

export interface JumpChoice {
  /** The selected cell's square, or −1. */
  from: number;
  /** Where it can land, each with its move. */
  landings: { square: number; move: number }[];
}

export class JumpSelection {
  private from = -1;
  private landings: { square: number; move: number }[] = [];

  constructor(
    private readonly match: Match,
    private readonly show: (from: number, landings: number[]) => void,
  ) {}

  snapshot(): JumpChoice {
    return { from: this.from, landings: this.landings.map((l) => ({ ...l })) };
  }

  /** The jumps the person could make from square s now (none off their turn or without jumps left). */
  jumpsFrom(s: number): { square: number; move: number }[] {
    const p = this.match.position;
    const q = p.toMove();
    if (!p.jumps || q === null || !this.match.canPlay() || p.owner[s] !== q || p.jumpsLeft(q) === 0)
      return [];
    const landings: { square: number; move: number }[] = [];
    for (let c = 0; c < p.layout.size; c++) {
      if (p.owner[c] !== 0) continue;
      const found = p.findJump(s, c);
      if ('move' in found) landings.push({ square: c, move: found.move });
    }
    return landings;
  }

  /**
   * A tap on square s that holds a cell: selects it when it can jump (true), lets the selection go
   * when it was the selected cell (true), else false (the tap is the press model's to tell).
   */
  tapCell(s: number): boolean {
    if (s === this.from) {
      this.clear();
      return true;
    }
    const landings = this.jumpsFrom(s);
    if (landings.length === 0) return false;
    this.from = s;
    this.landings = landings;
    this.show(
      s,
      landings.map((l) => l.square),
    );
    return true;
  }

  /** A tap on empty square s: the jump's move when s is a landing square of the selected cell, else null (and the selection goes). */
  tapEmpty(s: number): number | null {
    if (this.from < 0) return null;
    const landing = this.landings.find((l) => l.square === s);
    this.clear();
    return landing ? landing.move : null;
  }

  /** Lets the selection go (the board changed under it). */
  clear(): void {
    if (this.from < 0) return;
    this.from = -1;
    this.landings = [];
    this.show(-1, []);
  }
}
