// The how-to-play's demo, without Phaser: a small square board, then the middle of a hexagonal
// one, where green and red cells are placed one by one, in a loop; where each square stands in the
// dialog; and the score line after each move. The dialog draws the cells and their divisions.

import { parseLayout, Position, readSquareName, type Layout } from '../../engine/index.ts';

/** The demos, in turn: a square board and the middle of a hexagonal one (six neighbours, three cuts). */
export const DEMOS = [
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
] as const;

function squareOf(layout: Layout, name: string): number {
  const read = readSquareName(layout, name);
  if (!('square' in read)) throw new Error(`the demo names ${name}, not a square of ${layout.id}`);
  return read.square;
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
  // A hexagonal cell's frame is 2/√3 of its width, as on the board.
  const size = layout.grid === 'hex' ? (unit * 2) / Math.sqrt(3) : unit;
  return (s: number) => ({
    x: centreX + (layout.centreX[s]! - midX) * unit,
    y: top + 1.5 * sq - (layout.centreY[s]! - midY) * unit,
    size,
  });
}

/** One step of the demo: the next board (its cells cleared), or a move with what it changed. */
export type DemoStep =
  { kind: 'next-board' } | { kind: 'move'; square: number; owner: 1 | 2; before: Uint8Array; score: string };

export class HowToPlayDemo {
  private demo = 0;
  private step = 0;
  layout: Layout = parseLayout(DEMOS[0].layout);
  position = new Position(this.layout);

  /** The squares the current board draws (the middle of the hexagonal board only). */
  squares(): number[] {
    return DEMOS[this.demo]!.squares.map((n) => squareOf(this.layout, n));
  }

  names(): readonly string[] {
    return DEMOS[this.demo]!.squares;
  }

  /** The next move; after a board's last move, the next board (the two take turns). */
  advance(): DemoStep {
    const demo = DEMOS[this.demo]!;
    if (this.step === demo.moves.length) {
      this.demo = (this.demo + 1) % DEMOS.length;
      this.layout = parseLayout(DEMOS[this.demo]!.layout);
      this.position = new Position(this.layout);
      this.step = 0;
      return { kind: 'next-board' };
    }
    const square = squareOf(this.layout, demo.moves[this.step++]!);
    const before = Uint8Array.from(this.position.pattern);
    this.position.play(square);
    const p = this.position;
    return {
      kind: 'move',
      square,
      owner: p.owner[square] === 1 ? 1 : 2,
      before,
      score: `Score:  Green ${p.score(1)}   Red ${p.score(2)}`,
    };
  }
}
