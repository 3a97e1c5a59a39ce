// A match: the engine position plus who plays it, taking turns and telling its views. A person's
// move is taken only on a person's turn, and waits for an animation at most once (holds.ts); an
// opponent's move comes from opponent-turn.ts. One event per change; the match saves itself after
// every move (saved-match.ts) and, at the end, emits its result (match-result.ts).

import type { OpponentClient } from '../ai/client.ts';
import { parseRules, Position, writeRecord, type Player } from '../engine/index.ts';
import { patternChanges, type MatchEvent, type MatchResult } from './events.ts';
import { Holds, type WaitingMove } from './holds.ts';
import { finishMatch } from './match-result.ts';
import { OpponentTurn, type OpponentTurnOptions } from './opponent-turn.ts';
import { Pace } from './pace.ts';
import { isHuman, type MatchSetup, type PlayerId } from './players.ts';
import { completeStems, convertedSquares } from './move-changes.ts';
import { SaveKeeper } from './save-keeper.ts';
import { scoreHistory } from './score-history.ts';
import type { Store } from './storage.ts';

export type { MatchSetup };

export interface MatchOptions extends OpponentTurnOptions {
  client: OpponentClient;
  store?: Store;
  /** Moves to replay at the start (a resumed game), as square numbers. */
  moves?: readonly number[];
  /** The game is the save read back (Resume): it goes on saving only while the save is still that game. */
  resumed?: boolean;
  /** Called once when the save was changed under this match (another tab): it saves no more. */
  onSaveChanged?: () => void;
  /** The names the players go by, as the history keeps them (by default those every screen gives). */
  names?: readonly [string, string];
  /** The clock that says when a game ended (milliseconds since 1970). */
  now?: () => number;
  /** The id of the game in Your games this one is, opened finished from there: its result says so. */
  keptAs?: string;
}

export class Match {
  readonly setup: MatchSetup;
  position: Position;
  result: MatchResult | null = null;
  /** Every call to play(): taken (played now or queued) or refused. The e2e tests count taps with it. */
  readonly inputs = { accepted: 0, refused: 0 };
  private readonly listeners = new Set<(e: MatchEvent) => void>();
  private readonly holds = new Holds((move) => this.apply(move));
  private readonly opponent: OpponentTurn;
  /** Opened already finished (a shared link of a finished game): its result must not count again. */
  private readonly overAtOpen: boolean;
  /** The move of a finished game this one retries (setup.retryOf), until a restart makes it a game of its own. */
  private retried: number | null;
  private disposed = false;
  private started = false;
  /** Pause, step and speed for a watched game: consulted before an opponent's move is shown. */
  readonly pace = new Pace();
  /** By seat: the opponent's moves shown this game, and how many of them the fallback opponent chose. */
  private readonly opponentMoves: [number, number] = [0, 0];
  private readonly standInMoves: [number, number] = [0, 0];
  /** Its hold on the save (none without a store): it saves while the save is still its game. */
  private readonly keeper: SaveKeeper | null;

  constructor(
    setup: MatchSetup,
    private readonly options: MatchOptions,
  ) {
    this.position = new Position(parseRules(setup.rules));
    this.setup = {
      rules: this.position.rules.id,
      players: [...setup.players],
      ...(setup.salt === undefined ? {} : { salt: setup.salt }),
    };
    this.retried = setup.retryOf ?? null;
    for (const s of options.moves ?? []) this.position.play(s);
    this.overAtOpen = this.position.isOver();
    this.keeper = options.store
      ? new SaveKeeper(options.store, options.resumed ?? false, options.onSaveChanged)
      : null;
    // The thinking shows once the move before has landed and divided (the views hold the match meanwhile).
    this.opponent = new OpponentTurn(options.client, {
      ...options,
      pace: this.pace,
      afterShown: (begin) => this.holds.afterAnimation(begin),
    });
  }

  /** The move (from 1) of the finished game this one retries, or null for a game of its own. */
  get retryOf(): number | null {
    return this.retried;
  }

  on(listener: (e: MatchEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts play: if an opponent moves first, asks it. Call once the views listen. */
  start(): void {
    if (this.started) return;
    this.started = true;
    // A resumed game is the save as read: writing it again could only put an older copy over a
    // move another tab has just saved (tabs see each other's writes late).
    if (!this.keeper?.untouchedResume) this.save();
    if (this.position.isOver()) this.finish();
    else this.askOpponent();
  }

  get players(): [PlayerId, PlayerId] {
    return this.setup.players;
  }

  playerId(p: Player): PlayerId {
    return this.setup.players[p - 1]!;
  }

  /** True while an animation runs or an opponent thinks (or a reply or a tap waits for an animation). */
  get busy(): boolean {
    return this.opponent.thinking || this.holds.active || this.holds.moveWaiting;
  }

  /** An opponent's thinking shows: from the end of the move before on the board until its reply. */
  get isThinking(): boolean {
    return this.opponent.thinkingShown;
  }

  /** Whether a person may move now. */
  canPlay(): boolean {
    return this.personsTurn() && !this.busy;
  }

  /**
   * A person's move on a square (or, under gravity, any square of a column names that column).
   * One tap is one move: on the person's turn it is played now, or, if the last move still
   * animates, exactly once when the animation ends (one tap waits at most; more are refused).
   * Taps during an opponent's turn are refused, never kept for later.
   */
  play(square: number): boolean {
    if (!this.personsTurn() || this.opponent.thinking || this.holds.moveWaiting) return this.refuseInput();
    const layout = this.position.layout;
    if (layout.gravity && square >= 0 && square < layout.size) {
      square = this.position.landingSquare(layout.colOf[square]!);
    }
    if (!this.position.isLegal(square)) return this.refuseInput();
    this.inputs.accepted++;
    this.holds.playWhenIdle({ square, byOpponent: false });
    return true;
  }

  /**
   * Why a person's tap on an empty square is not taken now, for a board that names no players
   * (`early`: made before the board showed the turn); null: the board stays quiet (the guided game
   * says where to tap itself). A puzzle says why (puzzle-play.ts).
   */
  refusedWhy(_early: boolean): string | null {
    return null;
  }

  /** A person's tap the board refused (made before it showed their turn): counted, never played. */
  refuseInput(): false {
    this.inputs.refused++;
    return false;
  }

  /** A person's move in a column (gravity layouts). */
  playColumn(column: number): boolean {
    const s = this.position.landingSquare(column);
    return s >= 0 && this.play(s);
  }

  /**
   * Holds the match while a view animates: opponent replies wait until every hold is released.
   * Returns the release; releases from before an undo or restart do nothing.
   */
  hold(): () => void {
    return this.holds.hold();
  }

  /** Resolves when nothing animates and no reply waits. */
  whenIdle(): Promise<void> {
    return this.holds.whenIdle();
  }

  /**
   * Whether undo would take anything back: a person has moved and the game goes on. Only the
   * opponent's opening move is not the person's to take back.
   */
  canUndo(): boolean {
    return !this.disposed && !this.position.isOver() && this.lastPersonMove() >= 0;
  }

  /** Takes back the last person's move and the opponent's reply (in two-person play, one move). */
  undo(): boolean {
    if (!this.canUndo()) return false;
    const lastHuman = this.lastPersonMove();
    this.interrupt();
    const before = Uint8Array.from(this.position.pattern);
    const removed: number[] = [];
    while (this.position.ply > lastHuman) {
      removed.push(this.position.lastMove());
      this.position.undo();
    }
    const changes = patternChanges(before, this.position.pattern).filter(
      (c) => this.position.owner[c.square] !== 0,
    );
    this.emit({ type: 'undo', removed, changes, scores: this.scores() });
    this.save();
    this.askOpponent();
    return true;
  }

  restart(): void {
    if (this.disposed) return;
    this.interrupt();
    this.position = new Position(this.position.rules);
    this.result = null;
    this.retried = null;
    this.opponentMoves.fill(0);
    this.standInMoves.fill(0);
    this.emit({ type: 'restart' });
    this.save();
    this.askOpponent();
  }

  dispose(): void {
    this.interrupt();
    this.disposed = true;
    this.listeners.clear();
    this.keeper?.dispose();
  }

  scores(): [number, number] {
    return [this.position.score(1), this.position.score(2)];
  }

  /** Both scores after every move so far, from [0, 0]. */
  scoreHistory(): [number, number][] {
    return scoreHistory(this.position);
  }

  record(): string {
    return writeRecord(this.position);
  }

  private personsTurn(): boolean {
    const p = this.position.toMove();
    return !this.disposed && p !== null && isHuman(this.playerId(p));
  }

  /** The ply of the last move a person made, or -1 when no person has moved yet. */
  private lastPersonMove(): number {
    const humans = this.setup.players.map(isHuman);
    let ply = this.position.ply - 1;
    while (ply >= 0 && !humans[ply % 2]) ply--;
    return ply;
  }

  private apply({ square: move, byOpponent }: WaitingMove): void {
    const player = this.position.toMove()!;
    const p = this.position;
    const before = Uint8Array.from(p.pattern);
    const owners = Uint8Array.from(p.owner);
    const stemsBefore = completeStems(p);
    const old = this.scores();
    const jump = p.isJump(move) ? p.jumpSquares(move) : null;
    p.play(move);
    const square = p.lastMove();
    const scores = this.scores();
    const changes = patternChanges(before, p.pattern);
    // The placed cell is new: it had no pattern before, whatever the array held.
    for (const c of changes) if (c.square === square) c.from = -1;
    if (!changes.some((c) => c.square === square))
      changes.unshift({ square, from: -1, to: p.pattern[square]! });
    this.emit({
      type: 'move',
      player,
      square,
      ...(jump ? { jump: { from: jump.from, over: jump.over } } : {}),
      converted: convertedSquares(p, owners, square),
      stems: completeStems(p).filter((s) => !stemsBefore.includes(s)),
      ply: p.ply,
      changes,
      scores,
      gains: [scores[0] - old[0], scores[1] - old[1]],
      byOpponent,
    });
    this.save();
    if (this.position.isOver()) this.finish();
    else this.askOpponent();
  }

  private askOpponent(): void {
    const p = this.position.toMove();
    if (this.disposed || p === null || this.opponent.thinking) return;
    const agent = this.playerId(p);
    if (isHuman(agent)) return;
    this.opponent.ask(
      this.position,
      { agent, salt: this.setup.salt ?? 0 },
      (square, stoodIn) => {
        this.emit({ type: 'thinking', player: p, thinking: false });
        this.opponentMoves[p - 1]!++;
        if (stoodIn) this.standInMoves[p - 1]!++;
        this.holds.playWhenIdle({ square, byOpponent: true });
      },
      () => this.emit({ type: 'thinking', player: p, thinking: true }),
    );
  }

  /** Stops whatever was under way: a request in flight, a reply waiting, animation holds. */
  private interrupt(): void {
    if (this.opponent.cancel()) {
      const p = this.position.toMove();
      if (p !== null) this.emit({ type: 'thinking', player: p, thinking: false });
    }
    this.holds.clear();
    this.pace.clear();
  }

  private finish(): void {
    const counted = !this.overAtOpen && this.retried === null;
    const { store, names, now = Date.now } = this.options;
    const standIns = { moves: this.standInMoves, of: this.opponentMoves };
    // A game opened already finished (a shared link) was not played here: it is not kept again.
    const keep =
      store && !this.overAtOpen
        ? { store, names, endedAt: now(), retryOf: this.retried, salt: this.setup.salt }
        : undefined;
    this.result = finishMatch(this.position, this.setup.players, {
      store: counted ? store : undefined,
      standIns,
      keep,
    });
    if (this.retried !== null) this.result.retryOf = this.retried;
    if (this.overAtOpen && this.options.keptAs !== undefined) this.result.kept = this.options.keptAs;
    this.emit({ type: 'over', result: this.result });
  }

  private save(): void {
    this.keeper?.save(this.position, this.setup.players, this.retried, this.setup.salt);
  }

  private emit(e: MatchEvent): void {
    for (const l of [...this.listeners]) l(e);
  }
}
