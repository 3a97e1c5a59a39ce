// A ladder step's three stars in a player's words: what each is for (said before a game, on the
// map and the step's card), which one a game missed and why (said after it, on the results and the
// map). Help is a hint or Best moves' values.

/**
 * The third star's name: a win with no hint and no Best moves, said in words a new player already
 * has (the menu's card shows it before the board's buttons have been met).
 */
const ON_YOUR_OWN = 'on your own';

/**
 * The ladder's stars won of all, the one wording on the home's Ladder card (every shape) and over
 * the ladder's map: "★ 0 of 42". The side phone's "42 stars to win" and the upright's "★ 0/42"
 * said one thing two ways; this reads as words and fits the narrowest card's heading.
 */
export function starsWonWords(stars: number, maxStars: number): string {
  return `★ ${stars} of ${maxStars}`;
}

/** The stars said before a game, short: "Stars: win, win by 4 or more, on your own". */
export function starsBefore(margin: number): string {
  return `Stars: win, win by ${margin} or more, ${ON_YOUR_OWN}`;
}

/**
 * The stars said before a game as a list, one a line, each ★ where it is held (a narrow card's
 * checklist, where the one-line rule took three lines of small type): "☆ win", "★ by 4 or more", …
 */
export function starsChecklist(margin: number, held: readonly boolean[]): string {
  const asks = ['win', `by ${margin} or more`, ON_YOUR_OWN];
  return asks.map((ask, i) => `${held[i] ? '★' : '☆'} ${ask}`).join('\n');
}

/**
 * Each star's name in a word or two, under it on the results where one is missing, so an empty star
 * reads as the one still to win, not as a gap: "win", "by 4+", "no help".
 */
export function starNames(margin: number): [string, string, string] {
  return ['win', `by ${margin}+`, 'no help'];
}

/** The facts a missed star's reason reads. */
export interface StarFacts {
  stars: readonly [boolean, boolean, boolean];
  margin: number;
  /** The widest win (the step's best, or this game's), null before any win. A win without the third star had help. */
  bestWin: number | null;
}

/** Why each star missed is missed, or null for a star held: "by 4 or more: won by 2", "on your own: help used". */
function missedReasons(f: StarFacts, thisGame: boolean): [string | null, string | null, string | null] {
  if (f.bestWin === null) return [null, null, null];
  return [
    null,
    f.stars[1] ? null : `by ${f.margin} or more: ${thisGame ? 'won' : 'best win'} by ${f.bestWin}`,
    f.stars[2] ? null : `${ON_YOUR_OWN}: ${thisGame ? 'help used' : 'every win had help'}`,
  ];
}

/**
 * The stars in one line after a game or on the map: each held with ★, each missed with ☆ and why;
 * before any win, what each is for. "★ win · ★ by 4 or more · ☆ on your own: help used".
 */
export function starsLine(f: StarFacts, thisGame: boolean): string {
  if (f.bestWin === null) return starsBefore(f.margin);
  const why = missedReasons(f, thisGame);
  const held = ['win', `by ${f.margin} or more`, ON_YOUR_OWN];
  return held.map((h, i) => (f.stars[i] ? `★ ${h}` : `☆ ${why[i] ?? h}`)).join(' · ');
}

/**
 * After a win short of a step's three stars, what the missing ones ask, kindly: "One star to go: win
 * by 4 or more (you won by 2)", "One star to go: win without hints or Best moves", "Two stars to go:
 * win by 4 or more, without hints or Best moves". Empty when every star is held.
 */
export function starsToGoWords(f: { stars: readonly boolean[]; margin: number; won: number }): string {
  const byMargin = !f.stars[1];
  const noHelp = !f.stars[2];
  if (!byMargin && !noHelp) return '';
  if (byMargin && noHelp) return `Two stars to go: win by ${f.margin} or more, without hints or Best moves`;
  return byMargin
    ? `One star to go: win by ${f.margin} or more (you won by ${f.won})`
    : 'One star to go: win without hints or Best moves';
}

/** The step a win opened: "Step 2 unlocked: Easy on a petri dish 5 across". */
export function unlockedWords(n: number, stepOn: string): string {
  return `Step ${n} unlocked: ${stepOn}`;
}

/** After a step lost: its lesson, offered as a tip for the next try. */
export function stepTipWords(teaches: string): string {
  return `Tip for this step: ${teaches}`;
}

/** Which help was taken: a hint, or Best moves' values. */
export type HelpKind = 'hint' | 'best moves';

/** The question before a game's first help on a ladder step whose third star is still to win. */
export interface HelpQuestion {
  question: string;
  detail: string;
  yes: string;
  no: string;
}

/**
 * The star a help costs, in a sentence naming the step the game counts for (a game on an open step's
 * board against its opponent is that step's, whether or not it was started from the ladder; a
 * locked step's game is asked nothing, star-at-stake.ts):
 * "This game counts for ladder step 5: its third star is for a win with no hints and no Best moves."
 * After step 1's free first hint (`freeHintTaken`) the player has had a hint, and a "no hints" read
 * as the star already gone: "This game counts for ladder step 1. Your first hint was free, so its
 * third star is still yours: win with no more hints and no Best moves."
 */
export function thirdStarWords(_help: HelpKind, step: number, freeHintTaken = false): string {
  if (freeHintTaken)
    return `This game counts for ladder step ${step}. Your first hint was free, so its third star is still yours: win with no more hints and no Best moves.`;
  // One sentence for every kind of help: a "without hints" before a hint read as Best moves being free.
  return `This game counts for ladder step ${step}: its third star is for a win with no hints and no Best moves.`;
}

/**
 * Asked before the game's first help on ladder step `step` whose third star is still to win, so the
 * player chooses before the star is gone: "Use a hint? This game counts for ladder step 5: its third
 * star is for a win with no hints and no Best moves." Use hint / Not now. Asked the same way for
 * every kind of help, until the person says yes.
 */
export function helpQuestionWords(help: HelpKind, step: number, freeHintTaken = false): HelpQuestion {
  const detail = thirdStarWords(help, step, freeHintTaken);
  return help === 'hint'
    ? { question: 'Use a hint?', detail, yes: 'Use hint', no: 'Not now' }
    : { question: 'Show Best moves?', detail, yes: 'Show them', no: 'Not now' };
}

/**
 * The home's line for stars won since it was last seen, on ladder step `step`, with what each was
 * for: "★ New star on step 1: you won by 4 or more"; several, "★★★ 3 new stars on step 1: you won,
 * by 4 or more, on your own"; `total` counts stars new on other steps too. Short, for a narrow
 * card, still with what for: "★ Step 1: won by 4 or more", "★★★ Step 1: all 3 stars".
 */
export function newStarsWords(
  step: number,
  fresh: readonly boolean[],
  margin: number,
  total = fresh.filter(Boolean).length,
): { words: string; short: string } {
  const count = fresh.filter(Boolean).length;
  const stars = '★'.repeat(Math.min(3, total));
  const head = total === 1 ? `${stars} New star` : `${stars} ${total} new stars`;
  const alone = ['won it', `won by ${margin} or more`, `won ${ON_YOUR_OWN}`];
  const listed = ['won', `by ${margin} or more`, ON_YOUR_OWN];
  const held = (names: string[]) => names.filter((_, i) => fresh[i]);
  const why = count === 1 ? held(alone)[0]! : held(listed).join(', ');
  const shortWhy = count === 3 ? 'all 3 stars' : count === 1 && fresh[0] ? 'won' : why;
  return {
    words: `${head}${count < total ? `, step ${step}` : ` on step ${step}`}: you ${why}`,
    short: `${stars} Step ${step}: ${shortWhy}`,
  };
}
