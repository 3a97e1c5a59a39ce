// The hint's words for the player to move: "you" for the one person playing; when two people share
// the screen, the player to move and the other by name ("Try d4: +3 for Ann now, and it blocks Ben's +3 there").

import { hintBanner, hintEnd, hintText, type Hint } from '../../ai/coach/hint.ts';
import { byName } from '../../ai/coach/gains.ts';
import { describeMatch } from '../../game/match-description.ts';
import type { Match } from '../../game/match.ts';
import type { People } from '../../game/people.ts';
import { freeHintBanner } from './help-gate.ts';

/** The hint's full words (the screen reader's) and its two-line banner, for the player to move. */
export function hintForMover(
  hint: Hint,
  match: Match,
  people: People | undefined,
): { text: string; banner: string } {
  const { mode, names } = describeMatch(match.players, people);
  const mover = match.position.toMove();
  // Ladder step 1's free first hint says so before its square (help-gate.ts).
  if (mode !== 'duo' || mover === null)
    return { text: hint.text, banner: freeHintBanner(match, hint.banner) };
  const to = byName(names[mover - 1]!, names[2 - mover]!);
  const end = hintEnd(hint);
  return {
    text: hintText(hint.gains, end, to, hint.greedier),
    banner: hintBanner(hint.gains, end, to, hint.greedier),
  };
}

/** What a press on the greyed Hint says: hints are for the person's own moves, and whose move it is now. */
export function hintRefusal(match: Match, people: People | undefined): string {
  const mover = match.position.toMove();
  if (mover === null) return 'The game is over: hints are for the moves still to make.';
  const { names } = describeMatch(match.players, people);
  return `Hints are for your moves: wait for ${names[mover - 1]}'s move.`;
}
