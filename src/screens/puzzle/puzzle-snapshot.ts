// The puzzle screen's plain value (puzzle-model.ts makes it): what the scene draws, the screen
// readers' mirror says and the test hook reports.

import type { PuzzleState } from '../../game/puzzle-play.ts';

/** How the verdict line is coloured: plain, dimmed (a wrong move), or the accent (solved). */
export type PuzzleTone = 'text' | 'dim' | 'accent';

export type PuzzleActionId = 'menu' | 'share' | 'answer' | 'again' | 'next';

export interface PuzzleAction {
  id: PuzzleActionId;
  label: string;
  /** Fewer words for a narrow screen, where the label is long. */
  short?: string;
  primary?: boolean;
}

/** Everything the puzzle screen shows and the hook reads, as one plain value. */
export interface PuzzleSnapshot {
  number: number;
  daily: boolean;
  state: PuzzleState;
  tries: number;
  /** The moves played from the puzzle's position, by name. */
  played: string[];
  /** "Daily puzzle · Sunday 29 November · 3-day streak · 5 solved", or "Puzzle 12 of 80". */
  title: string;
  /**
   * The title as it reads once this puzzle is solved today (the streak and the count solved one
   * more): the view keeps room for it, so the title changes at a solve without running onto the question.
   */
  titleRoom: string;
  question: string;
  goal: string;
  /** The score as it stands, the solver's and the other side's, and the moves left ("3 moves left"). */
  score: { you: number; them: number; left: string };
  /** The board's rules in a line, or '' where the player knows the board and its rules are plain. */
  rules: string;
  /** Rules other than the plain ones: said brighter, and a tap opens their help. */
  unusual: boolean;
  verdict: { text: string; tone: PuzzleTone };
  /** The square of the try just judged, ticked (right) or crossed on the board from its release; else null. */
  mark: { square: number; right: boolean } | null;
  /** After a wrong try, the other side's best reply to it (drawn faintly on the board, with its points); else null. */
  reply: { square: number; gain: number } | null;
  /** A solve celebrated on the board: its headline and, under it, the streak or the count and what comes next; else null. */
  solved: { headline: string; line: string } | null;
  actions: PuzzleAction[];
}
