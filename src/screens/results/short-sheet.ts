// The short sheet an upright phone shows first after a game's ending, without Phaser (the
// whole sheet covered most of the board, and a win felt brief): at the screen's foot, the verdict,
// the score counting up from 0 to the final figures with a tick, and the one or two next steps
// (Play again, Next step) and "Review game", one tap from every result as on the whole sheet (after
// a win it was two taps away, behind "More about this game"); the board stays in sight above it.
// How you played, the record, the charts and the rest are one tap ("Stats and chart") or a drag up away, and the sheet stays
// whole for that game once opened (GameKeep.resultsWhole). Under reduced motion the figures are
// simply there.

import { GAMES_ID, type ResultsButton } from './button-set.ts';
import type { ResultsTab } from './results-model.ts';
import type { Earned } from './results-earned.ts';
import { unlockLines } from './step-unlock.ts';
import { ribbonLine } from './moments.ts';
import type { Box } from './title-place.ts';

/** The short sheet's way to the whole one. */
export const WHOLE_ID = 'results:whole';

/** How long the score counts up from 0 on the short sheet. */
export const SCORE_COUNT_MS = 800;

/** The fewest ms between two ticks of the count: quick, never a buzz. */
export const TICK_EVERY_MS = 70;

/** How far up (in design units) a drag on the short sheet must go to open the whole one. */
export const DRAG_OPENS = 40;

/** The ways on to a new game the short sheet keeps beside its primary, in the order it prefers them. */
const NEXT_STEPS = ['again', 'next-step', 'bigger', 'easier', 'switch'];

/**
 * Whether the results open short: on an upright phone (not a phone on its side, not a wide screen),
 * on the Result tab, until the player opens the whole sheet for this result. Not after a lead that
 * turned (lead-turned.ts, `leadTurned`): its line and its one tap to the forecast are said once a
 * device, and the short sheet would spend them out of sight.
 */
export function opensShort(o: {
  portrait: boolean;
  side: boolean;
  tab: ResultsTab;
  wholeOpened: boolean;
  leadTurned?: boolean;
}): boolean {
  return o.portrait && !o.side && o.tab === 'result' && !o.wholeOpened && !o.leadTurned;
}

/**
 * The short sheet's buttons: the primary and, beside it, one more way on to a new game (Next
 * step and Play again) and the review where it is not the primary, then the way to the whole
 * sheet. Never empty: the primary always stays.
 */
export function shortButtons(buttons: readonly ResultsButton[], wholeLabel: string): ResultsButton[] {
  const primary = buttons.find((b) => b.primary) ?? buttons[0];
  const kept: ResultsButton[] = primary ? [primary] : [];
  const beside = NEXT_STEPS.map((id) => buttons.find((b) => b.id === id && b !== primary)).find(Boolean);
  if (beside) kept.push(beside);
  const review = buttons.find((b) => b.id === 'review' && b !== primary);
  if (review) kept.push(review);
  kept.push({ id: WHOLE_ID, label: wholeLabel, primary: false, small: true });
  // The game kept in Your games, said and one tap away beside it.
  const games = buttons.find((b) => b.id === GAMES_ID);
  if (games) kept.push(games);
  return kept;
}

/** The figure the count shows at progress `t` (0–1): from 0, fast then easing into `to`, whole points. */
export function scoreCountAt(to: number, t: number): number {
  if (t >= 1) return to;
  const eased = 1 - (1 - Math.max(0, t)) ** 3;
  return Math.min(to, Math.floor(to * eased));
}

/** Whether a tick sounds now: the figure moved, and the last tick was at least TICK_EVERY_MS ago (null: none yet). */
export function ticks(moved: boolean, now: number, lastTick: number | null): boolean {
  return moved && (lastTick === null || now - lastTick >= TICK_EVERY_MS);
}

/** Whether a drag from `fromY` to `toY` (game pixels; `u` a design unit) opens the whole sheet: far enough up. */
export function dragOpens(fromY: number, toY: number, u: number): boolean {
  return fromY - toY >= DRAG_OPENS * u;
}

/** How many of the record's ribbons the short sheet keeps: the most telling one. */
export const SHORT_RIBBONS = 1;

/**
 * What the short sheet keeps of what the game earned: a ladder step's line, its stars and the step
 * they open (the win's reward stays with the verdict), and the record's most telling ribbon ("3
 * wins in a row", a best margin: a reviewer who only saw the short sheet found no progress but the
 * stars); which star is for what, the tip and any further ribbon are on the whole sheet.
 */
export function shortEarned(earned: Earned): Earned {
  const step = earned.ladder;
  return {
    ladder: step ? { ...step, starsWhy: '', tip: null } : null,
    moments: earned.moments.slice(0, SHORT_RIBBONS),
  };
}

/** The results' words as the short sheet says them: the verdict, then what it keeps of what was earned. */
export function shortLines(shown: { lines: readonly string[]; earned: Earned }): string[] {
  const kept = shortEarned(shown.earned);
  const step = kept.ladder;
  const stepLines = step ? [step.line, ...unlockLines(step), step.starsLine] : [];
  const ribbons = kept.moments.map(ribbonLine);
  return [...shown.lines.slice(0, 1), ...stepLines.filter((l): l is string => !!l), ...ribbons];
}

/** The least short sheet width (CSS px) that holds the final board's picture beside its words: an upright tablet's. */
export const BESIDE_SHEET_CSS = 600;

/**
 * The least height (CSS px) of the short sheet's words beside which the final board's picture
 * stands: a won ladder step's stars, its path and the step it opens. Shorter words (a draw's line and
 * empty stars) leave room over the sheet, where the board steps up (board-in-sight.ts).
 */
export const BESIDE_WORDS_CSS = 200;

/** The short sheet's column in two: the final board's picture at the left, the words at the right (game px). */
export interface ShortHalves {
  /** The picture's square's centre x and its largest side. */
  picture: { x: number; most: number };
  /** The words' centre x and width. */
  words: { x: number; width: number };
}

/**
 * The halves of a wide short sheet (an upright tablet, whose sheet of stars and buttons left the
 * final board no room over it), or null on a narrower one (an upright phone keeps its one column).
 * `css`: CSS px per game px; `u`: a design unit in game px.
 */
export function shortHalves(panel: Box, css: number, u: number): ShortHalves | null {
  if (panel.width * css < BESIDE_SHEET_CSS) return null;
  const pad = 20 * u;
  const half = (panel.width - 2 * pad) / 2;
  return {
    picture: { x: panel.x + pad + half / 2, most: half - pad / 2 },
    words: { x: panel.x + pad + 1.5 * half, width: half - pad / 2 },
  };
}

/** Whether the picture stands beside words `words` game px tall: tall enough (BESIDE_WORDS_CSS) to be worth it. */
export function pictureBesideShort(words: number, css: number): boolean {
  return words * css >= BESIDE_WORDS_CSS;
}

/** The picture's side beside the words: as tall as they are, no wider than its half. */
export function shortPictureSide(halves: ShortHalves, words: number): number {
  return Math.min(halves.picture.most, words);
}
