// When the board showed what (press.ts asks it): the frame that drew the person's turn, and the
// opponent's move coming in. A tap is judged by its own event time against these, since input is
// handled a frame late; and a tap made while the person waits for the computer is kept for the turn
// (a premove, lichess's way), played or aimed once the turn is drawn.

import { isHuman } from '../../game/players.ts';
import type { Match } from '../../game/match.ts';

export class TurnClock {
  /** When the frame showing the person's turn was drawn: Infinity from an opponent's move until then. */
  shownAt = Infinity;
  /** When the latest opponent's move began to show. */
  private opponentMoveAt = Infinity;
  /** When a frame first showed the latest opponent's move. */
  private opponentMoveSeenAt = Infinity;

  constructor(private readonly clock: () => number) {}

  /** From now until `drawn`, taps are older than the board they would play on. */
  awaitDrawn(): void {
    this.shownAt = Infinity;
  }

  drawn(): void {
    this.shownAt = this.clock();
  }

  opponentMoveShows(): void {
    this.opponentMoveAt = this.clock();
    this.opponentMoveSeenAt = Infinity;
  }

  opponentMoveDrawn(): void {
    if (Number.isFinite(this.opponentMoveAt) && !Number.isFinite(this.opponentMoveSeenAt))
      this.opponentMoveSeenAt = this.clock();
  }

  /** Whether a tap made at `madeAt` came before the person's turn was drawn. */
  early(madeAt: number): boolean {
    return madeAt < this.shownAt;
  }

  /** Whether a press made at `madeAt` came once a frame showed the opponent's move, before the turn was drawn. */
  sawOpponentMove(madeAt: number): boolean {
    return madeAt >= this.opponentMoveSeenAt && madeAt < this.shownAt;
  }

  /** Whether a tap made at `madeAt` came while an opponent's move still showed. */
  duringOpponentMove(madeAt: number): boolean {
    return madeAt >= this.opponentMoveAt && madeAt < this.shownAt;
  }

  /**
   * Whether a tap made at `madeAt` is kept for the person's turn: against the computer (`names`: not
   * the guided game, which says where to tap), any tap while the computer thinks or its move comes in,
   * until the turn is drawn; between two people, a tap made while a frame showed the other's move.
   */
  keeps(match: Match, madeAt: number, names: boolean): boolean {
    const p = match.position;
    const mover = p.toMove();
    if (mover === null || p.isOver()) return false;
    const humans = [isHuman(match.players[0]), isHuman(match.players[1])];
    if (names && humans[0] !== humans[1]) return !humans[mover - 1] || this.early(madeAt);
    return madeAt >= this.opponentMoveSeenAt && this.early(madeAt) && humans[mover - 1]!;
  }
}
