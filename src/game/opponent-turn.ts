// An opponent's turn: ask the opponents' client, show the move no sooner than its thinking time
// (think-time.ts: an instant reply feels careless, and watching needs time to follow), and make sure
// a legal square comes back: a reply that is not one, or a client that fails outright, is replaced
// by the fallback opponent's move and the person is told. A reply to a request cancelled since is
// dropped. The search starts at once, but the thinking a player sees (the cue, and the time it
// lasts) begins only once the move before is on the board (`afterShown`): counted from the move
// itself, the cell's landing and divisions would take up to a second of it, and "thinking" would
// show while the person's own move still divides.

import { fallbackReply } from '../ai/answer.ts';
import type { OpponentClient } from '../ai/client.ts';
import type { AgentRequest } from '../ai/messages.ts';
import { writeRecord, type Position } from '../engine/index.ts';

export interface OpponentTurnOptions {
  /** An opponent's move is shown no sooner than this after its turn began. */
  minThinkMs?: number;
  /**
   * The time this agent's move is shown after its turn began, given the watched game's speed
   * (think-time.ts); where given it takes the place of minThinkMs and its division by the speed.
   */
  thinkMs?: (agent: string, speed: number) => number;
  /** Told when the opponent's answer failed and the fallback opponent played instead. */
  onFallback?: (reason: string) => void;
  /** A watched game's pause, step and speed: the think pause is divided by its rate, and the move waits while paused. */
  pace?: { readonly rate: number; ready(): Promise<void>; sleep(ms: number): Promise<void> };
  /** Calls `begin` once the move before has been shown on the board (at once where nothing shows it). */
  afterShown?: (begin: () => void) => void;
}

export class OpponentTurn {
  private asking = false;
  /** From the moment the thinking shows until the move is handed over. */
  private showing = false;
  /** Lets a request waiting for its move before to show go on (cancel(): to end). */
  private unblock: (() => void) | null = null;
  /** Bumped by cancel(): replies from before are ignored. */
  private generation = 0;

  constructor(
    private readonly client: OpponentClient,
    private readonly options: OpponentTurnOptions,
  ) {}

  /** True from ask() until its move is handed over or the request is cancelled. */
  get thinking(): boolean {
    return this.asking;
  }

  /** True while the thinking shows: from the move before's end on the board until the move is handed over. */
  get thinkingShown(): boolean {
    return this.showing;
  }

  /**
   * Asks `agent` (with the game's number, `salt`) for its move on `position`; `onMove` gets a legal square, and whether the
   * fallback opponent chose it instead of `agent`, unless cancel() comes first. `onThinks` is told
   * when the thinking begins to show, its time counted from then.
   */
  ask(
    position: Position,
    { agent, salt = 0 }: { agent: string; salt?: number },
    onMove: (square: number, stoodIn: boolean) => void,
    onThinks?: () => void,
  ): void {
    const generation = ++this.generation;
    let started = 0;
    const request = { record: writeRecord(position), agent, ...(salt === 0 ? {} : { salt }) };
    this.asking = true;
    const shown = new Promise<void>((resolve) => {
      this.unblock = resolve;
    });
    const begin = () => {
      if (generation !== this.generation || started > 0) return;
      started = Date.now();
      this.showing = true;
      this.unblock?.();
      this.unblock = null;
      onThinks?.();
    };
    if (this.options.afterShown) this.options.afterShown(begin);
    else begin();
    let stoodIn = false;
    this.client
      .choose(request)
      .then((reply) => {
        stoodIn = reply?.fallback === true;
        return reply?.square;
      })
      .catch((e: Error) => {
        if (e.name === 'AbortError') throw e;
        // The client promises never to fail for a worker fault; if it does anyway, play on here.
        stoodIn = true;
        return this.fallback(request, `the opponent failed: ${e.message}`);
      })
      .then(async (square) => {
        await shown;
        if (generation !== this.generation) return;
        const pace = this.options.pace;
        const speed = pace?.rate ?? 1;
        const think = this.options.thinkMs
          ? this.options.thinkMs(agent, speed)
          : (this.options.minThinkMs ?? 0) / speed;
        const wait = think - (Date.now() - started);
        if (wait > 0) await (pace ? pace.sleep(wait) : new Promise((r) => setTimeout(r, wait)));
        await pace?.ready();
        if (generation !== this.generation) return;
        this.asking = false;
        this.showing = false;
        if (!Number.isInteger(square) || !position.isLegal(square)) {
          square = this.fallback(
            request,
            `the opponent's answer was not a legal square: ${String(square).slice(0, 40)}`,
          );
          stoodIn = true;
        }
        onMove(square as number, stoodIn);
      })
      .catch((e: Error) => {
        if (e.name !== 'AbortError') console.error('opponent failed:', e.message);
      });
  }

  /** Stops the request in flight; returns whether there was one. */
  cancel(): boolean {
    this.generation++;
    this.showing = false;
    this.unblock?.();
    this.unblock = null;
    if (!this.asking) return false;
    this.client.cancel();
    this.asking = false;
    return true;
  }

  private fallback(request: AgentRequest, reason: string): number {
    this.options.onFallback?.(reason);
    return fallbackReply(request, reason).square;
  }
}
