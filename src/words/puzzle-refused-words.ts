// Why the puzzle's board did not take a tap on an empty square, told every time (game/puzzle-play.ts):
// a reviewer's taps went unanswered after a second "Try again" and they thought the app had frozen;
// Good Sudoku and the lichess puzzle screen answer every tap, or show why not.

export const PUZZLE_REFUSED_WORDS = {
  /** Solved, or the answer shown. */
  over: 'This puzzle is done: the buttons below go on.',
  /** A try's cells still landing and dividing, or the board not yet drawn. */
  wait: 'One moment: the cells are still dividing.',
} as const;
