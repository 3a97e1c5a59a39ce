// Which buttons the results offer after each ending, without Phaser: one clear next step as the big
// button, at most two more beside it, and one quiet More whose sheet holds the rest (the details,
// swap who starts, share, save the board, the builder, the menu), as a good game-over card does it:
// the reviewer counted 7-8 buttons on the results, and "Swap who starts" wrapped in the small row.
// A cleared ladder step: on to the next step; a step not cleared: another try; a loss: first the
// review (at its key moment, where Retry waits: a loss is something to learn from before it is
// something to repeat), then a rematch and an easier opponent; the review is one tap from every
// result, always "Review game" (as chess.com's one Game Review button: it had four names); two people: a rematch and the other person first. A draw against Perfect on a board best
// play draws: the next board up first (bigger-board.ts), where it can be beaten.

import type { PlayerId } from '../../game/players.ts';
import { agentKind, isHuman } from '../../game/players.ts';
import { biggerBoardWords, easierWords, nextStepWords, RESULTS_WORDS } from '../../words/results-words.ts';

export interface ResultsButton {
  id: string;
  label: string;
  primary: boolean;
  /** A quiet small button under the next steps: More, and on the Details tab the way back to the Result. */
  small?: boolean;
  /** An art frame beside the label: More's, the board's More's three lines, so it reads as the same door. */
  icon?: string;
  /** With the results closed: the way out, standing where the board's own stood (its top corner), not in the bar. */
  corner?: boolean;
  /** A sheet's tile for what is on the screen already (Details on the Details tab): it stays in its place, faded. */
  inSight?: boolean;
  /** Lit among the small ones (a warm rim, bold words): the way into Your games, never the main action. */
  invite?: boolean;
}

/** The results' face and its More: what stands on the panel, in reading order, and what More's sheet holds. */
export interface ResultsButtonSet {
  buttons: ResultsButton[];
  more: ResultsButton[];
}

/** The id of the button that opens the sheet of the rest (as the board's bar's More). */
export const MORE_ID = 'more';

/** The id of the quiet button that says the game is kept and opens Your games. */
export const GAMES_ID = 'games';

export interface ButtonSetInput {
  mood: 'win' | 'loss' | 'draw' | 'neutral';
  /** The ladder step this game was on: cleared or not, its next step's words, all three stars won. */
  /** `backTo`: the step offered next is below this one (its number; the ladder offers none today: steps are won in order); `plays`: the step this win opened, offered as "Play step 2". */
  step: {
    cleared: boolean;
    nextOn: string | null;
    backTo?: number;
    allStars: boolean;
    plays?: number;
  } | null;
  /** The review leads, as the big button (a loss). */
  turned: boolean;
  players: readonly [PlayerId, PlayerId];
  tab: 'result' | 'details';
  canShareSheet: boolean;
  /** A built board not saved yet: whether it has been saved from here since. */
  unsavedBoard: { saved: boolean } | null;
  fromBuilder: boolean;
  /** The next board up's size ("5×5") after a draw against Perfect on a board best play draws, else null. */
  bigger?: string | null;
  /** After a lead that turned: the small control that turns the forecast bar on or off, its words. */
  forecast?: { label: string } | null;
  /** A loss by CLOSE_LOSS or less ("So close"): no gentler opponent is offered after it. */
  close?: boolean;
  /** The game is kept in Your games (a game against the computer): a quiet button says so and opens them. */
  kept?: boolean;
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

/**
 * The results' buttons after this ending: on the panel the big one first, then its (at most) two,
 * then More (with the Details tab's way back to the result before it); in More's sheet the rest,
 * Menu last.
 */
export function resultsButtonSet(i: ButtonSetInput): ResultsButtonSet {
  const big = (id: string, label: string): ResultsButton => ({ id, label, primary: true });
  const beside = (id: string, label: string): ResultsButton => ({ id, label, primary: false });
  const small = (id: string, label: string): ResultsButton => ({ id, label, primary: false, small: true });
  const humans = i.players.filter(isHuman).length;
  // One name on every result, whoever played: the review opens at its key moment.
  const review = beside('review', RESULTS_WORDS.reviewGame);
  const againWords = !i.step
    ? RESULTS_WORDS.playAgain
    : !i.step.cleared
      ? RESULTS_WORDS.tryAgain
      : i.step.allStars
        ? RESULTS_WORDS.playAgain
        : RESULTS_WORDS.forThreeStars;
  const easier = i.mood === 'loss' && !i.step && !i.close ? easierOpponent(i.players) : null;
  const main: ResultsButton[] = i.turned
    ? [big('review', RESULTS_WORDS.reviewGame), beside('again', againWords)]
    : i.bigger
      ? [big('bigger', biggerBoardWords(i.bigger)), beside('again', againWords), review]
      : i.step?.cleared && i.step.nextOn
        ? [
            big('next-step', nextStepWords(i.step.nextOn, i.step.backTo, i.step.plays)),
            beside('again', againWords),
            review,
          ]
        : [big('again', againWords), review];
  if (easier) main.push(beside('easier', easierWords(easier)));
  // Two people: the same two again with the other person first is the natural rematch.
  const swapBeside = humans === 2;
  if (swapBeside) main.splice(1, 0, beside('switch', RESULTS_WORDS.swap));
  // The sheet's tiles: plain buttons, each a row of its own there.
  const tile = (id: string, label: string): ResultsButton => ({ id, label, primary: false });
  // The same tiles in the same places on either tab, so a finger finds them where it did: on the
  // Details tab its tile stays, faded, as a tab seen where it is.
  const more: ResultsButton[] = [
    { ...tile('details', RESULTS_WORDS.details), ...(i.tab === 'details' ? { inSight: true } : {}) },
    ...(swapBeside ? [] : [tile('switch', RESULTS_WORDS.swap)]),
    tile('share', i.canShareSheet ? 'Share' : 'Copy link'),
    ...(i.unsavedBoard ? [tile('save-board', i.unsavedBoard.saved ? 'Saved' : 'Save this board')] : []),
    ...(i.fromBuilder ? [tile('builder', 'Builder')] : []),
    tile('menu', 'Menu'),
  ];
  // On the Details tab the way back to the result stays in sight, beside More: a tab is seen where it is.
  // Once a device, after a lead that turned: the forecast bar's small control (a setting does not
  // compete with the next game).
  const quiet = [
    ...(i.forecast ? [small('forecast', i.forecast.label)] : []),
    ...(i.tab === 'details' ? [small('result', RESULTS_WORDS.result)] : []),
    ...(i.kept ? [{ ...small(GAMES_ID, RESULTS_WORDS.savedInGames), invite: true }] : []),
    { ...small(MORE_ID, RESULTS_WORDS.more), icon: 'icon/menu' },
  ];
  return { buttons: [...main.slice(0, 3), ...quiet], more };
}
