// When the builder asks before its board is replaced (a preset, Clear, a saved board opened, a
// link's board), and the one question it asks: only a design of the player's own can be lost.

import {
  customIdOf,
  preset,
  PRESETS,
  squareCount,
  stemCount,
  withGravity,
  type BoardGrid,
} from '../../game/board-builder.ts';

/** A question asked before a board made by hand is replaced. */
export interface ReplaceQuestion {
  question: string;
  detail: string;
  yes: string;
  no: string;
}

/** Whether `grid` is one of the presets at its size (gravity aside): nothing made by hand to lose. */
function presetShape(grid: BoardGrid): boolean {
  const shape = customIdOf(withGravity(grid, false));
  return PRESETS.some((name) => customIdOf(withGravity(preset(name, grid.rows, grid.cols), false)) === shape);
}

/** Whether replacing `grid` would lose a design: some squares, in no preset's shape or with stem squares marked. */
export function madeByHand(grid: BoardGrid): boolean {
  return squareCount(grid) > 0 && (stemCount(grid) > 0 || !presetShape(grid));
}

/** The question before `what` ("Start from Heart", "Open the board from the link") replaces a design. */
export function replacingQuestion(what: string): ReplaceQuestion {
  return {
    question: `${what}?`,
    detail: 'This replaces the board you made. Save it first to keep it.',
    yes: 'Replace',
    no: 'Keep mine',
  };
}
