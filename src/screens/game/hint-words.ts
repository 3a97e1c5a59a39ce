// The hint's words for the player to move: "you" for the one person playing; when two people share
// the screen, the player to move and the other by name ("Try d4 for 3, and it blocks Ben's 3.").
// Where every move loses with best play, the words name the move that keeps the game closest and a
// way on (hint-line-words.ts's behindLines), never a bare "you lose by 11".

import { hintBanner, hintEnd, hintText, hintWhy, type Hint } from '../../ai/coach/hint.ts';
import { byName, YOU } from '../../ai/coach/gains.ts';
import { describeMatch } from '../../game/match-description.ts';
import type { Match } from '../../game/match.ts';
import type { People } from '../../game/people.ts';
import { agentKind, isHuman } from '../../game/players.ts';
import { behindLines, behindSentence } from '../../words/hint-line-words.ts';
import { tryShortWords } from '../../words/move-name-words.ts';

/** Opponents that play best moves to the end: against them a lost position stays lost. */
const NEVER_SLIP = ['expert', 'perfect'];

/** The hint's full words (the screen reader's) and its two-line banner, for the player to move. */
export function hintForMover(
  hint: Hint,
  match: Match,
  people: People | undefined,
): { text: string; banner: string } {
  const { mode, names } = describeMatch(match.players, people);
  const mover = match.position.toMove();
  if (mover === null) return { text: hint.text, banner: hint.banner };
  const to = mode === 'duo' ? byName(names[mover - 1]!, names[2 - mover]!) : null;
  const end = hintEnd(hint);
  const text = to ? hintText(hint.gains, end, to, hint.greedier) : hint.text;
  const banner = to ? hintBanner(hint.gains, end, to, hint.greedier) : hint.banner;
  if (hint.margin === null || hint.margin >= 0) return { text, banner };
  const other = match.players[2 - mover]!;
  const slips = isHuman(other) || !NEVER_SLIP.includes(agentKind(other));
  const name = names[2 - mover]!;
  // One kind ending in place of best play's "you lose by N points", never both.
  return {
    text: `${hintWhy(hint.gains, to ?? YOU, hint.greedier)} ${behindSentence(name, slips)}`,
    banner: behindLines(tryShortWords(hint.move), name, slips),
  };
}

/** What a press on the greyed Hint says: hints are for the person's own moves, and whose move it is now. */
export function hintRefusal(match: Match, people: People | undefined): string {
  const mover = match.position.toMove();
  if (mover === null) return 'The game is over: hints are for the moves still to make.';
  const { names } = describeMatch(match.players, people);
  return `Hints are for your moves: wait for ${names[mover - 1]}'s move.`;
}
