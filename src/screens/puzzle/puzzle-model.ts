// The puzzle screen's decisions, without Phaser: which puzzle opens, the words over and under the
// board (title with the record, question, goal, rules, what the player plays, the verdict and why),
// the row of actions for where the puzzle stands, and the history kept once it is over. The scene
// draws the snapshot and forwards taps; the services keep the model, so a resize carries on.

import { pressVerb, type PointerKind } from '../../words/press-words.ts';
import { squareName } from '../../engine/index.ts';
import { puzzleCount, puzzleNumber, type Puzzle } from '../../ai/puzzles/puzzle-set.ts';
import type { OpponentClient } from '../../ai/client.ts';
import { moveCount } from '../../game/move-count.ts';
import {
  dailyRun,
  loadPuzzleHistory,
  puzzlesSolved,
  recordPuzzle,
  type PuzzleHistory,
} from '../../game/puzzle-history.ts';
import { PuzzleMatch } from '../../game/puzzle-play.ts';
import { keepTries, squaresSoFar, triesSoFar } from '../../game/puzzle-tries.ts';
import { DAILY_TRIES, dailyNumber, puzzleQuestion, type DayKey } from '../../game/puzzles.ts';
import { todaysDaily } from './daily-choice.ts';
import type { Store } from '../../game/storage.ts';
import { puzzleGoalLine, puzzleRulesLine, unusualRules } from '../../ui/puzzle-words.ts';
import {
  dayWords,
  solvedHeadline,
  solvedLine,
  SOLVED_WORDS,
  stakesAfter,
  stakesLine,
} from '../../words/puzzle-streak-words.ts';
import { easierPuzzleFor } from '../menu/easier-puzzle.ts';
import { FIRST_PUZZLE_WORDS } from '../../words/puzzle-first-words.ts';
import { fallingLead, metFalling } from './falling-lead.ts';
import { readHistory } from '../../game/game-history.ts';
import { PUZZLE_BAR_WORDS } from '../../words/puzzle-bar-words.ts';
import { puzzleLookWords } from '../../words/puzzle-look-words.ts';
import { puzzleVerdict, tryMark, verdictAtOnce } from './puzzle-verdict.ts';
import { moveAndReply } from '../../ai/puzzles/puzzle-reply.ts';
import type { PuzzleAction, PuzzleSnapshot, PuzzleTone } from './puzzle-snapshot.ts';

export type { PuzzleAction, PuzzleActionId, PuzzleSnapshot, PuzzleTone } from './puzzle-snapshot.ts';

export interface PuzzleModelOptions {
  /** The puzzle asked for (a link, Next puzzle), if any; else the one in play, else today's. */
  asked?: number | null;
  /** The model of the puzzle in play before a restart, if any: kept when it is the one asked. */
  kept?: PuzzleModel | null;
  /** The opponents' client the match asks (a puzzle's match never asks it: both sides are people). */
  client: OpponentClient;
  store: Store;
  /** The player's local day, now. */
  today: () => DayKey;
  /** Whether the page can hand a link to the system's share sheet ("Share") or only copy it. */
  canShare: boolean;
  /** The input the person is using now: the line says "Tap" or "Click" by it (touch by default). */
  pointer?: () => PointerKind;
  /** Whether the board shows what a move gains (gains-setting.ts): the first line then says how to look. */
  gainsShown?: () => boolean;
}

/** What the model asks of the screen in sight: its snapshot changed (a try was judged), draw it again. */
export interface PuzzleView {
  changed(): void;
}

/** The puzzle to open: the one asked for, else the one in play, else today's (`daily`); an unknown number opens today's. */
export function puzzleToOpen(
  asked: number | null | undefined,
  inPlay: number | null | undefined,
  today: DayKey,
  daily = dailyNumber(today),
): Puzzle {
  return puzzleNumber(asked ?? inPlay ?? daily) ?? puzzleNumber(daily)!;
}

export class PuzzleModel {
  readonly match: PuzzleMatch;
  readonly daily: boolean;
  /**
   * Today's daily played again after it was played to its end today (solved or shown): practice,
   * as many tries as the player likes, and the day's entry stays as it went.
   */
  readonly replay: boolean;
  private readonly store: Store;
  private readonly today: () => DayKey;
  private readonly canShare: boolean;
  /**
   * From a try until its cells have landed and divided (landed): its verdict shows at once, as
   * lichess answers a touch, but its buttons, the reply's ghost and a solve's streak wait for the board.
   */
  private awaiting = false;
  private view: PuzzleView | null = null;
  /** How cells fall, said first in the goal to a player who had not met them as the puzzle opened; else null. */
  private readonly newRule: string | null;
  /** Whether the player has played no game and finished no puzzle before this one opened: the board's rules are said. */
  private readonly newToBoards: boolean;
  /** The outcome is kept in the history (landed once the puzzle is over). */
  private kept = false;

  /** The model to show: `kept` again when it holds the puzzle asked for, else a new one. */
  static open(options: PuzzleModelOptions): PuzzleModel {
    const today = options.today();
    const daily = todaysDaily(options.store, today);
    const puzzle = puzzleToOpen(options.asked, options.kept?.match.puzzle.number, today, daily);
    const kept = options.kept?.match.puzzle.number === puzzle.number ? options.kept : null;
    return kept ?? new PuzzleModel(puzzle, options);
  }

  private readonly pointer: () => PointerKind;
  private readonly gainsShown: () => boolean;

  private constructor(puzzle: Puzzle, options: PuzzleModelOptions) {
    const { store, today } = options;
    this.daily = puzzle.number === todaysDaily(store, today());
    const before = loadPuzzleHistory(store)[puzzle.number];
    this.replay = this.daily && before !== undefined && before.daily && before.day === today();
    // Wrong tries made earlier today carry on: leaving and coming back does not make a first try.
    // The daily gives DAILY_TRIES; the third wrong one shows the answer (landed).
    this.match = new PuzzleMatch(
      puzzle,
      { client: options.client },
      {
        before: triesSoFar(store, puzzle.number, today()),
        squares: squaresSoFar(store, puzzle.number, today()),
        keep: (tries, squares) => keepTries(store, puzzle.number, today(), tries, squares),
        allowed: this.daily && !this.replay ? DAILY_TRIES : Infinity,
      },
    );
    this.store = options.store;
    this.today = options.today;
    this.canShare = options.canShare;
    this.pointer = options.pointer ?? (() => 'touch');
    this.gainsShown = options.gainsShown ?? (() => false);
    this.match.onJudged = () => {
      this.awaiting = true;
      this.view?.changed();
    };
    const layout = puzzle.position.layout;
    this.newRule = fallingLead(layout.id, layout.gravity, this.metFalling());
    this.newToBoards =
      readHistory(this.store).games.length === 0 && Object.keys(loadPuzzleHistory(this.store)).length === 0;
  }

  /** The screen in sight draws the snapshot as it changes; returns the way to let go of it. */
  attach(view: PuzzleView): () => void {
    this.view = view;
    return () => {
      if (this.view === view) this.view = null;
    };
  }

  /** Whether a try's cells are still landing and dividing (the view then calls landed): its verdict already shows. */
  get awaitingVerdict(): boolean {
    return this.awaiting;
  }

  get puzzle(): Puzzle {
    return this.match.puzzle;
  }

  /** The number Next puzzle opens: a newcomer's next easier puzzle while one is offered, else the one after (after the last, the first). */
  nextNumber(): number {
    return this.easierNext() ?? (this.puzzle.number % puzzleCount()) + 1;
  }

  /** Once the puzzle is over, the easier puzzle a newcomer is offered next (the menu's own choice), or null once they have solved enough. */
  private easierNext(): number | null {
    if (this.match.state === 'solving' || this.match.state === 'wrong') return null;
    const daily = todaysDaily(this.store, this.today());
    const next = easierPuzzleFor(loadPuzzleHistory(this.store), daily);
    return next === this.puzzle.number ? null : next;
  }

  /** Show answer: an answer the player aimed at (`aimed`, −1 for none) but did not place yet is theirs. */
  showAnswer(aimed: number): void {
    this.match.showAnswer(aimed);
  }

  tryAgain(): void {
    this.match.tryAgain();
  }

  /**
   * Once a move has landed: keeps the outcome when the puzzle is over, and after the daily's last
   * wrong try shows the answer (the view plays it out: the wrong move taken back, the answer
   * placed). Returns whether it was solved just now (the view celebrates on the answer's square).
   */
  landed(): boolean {
    this.awaiting = false;
    const match = this.match;
    if (match.outOfTries) match.showAnswer();
    if (match.state !== 'solved' && match.state !== 'shown') return false;
    // A find is the player's solve, however many tries and whatever the hint (given unasked) named.
    const solved = match.state === 'solved';
    // Told once: a view that lands the same move again (a resize during it) keeps and celebrates nothing more.
    if (this.kept) return false;
    this.kept = true;
    const day = this.today();
    // A replay of today's daily leaves the day's entry as it went.
    if (!this.replay)
      recordPuzzle(this.store, this.puzzle.number, {
        day,
        tries: match.tries,
        solved,
        daily: this.daily,
      });
    keepTries(this.store, this.puzzle.number, day, 0);
    return solved;
  }

  /** Ends the puzzle (the player left for the menu). */
  dispose(): void {
    this.match.dispose();
  }

  snapshot(): PuzzleSnapshot {
    const match = this.match;
    const puzzle = this.puzzle;
    const layout = match.position.layout;
    const today = this.today();
    const history = loadPuzzleHistory(this.store);
    const run = dailyRun(history, today);
    const streak = run.days;
    const solved = puzzlesSolved(history);
    const title = this.title(history, today);
    const before = history[puzzle.number];
    const titleRoom = this.title(
      { ...history, [puzzle.number]: { ...before, day: today, tries: 0, solved: true, daily: this.daily } },
      today,
    );
    return {
      number: puzzle.number,
      daily: this.daily,
      state: match.state,
      tries: match.tries,
      played: match.position
        .moves()
        .slice(puzzle.position.ply)
        .map((m) => squareName(layout, m)),
      title,
      titleRoom,
      question: puzzleQuestion(puzzle),
      // Today's daily says its stakes under the question; another puzzle what "best" means.
      goal: [this.newRule, this.stakes(run) ?? puzzleGoalLine(puzzle.value, layout.grid)]
        .filter((l) => l !== null)
        .join(' '),
      score: {
        you: match.position.score(match.puzzle.position.turn()),
        them: match.position.score(match.puzzle.position.turn() === 1 ? 2 : 1),
        left: `${moveCount(match.position.movesLeft())} left`,
      },
      // Plain rules are said to a player new to the game's boards; unusual ones always (a tap opens their help).
      rules:
        unusualRules(match.position.rules) || this.newToBoards ? puzzleRulesLine(match.position.rules) : '',
      unusual: unusualRules(match.position.rules),
      verdict: this.awaiting ? verdictAtOnce(match) : this.verdict(streak, run.firstTry),
      mark: tryMark(match),
      reply: this.reply(),
      solved:
        match.state === 'solved'
          ? {
              headline: this.replay ? SOLVED_WORDS.headline : solvedHeadline(match.tries),
              line: solvedLine({ daily: this.daily, streak, solved }),
            }
          : null,
      actions: this.actions(),
    };
  }

  /** "Daily puzzle · Sunday 29 November · 3-day streak · 5 solved", or "Puzzle 12 of 80 · 5 solved", from `history`. */
  private title(history: PuzzleHistory, today: DayKey): string {
    const streak = dailyRun(history, today).days;
    const solved = puzzlesSolved(history);
    const record = [streak > 0 ? `${streak}-day streak` : '', solved > 0 ? `${solved} solved` : ''].filter(
      (w) => w !== '',
    );
    return [
      this.daily
        ? `${this.puzzle.number === dailyNumber(today) ? 'Daily puzzle' : FIRST_PUZZLE_WORDS.ownDaily} · ${dayWords(today)}`
        : `Puzzle ${this.puzzle.number} of ${puzzleCount()}`,
      ...record,
    ].join(' · ');
  }

  /**
   * What today's daily puts at stake, its tries and the streak a finish makes, while it counts and
   * is not played to its end; else null (another puzzle, a replay, today's already finished).
   */
  private stakes(run: { days: number; playedToday: boolean }): string | null {
    if (!this.daily || this.replay) return null;
    const match = this.match;
    // The day's streak moves once the try has landed, as the title's does.
    const state = this.awaiting ? 'solving' : match.state;
    if (state === 'solved' || state === 'shown') return stakesAfter({ state, streak: run.days });
    if (run.playedToday) return null;
    if (match.tries === 0) return stakesLine(DAILY_TRIES, run.days);
    return stakesAfter({ state: 'left', left: Math.max(0, DAILY_TRIES - match.tries) });
  }

  /** "Tap" or "Click", by the input in use. */
  private press(): string {
    return pressVerb(this.pointer(), true);
  }

  private verdict(streak: number, firstTry: number): { text: string; tone: PuzzleTone } {
    return puzzleVerdict({
      match: this.match,
      counted: this.daily && !this.replay,
      streak,
      firstTry,
      // Asked only before the first try: after it the verdict and the stakes line say what is left.
      ask: (tries, place) =>
        tries > 0
          ? null
          : this.gainsShown()
            ? puzzleLookWords(this.pointer(), place)
            : `${this.press()} the ${place} you would play.`,
    });
  }

  /**
   * After a wrong try, the best reply to it, for the board to show faintly: its square and what it
   * scores. Not where it is the answer's own square: the words ask for it instead (replyLine).
   */
  private reply(): PuzzleSnapshot['reply'] {
    const match = this.match;
    if (this.awaiting || match.state !== 'wrong' || !match.verdict) return null;
    const move = match.position.lastMove();
    const m = moveAndReply(this.puzzle, move);
    if (!m.reply || m.reply.square === this.puzzle.answerSquare) return null;
    return { square: m.reply.square, gain: m.reply.gain };
  }

  /** Whether the player has met cells falling before this puzzle (falling-lead.ts). */
  private metFalling(): boolean {
    return metFalling(
      readHistory(this.store).games,
      loadPuzzleHistory(this.store),
      (n) => puzzleNumber(n)?.position.rules.id ?? null,
    );
  }

  private actions(): PuzzleAction[] {
    const [solving, wrong, over] = this.barRows();
    // Until its cells have landed and divided, the try's row stays as it was when it was made.
    switch (this.awaiting ? 'solving' : this.match.state) {
      case 'solving':
        return solving;
      case 'wrong':
        return wrong;
      default:
        return over;
    }
  }

  /**
   * Every row of buttons this puzzle can show (while solving, after a wrong move, once over): the
   * view gives their words one size for all, so a button added or taken away never resizes the rest.
   */
  barRows(): [solving: PuzzleAction[], wrong: PuzzleAction[], over: PuzzleAction[]] {
    const w = PUZZLE_BAR_WORDS;
    const menu: PuzzleAction = { id: 'menu', label: w.menu };
    const share: PuzzleAction = this.canShare
      ? { id: 'share', label: w.share }
      : { id: 'share', label: w.copy, short: w.copyShort };
    const answer: PuzzleAction = { id: 'answer', label: w.answer, short: w.answerShort };
    const again: PuzzleAction = { id: 'again', label: w.again, short: w.againShort, primary: true };
    const easier = this.easierNext();
    const next: PuzzleAction = {
      id: 'next',
      label: easier === null ? SOLVED_WORDS.next : SOLVED_WORDS.easier,
      primary: true,
    };
    return [
      [menu, share, answer],
      [menu, share, again, answer],
      [menu, share, next],
    ];
  }
}
