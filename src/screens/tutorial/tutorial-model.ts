// The guided game's script and pace, without Phaser: one 3×3 board played to the end in seven steps,
// a picture of the line rule and a board to try it on (line-trap.ts), one idea each (tutorial-script.ts):
// what the card says, which square glows, whose turn the panels name, and how long each line stays
// to be read (on a wall clock given as a port). The scene draws the snapshot and forwards taps and choices.
import { squareNamed } from './square-named.ts';
import type { MatchEvent } from '../../game/events.ts';
import type { GuidedMatch } from '../../game/tutorial-match.ts';
import { readingMs, type TutorialPhase } from '../../words/tutorial-words.ts';
import { missedTapLine } from './missed-line.ts';
import { GUIDED_BOARD, GUIDED_WORDS } from '../../words/tutorial-script.ts';
import { pressVerb } from '../../words/press-words.ts';
import { HUMAN } from '../../game/players.ts';
import { stepBoard } from '../history/history-words.ts';
import { cutLines, type CutLine } from './cut-lines.ts';
import { linesPicture, type LinesPicture } from './lines-picture.ts';
import { moveWorth, type MoveWorth } from '../game/move-worth.ts';
import { touchedOf } from './touched-of.ts';
import { LineTrapStep } from './line-trap.ts';
import { MissedTaps } from './missed-taps.ts';
import {
  GUIDED_STEPS,
  type GuidedStep,
  type TutorialChoice,
  type TutorialSnapshot,
} from './tutorial-snapshot.ts';
import {
  FIRST_STEP,
  FIRST_STEP_NUMBER,
  type TutorialEnd,
  type TutorialModelOptions,
} from './tutorial-ports.ts';

export { GUIDED_BOARD, GUIDED_STEPS, type GuidedStep, type TutorialChoice, type TutorialSnapshot };

export {
  FIRST_OPPONENT,
  FIRST_STEP,
  type TutorialClock,
  type TutorialEnd,
  type TutorialModelOptions,
  type TutorialView,
} from './tutorial-ports.ts';

export class TutorialModel {
  private words = '';
  /** When the words in sight were put there, on the clock. */
  private shownAt = 0;
  private choices: TutorialChoice[] = [];
  private chosen: ((id: string) => void) | null = null;
  private skip: boolean;
  private phase: TutorialPhase = 'next';
  private turn: 1 | 2 | null = null;
  private marked: number | null = null;
  private step: GuidedStep | null = null;
  private celebrate = false;
  private thinking = false;
  private cuts: readonly CutLine[] = [];
  /** What each of the person's moves scored, in turn: the last the most, said at its end. */
  private readonly gained: number[] = [];
  private picture: LinesPicture | null = null;
  private trap: LineTrapStep | null = null;
  /** The glowing square whose move's gain the board shows before the tap, or null. */
  private preview: number | null = null;
  /** The move the words speak of, its gain cell by cell, shown while they are read. */
  private worth: MoveWorth | null = null;
  /** The wrong taps' lines and the step's words they stand in for (missed-taps.ts). */
  private readonly misses: MissedTaps;
  /** The words of the tap asked for, made afresh for the input in use. */
  private asking: (() => string) | null = null;
  /** Ends the wait for the opponent's line to be read, while it runs. */
  private cutReading: (() => void) | null = null;
  private alive = true;
  private readonly offMatch: () => void = () => {};

  constructor(private readonly options: TutorialModelOptions) {
    this.skip = true;
    this.misses = new MissedTaps({
      clock: options.clock,
      words: () => this.words,
      readingLeft: () => this.readingLeft(),
      say: (words, left) => this.say(words, left),
      asking: () => (this.phase === 'tap' && this.asking ? this.asking() : null),
      alive: () => this.alive,
    });
    const match = options.match;
    if (match) {
      match.onMissed = (square) => this.missed(square);
      // The turn follows the words: nobody's while the card explains a move and waits for Next;
      // the opponent's when its line comes, the person's when the card asks for a tap.
      this.offMatch = match.on((e: MatchEvent) => {
        if (e.type !== 'move') return;
        this.turn = null;
        if (!e.byOpponent) this.misses.taken();
        this.changed();
      });
    }
  }

  snapshot(): TutorialSnapshot {
    return {
      step: this.step,
      words: this.words,
      missed: this.misses.shown(),
      choices: this.choices,
      skip: this.skip,
      exit: this.step !== 'end',
      phase: this.phase,
      turn: this.turn,
      marked: this.marked,
      lastMove: this.marked === null,
      celebrate: this.celebrate,
      thinking: this.thinking,
      cuts: this.cuts,
      preview: this.preview,
      worth: this.worth,
      picture: this.picture,
      trap: this.trap?.shown() ?? null,
    };
  }

  /** Runs the script; resolves with where to go next (never, if the tutorial is left first). */
  run(): Promise<TutorialEnd> {
    return this.script();
  }

  /** A button of the card was pressed. */
  choose(id: string): void {
    const chosen = this.chosen;
    if (!chosen || !this.choices.some((c) => c.id === id)) return;
    this.chosen = null;
    this.choices = [];
    this.changed();
    chosen(id);
  }

  /** A tap on the try-it board's square `name` (taken when it glows). */
  tryTrap(name: string): boolean {
    return this.trap?.tap(name) ?? false;
  }

  /** Whether the tutorial was left: its script's end then leads nowhere. */
  get left(): boolean {
    return !this.alive;
  }

  /** The tutorial was left (Skip, the scene went): nothing more is said or waited for. */
  stop(): void {
    this.alive = false;
    this.offMatch();
    if (this.options.match) this.options.match.onMissed = undefined;
  }

  /** How long the words in sight still need to be read, in milliseconds (0 when read, or none). */
  readingLeft(): number {
    if (this.words === '') return 0;
    return Math.max(0, this.shownAt + readingMs(this.words) - this.options.clock.now());
  }

  private async script(): Promise<TutorialEnd> {
    const words = GUIDED_WORDS;
    const press = () => this.press();
    this.step = 'alone';
    await this.tap('b2', () => words.first(press()));
    this.say(words.alone(this.score()));
    await this.next();
    await this.opponent(words.opponentTurn);
    this.step = 'touch';
    this.worth = await this.tap('c2', () => words.beside(press()));
    this.cutThrough('c2');
    this.say(words.split(this.score()));
    await this.next();
    this.step = 'own colour';
    // Its move's gain, for its own colour, shown as the words speak of its split.
    const theirs = moveWorth(
      this.match.position,
      squareNamed(this.match.position.layout, GUIDED_BOARD.opponent[1]),
    );
    await this.opponent(words.opponentBeside);
    this.worth = theirs;
    this.cutThrough(GUIDED_BOARD.opponent[1]);
    this.say(words.opponentSplit(this.score(1)));
    await this.next();
    this.step = 'one line';
    this.worth = await this.tap('a2', () => words.otherSide(press(), 'a2'));
    this.cutThrough('a2');
    this.say(words.oneLine(this.score()));
    await this.next();
    // Corners touch too, shown on the board before the picture draws diagonal cuts and before the
    // try-it board asks a count that needs them: an idea is shown before it is asked.
    await this.opponent(words.opponentTurn);
    this.step = 'two ways';
    const corner = await this.tap('c1', () => words.corner(press()));
    this.worth = corner;
    this.cutThrough('c1');
    this.say(words.twoWays(...touchedOf(corner)));
    await this.next();
    // The rule behind the lines seen so far, in one picture.
    this.step = 'more lines';
    this.picture = linesPicture();
    this.say(words.moreLines);
    await this.next();
    // Then the rule tried on a board of its own: the square with more neighbours may gain less.
    this.step = 'lines not cells';
    [this.phase, this.turn] = ['tap', 1];
    this.trap = new LineTrapStep({ say: (w) => this.say(w), press });
    await this.trap.run();
    await this.next();
    await this.opponent(words.opponentTurn);
    this.step = 'late move';
    const last = await this.tap('b1', () => words.last(press()));
    this.worth = last;
    this.cutThrough('b1');
    // Its sum stood on the board before the tap: the words say what it means, not the sum again.
    this.say(words.lateCounts(...this.gained));
    await this.next();
    // The board is full and the guided game over: Skip means nothing now, the card's own choices say where to go.
    this.step = 'end';
    this.skip = false;
    this.cuts = [];
    this.celebrate = this.score() > this.score(1);
    // Where its Play leads is said on the way: the ladder's first step, by its number.
    const [ended, next] = [words.end(this.score(), this.score(1)), stepBoard(FIRST_STEP.rules)];
    this.say(this.options.hasGame ? ended : `${ended} ${words.nextStep(FIRST_STEP_NUMBER, next)}`);
    const choice = await this.ask([
      { id: 'tutorial:menu', label: words.menu },
      {
        id: 'tutorial:play',
        label: this.options.hasGame ? words.backToGame : words.firstGame(FIRST_STEP_NUMBER),
        primary: true,
      },
    ]);
    // The first real game after the guided one is against Easy, the gentle first game; a game the
    // person had before the tutorial is theirs again as it was.
    return choice === 'tutorial:play' && !this.options.hasGame
      ? { to: 'leave', play: true, start: { rules: FIRST_STEP.rules, players: [HUMAN, FIRST_STEP.opponent] } }
      : { to: 'leave', play: choice === 'tutorial:play' };
  }

  private get match(): GuidedMatch {
    const match = this.options.match;
    if (!match) throw new Error('the guided game has no match');
    return match;
  }

  /**
   * Points at a square, says what to do, waits for that move; resolves with what it gained, cell by
   * cell. The words are asked for again after a feedback line ("Tap" becomes "Click" with a mouse).
   */
  private async tap(name: string, words: () => string): Promise<MoveWorth | null> {
    const match = this.match;
    const layout = match.position.layout;
    const s = squareNamed(layout, name);
    const worth = moveWorth(match.position, s);
    this.marked = s;
    this.preview = this.step === 'alone' ? null : s;
    this.phase = 'tap';
    this.turn = 1;
    this.asking = words;
    this.say(words());
    match.expected = s;
    // The glow, the preview and the ask go as the tap lands: a right tap never looks ignored.
    // While it plays out, the card says what is happening (an empty card reads as stuck).
    const splits = worth?.terms.some((t) => t.kind === 'splits' || t.kind === 'firstSplit') ?? false;
    await this.moved(false, () => {
      this.marked = null;
      this.preview = null;
      this.say(GUIDED_WORDS.landing(name, splits));
    });
    this.asking = null;
    this.gained.push(worth?.total ?? 0);
    this.changed();
    return worth;
  }

  /**
   * Says the opponent's line, lets it move, and keeps the line in sight for its reading time from when
   * it was said. A tap once the move has landed goes on at once: the person is ready.
   */
  private async opponent(words: string): Promise<void> {
    this.phase = 'opponent';
    this.turn = 2;
    this.say(words);
    const readBy = this.options.clock.now() + readingMs(words);
    // Its move comes after a thinking pause with the cue, as in a real game (an instant one felt careless).
    this.thinking = true;
    this.changed();
    const think = this.options.thinkMs ?? 0;
    if (think > 0) await new Promise<void>((resolve) => this.options.clock.after(think, resolve));
    this.thinking = false;
    if (!this.alive) return;
    this.match.pace.step();
    await this.moved(true);
    this.phase = 'reading';
    this.changed();
    await this.readUntil(readBy);
  }

  /** Waits for Next; the cuts and the picture drawn for the step's words go with them. */
  private async next(): Promise<string> {
    this.phase = 'next';
    const id = await this.ask([{ id: 'tutorial:next', label: 'Next', primary: true }]);
    this.cuts = [];
    this.worth = null;
    this.picture = null;
    this.trap = null;
    this.changed();
    return id;
  }

  /** The cuts through the cell on `name`, as the board stands now, drawn for the words that follow. */
  private cutThrough(name: string): void {
    const position = this.match.position;
    this.cuts = cutLines(position.layout, position.owner, squareNamed(position.layout, name));
  }

  /** Shows buttons along the card's foot; resolves with the id of the one pressed. */
  private ask(choices: TutorialChoice[]): Promise<string> {
    return new Promise((resolve) => {
      this.choices = choices;
      this.chosen = resolve;
      this.changed();
    });
  }

  /** Shows the words of a step; `left`, for words shown before, is the reading time they still need (all of it by default). */
  private say(words: string, left = readingMs(words)): void {
    this.words = words;
    this.shownAt = this.options.clock.now() - (readingMs(words) - left);
    this.changed();
  }

  /** Resolves at `at` on the clock, or at once when a tap cuts the reading short (cutReading). */
  private async readUntil(at: number): Promise<void> {
    const clock = this.options.clock;
    if (clock.now() >= at || !this.alive) return;
    await new Promise<void>((resolve) => {
      this.cutReading = resolve;
      clock.after(at - clock.now(), resolve);
    });
    this.cutReading = null;
  }

  /**
   * A tap the guided game did not take: the ring blinks, and the card says where to tap (or why
   * to wait) for the line's reading time after the last such tap, then its words come back.
   */
  private missed(square: number): void {
    const match = this.match;
    const view = this.options.view;
    const wanted = match.expected;
    // The opponent has moved and its line is being read: the tap says the person is ready.
    if (this.phase === 'reading' && this.cutReading) {
      this.cutReading();
      return;
    }
    view.blink(square);
    // Just after the person's move, while it animates: the words for it are on their way.
    if (this.phase === 'tap' && wanted < 0) return;
    this.misses.say(missedTapLine(view, match.position.layout, this.phase, square, wanted, this.press()));
  }

  /** Resolves once a move (the person's, or the opponent's) has been made and shown; `made` is called as it is made. */
  private moved(byOpponent: boolean, made?: () => void): Promise<void> {
    const match = this.match;
    return new Promise((resolve) => {
      const off = match.on((e) => {
        if (e.type !== 'move' || e.byOpponent !== byOpponent) return;
        off();
        made?.();
        void match.whenIdle().then(() => resolve());
      });
    });
  }

  /** "Tap" or "Click", by the input in use. */
  private press(): string {
    return pressVerb(this.options.pointer?.() ?? 'touch', true);
  }

  private score(player: 0 | 1 = 0): number {
    return this.match.scores()[player];
  }

  private changed(): void {
    if (this.alive) this.options.view.changed();
  }
}
