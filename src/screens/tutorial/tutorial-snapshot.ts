// What the guided game shows at a moment, as one plain value (tutorial-model.ts makes it, the scene
// draws it, the screen reader and the tests read it), and the steps it goes through.

import type { CutLine } from './cut-lines.ts';
import type { LinesPicture } from './lines-picture.ts';
import type { LineTrapShown } from './line-trap.ts';
import type { MoveWorth } from '../game/move-worth.ts';
import type { TutorialPhase } from '../../words/tutorial-words.ts';

/** The steps of the guided game, one idea each, in the order the script takes them. */
export const GUIDED_STEPS = [
  'alone',
  'touch',
  'own colour',
  'one line',
  'two ways',
  'more lines',
  'lines not cells',
  'late move',
  'end',
] as const;
export type GuidedStep = (typeof GUIDED_STEPS)[number];

export interface TutorialChoice {
  id: string;
  label: string;
  primary?: boolean;
}

/** What the guided game shows, the screen reader says and the tests read, as one plain value. */
export interface TutorialSnapshot {
  /** The step being taught (null on the offer). */
  step: GuidedStep | null;
  /** The card's words. */
  words: string;
  /** The words answer the nth tap the guided game did not take ("Not that one: …"), 0 otherwise: each new one nudges the card, the same words too. */
  missed: number;
  /** The step's buttons along the card's foot (none while a move is awaited). */
  choices: TutorialChoice[];
  /** Skip is on the card (during the guided game, not on the offer or at the end). */
  skip: boolean;
  /**
   * The way out in the top corner ("‹ Menu", "‹ Back to your game") is in sight: not at the end,
   * where the card's own two choices say where to go (two Menus there read as two different ways).
   */
  exit: boolean;
  phase: TutorialPhase;
  /** Whose turn the score panels name: nobody's while the card explains a move. */
  turn: 1 | 2 | null;
  /** The glowing square, or null. */
  marked: number | null;
  /**
   * Whether the board rings the last move: not while the glowing square asks for a tap, where the
   * white ring beside (or on) the gold one drew the eye from it.
   */
  lastMove: boolean;
  /** The guided game is over and the person won it: the board celebrates as any won game does. */
  celebrate: boolean;
  /** The opponent thinks before its move, its panel's cue rising as in a real game. */
  thinking: boolean;
  /** The cuts the step's words speak of, drawn on the board: one line per direction a cell splits in. */
  cuts: readonly CutLine[];
  /** The glowing square whose move the board previews before the tap (its cuts and gains), or null. */
  preview: number | null;
  /** The move the words speak of, what it gained cell by cell, shown on the board while they are read. */
  worth: MoveWorth | null;
  /** The line rule's picture (one cell, 1, 2, 4, 6 pieces), shown over the board while its words are read, or null. */
  picture: LinesPicture | null;
  /** The try-it board over the guided board (two squares, the cell tried and its cuts), or null. */
  trap: LineTrapShown | null;
}
