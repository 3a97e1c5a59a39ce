// When the person's turn is open to a tap, one rule for the panels' words and the board's presses:
// the person's panel says "Your turn" from the moment the computer's reply is made (panel-words.ts),
// so from the frame that first shows the reply a press on a free square is taken at once. The reply
// still landing and dividing then ends where it stands (its cells drawn divided, the scores counted)
// and the press goes on exactly as on the open turn: the magnifier shows, a held finger places, one
// tap places where that is the setting. A finger expects the square under it to answer now: kept
// behind the animation, a tap waited up to a second with no lens and on small squares only aimed,
// read as swallowed. A press before any frame showed the reply saw no "Your turn": it is
// judged as before (kept, or refused as early; turn-clock.ts).

export interface ReplyMoment {
  /** The opponent's reply still lands or divides on the board. */
  replyPlays: boolean;
  /** A frame has shown the reply (and the person's "Your turn" with it) before the press was made. */
  seen: boolean;
  /** The turn after the reply is a person's at this device (not over, not a computer's). */
  personNext: boolean;
  /** The press is on a square the person could play. */
  onFreeSquare: boolean;
}

/** Whether a press ends the reply's animation now, to be taken as on the open turn. */
export function pressFinishesReply(m: ReplyMoment): boolean {
  return m.replyPlays && m.seen && m.personNext && m.onFreeSquare;
}
