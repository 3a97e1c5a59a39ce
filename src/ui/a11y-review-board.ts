// The review's board for screen readers: a read-only group of the position at the move shown, a
// button per square in the board's reading order, named as the game's grid names them ("c3,
// Easy's, divided along 2 lines: 4") with the review's key in words: the square of the move shown
// says "the move played", the best move for that turn says "a best move". Arrow keys and Home and
// End go from square to square; nothing is placed. Built with DOM calls and textContent only.

import { squareName, type Position } from '../engine/index.ts';
import { squareWords, type Speakers } from './move-words.ts';
import { gridKey, type Anchor } from './a11y-grid-keys.ts';
import { placeWord } from '../game/settings.ts';

export class A11yReviewBoard {
  readonly group: HTMLDivElement;
  private buttons: HTMLButtonElement[] = [];
  private order: number[] = [];
  private position: Position | null = null;
  private current = 0;
  private readonly anchor: Anchor = { anchorX: null };

  constructor(private readonly who: Speakers) {
    this.group = document.createElement('div');
    this.group.setAttribute('role', 'group');
    this.group.addEventListener('keydown', this.onKey);
  }

  /** The position at move `ply` of `total`, with the square of the move played (null at the start) and the best squares for that turn. */
  show(position: Position, ply: number, total: number, played: number | null, best: readonly number[]): void {
    const layout = position.layout;
    if (this.position?.layout !== layout) this.build(position);
    this.position = position;
    const at = ply === 0 ? 'the start' : `move ${ply} of ${total}`;
    this.group.setAttribute(
      'aria-label',
      `Board at ${at}, read only: arrow keys go from ${placeWord(layout.grid)} to ${placeWord(layout.grid)}`,
    );
    this.buttons.forEach((button, s) => {
      const notes = [squareWords(position, s, this.who)];
      if (s === played) notes.push('the move played');
      if (best.includes(s)) notes.push('a best move');
      const words = notes.join(', ');
      if (button.textContent !== words) button.textContent = words;
      button.tabIndex = s === this.current ? 0 : -1;
    });
  }

  private build(position: Position): void {
    const layout = position.layout;
    this.order = Array.from({ length: layout.size }, (_, s) => s).sort(
      (a, b) => layout.centreY[b]! - layout.centreY[a]! || layout.centreX[a]! - layout.centreX[b]!,
    );
    this.buttons = [];
    for (const s of this.order) {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.square = squareName(layout, s);
      button.addEventListener('focus', () => {
        this.current = s;
        this.rove();
      });
      this.buttons[s] = button;
    }
    this.current = this.order[0]!;
    this.group.replaceChildren(...this.order.map((s) => this.buttons[s]!));
  }

  private rove(): void {
    this.buttons.forEach((button, s) => {
      button.tabIndex = s === this.current ? 0 : -1;
    });
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (!this.position) return;
    const to = gridKey(e, this.position.layout, this.current, this.order, this.anchor);
    if (to === null) return;
    // Handled here: the review's own arrow keys (on the window) must not step the moves.
    e.stopPropagation();
    e.preventDefault();
    this.current = to;
    this.rove();
    this.buttons[to]!.focus();
  };
}
