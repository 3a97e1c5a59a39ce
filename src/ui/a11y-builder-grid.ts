// The builder's grid for screen readers: a toggle button per square of the board being built,
// named as squares are named ("c3") and pressed while it is playable; arrow keys move between them,
// Space or Enter turns one on or off (a screen reader's own activation arrives as a click). After a
// change, once the board and its facts have been still for a moment, the facts are said in the log
// (the squares, the moves each, the solved value). Built with DOM calls and textContent only.

import { isOn, type BoardGrid } from '../game/board-builder.ts';
import { BOARD_GRID_ATTRIBUTE } from './a11y-dialog-mode.ts';
import { announce } from './a11y-log.ts';
import { BuilderFactsTeller } from './builder-facts-teller.ts';
import type { ScenePort } from './scene-port.ts';

export interface A11yBuilder {
  grid(): BoardGrid;
  /** Turns a square on or off, as a tap on it does. */
  toggle(row: number, col: number): void;
  /** The builder's own cursor follows the focus. */
  focusAt(row: number, col: number): void;
  /** The facts as the builder shows them (lines). */
  facts(): string;
}

/** The side an arrow key looks at, for the words at the board's edge. */
const EDGES: Record<string, string> = {
  ArrowLeft: 'left of',
  ArrowRight: 'right of',
  ArrowUp: 'above',
  ArrowDown: 'below',
};

export class A11yBuilderGrid {
  private readonly group: HTMLDivElement;
  private buttons: HTMLButtonElement[][] = [];
  private shownKey = '';
  private row = 0;
  private col = 0;
  /** Says the facts once the changes pause. */
  private readonly teller = new BuilderFactsTeller(announce);

  constructor(
    scene: ScenePort,
    private readonly builder: A11yBuilder,
  ) {
    this.group = document.createElement('div');
    this.group.setAttribute(BOARD_GRID_ATTRIBUTE, '');
    this.group.className = 'a11y-only';
    this.group.setAttribute('role', 'group');
    this.group.addEventListener('keydown', this.onKey);
    document.body.appendChild(this.group);
    const grid = builder.grid();
    // The square that had the focus when the grid last went (a resize or fullscreen restarts the builder): focused again.
    const kept = scene.kept;
    const again = kept.builderFocus;
    kept.builderFocus = null;
    this.row = Math.min(grid.rows - 1, again?.row ?? Math.floor(grid.rows / 2));
    this.col = Math.min(grid.cols - 1, again?.col ?? Math.floor(grid.cols / 2));
    this.sync();
    if (again) this.focusSquare(this.row, this.col);
    scene.eachStep(() => this.sync());
    scene.onShutdown(() => {
      if (this.group.contains(document.activeElement)) kept.builderFocus = { row: this.row, col: this.col };
      this.group.remove();
    });
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
    };
    const arrow = arrows[e.key];
    const grid = this.builder.grid();
    if (arrow) {
      const row = this.row + arrow[0];
      const col = this.col + arrow[1];
      if (row < 0 || row >= grid.rows || col < 0 || col >= grid.cols)
        announce(`No square ${EDGES[e.key]} ${this.buttons[this.row]![this.col]!.dataset.square}.`);
      else this.focusSquare(row, col);
    } else if (e.key === 'Home' || e.key === 'End') {
      // Home and End: the row's ends; with Ctrl, the board's first and last squares.
      const ctrl = e.ctrlKey || e.metaKey;
      const row = ctrl ? (e.key === 'Home' ? 0 : grid.rows - 1) : this.row;
      this.focusSquare(row, e.key === 'Home' ? 0 : grid.cols - 1);
    } else if (e.key === 'Enter' || e.key === ' ') {
      if (!e.repeat) this.builder.toggle(this.row, this.col);
    } else {
      return;
    }
    // Handled here: the builder's own keys (on the window) must not act on it too, nor the button's click.
    e.stopPropagation();
    e.preventDefault();
  };

  /** Brings the buttons in line with the board (its size, its squares) and says the facts once still. */
  private sync(): void {
    const grid = this.builder.grid();
    const key = `${grid.rows}x${grid.cols}:${grid.gravity}:${grid.cells.map((on) => (on ? 1 : 0)).join('')}`;
    if (key !== this.shownKey) {
      this.show(grid);
      this.shownKey = key;
    }
    this.teller.look(key, this.builder.facts(), performance.now());
  }

  private show(grid: BoardGrid): void {
    const label = `Board being built, ${grid.rows} rows by ${grid.cols} columns: arrow keys move, Home and End go to the row's ends, Space or Enter turns a square on or off`;
    if (this.group.getAttribute('aria-label') !== label) this.group.setAttribute('aria-label', label);
    const sized = this.buttons.length === grid.rows && this.buttons[0]?.length === grid.cols;
    if (!sized) {
      const hadFocus = this.group.contains(document.activeElement);
      this.row = Math.min(this.row, grid.rows - 1);
      this.col = Math.min(this.col, grid.cols - 1);
      this.buttons = Array.from({ length: grid.rows }, (_, row) =>
        Array.from({ length: grid.cols }, (_, col) => this.makeButton(grid, row, col)),
      );
      // Rows from the top, as the grid is drawn and read.
      this.group.replaceChildren(...this.buttons.flat());
      if (hadFocus) this.buttons[this.row]![this.col]!.focus();
    }
    this.buttons.forEach((line, row) =>
      line.forEach((button, col) => {
        button.setAttribute('aria-pressed', String(isOn(grid, row, col)));
        button.tabIndex = row === this.row && col === this.col ? 0 : -1;
      }),
    );
  }

  private makeButton(grid: BoardGrid, row: number, col: number): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = `${String.fromCharCode(97 + col)}${grid.rows - row}`;
    button.dataset.square = button.textContent;
    button.addEventListener('focus', () => {
      this.buttons[this.row]?.[this.col]?.setAttribute('tabindex', '-1');
      this.row = row;
      this.col = col;
      button.tabIndex = 0;
      this.builder.focusAt(row, col);
    });
    button.addEventListener('click', () => this.builder.toggle(row, col));
    return button;
  }

  private focusSquare(row: number, col: number): void {
    this.buttons[row]![col]!.focus();
  }
}
