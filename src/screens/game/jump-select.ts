// Jumps by touch, mouse or keyboard (RULES.md section 13), without Phaser: on the person's turn,
// while they have jumps left, each of their cells that can jump is marked (an arrow towards each
// cell it can hop over); a tap on one selects it and shows its landing squares; a tap on a landing
// square makes the jump; a tap on the selected cell again, or anywhere else, lets it go. A tap on a
// cell that makes no jump is told why (jumpRefusedWords).

import { STEM } from '../../engine/index.ts';
import type { Match } from '../../game/match.ts';
import { placeWord } from '../../game/settings.ts';
import { FULL_COLUMN_WORDS, takenSquareWords } from '../../ui/refused-tap.ts';
import { jumpRefusedWords } from '../../words/jump-words.ts';
import { stemCellWords } from '../../words/refused-tap-words.ts';
import { sharesShown, stemShares } from '../../game/stem-shares.ts';
import { stemShareWords } from '../../words/stem-share-words.ts';

/** A cell of the person's that can jump now, and the other player's cells it can hop over. */
export interface JumpCell {
  square: number;
  over: number[];
}

export interface JumpChoice {
  /** The selected cell's square, or −1. */
  from: number;
  /** Where it can land, each with its move. */
  landings: { square: number; move: number }[];
  /** The person's cells that can jump now (their turn, jumps left): each one marked with arrows. */
  cells: JumpCell[];
}

export class JumpSelection {
  private from = -1;
  private landings: { square: number; move: number }[] = [];
  private cells: JumpCell[] = [];

  constructor(
    private readonly match: Match,
    private readonly show: (from: number, landings: number[], cells: JumpCell[]) => void,
  ) {}

  snapshot(): JumpChoice {
    return {
      from: this.from,
      landings: this.landings.map((l) => ({ ...l })),
      cells: this.cells.map((c) => ({ square: c.square, over: [...c.over] })),
    };
  }

  /** Whether the person can jump now: their turn, jumps in the rules and some left. */
  private open(): boolean {
    const p = this.match.position;
    const q = p.toMove();
    return p.jumps && q !== null && this.match.canPlay() && p.jumpsLeft(q) > 0;
  }

  /** The jumps the person could make from square s now (none off their turn or without jumps left). */
  jumpsFrom(s: number): { square: number; move: number }[] {
    const p = this.match.position;
    if (!this.open() || p.owner[s] !== p.toMove()) return [];
    const landings: { square: number; move: number }[] = [];
    for (let c = 0; c < p.layout.size; c++) {
      if (p.owner[c] !== 0) continue;
      const found = p.findJump(s, c);
      if ('move' in found) landings.push({ square: c, move: found.move });
    }
    return landings;
  }

  /** The person's cells that can jump now, in square order, each with the cells it can hop over. */
  jumpable(): JumpCell[] {
    if (!this.open()) return [];
    const p = this.match.position;
    const moves: number[] = [];
    const n = p.legalJumps(moves);
    const over = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const j = p.jumpSquares(moves[i]!);
      const list = over.get(j.from) ?? [];
      if (!list.includes(j.over)) list.push(j.over);
      over.set(j.from, list);
    }
    return [...over.keys()].sort((a, b) => a - b).map((square) => ({ square, over: over.get(square)! }));
  }

  /** Marks the cells that can jump as the board stands now (the person's turn began or ended). */
  refresh(): void {
    const cells = this.jumpable();
    if (JSON.stringify(cells) === JSON.stringify(this.cells)) return;
    this.cells = cells;
    this.tellView();
  }

  /**
   * Why a tap on the cell on square s makes no jump, in a player's words, on the person's turn
   * under jumps; null where the tap is simply on a taken square (no jumps in the rules, off their
   * turn, or none left to make and the cell the other player's).
   */
  refusedWords(s: number): string | null {
    const p = this.match.position;
    const q = p.toMove();
    const owner = p.owner[s];
    if (!p.jumps || q === null || !this.match.canPlay() || (owner !== 1 && owner !== 2)) return null;
    const mine = owner === q;
    if (p.jumpsLeft(q) === 0) return mine ? jumpRefusedWords('none left') : null;
    const place = placeWord(p.layout.grid);
    const marked = this.jumpable().length > 0;
    if (!mine) return jumpRefusedWords(marked ? 'theirs' : 'theirs, none now', place);
    return jumpRefusedWords(marked ? 'not this one' : 'none now', place);
  }

  /** What a tap on the cell on square s is told on the person's turn: a stem cell what it is and (with the players' `names`) what it gives each; else why it makes no jump, else that it is taken. */
  tappedCellWords(s: number, names?: readonly [string, string]): string {
    const { layout, owner } = this.match.position;
    const { gravity, grid } = layout;
    if (owner[s] === STEM && !gravity) {
      const shares = stemShares(layout, s, owner);
      const shared =
        names && sharesShown(shares) ? stemShareWords(shares, names, placeWord(grid)) : undefined;
      return stemCellWords(placeWord(grid), shared);
    }
    return this.refusedWords(s) ?? (gravity ? FULL_COLUMN_WORDS : takenSquareWords(placeWord(grid)));
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
    this.tellView();
    return true;
  }

  /** A tap on empty square s: the jump's move when s is a landing square of the selected cell, else null (and the selection goes). */
  tapEmpty(s: number): number | null {
    if (this.from < 0) return null;
    const landing = this.landings.find((l) => l.square === s);
    this.clear();
    return landing ? landing.move : null;
  }

  /** Lets the selection go and marks the cells that can jump anew (the board changed under them). */
  clear(): void {
    const cells = this.jumpable();
    if (this.from < 0 && JSON.stringify(cells) === JSON.stringify(this.cells)) return;
    this.from = -1;
    this.landings = [];
    this.cells = cells;
    this.tellView();
  }

  private tellView(): void {
    this.show(
      this.from,
      this.landings.map((l) => l.square),
      this.cells,
    );
  }
}
