// The puzzle screen's words beyond its question: the board and its rules in a line a new player
// understands, what "best" means in the question, and why the answer is the answer, from the
// solver's values (no Phaser here, so the words are tested on their own).

import type { GridKind, Rules } from '../engine/index.ts';
import { familyName, placeWord } from '../game/settings.ts';
import { temptingLine, type ReplyWords } from '../words/puzzle-reply-words.ts';

/** Whether a puzzle's rules are other than the plain ones (divisions, every square filled, no gravity). */
export const unusualRules = (rules: Rules): boolean =>
  rules.scoring === 'connections' || rules.equalMoves || rules.layout.gravity;

/**
 * The board and what is unusual about its rules, in one short line over the board: "Flask · cells
 * fall", "Petri dish · scored by connections", "Square · cells split when they touch their own".
 * The sentences are a tap away (the rules card opens the help for these rules); session 23's
 * reviewer counted ~8 lines of small text over the board when they stood here whole.
 */
export function puzzleRulesLine(rules: Rules): string {
  const layout = rules.layout;
  const family = layout.id.startsWith('custom:')
    ? 'Your board'
    : (familyName(layout.id.split(':')[0]!) ?? layout.id);
  const parts = [family];
  if (rules.scoring === 'connections') parts.push('scored by connections');
  if (layout.gravity) parts.push('cells fall');
  if (rules.equalMoves) parts.push('equal moves');
  if (parts.length === 1) parts.push('cells split when they touch their own');
  return parts.join(' · ');
}

/** What "best" means in the question, in one line: "Every other square ends worse, however well they reply." */
export function puzzleGoalLine(value: number, grid: GridKind = 'square'): string {
  const place = placeWord(grid);
  return value > 0
    ? `Every other ${place} ends worse, however well they reply.`
    : `However well they reply, every other ${place} loses.`;
}

/** What the answer needs from the puzzle: every legal square's name, final margin and immediate gain. */
export interface AnswerFacts {
  answer: string;
  /**
   * The squares by name, each with its final margin with best play, what it scores at once and,
   * where known, the best reply to it (the tempting square's why names it).
   */
  squares: readonly { name: string; margin: number; gain: number; reply?: ReplyWords | null }[];
  /**
   * What the answer gains now and what it blocks, in the coach's hint words (worthWords: "+4 for
   * you now, and it blocks their +3 there").
   */
  worth: string;
}

/**
 * Why the answer, in two short sentences a phone shows in two lines: what it gains and blocks now
 * (the coach's words), then what the tempting square or the next best ends with: "+4 for you now,
 * and it blocks their +3 there. g7 scores +8 now, but they answer g8 for +10: it only draws." (the
 * reply it allows, where known: puzzle-reply-words.ts). Each ending is against the
 * opponent ("wins by only 1", "loses by 2"), never against the answer.
 */
export function answerWhy(facts: AnswerFacts): string {
  const answer = facts.squares.find((s) => s.name === facts.answer);
  if (!answer) throw new Error(`the answer ${facts.answer} is not one of the puzzle's squares`);
  // Named, as the board's preview names a square: "d5: +3 for you now, and it blocks their +6 there."
  const worth = `${facts.answer}: ${facts.worth}.`;
  const others = facts.squares.filter((s) => s !== answer);
  if (others.length === 0) return `${worth} It is the only square left.`;
  // The tempting square: the one that scores most at once, where that is more than the answer scores.
  const greedy = others.reduce((a, b) => (b.gain > a.gain ? b : a));
  if (greedy.gain > answer.gain)
    return `${worth} ${temptingLine({ ...greedy, ends: ends(greedy.margin), reply: greedy.reply ?? null })}`;
  const next = Math.max(...others.map((s) => s.margin));
  const nextNames = others.filter((s) => s.margin === next).map((s) => s.name);
  const many = nextNames.length;
  const rest =
    many === others.length && many > 1
      ? `Every other move ${ends(next)}`
      : many > 2
        ? `The next best ${many} moves ${ends(next, many)}`
        : `The next best, ${listed(nextNames)}, ${ends(next, many)}`;
  return `${worth} ${rest}.`;
}

/** How a square other than the answer ends against the opponent: it always ends worse than the answer. */
function ends(margin: number, many = 1): string {
  const one = many === 1;
  return margin > 0
    ? `${one ? 'wins' : 'win'} by only ${margin}`
    : margin < 0
      ? `${one ? 'loses' : 'lose'} by ${-margin}`
      : `only ${one ? 'draws' : 'draw'}`;
}

function listed(names: readonly string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}
