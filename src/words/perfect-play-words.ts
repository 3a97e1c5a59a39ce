// The best-moves overlay in a new player's words: its name (Best moves: it marks the best squares
// and says what they give and why; each square's figure, how the game ends if you play there and
// both sides then play their best, "win by 27", never a gain's "+27"), the banner with its one-line key
// to the figures, the toggle's name while it is closed, and what a press on the closed toggle says
// (no Phaser here, so the words are tested on their own).

import type { Overlay } from '../game/coach.ts';
import type { HintIdea } from '../ai/coach/hint-idea.ts';
import { comingIdeaLine } from './hint-words.ts';
import { closedLabel } from './best-moves-closed-words.ts';

/** The overlay's name, on its button and at the head of its words. */
export const BEST_MOVES = 'Best moves';

/** A final margin as the words write it: "+4", "−2", "0". */
export function marginText(margin: number): string {
  return margin > 0 ? `+${margin}` : margin < 0 ? `−${-margin}` : '0';
}

/**
 * A final margin as Best moves writes it on a square, as a result on two short lines: "win by\n27",
 * "lose by\n4", "draw", estimated "win by\n≈3". Never a bare "+27" or "=27": a "+" is what a move
 * gains now ("+10 now"), and a new player read "=16" beside "+10 now" as 16 points gained; nor a
 * bare "win 27", which a player could not read as the game's end.
 */
export function endFigure(margin: number, estimated = false): string {
  const about = estimated ? '≈' : '';
  if (margin === 0) return estimated ? 'level' : 'draw';
  return `${margin > 0 ? 'win by' : 'lose by'}\n${about}${Math.abs(margin)}`;
}

/** A square's figure as the words quote it, on one line: "win by 27", "lose by 4", "draw". */
export function figureInLine(margin: number, estimated = false): string {
  return endFigure(margin, estimated).replace('\n', ' ');
}

/**
 * The key to the squares' figures, in one short line from the best one's (a phone's line): "win by
 * 27: if neither of you slips", "draw: if neither of you slips", estimated "win by ≈3: roughly, if
 * neither of you slips".
 */
export function endKeyLine(margin: number, estimated = false): string {
  return `${figureInLine(margin, estimated)}: ${estimated ? 'roughly, ' : ''}if neither of you slips`;
}

/**
 * What the figures mean in one short sentence, then the best squares (two lines on a phone):
 * "… Ringed best: c3, d2 (you win by 4)." Where every
 * square is worth the same, one line says so instead ("Every first move keeps the draw: 0 means
 * best play ends in a draw"); where the best only draw, the words say what 0 and − mean.
 * `firstMove` is true on the empty board; `place` names the board's places ("hexagon").
 * `wholeBoard` is what one player scores holding the whole board (game/whole-board.ts), given
 * under capture: where every move ends there, the line says why every move is worth the same.
 */
export function overlayWords(
  overlay: Extract<Overlay, { available: true }>,
  firstMove = false,
  place = 'square',
  wholeBoard: number | null = null,
): string {
  const best = overlay.values.filter((v) => overlay.best.includes(v.square));
  if (overlay.estimated) return estimatedWords(overlay, place, overlay.refining === true);
  if (overlay.values.length > 1 && best.length === overlay.values.length) {
    const margin = best[0]!.margin;
    if (wholeBoard !== null && Math.abs(margin) === wholeBoard && margin !== 0) return lastMoverWords(margin);
    return everyMoveWords(margin, firstMove);
  }
  const ringed = `Ringed best: ${best.map((v) => v.move).join(', ')} (${endWords(best[0]!.margin, false)}).`;
  // The best only draw, the rest lose: the zeros said as the draw kept, not as nothing.
  if (best[0]!.margin === 0 && overlay.values.length > best.length) return `${DRAW_KEPT_WORDS} ${ringed}`;
  return `${BEST_MOVES}: each ${place} shows how the game ends if both play their best. ${ringed}`;
}

/**
 * Every move ends with one player holding the whole board (RULES.md section 11: only the last mover
 * can end so, docs/capture-last-mover.md), in one short line that says why: "Every move wins by
 * 114: with capture, you move last and end up with the whole board."
 */
export function lastMoverWords(margin: number): string {
  return margin > 0
    ? `Every move wins by ${margin}: with capture, you move last and end up with the whole board.`
    : `Every move loses by ${-margin}: with capture, they move last and end up with the whole board.`;
}

/**
 * Past the solver's budget the numbers are the computer's estimates, said as such: "Best moves:
 * too many ways to play out exactly yet, so each square shows about how the game ends (≈) if you play
 * there. Likely best: c3 (about 4 ahead)." While the exact numbers are still
 * being worked out (`refining`), the estimate is a first guess and the words say the rest follows.
 */
function estimatedWords(
  overlay: Extract<Overlay, { available: true }>,
  place: string,
  refining: boolean,
): string {
  // A jump may be the likely best: the words name the squares and jumps at the top estimate.
  const all = [...overlay.values, ...(overlay.jumps ?? [])];
  const top = Math.max(...all.map((v) => v.margin));
  const best = all.filter((v) => v.margin === top).map((v) => v.move);
  const likely = `Likely best: ${best.join(', ')} (${endWords(top, true)}).`;
  if (refining) return `${OVERLAY_FIRST_GUESS} ${likely}`;
  return (
    `${BEST_MOVES}: too many ways to play out exactly yet, so each ${place} shows about how ` +
    `the game ends (≈) if you play there. ${likely}`
  );
}

/** The words' head while a first guess stands and the exact numbers are worked out (a board solved whole takes seconds). */
export const OVERLAY_FIRST_GUESS = `${BEST_MOVES}: a first guess while the exact numbers are worked out.`;

/**
 * The toggle's name, short because a screen reader says it at each visit: "Best moves", or while
 * closed early in a game, `left` moves left, "Best moves, opens in 6 moves". A press says the whole reason.
 */
export function overlayLabel(closed: { from: number; ended?: true } | null, left = 0): string {
  if (closed === null) return BEST_MOVES;
  if (closed.ended) return `${BEST_MOVES} is for games in play`;
  return closedLabel(BEST_MOVES, Math.max(1, left - closed.from), closed.from);
}

/**
 * What a press on the closed toggle says: the reason out of reach as a sentence, or, on the
 * opponent's turn, that the numbers are for the person's own moves.
 */
export function overlayRefusal(reason: string | null): string {
  return reason === null
    ? `${BEST_MOVES} shows your own moves: wait for your turn.`
    : `${BEST_MOVES} ${reason}.`;
}

/**
 * Every move worth `margin`: "Every move wins by 4 with best play"; at 0, what the zeros on every
 * square mean, so a board of zeros does not read as broken: "Every first
 * move keeps the draw: 0 means best play ends in a draw".
 */
export function everyMoveWords(margin: number, firstMove: boolean): string {
  const moves = firstMove ? 'Every first move' : 'Every move';
  if (margin === 0) return `${moves} keeps the draw: 0 means best play ends in a draw.`;
  return `${moves} ${margin > 0 ? `wins by ${margin}` : `loses by ${-margin}`} with best play.`;
}

/** Where the best squares only draw and the others lose: what 0 and − mean, before the ringed squares. */
export const DRAW_KEPT_WORDS = `${BEST_MOVES}: "draw" keeps the draw if neither of you slips; "lose by 2" would lose.`;

/** The question Best moves asks with hints off for this opponent (it is help, as a hint is). */
export const OVERLAY_ASKS_HINTS = `${BEST_MOVES} is help too: turn hints on for your games against this opponent?`;

/** The banner while the numbers are worked out. */
export const OVERLAY_WORKING = `${BEST_MOVES}: working it out…`;

/** Why the numbers could not be worked out. */
export function overlayUnavailable(error: string): string {
  return `${BEST_MOVES} is not available: ${error}`;
}

/**
 * A square's figure as a screen reader says it after the square's name, in the words the key uses:
 * "best moves: you win by 4", "best moves: a draw", estimated "best moves: about 2 behind".
 */
export function overlaySquareNote(margin: number, estimated = false): string {
  return `${BEST_MOVES.toLowerCase()}: ${endWords(margin, estimated)}`;
}

/** Why the first marked best square: its name, its points now and its idea (ai/coach/hint-idea.ts). */
export interface BestWhy {
  move: string;
  gain: number;
  idea: HintIdea;
}

/** The end with best play from the mover's side, in a few words: "you win by 2", "a draw", or estimated "about 2 ahead". */
export function endWords(margin: number, estimated: boolean): string {
  if (estimated)
    return margin > 0 ? `about ${margin} ahead` : margin < 0 ? `about ${-margin} behind` : 'about level';
  return margin > 0 ? `you win by ${margin}` : margin < 0 ? `you lose by ${-margin}` : 'a draw';
}

/** Names in a list: "c5", "c5 or b1", "c5, b1 or d1", and with more as good "c5, b1, d1 and 4 more". */
export function namesWords(moves: readonly string[], more: number): string {
  if (more > 0) return `${moves.join(', ')} and ${more} more`;
  return moves.length === 1 ? moves[0]! : `${moves.slice(0, -1).join(', ')} or ${moves[moves.length - 1]}`;
}

/** Where the best squares come from: the solver, the computer's estimate past its budget, or a first guess while the solver works. */
export type BestSource = 'exact' | 'estimate' | 'first-guess';

/** What the best squares are called: "Best move" (one, as one: a plural beside a single star read as a mistake), "Best moves", "Likely best", "First guess". */
export function bestName(moves: readonly string[], more: number, source: BestSource): string {
  if (source === 'estimate') return 'Likely best';
  if (source !== 'exact') return 'First guess';
  return moves.length === 1 && more === 0 ? 'Best move' : 'Best moves';
}

/**
 * Best moves' banner, what a player needs and no more: the marked squares, why the first ("c5: +4
 * now, joins two of your groups"), where another square scores more now why not it (bestGreedierLine),
 * and the key to the squares' figures from the best one's (endKeyLine). Estimates are said "Likely
 * best" and "≈", a first guess (the exact numbers still to come) "First guess": "Best moves: c5, b1
 * or d1\nc5: +4 now, joins two of your groups\n=2: you win by 2 if both play their best"; one
 * square "Best move: a2".
 */
export function bestMovesBanner(
  moves: readonly string[],
  more: number,
  margin: number,
  source: BestSource,
  why: BestWhy,
  greedier: BestGreedier | null = null,
): string {
  const estimated = source !== 'exact';
  const head = `${bestName(moves, more, source)}: ${namesWords(moves, more)}`;
  const idea = comingIdeaLine(why.idea, YOURS);
  const reason = `${why.move}: ${marginText(why.gain)} now, ${idea.charAt(0).toLowerCase()}${idea.slice(1)}`;
  const key = endKeyLine(margin, estimated);
  return [head, reason, greedier && bestGreedierLine(greedier, estimated), key].filter(Boolean).join('\n');
}

/** A square that scores more now than the best one, what it costs by the end, and the reply that shows why. */
export interface BestGreedier {
  move: string;
  gain: number;
  /** How much worse it ends than the best, with best play (at least 1). */
  worse: number;
  /** The other side's best scoring answer straight after it, where it outscores the square itself. */
  reply: { move: string; gain: number } | null;
}

/** The longest a line of Best moves' banner runs, to stay one line on a phone. */
export const BEST_LINE_MOST = 44;

/**
 * Why not the square that scores most now, in one clause under the best's reason (review 48a: "a2:
 * +2 now" beside c5 worth +10 then, with no reason): "c5 (+10 now) costs 6: they take b5 +14", the
 * reply left out where it does not outscore the square or the line would not fit a phone, and then
 * "c5 (+10 now) costs 6 by the end".
 */
export function bestGreedierLine(g: BestGreedier, estimated: boolean): string {
  const cost = `${g.move} (+${g.gain} now) costs ${estimated ? 'about ' : ''}${g.worse}`;
  const answer = g.reply ? `${cost}: they take ${g.reply.move} +${g.reply.gain}` : null;
  return answer && answer.length <= BEST_LINE_MOST ? answer : `${cost} by the end`;
}

/** A square's number after its preview: "With best play after c3: you win by 2." */
export function bestPreviewLine(move: string, margin: number, estimated: boolean): string {
  return `With best play after ${move}: ${endWords(margin, estimated)}.`;
}

const YOURS = { your: 'your', their: 'their' };
