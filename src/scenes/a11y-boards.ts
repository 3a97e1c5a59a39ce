// The screen readers' board (ui/a11y-grid.ts) on the daily puzzle and in the guided game: the same
// grid of squares as in a game, played through the scene's own place path (the board view's input,
// as a tap or the keyboard cursor), with the scene's news said in the log: the puzzle's verdict, the
// guided game's lines as they change. Made only with the mode on.

import type Phaser from 'phaser';
import { squareName } from '../engine/index.ts';
import type { GuidedMatch } from '../game/tutorial-match.ts';
import type { PuzzleMatch } from '../game/puzzle-play.ts';
import { puzzleQuestion } from '../game/puzzles.ts';
import { A11yGrid, type A11yBoard } from '../ui/a11y-grid.ts';
import { announce } from '../ui/a11y-log.ts';
import type { Services } from './services.ts';

/** Whether the screen readers' mode is on (the menu's switch, the Options tab or an `a11y=1` link). */
export function screenReaderOn(s: Services): boolean {
  return s.settings.screenReader;
}

/** Calls `check` after every update of the scene, until it shuts down. */
function eachStep(scene: Phaser.Scene, check: () => void): void {
  scene.events.on('postupdate', check);
  scene.events.once('shutdown', () => scene.events.off('postupdate', check));
}

/** The puzzle's board for screen readers; its verdict ("Right! …", or what the move gives) is said once it is known. */
export function puzzleGrid(scene: Phaser.Scene, match: PuzzleMatch, board: A11yBoard, onFocusSquare: (s: number) => void): void {
  const mover = match.position.turn();
  const names: [string, string] = mover === 1 ? ['You', 'Opponent'] : ['Opponent', 'You'];
  const left = match.position.movesLeft();
  new A11yGrid(scene, match, board, { names, viewer: mover === 1 ? 0 : 1 }, onFocusSquare, {
    keys: 'arrow keys move, Enter plays',
    opening: `Puzzle: ${puzzleQuestion(match.puzzle)}. You are to move, ${left} moves left. Choose a square and press Enter.`,
    shortcuts: false,
    standing: false,
    refused: () => (match.state === 'wrong' ? 'Choose Try again, or Show answer, first.'
      : match.state === 'solving' ? null : 'This puzzle is over: Next puzzle opens another.'),
  });
  // A resize restarts the scene with the same match: a verdict already said is not said again.
  let heard = match.verdict;
  eachStep(scene, () => {
    if (match.verdict === heard) return;
    heard = match.verdict;
    if (heard && match.state !== 'solving') announce(heard.words);
  });
}

/** The guided game's board for screen readers; each of its lines is said as it comes, with the square it asks for. */
export function tutorialGrid(scene: Phaser.Scene, match: GuidedMatch, board: A11yBoard, onFocusSquare: (s: number) => void, words: () => string): void {
  new A11yGrid(scene, match, board, { names: ['You', 'Opponent'], viewer: 0 }, onFocusSquare, {
    keys: 'arrow keys move, Enter places', opening: null, shortcuts: false, standing: false,
    // A square not asked for: the guided game's line says where to play instead.
    refused: () => null,
  });
  let said = '';
  let asked = -1;
  eachStep(scene, () => {
    const line = words();
    const wanted = match.expected;
    const square = wanted >= 0 ? ` Play ${squareName(match.position.layout, wanted)}.` : '';
    if (line !== said) {
      if (line !== '') announce(`${line}${square}`);
    } else if (wanted !== asked && square !== '') {
      announce(square.trim());
    }
    said = line;
    asked = wanted;
  });
}
