// What the guided game's card says at each step, in the order it teaches: a lone cell counts 1; cells
// of one colour that touch split once along the line that joins them; the opponent's cells split
// towards their own; opposite neighbours share one line; two lines make 4 pieces; the last third of
// the game decides. Scores come in as numbers, the model reads them off the board.

export const WELCOME_WORDS = {
  offer: 'Welcome to Cell Division! New here? A one-minute guided game shows how cells divide and score.',
  later: 'No thanks',
  start: 'Show me',
} as const;

export const SQUARE_WORDS = {
  first: 'Tap the glowing square to place your first cell.',
  alone: (score: number) => `Your cell is on its own, so it counts 1. Your score is at the top: ${score}.`,
  opponentFirst: "Now it is the opponent's turn. It places a cell of its colour.",
  beside: 'Your turn again. Tap the glowing square, right beside your cell.',
  split: (score: number) =>
    `Cells of one colour that touch split once along the line that joins them: both of yours are now 2 pieces, each counting 1. You have ${score}.`,
  opponentSplits: "The opponent puts a cell beside its own: watch both of the opponent's cells split.",
  opponentSplit: (score: number) =>
    `They split along the line between them: the opponent has ${score}. Its cell touches yours too, but cells split only towards their own colour.`,
  otherSide: 'Now tap the glowing square, on the other side of your first cell.',
  oneLine: (score: number) =>
    `Your middle cell touches yours on both sides, but both are on one line: it splits only once, still 2 pieces. You have ${score}.`,
  opponentTurn: "The opponent's turn.",
  corner: 'Corners touch too. Tap the glowing square.',
  twoLines: (gain: number, score: number) =>
    `Split along two lines: 4 pieces. Your new cell and the two it touches now have neighbours on two lines each. That one cell gained ${gain}: you have ${score}.`,
  lastThird: (you: number, opponent: number) =>
    `Late in a game cells touch many others, so one move can gain a lot: the last third of the game decides. You have ${you}, the opponent ${opponent}.`,
} as const;

export const BEAKER_WORDS = {
  first: 'Now a beaker: cells fall to the bottom. Tap anywhere in the glowing column.',
  dropped: 'It dropped to the lowest empty square of the column.',
  opponentTurn: "The opponent's turn.",
  again: 'Drop another cell into the same column.',
  landed: (score: number) => `It landed on yours: they touch, so both split. You have ${score}.`,
  end: 'That is the whole game: take turns until the board is full. The higher score wins.',
  menu: 'Menu',
  backToGame: 'Back to the game',
  /** The first real game: against Easy. */
  firstGame: 'Play Easy',
} as const;
