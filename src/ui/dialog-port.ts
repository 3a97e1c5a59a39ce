// The dialogs a screen's actions ask over it, without Phaser: a question with two answers, a
// question that wants words, the list of saved boards. The scenes hand theirs over with
// dialogsOver (dialogs-phaser.ts); the panels themselves are confirm.ts, text-prompt.ts and board-list.ts.

import type { SavedBoard } from '../game/saved-boards.ts';
import type { PanelSpot } from './dialog-place.ts';

export interface ConfirmOptions {
  question: string;
  /** One line under the question: what Yes does, in the player's words. */
  detail?: string;
  yes: string;
  no: string;
  /**
   * Yes goes back to a screen (the review), nothing is lost that the player wants: drawn as the
   * house's ways back ("‹ Review"), plain with its arrow, at the left; else Yes is the warm caution
   * of something that cannot be taken back.
   */
  yesGoesBack?: boolean;
  /** A choice between two ways, neither to regret (the forecast's offer): Yes drawn as the house's green way on, not a caution. */
  choice?: boolean;
  onYes: () => void;
  /** Called when the question goes without Yes: No, Esc, or its scene ending under it (unless `kept`). */
  onNo?: () => void;
  /** A model keeps the question and asks it again when the scene is laid out again: its scene ending is no answer. */
  kept?: boolean;
  /** The keyboard's focus starts on No (its ring drawn; Enter presses it). */
  focusNo?: boolean;
  /** Where the panel stands, from its height at a width and its width where room allows; centred without. */
  place?: (heightAt: (width: number) => number, preferred: number) => PanelSpot;
}

export interface TextPromptOptions {
  caption: string;
  value: string;
  /** A box for several lines (pasted rows of a board) instead of one line. */
  multiline?: boolean;
  okLabel?: string;
  onAccept: (text: string) => void;
  onCancel?: () => void;
  /** Each change of the words in the field (kept, so a resize can ask again with them). */
  onInput?: (text: string) => void;
  /** Words typed before a resize: the caret after them, nothing selected (else the suggestion is selected). */
  typing?: boolean;
}

export interface BoardListActions {
  open: (board: SavedBoard) => void;
  rename: (board: SavedBoard) => void;
  remove: (board: SavedBoard) => void;
}

export interface Dialogs {
  /** The key of the screen they open over: a resize asks its open question again (kept-question.ts). */
  readonly screen: string;
  confirm(o: ConfirmOptions): void;
  askText(o: TextPromptOptions): void;
  /** Shows the saved boards; every action closes the list first. */
  boardList(boards: readonly SavedBoard[], actions: BoardListActions): void;
}
