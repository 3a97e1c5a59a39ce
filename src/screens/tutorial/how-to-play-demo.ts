// The how-to-play's demo, without Phaser: a small square board, the middle of a hexagonal one,
// then a capture, a stem cell, a jump and the middle of a board of triangles, where green and blue
// play one by one, in a loop; where each square stands in the dialog; and the score line after
// each move. Every position is the engine's, played from the demo's record. The dialog draws the
// cells, their divisions, the cells a capture or a jump turns over, the hop and the stem cells.

import { parseRules, Position, readSquareName, STEM, type Layout } from '../../engine/index.ts';
import { resolveMove } from '../../engine/record.ts';
import { completeStems } from '../../game/move-changes.ts';
import { HOW_TO_PLAY_CAPTURED } from '../../words/how-to-play-rules.ts';
import { JUMP_DEMO } from './jump-demo.ts';
import { STEM_DEMO } from './stem-demo.ts';
import { TRI_DEMO } from './tri-demo.ts';
import type { DemoSpec } from './demo-spec.ts';
import { captionLine, settledCells, stemShares, type ShownCell } from './demo-caption.ts';

export type { DemoMoveFacts, DemoSpec } from './demo-spec.ts';

/**
 * The demos, in turn: a square board, the middle of a hexagonal one (six neighbours, three cuts),
 * a capture (RULES.md section 11's example on a smaller board: green surrounds blue's corner cell
 * and it turns green), then a stem cell, a jump and triangles (sections 12 to 14).
 */
export const DEMOS: readonly DemoSpec[] = [
  {
    layout: 'square:3',
    squares: ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'],
    moves: ['b2', 'a1', 'c2', 'c3', 'b3', 'a3', 'a2'],
  },
  {
    layout: 'hex:3',
    squares: ['c3', 'd3', 'd4', 'c4', 'b3', 'b2', 'c2'],
    moves: ['c3', 'b3', 'd3', 'b2', 'd4', 'c2', 'c4'],
  },
  {
    layout: 'square:3/capture',
    squares: ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'],
    moves: ['a2', 'a1', 'b1', 'c3', 'b2'],
    say: (f) => (f.converted.length > 0 ? HOW_TO_PLAY_CAPTURED(f.who, f.converted.length) : undefined),
  },
  STEM_DEMO,
  JUMP_DEMO,
  TRI_DEMO,
];

function squareOf(layout: Layout, name: string): number {
  const read = readSquareName(layout, name);
  if (!('square' in read)) throw new Error(`the demo names ${name}, not a square of ${layout.id}`);
  return read.square;
}

/** The line over the demo board once a move has played out: what it did (a capture's words) or "Score:", then both scores. */
function scoreLine(p: Position, said?: string): string {
  return captionLine(said, [p.score(1), p.score(2)]);
}

/** Where a demo's squares are drawn: its layout's centres scaled so it spans three squares of `sq`, centred. */
export function demoPlacement(
  layout: Layout,
  names: readonly string[],
  sq: number,
  centreX: number,
  top: number,
) {
  const squares = names.map((n) => squareOf(layout, n));
  const xs = squares.map((s) => layout.centreX[s]!);
  const ys = squares.map((s) => layout.centreY[s]!);
  const spanX = Math.max(...xs) - Math.min(...xs) + 1;
  const spanY = Math.max(...ys) - Math.min(...ys) + 1;
  const unit = (3 * sq) / Math.max(spanX, spanY, 3);
  const midX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const midY = (Math.max(...ys) + Math.min(...ys)) / 2;
  // A hexagonal cell's frame is 2/√3 of its width, a triangle's of its side, as on the board.
  const size = layout.grid === 'square' ? unit : (unit * 2) / Math.sqrt(3);
  return (s: number) => ({
    x: centreX + (layout.centreX[s]! - midX) * unit,
    y: top + 1.5 * sq - (layout.centreY[s]! - midY) * unit,
    size,
    /** A triangle's side, or a square's or hexagon's width. */
    unit,
  });
}

/** One step of the demo: the next board (its cells cleared), or a move with what it changed. */
export type DemoStep =
  | {
      kind: 'next-board';
      /** The fresh board's score line (none placed yet): the line stays in its place between boards. */
      score: string;
    }
  | {
      kind: 'move';
      /** The square the mover's cell arrived on (a jump's landing square). */
      square: number;
      owner: 1 | 2;
      /**
       * The division the mover's cell arrives in: its division after the move, so a placed cell and
       * its neighbours' divisions show together and no frame holds a cell whole beside one of its own.
       */
      arrives: number;
      before: Uint8Array;
      /** The squares whose cells the move turned to its colour (a capture, a jump's), nearest first. */
      converted: number[];
      /** A jump's squares: the one its cell left and the one it jumped. */
      jump: { from: number; over: number } | null;
      /** The stem squares this move completed, to open. */
      opened: number[];
      /** The line once the move has played out (the dialog counts its own from what it draws: demo-caption.ts). */
      score: string;
      /** What the move did, said before the scores once it has played out (a capture's words), or nothing. */
      said: string | undefined;
      /** The stem cells' shares after the move, counted once they are drawn shared out. */
      shares: [number, number];
    };

export class HowToPlayDemo {
  private demo = 0;
  private step = 0;
  layout: Layout;
  position: Position;

  /** Plays `demos` in turn, in a loop (one demo: that board again and again). */
  constructor(private readonly demos: readonly DemoSpec[] = DEMOS) {
    if (demos.length === 0) throw new Error('the demo has no boards');
    const rules = parseRules(demos[0]!.layout);
    this.layout = rules.layout;
    this.position = new Position(rules);
  }

  /** The squares the current board draws (the middle of the hexagonal board only). */
  squares(): number[] {
    return this.demos[this.demo]!.squares.map((n) => squareOf(this.layout, n));
  }

  names(): readonly string[] {
    return this.demos[this.demo]!.squares;
  }

  /**
   * The cells as the picture holds them between moves: the engine's position now, every cell in its
   * owner's colour and its division. The dialog settles on it before each move and once a move has
   * played out, so however late its animations run, it never holds a state the rules forbid.
   */
  shown(): Map<number, ShownCell> {
    return settledCells(this.position, this.squares());
  }

  /** The stem squares the current board draws. */
  stems(): number[] {
    return this.squares().filter((s) => this.position.owner[s] === STEM);
  }

  /**
   * How long the dialog waits before the next step, in ms: a move every 1.3 s, time to see the cell
   * land, divide, and the score change after it; a board's last move stays 2.8 s, time to see what
   * it did (a capture's wave, a stem cell shared out) and read the line that says it.
   */
  pause(): number {
    return this.step === this.demos[this.demo]!.moves.length ? 2800 : 1300;
  }

  /** The next move; after a board's last move, the next board (they take turns). */
  advance(): DemoStep {
    const demo = this.demos[this.demo]!;
    if (this.step === demo.moves.length) {
      this.demo = (this.demo + 1) % this.demos.length;
      const rules = parseRules(this.demos[this.demo]!.layout);
      this.layout = rules.layout;
      this.position = new Position(rules);
      this.step = 0;
      return { kind: 'next-board', score: scoreLine(this.position) };
    }
    const p = this.position;
    const name = demo.moves[this.step++]!;
    const move = resolveMove(p, name);
    if (!('square' in move)) throw new Error(`the demo's ${name} on ${this.layout.id}: ${move.error}`);
    const before = Uint8Array.from(p.pattern);
    const owners = Uint8Array.from(p.owner);
    const wasComplete = completeStems(p);
    const jumpSquares = p.isJump(move.square) ? p.jumpSquares(move.square) : null;
    p.play(move.square);
    const square = p.arrivalSquare(move.square);
    const owner = p.owner[square] === 1 ? 1 : 2;
    const who = owner === 1 ? 'Green' : 'Blue';
    const { centreX: x, centreY: y } = this.layout;
    const converted = this.squares()
      .filter((s) => (owners[s] === 1 || owners[s] === 2) && p.owner[s] === 3 - owners[s]!)
      .sort(
        (a, b) =>
          Math.hypot(x[a]! - x[square]!, y[a]! - y[square]!) -
          Math.hypot(x[b]! - x[square]!, y[b]! - y[square]!),
      );
    const jump = jumpSquares ? { from: jumpSquares.from, over: jumpSquares.over } : null;
    const opened = completeStems(p).filter((s) => !wasComplete.includes(s));
    const said = demo.say?.({
      position: p,
      square,
      owner,
      who,
      converted,
      jump,
      opened,
      squareOf: (n) => squareOf(this.layout, n),
    });
    return {
      kind: 'move',
      square,
      owner,
      arrives: p.pattern[square]!,
      before,
      converted,
      jump,
      opened,
      score: scoreLine(p, said),
      said,
      shares: stemShares(p, this.squares()),
    };
  }
}
