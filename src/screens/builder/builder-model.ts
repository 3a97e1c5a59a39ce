// The board builder's decisions, without Phaser: the board being built (the draft, kept on the
// device as it changes and in the services across scene restarts), its edits (size, presets,
// shape changes, gravity, a finger painting squares or stem squares, the keyboard's cursor), when a replacement
// asks first, the facts and the note under them, the solved value from the worker, and what Play
// lacks. The scene draws the snapshot and forwards input.

import {
  clear,
  customIdOf,
  factsOf,
  gridFromId,
  invert,
  isOn,
  isStem,
  makeGrid,
  markStem,
  mirrorLeftRight,
  mirrorTopBottom,
  paint,
  preset,
  problemOf,
  resize,
  rotate,
  solvedText,
  squareCount,
  toggle,
  withGravity,
  type BoardGrid,
  type PresetName,
} from '../../game/board-builder.ts';
import { builtIdOf, rulesIdOfGrid } from '../../game/builder-stems.ts';
import type {
  BoardSolver,
  BuilderModelOptions,
  BuilderSnapshot,
  BuilderView,
  Square,
} from './builder-ports.ts';
import { madeByHand, replacingQuestion, type ReplaceQuestion } from './builder-replace.ts';

/** Where the board being built is kept between visits. */
export const BUILDING_KEY = 'building';

/** How long the edits pause before the board is solved, in ms. */
export const SOLVE_AFTER_MS = 350;

export const PRESET_LABELS: Record<PresetName, string> = {
  full: 'Full',
  dish: 'Dish',
  beaker: 'Beaker',
  flask: 'Flask',
  ring: 'Ring',
  cross: 'Cross',
  heart: 'Heart',
};

export type { ReplaceQuestion };

export const GRAVITY_NOTE = 'Gravity: a cell falls to the lowest empty square of its column.';

/** What a tap does while stem squares are being marked. */
export const STEM_NOTE = 'Tap a square to put a stem cell on it, or to take it away.';

export type { BoardSolver, BuilderModelOptions, BuilderSnapshot, BuilderView, Square };

/** What Play on this board lacks, in a player's words (null: it can be played). */
export function builtBoardProblem(boardId: string): string | null {
  const read = gridFromId(boardId);
  return 'grid' in read ? problemOf(read.grid) : read.error;
}

export class BuilderModel {
  private grid: BoardGrid;
  private cursor: Square | null = null;
  /** Whether a tap marks stem squares rather than squares. */
  private stemMode = false;
  /** While a finger or the mouse is down: the value it paints, and the last square it painted. */
  private painting: (Square & { on: boolean }) | null = null;
  /** The solved value's words, for the board being built (empty until solved). */
  private solved = '';
  private solver: BoardSolver | null = null;
  private cancelSolve: (() => void) | null = null;
  private view: BuilderView | null = null;
  /** The replacement asked about and not yet answered: asked again when the scene is laid out again. */
  private asking: { question: ReplaceQuestion; next: BoardGrid } | null = null;
  /** A link's board waiting to be asked about (over a design kept on the device), on the first visit. */
  private linked: BoardGrid | null = null;

  constructor(private readonly options: BuilderModelOptions) {
    const kept = options.store.read(BUILDING_KEY, (v): v is string => typeof v === 'string');
    const keptGrid = kept === null ? null : gridFromId(kept);
    const opening = options.opening === null ? null : gridFromId(options.opening);
    const read = opening ?? keptGrid ?? gridFromId(options.menuBoard());
    this.grid = 'grid' in read ? read.grid : makeGrid(6, 6, () => true);
    // A link over a design of the player's own: the design stays until the player answers.
    if (opening && 'grid' in opening && keptGrid && 'grid' in keptGrid) {
      const design = keptGrid.grid;
      if (madeByHand(design) && builtIdOf(design) !== builtIdOf(opening.grid)) {
        this.grid = design;
        this.linked = opening.grid;
      }
    }
  }

  /**
   * The builder's scene is in sight: its cursor starts afresh, the board is shown and solved again,
   * and a question left open (the scene was laid out again for a new size) is asked again.
   */
  attach(view: BuilderView): void {
    this.view = view;
    this.cursor = null;
    this.painting = null;
    this.set(this.grid);
    const linked = this.linked;
    this.linked = null;
    if (linked) this.replace('Open the board from the link', linked);
    else if (this.asking) this.ask(this.asking.question, this.asking.next);
  }

  /** The scene went: nothing is drawn or solved for it any more. */
  detach(view: BuilderView): void {
    if (this.view !== view) return;
    this.cancelSolve?.();
    this.cancelSolve = null;
    this.view = null;
  }

  get board(): BoardGrid {
    return this.grid;
  }

  /** The board's `custom:` layout id (its squares and gravity). */
  get boardId(): string {
    return customIdOf(this.grid);
  }

  /** The board as it is kept and saved: its `custom:` id, with `/stem:SQUARES` when it has stem squares. */
  get builtId(): string {
    return builtIdOf(this.grid);
  }

  snapshot(): BuilderSnapshot {
    const grid = this.grid;
    const problem = problemOf(grid);
    const notes = [this.solved, grid.gravity ? GRAVITY_NOTE : '', this.stemMode ? STEM_NOTE : ''];
    return {
      grid,
      boardId: this.boardId,
      rows: `Rows ${grid.rows}`,
      cols: `Cols ${grid.cols}`,
      who: this.options.whoPlays(this.boardId),
      gravity: grid.gravity,
      gravityLabel: grid.gravity ? 'Gravity: on' : 'Gravity: off',
      stemMode: this.stemMode,
      stemLabel: 'Stem cells',
      facts: factsOf(grid).text,
      note: problem ?? notes.filter(Boolean).join('. '),
      noteIsProblem: problem !== null,
      cursor: this.cursor,
    };
  }

  /** The facts as the screen shows them (and the hook and the screen reader read them). */
  factsShown(): string {
    const { facts, note } = this.snapshot();
    return `${facts}\n${note}`;
  }

  resizeBy(rows: number, cols: number): void {
    this.set(resize(this.grid, this.grid.rows + rows, this.grid.cols + cols));
  }

  mirrorLeftRight(): void {
    this.set(mirrorLeftRight(this.grid));
  }
  mirrorTopBottom(): void {
    this.set(mirrorTopBottom(this.grid));
  }
  rotate(): void {
    this.set(rotate(this.grid));
  }
  invert(): void {
    this.set(invert(this.grid));
  }
  toggleGravity(): void {
    this.set(withGravity(this.grid, !this.grid.gravity));
  }

  /** Taps mark stem squares from now on, or squares again. */
  toggleStemMode(): void {
    this.stemMode = !this.stemMode;
    this.painting = null;
    this.view?.changed();
  }

  /** Starts from a preset, keeping gravity (a beaker and a flask bring it, a dish takes it away). */
  preset(name: PresetName): void {
    const gravity = name === 'beaker' || name === 'flask' || (this.grid.gravity && name !== 'dish');
    this.replace(
      `Start from ${PRESET_LABELS[name]}`,
      withGravity(preset(name, this.grid.rows, this.grid.cols), gravity),
    );
  }

  clear(): void {
    this.replace('Clear the board', clear(this.grid));
  }

  /** Another board in the builder (a pasted one). */
  load(grid: BoardGrid): void {
    this.set(grid);
  }

  /** A saved board opened from the list: asked first over a board made by hand. */
  open(grid: BoardGrid, name: string): void {
    this.replace(`Open "${name}"`, grid);
  }

  /** What Play lacks on this board (null: a game can start on it). */
  playProblem(): string | null {
    return builtBoardProblem(this.boardId);
  }

  /** A press on a square: it turns over (or its stem cell comes or goes), and a drag from it paints that value. */
  press(at: Square): void {
    const was = this.stemMode ? isStem(this.grid, at.row, at.col) : isOn(this.grid, at.row, at.col);
    this.painting = { on: !was, ...at };
    this.set(this.paintAt(at.row, at.col, this.painting.on));
  }

  /** Paints one square: playable or not, or a stem square or not while marking stem squares. */
  private paintAt(row: number, col: number, on: boolean): BoardGrid {
    return this.stemMode ? markStem(this.grid, row, col, on) : paint(this.grid, row, col, on);
  }

  /** The finger or the mouse moved, held down, onto a square: painted as the first one was. */
  dragTo(at: Square): void {
    const p = this.painting;
    if (!p || (at.row === p.row && at.col === p.col)) return;
    p.row = at.row;
    p.col = at.col;
    this.set(this.paintAt(at.row, at.col, p.on));
  }

  release(): void {
    this.painting = null;
  }

  /** A square turned over by a key or the screen reader's button (its stem cell, while marking stem squares). */
  toggle(row: number, col: number): void {
    this.set(
      this.stemMode
        ? markStem(this.grid, row, col, !isStem(this.grid, row, col))
        : toggle(this.grid, row, col),
    );
  }

  /** The cursor's square turned over (Enter); nothing without a cursor. */
  toggleAtCursor(): void {
    if (this.cursor) this.toggle(this.cursor.row, this.cursor.col);
  }

  /** The arrows: the first shows the cursor in the middle, the next move it, inside the grid. */
  moveCursor(dx: number, dy: number): void {
    const grid = this.grid;
    const c = this.cursor;
    this.cursor = c
      ? {
          row: Math.max(0, Math.min(grid.rows - 1, c.row + dy)),
          col: Math.max(0, Math.min(grid.cols - 1, c.col + dx)),
        }
      : { row: Math.floor(grid.rows / 2), col: Math.floor(grid.cols / 2) };
    this.view?.changed();
  }

  /** The screen reader's focus on a square shows the cursor there. */
  focusAt(row: number, col: number): void {
    this.cursor = { row, col };
    this.view?.changed();
  }

  /**
   * The rules a game on this board is played by: the board and its stem squares with the menu's
   * equal moves and scoring; null while it cannot be played (too few squares, a gap under gravity).
   */
  rulesId(): string | null {
    const settings = this.options.settings();
    return rulesIdOfGrid(this.grid, { equalMoves: settings.equalMoves, scoring: settings.scoring });
  }

  private playableRules(): string | null {
    return this.rulesId();
  }

  /**
   * Replaces the board at once where nothing made by hand would go (an empty board or a preset's
   * own shape); otherwise asks first, so one mis-tap loses no design.
   */
  private replace(what: string, next: BoardGrid): void {
    if (!madeByHand(this.grid) || !this.view) {
      this.set(next);
      return;
    }
    this.ask(replacingQuestion(what), next);
  }

  private ask(question: ReplaceQuestion, next: BoardGrid): void {
    const asking = { question, next };
    this.asking = asking;
    this.view?.confirm(
      question,
      () => {
        if (this.asking !== asking) return;
        this.asking = null;
        this.set(next);
      },
      () => {
        if (this.asking === asking) this.asking = null;
      },
    );
  }

  private set(grid: BoardGrid): void {
    this.grid = grid;
    const id = customIdOf(grid);
    // Kept on the device as it changes (its stem squares too), so a reload or a closed tab loses no unsaved board.
    this.options.store.write(BUILDING_KEY, builtIdOf(grid));
    this.options.keep(id);
    const c = this.cursor;
    if (c) this.cursor = { row: Math.min(c.row, grid.rows - 1), col: Math.min(c.col, grid.cols - 1) };
    this.solved = '';
    this.view?.changed();
    this.solveLater();
  }

  /** Solves a small playable board once the edits pause; the answer is shown if the board is still the same. */
  private solveLater(): void {
    this.cancelSolve?.();
    this.cancelSolve = null;
    const view = this.view;
    if (!view || problemOf(this.grid) || squareCount(this.grid) > this.options.solveSquares) return;
    this.cancelSolve = view.after(SOLVE_AFTER_MS, () => {
      this.cancelSolve = null;
      // The board is read again when the pause ends: an edit since may have left it unplayable.
      const rules = this.playableRules();
      if (rules === null) return;
      this.solved = 'Solving…';
      view.changed();
      this.solver ??= this.options.makeSolver();
      const show = (result: { value: number } | { error: string }): void => {
        // An edit while the worker solved may have left the board with no rules at all (a gap under gravity).
        if (this.view !== view || this.playableRules() !== rules) return;
        this.solved =
          'value' in result
            ? `Solved: ${solvedText(result.value)}`
            : result.error.startsWith('a newer')
              ? this.solved
              : `Not solved: ${result.error}`;
        view.changed();
      };
      // A solver that fails says why under the facts, never as an error on the page.
      this.solver.solve(rules).then(show, (e: Error) => show({ error: e.message }));
    });
  }
}
