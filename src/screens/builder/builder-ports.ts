// The builder model's ports and its one plain value: the snapshot the scene draws, the solver the
// worker runs, the scene's view and the options the services give the model.

import type { BoardGrid } from '../../game/board-builder.ts';
import type { Settings } from '../../game/settings.ts';
import type { Store } from '../../game/storage.ts';
import type { ReplaceQuestion } from './builder-replace.ts';

export interface Square {
  row: number;
  col: number;
}

/** What the builder shows, the screen reader says and the hook reads, as one plain value. */
export interface BuilderSnapshot {
  grid: BoardGrid;
  /** The board as its `custom:` id (written for a draft too). */
  boardId: string;
  rows: string;
  cols: string;
  /** What Play starts: "You vs Medium · you move first". */
  who: string;
  gravity: boolean;
  gravityLabel: string;
  /** Whether a tap marks stem squares (RULES.md section 12) rather than squares. */
  stemMode: boolean;
  stemLabel: string;
  /** "16 squares: 8 moves each". */
  facts: string;
  /** Under the facts: what stops the board being played, else the solved value and the gravity note. */
  note: string;
  noteIsProblem: boolean;
  cursor: Square | null;
}

/** The solver the worker runs: a board's rules id in, its value (player 1's lead) or why not out. */
export interface BoardSolver {
  solve(rules: string): Promise<{ value: number } | { error: string }>;
}

/** What the builder's scene gives the model while it is in sight. */
export interface BuilderView {
  /** The snapshot changed: draw it again. */
  changed(): void;
  /** Runs `fn` after `ms` on the scene's clock; returns a way to cancel it. */
  after(ms: number, fn: () => void): () => void;
  /** Asks before a board made by hand is replaced; `yes` replaces it, `no` keeps it (No, Esc). */
  confirm(question: ReplaceQuestion, yes: () => void, no: () => void): void;
}

export interface BuilderModelOptions {
  store: Store;
  /** The menu's settings now (their equal moves and scoring are the board's rules; their board, the first grid). */
  settings: () => Settings;
  /** The board to open on when nothing is being built: a builder link's, else null. */
  opening: string | null;
  /** The menu's board when there is no draft (a layout id). */
  menuBoard: () => string;
  /** What Play would start on this board, in the menu card's words. */
  whoPlays: (boardId: string) => string;
  /** Made on the first board small enough to solve, once for the page. */
  makeSolver: () => BoardSolver;
  /** The smallest boards the worker solves: at most this many squares. */
  solveSquares: number;
  /** Each change of the draft, as its id (the menu's card and the who-plays page read it). */
  keep: (boardId: string) => void;
}
