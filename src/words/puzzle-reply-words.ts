// What a puzzle says of the other side's best reply: after a wrong try, the reply that punishes it
// ("After e5 they answer d4 for +15."), and where the one reply does not show the whole cost, their
// move further on that hurts, named ("…, and later they take f6 for +8": learnt nothing from
// "falls behind as the board fills"); only where best play names none, that honest reason.

/** A move with the best reply to it, as the puzzle words need them. */
export interface ReplyWords {
  /** The move's name ("e5"). */
  move: string;
  /** The reply's name and what it scores at once. */
  reply: { name: string; gain: number };
  /** Whether that reply alone shows why the move falls short (puzzle-reply.ts replyExplains). */
  explains: boolean;
  /** Whether the reply is on the answer's own square: naming it, or asking for it, would hand the answer over. */
  onAnswer?: boolean;
  /** Whether the try before this one was also one whose cost comes later: the words change, never said twice running. */
  again?: boolean;
  /** Whether the puzzle is over (the answer shown): nothing is asked, the reply is named. */
  over?: boolean;
  /**
   * Where the reply alone does not show the cost: the other side's move further on in best play that
   * scores most for them, never on the answer's square (puzzle-reply.ts laterReply), or null.
   */
  later?: { name: string; gain: number } | null;
}

/** Their move further on, as a clause: "later they take f6 for +8". */
const laterClause = (l: { name: string; gain: number }): string => `later they take ${l.name} for +${l.gain}`;

/**
 * Where one move each does not show the cost: the move keeps up with the best move so far (its
 * points less the reply's are at least the answer's), and falls behind in the squares still to fill.
 * `who`: the player's square ("c3"), or "it" where the sentence has just named it.
 */
const later = (who: string): string =>
  `${who} keeps up with the best move for now, then falls behind as the board fills`;
/** The same said again on the next try, in other words. */
const laterAgain = (who: string): string =>
  `${who} also keeps up at first; the points are lost as the board fills`;

const forPoints = (gain: number): string => (gain > 0 ? ` for +${gain}` : '');

/**
 * After a wrong try: "After e5 they answer d4 for +15." Where that reply alone is not the reason,
 * the line says what one move each shows and where the cost lies, from the player's square: "After
 * e5 they answer d4 for +3: later they take f6 for +8.", or where best play names no such move "…: e5
 * keeps up with the best move for now, then falls behind as the board fills." (other words on the
 * next such try). A reply on the answer's square is neither named nor
 * asked for while the puzzle goes on: only what it scores is said, and the player keeps looking.
 */
export function replyLine(r: ReplyWords): string {
  const reason = r.later ? `${laterClause(r.later)}.` : `${(r.again ? laterAgain : later)(r.move)}.`;
  // Their best reply is the answer's square two times in three: where it lands, or the question
  // "where would they play?", is the answer itself.
  if (r.onAnswer && !r.over) {
    if (r.reply.gain <= 0) return r.explains ? '' : r.later ? `After ${r.move}, ${reason}` : reason;
    const scores = `After ${r.move} their best answer scores +${r.reply.gain}`;
    return r.explains ? `${scores}.` : `${scores}: ${reason}`;
  }
  const answer = `After ${r.move} they answer ${r.reply.name}${forPoints(r.reply.gain)}`;
  return r.explains ? `${answer}.` : `${answer}: ${reason}`;
}

/**
 * The tempting square of the answer's why, with the reply it allows: "a4 scores +8 now, but they
 * answer b5 for +12: it loses by 2." or, where that reply is not the reason, "a4 scores +8 now but
 * loses by 2: it keeps up with the best move for now, then falls behind as the board fills."
 * `ends`: how it ends ("loses by 2").
 */
export function temptingLine(t: {
  name: string;
  gain: number;
  ends: string;
  reply: ReplyWords | null;
}): string {
  if (t.reply?.explains)
    return `${t.name} scores +${t.gain} now, but they answer ${t.reply.reply.name}${forPoints(t.reply.reply.gain)}: it ${t.ends}.`;
  const cost = t.reply ? `: ${t.reply.later ? laterClause(t.reply.later) : later('it')}` : '';
  return `${t.name} scores +${t.gain} now but ${t.ends}${cost}.`;
}
