// The results' line on a capture that moved the score (screens/results/capture-turn.ts decides
// when): who captured how many of whose cells, on which move, and after a loss by capture what to
// watch next time. `taker` and `victim` are names; null is the person ("you", "your").

export interface CaptureTurnWordsInput {
  /** The capturing player's name, or null for the person. */
  taker: string | null;
  /** The captured player's name, or null for the person. */
  victim: string | null;
  cells: number;
  /** The move it came on, counted from 1 over both players. */
  move: number;
  /** It took every cell the captured player had. */
  all?: boolean;
  /** It filled the board's last empty place. */
  last: boolean;
  /** The points the captured player lost by it (their score before it less after), shown with the cells when known. */
  points?: number;
  /** The points the capturing player gained by it (the move's own "+N" on the board); said instead where the person captured and it is more. */
  gained?: number;
  /** "square", "hexagon" or "triangle". */
  place: string;
  /** The person lost by it: add what to watch. */
  tip: boolean;
}

/**
 * "Hard's capture on move 31 took 14 of your cells, worth 52 points. Keep a free square next to your
 * groups."; "Expert's last move filled the last square and captured all 17 of your cells, worth 132
 * points. …"; "Your capture on move 12 took 8 of Medium's cells." The points are the score the
 * panels counted away, so the words match the numbers that changed (132 – 0 becoming 0 – 140 is
 * 132 points, beside "17 of your cells").
 */
export function captureTurnWords(c: CaptureTurnWordsInput): string {
  const whose = c.victim === null ? 'your' : `${c.victim}'s`;
  const cells =
    c.all && c.cells === 1
      ? `${whose} last cell`
      : c.all
        ? `all ${c.cells} of ${whose} cells`
        : c.cells === 1
          ? `one of ${whose} cells`
          : `${c.cells} of ${whose} cells`;
  // The person's own capture is said as the board counted it for them ("+24 for you") where that is
  // more than the cells were worth to the other side: "worth 1 point" beside a "+24" read as a contradiction.
  const worth =
    c.taker === null && c.gained !== undefined && c.gained > (c.points ?? 0)
      ? `, +${c.gained} for you`
      : c.points && c.points > 0
        ? `, worth ${c.points} point${c.points === 1 ? '' : 's'}`
        : '';
  const takers = c.taker === null ? 'Your' : `${c.taker}'s`;
  const said = c.last
    ? `${takers} last move filled the last ${c.place} and captured ${cells}${worth}.`
    : `${takers} capture on move ${c.move} took ${cells}${worth}.`;
  if (!c.tip) return said;
  return c.last
    ? `${said} Near the end, keep your groups away from the last empty ${c.place}s.`
    : `${said} Keep a free ${c.place} next to your groups.`;
}
