// A match: the engine position plus who plays it. It takes a person's move only when it is a
// person's turn and nothing is animating or thinking (input is never queued), asks the opponents'
// client for opponent moves, emits one event per change, saves after every move, and at the end
// emits the result and moves the adaptive skill.

import { createAgent } from '../ai/index.ts';
import { parseRules, Position, writeRecord, type Player } from '../engine/index.ts';
import type { MatchEvent, MatchResult, PatternChange } from './events.ts';
import type { OpponentClient } from './opponent-client.ts';
import { Pace } from './pace.ts';
import { agentKind, isHuman, type PlayerId } from './players.ts';
import { recordAdaptiveGame } from './skill.ts';
import { opponentKey, recordGame } from './stats.ts';
import type { Store } from './storage.ts';

export interface MatchSetup {
  /** The rules id (RULES.md section 10): `square:6`, `hex:5/connections`, … */
  rules: string;
  /** Player 1 (moves first) and player 2: 'human' or an agent id. */
  players: [PlayerId, PlayerId];
}

export interface MatchOptions {
  client: OpponentClient;
  store?: Store;
  /** An opponent's move is shown no sooner than this after its turn began (so watching is possible). */
  minThinkMs?: number;
  /** Moves to replay at the start (a resumed game), as square numbers. */
  moves?: readonly number[];
  /** Told when the opponent's answer failed and the fallback opponent played instead. */
  onFallback?: (reason: string) => void;
}

export const SAVED_MATCH_KEY = 'match';

/** The last fallback if the client fails in a way it should not: the rules' hard opponent, here. */
const FALLBACK_AGENT = 'hard';

export class Match {
  readonly setup: MatchSetup;
  position: Position;
  result: MatchResult | null = null;
  private readonly listeners = new Set<(e: MatchEvent) => void>();
  private thinking = false;
  private holds = 0;
  private pendingReply: number | null = null;
  /** A person's tap that landed on their own turn while an animation still ran: played when it ends. */
  private queuedMove: number | null = null;
  /** Every call to play(): taken (played now or queued) or refused. The e2e tests count taps with it. */
  readonly inputs = { accepted: 0, refused: 0 };
  /** Opened already finished (a shared link of a finished game): its result must not move the skill. */
  private readonly overAtOpen: boolean;
  /** Bumped by undo, restart and dispose: replies and releases from before are ignored. */
  private generation = 0;
  private idleWaiters: (() => void)[] = [];
  private disposed = false;
  private started = false;
  /** Pause, step and speed for a watched game: consulted before an opponent's move is shown. */
  readonly pace = new Pace();

  constructor(setup: MatchSetup, private readonly options: MatchOptions) {
    this.position = new Position(parseRules(setup.rules));
    this.setup = { rules: this.position.rules.id, players: [...setup.players] };
    for (const s of options.moves ?? []) this.position.play(s);
    this.overAtOpen = this.position.isOver();
  }

  on(listener: (e: MatchEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts play: if an opponent moves first, asks it. Call once the views listen. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.save();
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
    return this.thinking || this.holds > 0 || this.pendingReply !== null || this.queuedMove !== null;
  }

  get isThinking(): boolean {
    return this.thinking;
  }

  /** Whether a person may move now. */
  canPlay(): boolean {
    const p = this.position.toMove();
    return !this.disposed && p !== null && isHuman(this.playerId(p)) && !this.busy;
  }

  /**
   * A person's move on a square (or, under gravity, any square of a column names that column).
   * One tap is one move: on the person's turn it is played now, or, if the last move still
   * animates, exactly once when the animation ends (one tap waits at most; more are refused).
   * Taps during an opponent's turn are refused, never kept for later.
   */
  play(square: number): boolean {
    const p = this.position.toMove();
    const personsTurn = !this.disposed && p !== null && isHuman(this.playerId(p));
    if (!personsTurn || this.thinking || this.pendingReply !== null || this.queuedMove !== null) return this.refuse();
    const layout = this.position.layout;
    if (layout.gravity && square >= 0 && square < layout.size) {
      square = this.position.landingSquare(layout.colOf[square]!);
    }
    if (!this.position.isLegal(square)) return this.refuse();
    this.inputs.accepted++;
    if (this.holds > 0) this.queuedMove = square;
    else this.apply(square, false);
    return true;
  }

  /** A person's tap the board refused (made before it showed their turn): counted, never played. */
  refuseInput(): false {
    return this.refuse();
  }

  private refuse(): false {
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
    const generation = this.generation;
    let released = false;
    this.holds++;
    return () => {
      if (released || generation !== this.generation) return;
      released = true;
      this.holds--;
      if (this.holds === 0) this.onIdle();
    };
  }

  /** Resolves when nothing animates and no reply waits. */
  whenIdle(): Promise<void> {
    if (this.holds === 0 && this.pendingReply === null) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The ply of the last move a person made, or -1 when no person has moved yet. */
  private lastPersonMove(): number {
    const humans = this.setup.players.map(isHuman);
    let ply = this.position.ply - 1;
    while (ply >= 0 && !humans[ply % 2]) ply--;
    return ply;
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
    const changes = this.diff(before).filter((c) => this.position.owner[c.square] !== 0);
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
    this.emit({ type: 'restart' });
    this.save();
    this.askOpponent();
  }

  dispose(): void {
    this.interrupt();
    this.disposed = true;
    this.listeners.clear();
  }

  scores(): [number, number] {
    return [this.position.score(1), this.position.score(2)];
  }

  /** Both scores after every move so far, from [0, 0]. */
  scoreHistory(): [number, number][] {
    const replay = new Position(this.position.rules);
    const out: [number, number][] = [[0, 0]];
    for (const s of this.position.moves()) {
      replay.playUnchecked(s);
      out.push([replay.score(1), replay.score(2)]);
    }
    return out;
  }

  record(): string {
    return writeRecord(this.position);
  }

  private apply(square: number, byOpponent: boolean): void {
    const player = this.position.toMove()!;
    const before = Uint8Array.from(this.position.pattern);
    const old = this.scores();
    this.position.play(square);
    const scores = this.scores();
    const changes = this.diff(before);
    // The placed cell is new: it had no pattern before, whatever the array held.
    for (const c of changes) if (c.square === square) c.from = -1;
    if (!changes.some((c) => c.square === square)) changes.unshift({ square, from: -1, to: this.position.pattern[square]! });
    this.emit({
      type: 'move', player, square, ply: this.position.ply, changes, scores,
      gains: [scores[0] - old[0], scores[1] - old[1]], byOpponent,
    });
    this.save();
    if (this.position.isOver()) this.finish();
    else this.askOpponent();
  }

  private diff(before: Uint8Array): PatternChange[] {
    const changes: PatternChange[] = [];
    const now = this.position.pattern;
    for (let s = 0; s < now.length; s++) {
      if (now[s] !== before[s]) changes.push({ square: s, from: before[s]!, to: now[s]! });
    }
    return changes;
  }

  private askOpponent(): void {
    const p = this.position.toMove();
    if (this.disposed || p === null || this.thinking) return;
    const agent = this.playerId(p);
    if (isHuman(agent)) return;
    const generation = this.generation;
    const started = Date.now();
    this.thinking = true;
    this.emit({ type: 'thinking', player: p, thinking: true });
    const request = { record: this.record(), agent };
    this.options.client
      .choose(request)
      .then((reply) => reply.square)
      .catch((e: Error) => {
        if (e.name === 'AbortError') throw e;
        // The client promises never to fail for a worker fault; if it does anyway, play on here.
        return this.fallbackSquare(`the opponent failed: ${e.message}`);
      })
      .then(async (square) => {
        await this.awaitPace(started);
        if (generation !== this.generation || this.disposed) return;
        this.thinking = false;
        this.emit({ type: 'thinking', player: p, thinking: false });
        if (!Number.isInteger(square) || !this.position.isLegal(square)) {
          square = this.fallbackSquare(`the opponent's answer was not a legal square: ${String(square).slice(0, 40)}`);
        }
        if (this.holds > 0) this.pendingReply = square;
        else this.apply(square, true);
      })
      .catch((e: Error) => {
        if (e.name !== 'AbortError') console.error('opponent failed:', e.message);
      });
  }

  /** Waits out the think pause (shorter at a faster pace), then a pause of the watched game. */
  private async awaitPace(started: number): Promise<void> {
    const wait = (this.options.minThinkMs ?? 0) / this.pace.speed - (Date.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await this.pace.ready();
  }

  /** The fallback opponent's move here, and the reason told. */
  private fallbackSquare(reason: string): number {
    this.options.onFallback?.(reason);
    return createAgent(FALLBACK_AGENT).choose(this.position).square;
  }

  private onIdle(): void {
    if (this.pendingReply !== null || this.queuedMove !== null) {
      const byOpponent = this.pendingReply !== null;
      const square = (this.pendingReply ?? this.queuedMove)!;
      this.pendingReply = null;
      this.queuedMove = null;
      this.apply(square, byOpponent);
      return;
    }
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  /** Stops whatever was under way: a request in flight, a reply waiting, animation holds. */
  private interrupt(): void {
    this.generation++;
    if (this.thinking) {
      this.options.client.cancel();
      this.thinking = false;
      const p = this.position.toMove();
      if (p !== null) this.emit({ type: 'thinking', player: p, thinking: false });
    }
    this.pendingReply = null;
    this.queuedMove = null;
    this.holds = 0;
    this.pace.clear();
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private finish(): void {
    const [s1, s2] = this.scores();
    const winner = this.position.winner() ?? 0;
    const players = this.setup.players;
    const result: MatchResult = {
      winner, scores: [s1, s2], players: [...players], rules: this.position.rules.id,
      scoring: this.position.rules.scoring, history: this.scoreHistory(), record: this.record(),
    };
    const store = this.options.store;
    const human = players.findIndex(isHuman);
    const other = 1 - human;
    if (store && !this.overAtOpen && human >= 0 && !isHuman(players[other]!) && agentKind(players[other]!) === 'adaptive') {
      const mine = human === 0 ? s1 : s2;
      const theirs = human === 0 ? s2 : s1;
      result.skill = recordAdaptiveGame(store, mine, theirs);
    }
    if (store && !this.overAtOpen && human >= 0 && !isHuman(players[other]!)) {
      const margin = human === 0 ? s1 - s2 : s2 - s1;
      result.tally = recordGame(store, this.position.rules.id, opponentKey(players[other]!), margin);
    }
    this.result = result;
    this.emit({ type: 'over', result });
  }

  private save(): void {
    this.options.store?.write(SAVED_MATCH_KEY, {
      rules: this.position.rules.id, players: this.setup.players,
      record: this.record(), over: this.position.isOver(),
    });
  }

  private emit(e: MatchEvent): void {
    for (const l of [...this.listeners]) l(e);
  }
}
