// The menu's words for the ladder when the big Play is its next step, and when it is not: the big
// card names the step it plays, and the ladder's card then opens the path rather than offering a
// second Play; a player who chose a game of their own sees the step offered as a secondary button.

/** The big card's line when its Play is the ladder's next step: "Ladder step 2 of 14". */
export function ladderStepWords(n: number, total: number): string {
  return `Ladder step ${n} of ${total}`;
}

/**
 * The ladder card's button for a player playing a game of their own: the step it plays, by its
 * number ("Play step 3 ›"), so it never reads as a step cleared or as the big card's game.
 */
export function playStepWords(n: number): string {
  return `Play step ${n} ›`;
}

/**
 * The big card's button when it plays the ladder's step past the first: "Play step 4", the climb
 * carried on in one tap (a newcomer's first step keeps the plain "Play").
 */
export function bigPlayStepWords(n: number): `Play step ${number}` {
  return `Play step ${n}`;
}

/** The big card's line when its Play is a game the player chose, not the ladder's step. */
export const OWN_GAME_WORDS = 'Your chosen game';

export const LADDER_FOLLOW_WORDS = {
  /** The ladder card's foot while the big Play is the step: a tap opens the path. */
  path: 'Your path ›',
} as const;
