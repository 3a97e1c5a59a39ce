// What the board says of a press it did not take, without Phaser (press.ts's refusals): every
// refused tap makes the same small sound and is told why off the squares (the board's place for
// notices), unless the same words are still in sight; a taken square's tap shakes its cell on the
// person's turn (a stem cell's says what it is), or says whose move to wait for; a finished game's
// tap says it is over and the way to a new one; a tap on the board's rim says where to tap. Under
// jumps a tap on your cell selects it instead (jump-select.ts).

import { placeWord } from '../../game/settings.ts';
import {
  offSquareWords,
  RefusedTapNotice,
  refusedTapOf,
  refusedTapWords,
  type TapNear,
} from '../../ui/refused-tap.ts';
import { GAME_OVER_TAP_WORDS } from '../../words/refused-tap-words.ts';
import type { JumpSelection } from './jump-select.ts';
import type { PressPointer, PressPorts } from './press-ports.ts';
import type { TurnClock } from './turn-clock.ts';

export class PressRefusals {
  /** The words last told of a refused tap, or null. */
  told: string | null = null;
  private readonly notice: RefusedTapNotice;

  constructor(
    private readonly ports: PressPorts,
    private readonly turn: TurnClock,
    private readonly jumps: JumpSelection,
  ) {
    this.notice = new RefusedTapNotice((words, near) => {
      this.told = words;
      ports.view.tell(words, near);
    }, ports.clock);
  }

  /**
   * A tap the board did not take: answered every time by the same small sound (view.refused), on
   * every device and whatever the reason, and told why unless the same words are still in sight.
   */
  refuse(words: string | null, near?: TapNear): void {
    if (words === null) return;
    this.ports.view.refused?.();
    this.tell(words, near);
  }

  /** Tells why a press was refused, by the tap where it was made `near` one, unless the same words were told there a moment ago; true when told. */
  tell(words: string | null, near?: TapNear): boolean {
    return this.notice.tell(words, near);
  }

  /** A move the match would not take on `s` from an input made at `madeAt` (`early`: before the turn showed): told why. */
  refuseMove(s: number, madeAt: number, early: boolean): void {
    this.refuse(this.waitWords(early, madeAt), { square: s });
  }

  /** Why a tap off the person's turn was refused: the game is over, or whose move to wait for (null: nothing to say). */
  private waitWords(early: boolean, madeAt: number): string | null {
    const { match, names } = this.ports;
    // A board that names no players: the match says why, if it will (a puzzle's: never in silence).
    if (!names) return match.refusedWhy(early);
    if (match.position.isOver()) return GAME_OVER_TAP_WORDS;
    return refusedTapWords(refusedTapOf(match, early, names, this.turn.duringOpponentMove(madeAt)));
  }

  /** A tap on the board's picture that is on no square (released there), on the person's turn: the sound and a word. */
  offSquare(p: PressPointer): void {
    const { board, match, names } = this.ports;
    if (!names || !match.canPlay() || this.turn.early(p.downTime)) return;
    if (board.targetAt(p.x, p.y) >= 0 || board.takenAt(p.x, p.y) >= 0 || !board.onPicture(p.x, p.y)) return;
    this.refuse(offSquareWords(placeWord(match.position.layout.grid)), { x: p.x, y: p.y });
  }

  /** A taken square's tap: under jumps your cell's may select it; else on the person's turn a shake and words off the squares (a stem cell's what it is, why no jump), else whose move to wait for or that the game is over; the guided game's match (no names) hears of it, its card says where to tap. */
  taken(s: number, madeAt: number): boolean {
    const { match, names } = this.ports;
    const early = this.turn.early(madeAt);
    if (!early && this.jumps.tapCell(s)) return false;
    const turn = !early && match.canPlay();
    if (turn) this.ports.view.shake(s);
    const words = turn ? this.jumps.tappedCellWords(s, names) : this.waitWords(early, madeAt);
    if (words) this.refuse(words, { square: s });
    return !names && match.play(s);
  }
}
