// A finished game under review: the reviewed moves as they arrive, the position before or after
// any move, the scores along the way, the person's worst move, and where a retry starts. No
// drawing here; the review scene shows it.

import { Position, replayRecord, type Player } from '../engine/index.ts';
import type { MoveReview } from '../ai/coach/analyse.ts';
import { markOf, shownMarkOf, type Mark } from '../ai/coach/marks.ts';
import { moveInWords } from '../words/move-name-words.ts';
import { forecastShare } from './forecast-setting.ts';
import { isGuess, steadied } from './forecast-guess.ts';

export class GameReview {
  readonly start: Position;
  readonly moves: number[];
  /** Reviewed moves by index, filled as the worker sends them. */
  readonly reviewed: (MoveReview | undefined)[];
  /** The scores before move i (i = moves.length: at the end). */
  readonly scores: [number, number][];

  constructor(readonly record: string) {
    const played = replayRecord(record);
    this.moves = played.moves();
    this.start = new Position(played.rules);
    this.reviewed = new Array(this.moves.length).fill(undefined);
    const p = this.start.clone();
    this.scores = [[0, 0]];
    for (const m of this.moves) {
      p.play(m);
      this.scores.push([p.score(1), p.score(2)]);
    }
  }

  add(review: MoveReview): void {
    if (review.index >= 0 && review.index < this.moves.length && review.square === this.moves[review.index])
      this.reviewed[review.index] = review;
  }

  get done(): boolean {
    return this.reviewed.every((r) => r !== undefined);
  }

  get count(): number {
    return this.reviewed.filter((r) => r !== undefined).length;
  }

  /** The position after the first `ply` moves. */
  positionAt(ply: number): Position {
    const p = this.start.clone();
    for (const m of this.moves.slice(0, Math.max(0, Math.min(ply, this.moves.length)))) p.playUnchecked(m);
    return p;
  }

  /**
   * The costliest reviewed move of the given players (the earliest of equal ones), or null when
   * none of theirs gave anything away.
   */
  worstMove(players: readonly Player[]): MoveReview | null {
    let worst: MoveReview | null = null;
    for (const r of this.reviewed) {
      if (!r || !players.includes(r.mover) || r.cost <= 0 || this.unsure(r.index)) continue;
      if (!worst || r.cost > worst.cost) worst = r;
    }
    return worst;
  }

  /**
   * The costliest sure move of the given players when it was costly (an inaccuracy or worse: 2 points
   * or more given away), else null: a move within a point or so of the best is nearly the best, and
   * the review never names it the player's costliest.
   */
  costlyMove(players: readonly Player[]): MoveReview | null {
    const worst = this.worstMove(players);
    return worst && markOf(worst.cost) !== 'good' ? worst : null;
  }

  /**
   * The forecast at `ply` (before move `ply`, or the final score at the end): player 1's final
   * margin with best play from there; undefined while that move is not reviewed.
   */
  forecastAt(ply: number): number | undefined {
    if (ply >= this.moves.length) {
      const [one, two] = this.scores[this.moves.length]!;
      return one - two;
    }
    return this.reviewed[ply]?.value;
  }

  /**
   * The forecast as the chart plots it and the turns read it, ply by ply (undefined while not
   * reviewed): where the computer estimated it (not worked out to the end), its estimates lean
   * towards the player to move, a few points one way after one move and the other way after the
   * next; each estimate is steadied by its neighbours, (previous + 2 × it + next) / 4, which
   * cancels that lean and keeps a real change.
   */
  steadyForecasts(): (number | undefined)[] {
    const n = this.moves.length;
    const raw = Array.from({ length: n + 1 }, (_, ply) => this.forecastAt(ply));
    return raw.map((value, ply) => {
      if (value === undefined || ply === n || this.reviewed[ply]?.exact !== false) return value;
      return steadied(
        value,
        [raw[ply - 1], raw[ply + 1]].filter((v): v is number => v !== undefined),
      );
    });
  }

  /**
   * The moves where the game turned (at most `most`, in the order played): those after which the
   * steadied forecast named another winner (or a draw) by a swing of TURN_SWING of the forecast bar
   * or more (forecastShare, either way). Moves that gave points away come first, the largest
   * swings first among them; then the other swings (a forecast the computer revised when it
   * worked the end out). Never a move that gave points away yet moved the forecast its own way (two
   * estimates that disagree), nor one after the chart settled on the result (settledPly: the
   * zigzag of slips handed back and taken again). Empty until the review is done.
   */
  turns(most = 2): Turn[] {
    if (!this.done) return [];
    const squares = this.start.layout.size;
    const forecast = this.steadyForecasts() as number[];
    const settled = this.settledPly();
    const swings: Turn[] = this.moves.map((_, index) => {
      const before = forecast[index]!;
      const after = forecast[index + 1]!;
      return {
        index,
        before,
        after,
        swing: Math.abs(forecastShare(after, squares) - forecastShare(before, squares)),
      };
    });
    const costly = (t: Turn) => (this.reviewed[t.index]!.cost > 0 ? 1 : 0);
    // A move that gave points away cannot have moved the forecast its own mover's way: where the
    // computer's estimates say it did, they disagree with each other, and no turn is named there.
    const selfContradicting = (t: Turn) => {
      const r = this.reviewed[t.index]!;
      return r.cost > 0 && (r.mover === 1 ? t.after > t.before : t.after < t.before);
    };
    return swings
      .filter(
        (t) =>
          t.swing >= TURN_SWING &&
          winner(t.before) !== winner(t.after) &&
          t.index < settled &&
          !selfContradicting(t) &&
          !this.unsure(t.index),
      )
      .sort((a, b) => costly(b) - costly(a) || b.swing - a.swing || a.index - b.index)
      .slice(0, most)
      .sort((a, b) => a.index - b.index);
  }

  /**
   * The ply from which the chart settled on the game's result: the first from which the steadied
   * forecast named the final winner (or a draw) but for single moves, where the other side's slip
   * handed the game over and the next move took it straight back. The move into it is where the game
   * turned for good; a move after it only zigzags back and forth (a reviewer read "move 27 turned it:
   * from winning by 5" beside a chart on Medium's side from move 17, Medium's slips handing it back
   * for a move three times). The end when a forecast is missing.
   */
  settledPly(): number {
    const n = this.moves.length;
    const forecast = this.steadyForecasts();
    const end = winner(this.forecastAt(n)!);
    const at = (ply: number) => (forecast[ply] === undefined ? null : winner(forecast[ply]!));
    let settled = n;
    for (let ply = n - 1; ply >= 0; ply--) {
      const here = at(ply);
      if (here === null) break;
      if (here === end) settled = ply;
      else if (!(ply > 0 && at(ply - 1) === end && at(ply + 1) === end)) break;
    }
    return settled;
  }

  /**
   * Whether move `index` is one the computer could not judge: its cost is an estimate, and the
   * chart's estimates before and after it (steadied) moved its mover's way or against them by
   * UNSURE_GAP points or more than that cost says ("probably best" beside a fall of 12). Such a
   * move is called neither best nor costly, and never named the costliest or where the game turned.
   */
  unsure(index: number): boolean {
    const r = this.reviewed[index];
    if (!r || r.exact) return false;
    const forecast = this.steadyForecasts();
    const before = forecast[index];
    const after = forecast[index + 1];
    if (before === undefined || after === undefined) return false;
    const sign = r.mover === 1 ? 1 : -1;
    return Math.abs(sign * (after - before) + r.cost) >= UNSURE_GAP;
  }

  /** Whether the chart's value before move `ply` (or the end) is the computer's estimate, not worked out. */
  estimated(ply: number): boolean {
    if (ply >= this.moves.length) return false;
    const r = this.reviewed[ply];
    return r !== undefined && isGuess({ exact: r.valueExact ?? r.exact });
  }

  /**
   * How far move `index` moved the forecast bar against its mover (0 to 1 of the bar; 0 when it
   * moved it their way). A move that gives away points in a game won by far moves it hardly at all.
   */
  forecastFall(index: number): number {
    const r = this.reviewed[index];
    if (!r) return 0;
    const n = this.moves.length;
    const sign = r.mover === 1 ? 1 : -1;
    const [one, two] = this.scores[n]!;
    const after = index + 1 < n ? this.reviewed[index + 1]?.value : one - two;
    if (after === undefined) return 0;
    const squares = this.start.layout.size;
    return Math.max(0, forecastShare(sign * r.value, squares) - forecastShare(sign * after, squares));
  }

  /**
   * A move's mark, the same scale for every player: the points it gave away against the best move
   * (marks.ts, the key's 2+, 4+, 6+). Null while the move is not reviewed.
   */
  markFor(index: number): Mark | null {
    const r = this.reviewed[index];
    return r ? markOf(r.cost) : null;
  }

  /**
   * The mark the review shows for move `index`, the one source the move list, the shown move's line,
   * the results' count of good and costly moves and the page's hook all read: null while it is not
   * reviewed, and for a move too hard to judge (said "hard to judge" instead).
   */
  shownMark(index: number): Mark | null {
    const r = this.reviewed[index];
    return !r || this.unsure(index) ? null : shownMarkOf(r.cost, this.hardlyMoved(index));
  }

  /**
   * Whether move `index` gave points away yet hardly moved the forecast bar against its mover (less
   * than HARDLY_MOVED of it) and left the same player winning: a move of a game won or lost by far
   * (under capture, where a move's points swing by the hundred while the result does not). Its
   * words say it did not change who wins.
   */
  hardlyMoved(index: number): boolean {
    const r = this.reviewed[index];
    const after = this.forecastAt(index + 1);
    return (
      r !== undefined &&
      after !== undefined &&
      markOf(r.cost) !== 'best' &&
      markOf(r.cost) !== 'good' &&
      Math.sign(r.value) !== 0 &&
      Math.sign(r.value) === Math.sign(after) &&
      this.forecastFall(index) < HARDLY_MOVED
    );
  }
}

/** A move where the forecast swung: player 1's forecast before and after it, and the swing (of the bar). */
export interface Turn {
  index: number;
  before: number;
  after: number;
  swing: number;
}

/** Points by which a move's estimated chart and its estimated cost may disagree before the move is unsure. */
export const UNSURE_GAP = 2;

/** The least swing of the forecast bar (of its whole) that names a move as one where the game turned. */
export const TURN_SWING = 0.1;

/** Who a forecast says wins, in whole points: 1, −1, or 0 for a draw. */
const winner = (margin: number) => Math.sign(Math.round(margin));

/** A fall of the forecast bar (of its whole) under which a costly move "hardly moved" it. */
export const HARDLY_MOVED = 0.1;

/**
 * What the review says of a retried move: as good as the best, or what it still gives away.
 * `helped`: the person saw a hint or Best moves before playing it, so a best move is not said to be
 * found alone (it was shown), and they are asked to try the next one on their own.
 */
export function retryVerdict(original: MoveReview, retried: MoveReview, helped = false): string {
  const was = moveInWords(original.move);
  const now = moveInWords(retried.move);
  if (retried.cost <= 0) {
    // What it is worth is said as the game's end, not the next score: its points may come later.
    const worth =
      original.cost > 0
        ? ` By the game's end it is worth ${original.exact ? points(original.cost) : aboutPoints(original.cost)} more than ${was}, not always at once.`
        : '';
    const best = retried.move === original.best[0] || original.best.includes(retried.move);
    if (helped)
      return `${now}: ${best ? 'the best move' : 'as good as the best'}, with a little help.${worth} ${HELPED_NEXT}`;
    return best
      ? `${now}: you found the best move${original.best.length > 1 ? ' (one of them)' : ''}.${worth}`
      : `${now}: as good as the best move.${worth}`;
  }
  const better = retried.cost < original.cost ? ` Better than ${was} (${points(original.cost)}).` : '';
  return `${now} gives away ${retried.exact ? points(retried.cost) : aboutPoints(retried.cost)}; the best was ${original.best.slice(0, 3).map(moveInWords).join(' or ')}.${better}`;
}

/** After a best move the coach showed: the next one is theirs to find. */
export const HELPED_NEXT = 'Next time, try to find it on your own.';

/** An estimate in whole points: "about 2 points", "less than a point". */
function aboutPoints(cost: number): string {
  return cost >= 0.5 && Number.isInteger(cost) ? `about ${points(cost)}` : points(cost);
}

/** A cost in the game's whole points: an estimate's fraction is rounded and said as "about". */
export function points(cost: number): string {
  if (Number.isInteger(cost)) return `${cost} point${cost === 1 ? '' : 's'}`;
  if (cost < 0.5) return 'less than a point';
  const whole = Math.round(cost);
  return `about ${whole} point${whole === 1 ? '' : 's'}`;
}
