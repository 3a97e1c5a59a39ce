// Which square's column letter and row number the board lights: the square under the pointer (a
// mouse over it, a finger on it), so a name can be followed to its line, above all along a
// hexagonal board's slanted columns; otherwise the `marked` square (the last move, the aimed
// square), so a lifted finger leaves the labels on the move that stands, not on its own tap. Guides
// follow a pointer only: drawn for the standing last move, they would cross the board all game.
import { columnLetter, type Layout } from '../../engine/index.ts';

export class LabelLight {
  private pointed = -1;

  constructor(private readonly marked: () => number) {}

  /**
   * The pointer moved or pressed over `square` (−1: off the board). Over a button (the aim's Place,
   * the toolbar) the square under it is not the one meant: the pointer lights nothing.
   */
  follow(square: number, overButton: boolean): void {
    this.pointed = overButton ? -1 : square;
  }

  /** A press ends with the board answering it (a move, an aim), or the pointer left the game: back to the marked square. */
  away(): void {
    this.pointed = -1;
  }

  /** The square lit now (−1: none), whether its guides are drawn, and the label texts lit. */
  now(layout: Layout): { square: number; guided: boolean; names: string[] } {
    const guided = this.pointed >= 0;
    const square = guided ? this.pointed : this.marked();
    const names = square < 0 ? [] : [columnLetter(layout.colOf[square]!), String(layout.rowOf[square]! + 1)];
    return { square, guided, names };
  }
}
