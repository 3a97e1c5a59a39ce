// The guided first game: a match that takes only the square the tutorial points at, an opponent
// that plays the script's moves, and whether the tutorial has been offered already (kept on the
// device with the other settings).

import { Match } from './match.ts';
import type { AgentReply, AgentRequest, OpponentClient } from '../ai/client.ts';
import type { Store } from './storage.ts';

export const TUTORIAL_KEY = 'tutorial';

/** What is kept of the guided game's offer: made on a first visit; answered by No thanks or by the guided game played to its end. */
interface OfferKept {
  offered: boolean;
  answered?: boolean;
  /** Answered with No thanks: the player never saw the rule played out. */
  declined?: boolean;
}

function offerKept(store: Store): OfferKept {
  return (
    store.read(
      TUTORIAL_KEY,
      (v): v is OfferKept => typeof v === 'object' && v !== null && 'offered' in v,
    ) ?? { offered: false }
  );
}

/** Whether the first-visit offer of the guided game has been made (the menu's first screen then opens as any other time). */
export function tutorialOffered(store: Store): boolean {
  return offerKept(store).offered;
}

/**
 * A first visit: the guided game has not been offered, and nothing of a returning player is kept
 * (settings or a saved game from before the offer existed). The offer is marked made now; where
 * storage cannot keep that mark, nothing is offered (it would come back on every visit).
 */
export function firstVisit(store: Store, storageKept: boolean): boolean {
  if (!storageKept || tutorialOffered(store)) return false;
  const anything = (v: unknown): v is unknown => v !== undefined;
  store.read('settings', anything);
  store.read('match', anything);
  // Kept settings or a saved game, even unreadable ones (read and dropped by now), mean a returning player.
  const returning = store.foundKept;
  return store.write(TUTORIAL_KEY, { ...offerKept(store), offered: true }) && !returning;
}

export function rememberTutorialOffered(store: Store): void {
  store.write(TUTORIAL_KEY, { ...offerKept(store), offered: true });
}

/** Whether the guided game's offer was answered for good: No thanks, or the guided game played to its end. */
export function guidedOfferAnswered(store: Store): boolean {
  return offerKept(store).answered === true;
}

/** Whether the offer was answered with No thanks (not by playing the guided game to its end). */
export function guidedOfferDeclined(store: Store): boolean {
  return offerKept(store).declined === true;
}

/** No thanks: the menu stops offering it, and the first game says the rule in a line (screens/game/rule-tip.ts). */
export function rememberGuidedOfferDeclined(store: Store): void {
  store.write(TUTORIAL_KEY, { ...offerKept(store), offered: true, answered: true, declined: true });
}

/** No thanks, or the guided game's end: the menu stops offering it. */
export function rememberGuidedOfferAnswered(store: Store): void {
  store.write(TUTORIAL_KEY, { ...offerKept(store), offered: true, answered: true });
}

/** Plays the squares it is given, in turn: the tutorial's opponent. */
export class ScriptedClient implements OpponentClient {
  private readonly moves: number[];

  constructor(moves: readonly number[]) {
    this.moves = [...moves];
  }

  choose(_request: AgentRequest): Promise<AgentReply> {
    const square = this.moves.shift();
    if (square === undefined) return Promise.reject(new Error('the tutorial has no more opponent moves'));
    return Promise.resolve({ square, move: '', ms: 0, fallback: false });
  }

  cancel(): void {}

  dispose(): void {}
}

/** A match that takes a person's tap only on the square (or, under gravity, the column) asked for. */
export class GuidedMatch extends Match {
  /** The square the tutorial asks for now, or −1 (no tap taken). */
  expected = -1;
  /** Taps elsewhere (the square tapped, or −1): the tutorial says where to tap. */
  onMissed?: (square: number) => void;

  override play(square: number): boolean {
    const layout = this.position.layout;
    const hit =
      this.expected >= 0 &&
      (layout.gravity
        ? square >= 0 && square < layout.size && layout.colOf[square] === layout.colOf[this.expected]
        : square === this.expected);
    if (!hit) {
      this.onMissed?.(square);
      return this.refuseInput();
    }
    this.expected = -1;
    return super.play(square);
  }
}
