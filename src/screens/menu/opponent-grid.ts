// The setup page's grid of opponent cards, without Phaser: how many columns, and how tall the cards
// are, so every card's line on how it plays is read whole. The cards are as tall as the longest
// line needs at their width (never shorter than two lines, the cards of a row alike); the most
// columns whose rows fit the room, else the arrangement that overflows it least (the view cuts
// only then). On 844x390 three columns of cards three lines high cut Adaptive's and Medium's lines
// with "…": the room under them was there.

export interface OpponentGridAsk {
  /** How many cards. */
  count: number;
  /** The grid's width and the height it may take, in game pixels. */
  width: number;
  room: (rows: number) => number;
  gap: number;
  /** The least width of a card and the most columns. */
  leastW: number;
  mostCols: number;
  /** A card's height above its lines (pads, the name) and below them, and one line's height. */
  head: number;
  lineH: number;
  /** The most lines any card's words take wrapped in a card this wide. */
  linesAt: (cardW: number) => number;
}

export interface OpponentGrid {
  cols: number;
  rows: number;
  cardW: number;
  cardH: number;
  /** Whether every card's words fit whole (else the view cuts the longest). */
  whole: boolean;
}

export function opponentGrid(a: OpponentGridAsk): OpponentGrid {
  const most = Math.max(2, Math.min(a.mostCols, Math.floor((a.width + a.gap) / (a.leastW + a.gap))));
  let best: (OpponentGrid & { over: number }) | null = null;
  for (let cols = most; cols >= 2; cols--) {
    const cardW = (a.width - (cols - 1) * a.gap) / cols;
    const rows = Math.ceil(a.count / cols);
    const cardH = a.head + Math.max(2, a.linesAt(cardW)) * a.lineH;
    const room = a.room(rows);
    const over = rows * cardH + (rows - 1) * a.gap - room;
    if (over <= 0.5) return { cols, rows, cardW, cardH, whole: true };
    if (!best || over < best.over) best = { cols, rows, cardW, cardH, whole: false, over };
  }
  // Nothing fits: the least overflow, its cards as tall as the room lets them be.
  const { cols, rows, cardW } = best!;
  const cardH = Math.max(a.head + 2 * a.lineH, (a.room(rows) - (rows - 1) * a.gap) / rows);
  return { cols, rows, cardW, cardH: Math.min(cardH, best!.cardH), whole: false };
}
