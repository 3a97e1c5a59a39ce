// The how-to-play's demo, without Phaser: a small square board, the middle of a hexagonal one,
// then a capture, where green and red cells are placed one by one, in a loop; where each square
// stands in the dialog; and the score line after each move. The dialog draws the cells, their
// divisions and the cells a capture turns over.

import { parseRules, Position, readSquareName, type Layout } from '../../engine/index.ts';
import { HOW_TO_PLAY_CAPTURED } from '../../words/how-to-play-rules.ts';

/**
 * The demos, in turn, each by its rules id: a square board, the middle of a hexagonal one (six
 * neighbours, three cuts), and a capture (RULES.md section 11's example on a smaller board: green
 * surrounds red's corner cell and it turns green).
 */
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
  {
    layout: 'square:3/capture',
    squares: ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'],
    moves: ['a2', 'a1', 'b1', 'c3', 'b2'],
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
  | { kind: 'next-board' }
  | {
      kind: 'move';
      square: number;
      owner: 1 | 2;
      before: Uint8Array;
      /** The squares whose cells the move turned to its colour (a capture), nearest first. */
      converted: number[];
      score: string;
    };

export class HowToPlayDemo {
  private demo = 0;
  private step = 0;
  layout: Layout = parseRules(DEMOS[0].layout).layout;
  position = new Position(parseRules(DEMOS[0].layout));

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
      const rules = parseRules(DEMOS[this.demo]!.layout);
      this.layout = rules.layout;
      this.position = new Position(rules);
      this.step = 0;
      return { kind: 'next-board' };
    }
    const square = squareOf(this.layout, demo.moves[this.step++]!);
    const before = Uint8Array.from(this.position.pattern);
    const owners = Uint8Array.from(this.position.owner);
    this.position.play(square);
    const p = this.position;
    const owner = p.owner[square] === 1 ? 1 : 2;
    const { centreX: x, centreY: y } = this.layout;
    const converted = this.squares()
      .filter((s) => owners[s] !== 0 && owners[s] !== p.owner[s])
      .sort(
        (a, b) =>
          Math.hypot(x[a]! - x[square]!, y[a]! - y[square]!) -
          Math.hypot(x[b]! - x[square]!, y[b]! - y[square]!),
      );
    const said =
      converted.length > 0
        ? `${HOW_TO_PLAY_CAPTURED(owner === 1 ? 'Green' : 'Red', converted.length)}  `
        : 'Score:  ';
    return {
      kind: 'move',
      square,
      owner,
      before,
      converted,
      score: `${said}Green ${p.score(1)}   Red ${p.score(2)}`,
    };
  }
}
