// The review's decisions, without Phaser: which game is reviewed (a new game afresh, the same game
// keeping what has arrived and the move in sight), the move shown and how to step through it, the
// words of the score line, the shown move's line, the move list and the progress line, what
// "Retry from here" retries and says, and what leaving for the menu asks. The analysis arrives
// move by move from a review client; the services keep this model, so a resize keeps it all.

import type { MoveReview } from '../../ai/coach/analyse.ts';
import type { ReviewEnd } from '../../ai/coach/review-client.ts';
import { moveName, type Player } from '../../engine/index.ts';
import { namedBest, ringedSquares } from './ringed-squares.ts';
import { describeMatch } from '../../game/match-description.ts';
import type { People } from '../../game/people.ts';
import type { Mode } from '../../game/players.ts';
import { GameReview } from '../../game/review.ts';
import { reviewChart } from './review-chart.ts';
import { reviewRows } from './review-rows.ts';
import { keyed, keyedParts, keyedStep, type Keyed } from './key-review.ts';
import { partsWords } from './line-room.ts';
import { RINGS_LEGEND_WORDS } from '../../words/slide-words.ts';
import type {
  ReviewAnalyst,
  ReviewedMatch,
  ReviewRow,
  ReviewSnapshot,
  ReviewView,
} from './review-snapshot.ts';
import { firstLook, personsTurn, uphillFromStart } from './turning-move.ts';
import { betterWords } from './better-move.ts';
import { guessLineWords, helpShowedWords, keyMomentWords } from '../../words/key-moment-words.ts';
import type { HelpKind } from '../../words/ladder-star-words.ts';
import {
  NO_COSTLY_WORDS,
  costliestWords,
  costSentence,
  REVIEW_MENU_QUESTION,
  REVIEW_NUMBER_WORDS,
  turnButtonWords,
  uphillWords,
} from '../../words/review-words.ts';
import { turnLine } from './turn-line.ts';
import { moveLineAt, moveWordsAt } from './move-line.ts';

export { REVIEW_MENU_QUESTION, ringedSquares };
export type { ReviewAnalyst, ReviewedMatch, ReviewRow, ReviewSnapshot, ReviewView };

interface Reviewing {
  review: GameReview;
  end: ReviewEnd | null;
  ply: number;
  /** The results' "Review game" pressed: the key moment shown once the review is done. */
  toKey?: boolean;
  /** The key moment and the moves ranked under it, with the lesson said there (key-review.ts): worked out once, when the review is done. */
  keyed?: Keyed | null;
  /** The first moves shown with the best moves ringed (RINGS_TOLD of them): the gold rings' key is said there. */
  ringsAt?: number[];
}

/** The moves shown with the gold rings whose line says what they are: the first few, until they are known. */
const RINGS_TOLD = 3;
export class ReviewModel {
  private state: Reviewing | null = null;
  private view: ReviewView | null = null;
  private who: { names: [string, string]; mode: Mode; humans: [boolean, boolean] } = {
    names: ['', ''],
    mode: 'solo',
    humans: [false, false],
  };
  private made: ReviewAnalyst | null = null;
  /** Whether the game reviewed is kept in Your games, where its review opens again. */
  private kept = false;
  /** The person's moves a hint or Best moves showed them (by move index), and which: said so, never praised. */
  private helped: ReadonlyMap<number, HelpKind> = new Map();
  /** "See the forecast": the move shown with what the forecast said there, for this game's review. */

  /** `analyst`: makes the review client when first needed (a worker in the page, here in Node). */
  constructor(private readonly analyst: () => ReviewAnalyst) {}

  /** The review client, made once. */
  get client(): ReviewAnalyst {
    this.made ??= this.analyst();
    return this.made;
  }

  /**
   * Opens the review of `match` for `view`: a new game, or one whose review stopped on a fault, is
   * reviewed afresh; the same game reviewed again (its review was stopped for a retry) keeps the move in sight.
   */
  open(
    match: ReviewedMatch,
    people: People | undefined,
    view: ReviewView | null,
    helped: ReadonlyMap<number, HelpKind> = new Map(),
  ): void {
    const record = match.record();
    this.helped = helped;
    this.kept = typeof match.result?.kept === 'string';
    // Two people go by the names they entered, as on the board and the results.
    const { mode, names, humans } = describeMatch(match.players, people);
    const current = this.state;
    if (current?.review.record !== record || (current.end !== null && !current.end.done)) {
      this.made?.cancel();
      const ply = current?.review.record === record ? current.ply : match.position.ply;
      const state: Reviewing = { review: new GameReview(record), end: null, ply };
      this.state = state;
      // The hint advised only the people: their moves are judged by its pick, the others' quicker.
      const hintSeats = ([1, 2] as const).filter((seat) => humans[seat - 1]);
      void this.client
        .analyse(
          record,
          (r) => {
            state.review.add(r);
            if (this.state === state) this.view?.changed();
          },
          { hintSeats },
        )
        .then((end) => {
          // The board stays where the player is looking (unless they came for the key moment);
          // the progress line names the key moment.
          state.end = end;
          if (state.toKey) this.showKey(state);
          if (this.state === state) this.view?.changed(true);
        });
    }
    this.who = { mode, names, humans };
    this.view = view;
  }

  /** The results' "Review game": the key moment, once the review knows it (at once when done). */
  openAtKeyMoment(): void {
    const state = this.reviewing();
    state.toKey = true;
    if (state.end?.done) this.showKey(state);
  }

  private showKey(state: Reviewing): void {
    delete state.toKey;
    if (!state.end?.done) return;
    // Every way in from the results opens on the one key moment (key-moment.ts); a loss uphill from
    // the start with none, on its empty board (whose line says so); else where the game turned.
    const persons = this.persons();
    state.ply = this.keyed()?.key.ply ?? firstLook(state.review, persons).ply;
    if (this.state === state) this.view?.changed(true);
  }

  /** The view went (its scene stopped): the analysis goes on and is kept. */
  close(view: ReviewView): void {
    if (this.view === view) this.view = null;
  }

  /** The game under review and how its review ended (null while it runs), or null with none open. */
  get current(): { review: GameReview; end: ReviewEnd | null } | null {
    return this.state && { review: this.state.review, end: this.state.end };
  }

  /** Whether a review is open. */
  get opened(): boolean {
    return this.state !== null;
  }

  /** Shows `ply`, kept within the game. */
  go(ply: number): void {
    const state = this.reviewing();
    state.ply = Math.max(0, Math.min(state.review.moves.length, ply));
  }

  step(by: number): void {
    this.go(this.reviewing().ply + by);
  }

  /** The shown move when it is a costly move of a person's; otherwise their worst so far. */
  retryTarget(): MoveReview | null {
    const state = this.reviewing();
    const persons = this.persons();
    const shown = state.ply > 0 ? state.review.reviewed[state.ply - 1] : undefined;
    if (shown && shown.cost > 0 && persons.includes(shown.mover)) return shown;
    return state.review.worstMove(persons);
  }

  /** Retry: stops the review for its own analysis, keeps the retried move for "Back to review"; null: none. */
  retry(): MoveReview | null {
    const target = this.retryTarget();
    if (!target || !this.made) return null;
    this.made.cancel();
    this.reviewing().ply = target.index + 1;
    return target;
  }

  /**
   * What leaving for the menu asks first: nothing for a game kept in Your games (its review opens
   * again from there, so nothing is lost); the question for a game not kept.
   */
  leaveAsks(): typeof REVIEW_MENU_QUESTION | null {
    return this.kept ? null : REVIEW_MENU_QUESTION;
  }

  /** Leaving for the menu: the review in flight stops. */
  leave(): void {
    this.made?.cancel();
  }

  /** The rows of a list of `count` rows around the move shown. */
  rows(count: number): ReviewRow[] {
    const { review, ply } = this.reviewing();
    return reviewRows(review, ply, this.who.names, count, this.keyed()?.key.ply ?? null, this.helped);
  }

  snapshot(): ReviewSnapshot {
    const { review, ply, end } = this.reviewing();
    const { names, mode } = this.who;
    const persons = this.persons();
    const position = review.positionAt(ply);
    const shown = ply > 0 ? review.reviewed[ply - 1] : undefined;
    const keyed = this.keyed();
    // Only the move the line names is ringed: one move named, one marked.
    const played = shown ? moveName(review.positionAt(shown.index), shown.square) : null;
    const best = ringedSquares(position.layout, shown ? namedBest(played, shown.best, shown.cost) : []);
    const worst = end?.done ? review.costlyMove(persons) : null;
    // The one key moment, the move the button and the list name too.
    // With two people on the device, whose it was.
    const whose = keyed && persons.length > 1 ? names[keyed.key.move.mover - 1]! : null;
    const said = keyed
      ? keyMomentWords(keyed.key.move.index, keyed.key.move.move, whose)
      : worst
        ? costliestWords(worst, names, persons.length > 1)
        : null;
    const verdict = said ? ` · ${said}` : persons.length > 0 ? ` · ${NO_COSTLY_WORDS}` : '';
    const progress =
      end === null
        ? `Checking move ${Math.min(review.count + 1, review.moves.length)} of ${review.moves.length}…`
        : !end.done
          ? `the review stopped: ${end.error}`
          : `${review.moves.length} moves reviewed${verdict}`;
    // On a move that is not a costly one of the person's, the button retries their worst move, and says so.
    const target = this.retryTarget();
    const turns = review.turns();
    return {
      review,
      ply,
      moves: review.moves.length,
      names,
      mode,
      persons,
      position,
      best,
      end,
      progress,
      played: ply > 0 ? review.moves[ply - 1]! : null,
      scoreLine: `${REVIEW_NUMBER_WORDS.scoreNow}: ${names[0]} ${position.score(1)} – ${position.score(2)} ${names[1]}   ·   move ${ply} of ${review.moves.length}`,
      line: this.lineOf(keyed, ply, shown),
      retry: {
        offered: persons.length > 0,
        enabled: target !== null,
        label: target && target.index === ply - 1 ? 'Retry from here' : 'Retry worst move',
      },
      chart: reviewChart(review, this.chartPlayer(), ply, names),
      turns: turns.map((t) => t.index),
      turn: keyed ? keyedStep(keyed, ply, (i) => this.moveWords(i), whose) : this.placeToLook(turns, ply),
      keyPly: keyed?.key.ply ?? null,
      // The key moment's lesson takes the line's room: its rings' key waits for the next move.
      legend: this.ringsLegend(best.length > 0 && !(keyed?.lesson && ply === keyed.key.ply)),
    };
  }

  /**
   * The button under the chart where there is no key moment (key-moment.ts names the place where
   * people played): while the review reads, or where no move of theirs gave anything away, none;
   * a game watched, the next move where the forecast turned.
   */
  private placeToLook(turns: readonly { index: number }[], ply: number) {
    if (this.persons().length > 0) return null;
    const next = turns.find((t) => t.index + 1 > ply) ?? turns[0];
    if (!next) return null;
    return { label: turnButtonWords(next.index, this.moveWords(next.index)), ply: next.index + 1 };
  }

  /** The key moment, the moves ranked under it and the lesson (key-review.ts), once the review is done; null: none. */
  private keyed(): Keyed | null {
    const state = this.reviewing();
    if (!state.end?.done || !state.review.done) return null;
    const persons = this.persons();
    const helped = new Set(this.helped.keys());
    state.keyed ??= keyed(state.review, persons, this.who.names[2 - (persons[0] ?? 1)]!, helped);
    return state.keyed;
  }

  /** The gold rings' key on the first moves shown with them (`ringed`: the move shown has them, with room), else null. */
  private ringsLegend(ringed: boolean): string | null {
    const state = this.reviewing();
    const told = (state.ringsAt ??= []);
    if (ringed && told.length < RINGS_TOLD && !told.includes(state.ply)) told.push(state.ply);
    return ringed && told.includes(state.ply) ? RINGS_LEGEND_WORDS : null;
  }

  /** "Where it turned" (or where it slipped): shows the move the button names (snapshot().turn). */
  goToTurn(): void {
    const turn = this.snapshot().turn;
    if (turn) this.go(turn.ply);
  }

  /** The shown move's line: its words, in parts a short box spares first (line-room.ts), and its mark. */
  private lineOf(keyed: Keyed | null, ply: number, shown: MoveReview | undefined): ReviewSnapshot['line'] {
    const review = this.reviewing().review;
    const said = this.describe(ply, shown);
    const parts = keyed
      ? keyedParts(keyed, ply, said, shown && betterWords(review, shown, this.who))
      : [{ words: said, spare: 0 }];
    return {
      words: partsWords(parts),
      mark: shown ? review.shownMark(ply - 1) : null,
      parts,
    };
  }

  private describe(ply: number, shown: MoveReview | undefined): string {
    const review = this.reviewing().review;
    const persons = this.persons();
    if (ply === 0)
      return persons.length === 1 && uphillFromStart(review, persons[0]!)
        ? uphillWords(this.who.names[2 - persons[0]!]!)
        : 'The empty board. Step through the game with the slider, the arrows or the chart.';
    const who = this.who.names[(ply - 1) % 2]!;
    const move = moveLineAt(review, ply - 1);
    if (!shown) return `${ply}. ${who}: ${move} (being reviewed…)`;
    const help = this.helped.get(ply - 1);
    if (help && persons.includes(shown.mover))
      return `${ply}. ${who}: ${move}. ${helpShowedWords(help, shown.move)}.${betterWords(review, shown, this.who)}`;
    const turned = personsTurn(review, persons);
    const turn =
      review.turns().find((t) => t.index === ply - 1) ??
      (turned?.move.index === ply - 1 ? turned : undefined);
    const best = betterWords(review, shown, this.who);
    if (turn)
      return turnLine({
        review,
        shown,
        ply,
        who,
        move,
        turn,
        turned,
        solo: this.who.mode === 'solo',
        personMoved: persons.includes(shown.mover),
        chartPlayer: this.chartPlayer(),
        names: [this.who.names[0], this.who.names[1]],
        best,
      });
    // Said by its mark, as the list marks it; the key moment's line leads with it (key-review.ts).
    // A move too early to judge says the estimate in words ("behind by about 8, a guess").
    const what = review.unsure(ply - 1)
      ? this.guess(ply)
      : costSentence(shown, review.hardlyMoved(ply - 1), false);
    return `${ply}. ${who}: ${move}, ${what}.${best}`;
  }

  /** The chart's estimate after move `ply`, from the chart player's side, in words. */
  private guess(ply: number): string {
    const forecast = this.reviewing().review.steadyForecasts()[ply] ?? 0;
    const player = this.chartPlayer();
    const who = this.who.mode === 'solo' ? null : this.who.names[player]!;
    return guessLineWords(player === 0 ? forecast : -forecast, who);
  }

  private moveWords(index: number): string {
    return moveWordsAt(this.reviewing().review, index);
  }

  /** Whose forecast the chart shows: the person's when one person plays second, else player 1's. */
  private chartPlayer(): 0 | 1 {
    return this.who.mode === 'solo' && this.who.humans[1] ? 1 : 0;
  }

  private persons(): Player[] {
    return ([1, 2] as const).filter((p) => this.who.humans[p - 1]);
  }

  private reviewing(): Reviewing {
    if (!this.state) throw new Error('no game is under review: open one first');
    return this.state;
  }
}
