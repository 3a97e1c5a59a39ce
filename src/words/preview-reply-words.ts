// The hold/hover preview's look one move ahead, in a beginner's words: after the square's own
// gain, what the other player can score straight back ("But then they can take f2 for +8."). Said
// only where it warns (the square comes out clearly behind another once replies count:
// screens/game/reply-ahead.ts) and the reply is worth more than a lone cell, in place of how the
// cells split (the board's +2 chips show that while the square is held), so the preview stays two
// lines on a phone.

/** What a reply scores, and where, as the preview reads it (screens/game/reply-ahead.ts). */
export interface ReplyWords {
  move: string;
  gain: number;
}

/**
 * Whether the reply is worth saying: scored by divisions any empty square gives a lone cell's +1,
 * so only more counts; scored by connections any point counts.
 */
export function replyWorthSaying(reply: ReplyWords, byConnections: boolean): boolean {
  return reply.gain > (byConnections ? 0 : 1);
}

/**
 * The sentence after the gain: "But then they can take f2 for +8." where the reply scores more than
 * the move itself (`gain`), else "Then their best is f2 for +3."; `they` names the other player.
 */
export function replyAheadSentence(reply: ReplyWords, gain: number, they = 'they'): string {
  const their = they === 'they' ? 'their' : `${they}'s`;
  return reply.gain > gain
    ? `But then ${they} can take ${reply.move} for +${reply.gain}.`
    : `Then ${their} best is ${reply.move} for +${reply.gain}.`;
}
