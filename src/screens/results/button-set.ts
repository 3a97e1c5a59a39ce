// Which buttons the results offer after each ending, without Phaser: one clear next step as the big
// button, at most two more beside it, and the rest (the details, swap who starts, share, save the
// board, the builder, the menu) as a quiet row of small buttons, as a good game-over card does it.
// A cleared ladder step: on to the next step; a step not cleared: another try; a loss: a rematch,
// the costliest move and an easier opponent; two people: a rematch and the other person first.

import type { PlayerId } from '../../game/players.ts';
import { agentKind, isHuman } from '../../game/players.ts';
import { easierWords, nextStepWords, RESULTS_WORDS } from '../../words/results-words.ts';

export interface ResultsButton {
  id: string;
  label: string;
  primary: boolean;
  /** One of the quiet row's small buttons (the rest, after the next step and up to two beside it). */
  small?: boolean;
}

export interface ButtonSetInput {
  mood: 'win' | 'loss' | 'draw' | 'neutral';
  /** The ladder step this game was on: cleared or not, its next step's words, all three stars won. */
  step: { cleared: boolean; nextOn: string | null; allStars: boolean } | null;
  /** The review opens at the person's costliest move (a loss). */
  turned: boolean;
  players: readonly [PlayerId, PlayerId];
  tab: 'result' | 'details';
  canShareSheet: boolean;
  /** A built board not saved yet: whether it has been saved from here since. */
  unsavedBoard: { saved: boolean } | null;
  fromBuilder: boolean;
}

/** The computer opponents from the gentlest up: after a loss the one below is offered. */
const GENTLER: readonly string[] = ['easy', 'medium', 'hard', 'expert', 'perfect'];

/** The opponent one step gentler than the computer the person lost to, or null (Easy, Adaptive, no person). */
export function easierOpponent(players: readonly [PlayerId, PlayerId]): PlayerId | null {
  const humans = players.filter(isHuman).length;
  if (humans !== 1) return null;
  const at = GENTLER.indexOf(agentKind(players.find((p) => !isHuman(p))!));
  return at > 0 ? GENTLER[at - 1]! : null;
}

/** The results' buttons after this ending, in reading order: the big one first, then its two, then the small row. */
export function resultsButtonSet(i: ButtonSetInput): ResultsButton[] {
  const big = (id: string, label: string): ResultsButton => ({ id, label, primary: true });
  const beside = (id: string, label: string): ResultsButton => ({ id, label, primary: false });
  const small = (id: string, label: string): ResultsButton => ({ id, label, primary: false, small: true });
  const humans = i.players.filter(isHuman).length;
  const review = i.turned
    ? beside('turned', RESULTS_WORDS.seeTurn)
    : beside('review', humans === 1 ? RESULTS_WORDS.reviewYours : RESULTS_WORDS.reviewGame);
  const againWords = !i.step
    ? RESULTS_WORDS.playAgain
    : !i.step.cleared
      ? RESULTS_WORDS.tryAgain
      : i.step.allStars
        ? RESULTS_WORDS.playAgain
        : RESULTS_WORDS.forThreeStars;
  const easier = i.mood === 'loss' && !i.step ? easierOpponent(i.players) : null;
  const main: ResultsButton[] =
    i.step?.cleared && i.step.nextOn
      ? [big('next-step', nextStepWords(i.step.nextOn)), beside('again', againWords), review]
      : [big('again', againWords), review];
  if (easier) main.push(beside('easier', easierWords(easier)));
  // Two people: the same two again with the other person first is the natural rematch.
  const swapBeside = humans === 2;
  if (swapBeside) main.splice(1, 0, beside('switch', RESULTS_WORDS.swap));
  const rest: ResultsButton[] = [
    i.tab === 'result' ? small('details', RESULTS_WORDS.details) : small('result', RESULTS_WORDS.result),
    ...(swapBeside ? [] : [small('switch', RESULTS_WORDS.swap)]),
    small('share', i.canShareSheet ? 'Share' : 'Copy link'),
    ...(i.unsavedBoard ? [small('save-board', i.unsavedBoard.saved ? 'Saved' : 'Save this board')] : []),
    ...(i.fromBuilder ? [small('builder', 'Builder')] : []),
    small('menu', 'Menu'),
  ];
  return [...main.slice(0, 3), ...rest];
}
