// What the guided game's card says, one idea a step, each said as the board shows it (RULES.md
// section 3): a lone cell counts 1; cells of one colour that touch each split in two; the
// opponent's cells split only for their own colour; opposite neighbours share one cut line, so the
// middle cell of three in a row still has 2 pieces; touching in two directions, a cut for each (4
// pieces), and each cell it touches gains a line; a late move gains most, its gains beside the early
// moves' (the last third of a game decides it, a lead early can turn); the full board ends the game. A picture after the corner shows one cell gain a line for each
// new direction it is touched from, 1, 2, 4, then 6 pieces (said as lines-words.ts says the count everywhere), diagonals among them once the corner has shown they touch. Each line keeps to two short lines on a phone: the board draws
// the cut lines the words speak of (cut-lines.ts) and each cell's "+2" (move-worth.ts), so the sum is
// seen as well as read. Scores and gains come in as numbers (the model reads them off the board), the
// verb ("Tap" or "Click") by the player's input (press-words.ts).

import { LINES_PICTURE } from './lines-words.ts';

/** A small count in words, as a sentence starts with it: "Two", "Four". */
const COUNT = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'];
const counted = (n: number) => COUNT[n] ?? String(n);

/**
 * A move's own lines and the cells it touches, said as the sum the board shows: "Two lines: 4
 * pieces (+4). The 2 it touches gain a line: +2 each." (`pieces`: the new cell's; `touched`: the
 * cells of yours that gain a line, `each` what each gains).
 */
function linesAndTouched(pieces: number, touched: number, each: number): string {
  const own = `${counted(pieces / 2)} lines: ${pieces} pieces (+${pieces}).`;
  if (touched === 0) return own;
  return touched === 1
    ? `${own} The one it touches gains a line: +${each}.`
    : `${own} The ${touched} it touches gain a line: +${each} each.`;
}

/**
 * The menu's offer of the guided game, a card above Play's, until a game is finished or it is
 * declined: the first launch leads with it (the big green button), "I know how to play" beside it.
 */
export const WELCOME_WORDS = {
  // No count: "Learn in 5 moves" met some fifteen taps (five moves, the try-it board, the Nexts), and a
  // time said "1 min" where a first reading takes longer. The best casual apps name the lesson, not its length.
  start: 'New here? Learn to play',
  /** Where the whole offer does not fit one line (a phone): the question left out, never two cramped lines. */
  startShort: 'Learn to play',
  later: 'I know how to play',
} as const;

/** The guided game's board: a 3×3 square board played to the end, with the opponent's moves. */
export const GUIDED_BOARD = { rules: 'square:3', opponent: ['a3', 'b3', 'c3', 'a1'] } as const;

/**
 * The guided game's try-it board, after the lines picture: your cells on a 3×4 board and two
 * glowing squares. b2 touches four of yours, but they sit in two pairs, each pair on one line: 2
 * cuts, 4 pieces, +9. d2 touches three, each on a line of its own: 3 cuts, 6 pieces, +11. A reviewer
 * who counted cells, not lines, expected +8 and got +6; here a player may count wrong once, safely.
 */
export const LINE_TRAP = {
  rules: 'grid:3x4',
  yours: ['a1', 'c1', 'd1', 'a3', 'c3'],
  trap: 'b2',
  better: 'd2',
} as const;

export const GUIDED_WORDS = {
  first: (press: string) => `${press} the glowing square to place your first cell.`,
  alone: (score: number) => `A cell on its own counts 1: your score is ${score}.`,
  opponentTurn: "The opponent's turn.",
  /** While the person's move plays out on the board: what is happening, never an empty card. */
  landing: (square: string, splits: boolean) =>
    splits
      ? `Watch: your cell on ${square} splits the cells it touches.`
      : `Watch: your cell goes on ${square}.`,
  beside: (press: string) => `${press} the glowing square, beside your cell.`,
  split: (score: number) => `They touch, so each splits in two: 2 pieces. You have ${score}.`,
  opponentBeside: 'Watch: the opponent puts a cell beside its own.',
  opponentSplit: (score: number) =>
    `Theirs split too: it has ${score}. A cell splits only for its own colour.`,
  /** The square named as the board's edges spell it: "on the other side" alone left a reader asking of what. */
  otherSide: (press: string, square: string) =>
    `${press} the glowing square ${square}, left of your first cell.`,
  /**
   * A player sees the middle cell cut once, by the one straight line the board draws through all
   * three: "Left and right split the middle cell alike" took a reviewer a second read.
   */
  oneLine: (score: number) => `One line cuts all three: the middle is still 2 pieces. You have ${score}.`,
  /** The picture's beat: one cell touched from one more direction each time (lines-picture.ts). */
  moreLines: LINES_PICTURE,
  /** Under each of the picture's cells: its lines and its pieces, so the lines are counted, not only the pieces. */
  pieces: (n: number) => (n === 1 ? 'No line: 1 piece' : `${n / 2} line${n === 2 ? '' : 's'}: ${n} pieces`),
  /**
   * The try-it step's ask: the square with more of yours beside it against the one with fewer, and
   * what to count, as the corner and the picture just showed it: a new player works it out, not guesses.
   */
  trapAsk: (press: string) =>
    `${LINE_TRAP.trap} touches 4 of yours, ${LINE_TRAP.better} only 3. Which makes more lines? ${press} it.`,
  /** The square with more neighbours tried first: the pairs that share its two cuts, named as its lines show them. */
  trapTaken: (gain: number) =>
    `a1 and c3 share one line, a3 and c1 another: 2 cuts, +${gain}. Now try ${LINE_TRAP.better}.`,
  /** Then the better square: its lines against the other's gain, and the rule in three words. */
  trapBetter: (gain: number, trapGain: number) =>
    `${LINE_TRAP.better} has 3 lines: 6 pieces, +${gain}, not +${trapGain}. Lines count, not cells.`,
  /** The better square first: praise, and why the other was worse (its cell drawn faint beside). */
  trapRight: (gain: number, trapGain: number) =>
    `Yes: 3 lines, 6 pieces, +${gain}. ${LINE_TRAP.trap}'s four sit on 2 lines: only +${trapGain}.`,
  /** Said before the picture and the try-it board draw diagonal cuts: the diagonal neighbour, named as such. */
  corner: (press: string) => `Corners touch too: diagonals count. ${press} the glowing square.`,
  /** After the corner: the new cell's pieces, and what each of the cells it touches gains. */
  twoWays: (pieces: number, touched: number, each: number) => linesAndTouched(pieces, touched, each),
  last: (press: string) => `The last square gains most. ${press} the glowing square.`,
  /**
   * After the last move: each of the person's moves' gains in turn, the last the largest, then why it
   * matters. A reviewer led by 22 late on and lost, the score on screen telling nothing of the moves to come.
   */
  lateCounts: (...gains: number[]) =>
    `Your moves: ${gains.map((g) => `+${g}`).join(', ')}. Late moves score most: a lead early can turn.`,
  /** The higher score wins: said by who won and by how much. */
  end: (you: number, opponent: number) =>
    you > opponent
      ? `The board is full: you win, ${you} to ${opponent}.`
      : you < opponent
        ? `The board is full: the opponent wins, ${opponent} to ${you}.`
        : `The board is full: a draw, ${you} each.`,
  menu: 'Menu',
  backToGame: 'Back to the game',
  /**
   * The first real game, the ladder's first step, named as the ladder's card names its steps ("Play
   * step 3 ›"): "Play Easy" led into the ladder without a word of it.
   */
  firstGame: (step: number) => `Play step ${step}`,
  /** After the guided game's end, where its Play leads, "Ladder step 1" kept on one line: "Ladder step 1: Easy on a 5×5 board." */
  nextStep: (step: number, board: string) => `Ladder\u00a0step\u00a0${step}: Easy on ${board}.`,
} as const;
