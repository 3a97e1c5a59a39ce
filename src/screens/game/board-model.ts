// The game board screen's decisions, without Phaser: whose turn the HUD shows (anyone's only once
// the move before has landed and divided: a computer's thinking begins then; meanwhile the next
// player's panel is lit, saying "next", so no moment is nobody's), what the status line is told, whether Undo is open, which
// toolbar buttons a watched game leaves out, when the final board's equal-moves note shows, and
// the lead notice, the jump notice (how to jump, the first time the person can) and the capture
// ring's meaning (the first time one shows) once per match, the capture the person's own move could
// open near the end of a capture game (each turn it stands), and what the cells' small figures are
// (the first time one shows) once on the device. The scene draws the snapshot and forwards the match's events.

import { leavesOneSquareEmpty, type Player } from '../../engine/index.ts';
import type { MoveEvent } from '../../game/events.ts';
import type { Match } from '../../game/match.ts';
import type { Mode } from '../../game/players.ts';
import { placeWord } from '../../game/settings.ts';
import { leadWords, leadWordsOnce } from '../../ui/lead-words.ts';
import { JUMP_MADE_MS, JUMP_NOTICE_MS } from '../../words/jump-words.ts';
import { CAPTURE_NOTICE_MS, capturedNotice } from '../../words/capture-reply-words.ts';
import {
  jumpCostOnce,
  otherJumpWords,
  jumpNoticeOnce,
  neverJumpsName,
  type JumpCostPorts,
} from './jump-notice.ts';
import { captureCaption, type CaptureCaption } from './capture-stage.ts';
import { lastSquaresNoticeOnce } from './last-squares-notice.ts';
import { LAST_SQUARES_NOTICE_MS } from '../../words/capture-risk-words.ts';
import {
  CAPTURE_TIP_MS,
  captureTipOnce,
  STEM_TIP_MS,
  stemTipOnce,
  type VariantTipPorts,
} from './variant-tip.ts';
import { ringNoticeOnce, type RingNoticePorts } from './ring-notice.ts';
import { countNoticeOnce, type CountNoticePorts } from './count-notice.ts';
import { CORNER_TOUCH_MS, cornerTouchOnce, type CornerTouchPorts } from './corner-touch.ts';
import { HOLD_TIP_MS, holdTipOnce, type HoldTipPorts } from './hold-tip.ts';
import { GAIN_TIP_MS, gainTipOnce, type GainTipPorts } from './gain-tip.ts';
import { PAN_TIP_MS, panTipOnce, type PanTipPorts } from './pan-tip.ts';
import { RULE_TIP_MS, ruleTipOnce, type RuleTipPorts } from './rule-tip.ts';
import { RING_NOTICE_MS } from '../../words/capture-risk-words.ts';
import { THREAT_NOTICE_MS, threatNotice } from '../../words/capture-threat-words.ts';
import { captureThreats } from './capture-threats.ts';
import type { StatusInput } from '../../ui/status-line.ts';
import { THINKING_WORD, YOUR_TURN } from './panel-words.ts';

/** How long the word on the cells' figures stays, in milliseconds: two long sentences, read once. */
export const COUNT_NOTICE_MS = 9000;

/** How long the lead notice stays, in milliseconds. */
export const LEAD_NOTICE_MS = 6000;

/** The toolbar's buttons for a player (Hint, Undo, Perfect play), left out while watching: no one there to use them. */
export const FOR_A_PLAYER: ReadonlySet<string> = new Set(['undo', 'hint', 'overlay']);

/** What the board's view does besides drawing the snapshot. */
export interface BoardModelView {
  /**
   * The HUD's turn changed (null: nobody's, while a move settles or once the game is over);
   * `playing`: the player whose move still lands and divides, the other's panel lit ("next") meanwhile;
   * `falling`: the player whose cell still falls (a board with gravity), their panel lit till it lands.
   */
  turn(player: Player | null, playing?: Player | null, falling?: Player | null): void;
  /** A brief notice on the board, for `ms`; one that waits its turn is dropped if `holds` says it no longer does. */
  notice(words: string, ms: number, holds?: () => boolean): void;
  /** Takes a notice in sight away at once: what it says no longer holds (a lead the reply caught up). */
  withdraw?(words: string): void;
}

export interface BoardPorts {
  match: Match;
  /** The players' names as the screen shows them. */
  names: readonly [string, string];
  /** The person's seat (0 or 1) when one person plays, else null. */
  viewer: 0 | 1 | null;
  mode: Mode;
  view: BoardModelView;
  /** The verb for a press by the input in use ("tap" or "click"); "tap" when not given. */
  press?: () => string;
  /** The cells' small figures, explained once on this device (none: never said). */
  counts?: CountNoticePorts;
  /** Why two triangles touching at a corner did not split, told once on this device (none: never said). */
  cornerTouch?: CornerTouchPorts;
  /** The hold on small squares, told once on this device (none: never said). */
  holdTip?: HoldTipPorts;
  /** How to see a square's gain before playing it, told once on this device (none: never said). */
  gainTip?: GainTipPorts;
  /** The drag on a zoomed board, told once on this device (none: never said). */
  panTip?: PanTipPorts;
  /** The rule in a line at the first game's start, told once on this device (none: never said). */
  ruleTip?: RuleTipPorts;
  /** The first capture game's tip, told once on this device (none: never said). */
  captureTip?: VariantTipPorts;
  /** The first stem cell game's tip, told once on this device (none: never said). */
  stemTip?: VariantTipPorts;
  /** In how many games the capture ring was explained on this device (none: explained in every game). */
  ringTold?: RingNoticePorts;
  /** Why a jump cost points, told once on this device (none: never said). */
  jumpCost?: JumpCostPorts;
  /** A move captured: its caption floats over the captured cells (capture-stage.ts); none, a notice says it. */
  caption?: (caption: CaptureCaption) => void;
}

/** What the board screen shows, in plain values. */
export interface BoardSnapshot {
  /**
   * Whose turn the HUD shows: a person's or a computer's only once the move before has landed and
   * divided (null meanwhile, and once the game is over); a computer's panel then says it thinks.
   */
  turn: Player | null;
  /** A move still lands and divides: the next turn shows once it has settled. */
  turnHeld: boolean;
  /** The player whose move still lands and divides (its panel stays lit meanwhile), else null. */
  playing: Player | null;
  /** The player whose cell still falls down the glass (gravity): the turn passes once it lands. */
  falling: Player | null;
  /** What the status line is told (it writes the line from the scores its panels show). */
  status: StatusInput;
  undoEnabled: boolean;
  /** The final board's note on the square equal moves left empty. */
  equalMovesNote: boolean;
  /**
   * Each player's jumps left, for their panel, at every moment; null when the rules have no jumps,
   * and a player's null when it never jumps (Easy to Adaptive: "2 jumps" there promises a jump).
   */
  jumpsLeft: [number | null, number | null] | null;
}

export class BoardModel {
  /** The ply the corner's word was said at (corner-touch.ts), so the figures' word does not follow it at once. */
  private cornerToldAt = -10;

  /** Bumped by every event that sets the HUD's scores: a delayed count-up from before must not land after it. */
  private scoreUpdates = 0;
  /** The score update whose move still animates: until it settles, the HUD shows nobody's turn. */
  private turnHeldBy = -1;
  /** The player who made the move of `turnHeldBy`. */
  private heldMover: Player | null = null;
  /** The score update whose cell still falls (a board with gravity), else -1. */
  private fallingBy = -1;
  /** The lead notice told in this match and whether it still holds, while it may be in sight. */
  private leadTold: { words: string; holds: () => boolean } | null = null;

  constructor(private readonly ports: BoardPorts) {}

  /** The toolbar's button ids kept from `ids`: a watched game leaves out the player's own. */
  toolbar<T extends { id: string }>(specs: readonly T[]): T[] {
    return specs.filter((spec) => this.ports.mode !== 'watch' || !FOR_A_PLAYER.has(spec.id));
  }

  /** The HUD's word beside the mover's name: "Your turn" for the one person playing, "thinking" for their computer, else "to move". */
  turnWords(humans: readonly [boolean, boolean]): [string, string] {
    const solo = this.ports.mode === 'solo';
    return humans.map((h) => (solo ? (h ? YOUR_TURN : THINKING_WORD) : 'to move')) as [string, string];
  }

  snapshot(): BoardSnapshot {
    const { match, names, viewer } = this.ports;
    const p = match.position;
    const held = this.turnHeldBy === this.scoreUpdates;
    return {
      turn: held ? null : p.toMove(),
      turnHeld: held,
      // A finished game's last move is nobody's to play out: the ending has the board.
      playing: held && !p.isOver() ? this.heldMover : null,
      falling: held && this.fallingBy === this.scoreUpdates ? this.heldMover : null,
      status: {
        names: [...names] as [string, string],
        scores: match.scores(),
        movesLeft: p.movesLeft(),
        viewer,
        cellsPlaced: p.ply,
        oneSquareStaysEmpty: leavesOneSquareEmpty(p.rules),
        place: placeWord(p.layout.grid),
        byConnections: p.byConnections,
      },
      undoEnabled: match.canUndo(),
      equalMovesNote: p.isOver(),
      jumpsLeft: p.jumps ? [jumpsShown(match, 0), jumpsShown(match, 1)] : null,
    };
  }

  /**
   * `mover`'s move begins to show: the turn is nobody's until it has landed and divided, the board
   * the mover's meanwhile. Returns the move's update.
   */
  moveShows(mover: Player): number {
    const update = ++this.scoreUpdates;
    this.turnHeldBy = update;
    this.heldMover = mover;
    const position = this.ports.match.position;
    // A cell seen falling is still its player's move: the turn passes as it lands (cellLanded).
    this.fallingBy = position.layout.gravity ? update : -1;
    // The game's last move lights no one next: nobody thinks or moves after it.
    this.ports.view.turn(null, position.isOver() ? null : mover, position.layout.gravity ? mover : null);
    return update;
  }

  /** The cell of `update` has landed: the next player's panel lights. Whether it is the latest move. */
  cellLanded(update: number): boolean {
    if (!this.isLatest(update)) return false;
    if (this.fallingBy === update) {
      this.fallingBy = -1;
      const position = this.ports.match.position;
      if (this.turnHeldBy === update) this.ports.view.turn(null, position.isOver() ? null : this.heldMover);
    }
    return true;
  }

  /** Whether the move of `update` is still the latest change of the scores (no undo or restart since). */
  isLatest(update: number): boolean {
    return update === this.scoreUpdates;
  }

  /**
   * The move of `update` has split its pieces and counts: what it captured, said (a capture can
   * turn a whole group over at once), else the lead notice, once per match, if it applies.
   */
  moveLanded(update: number, e: MoveEvent): void {
    if (!this.isLatest(update)) return;
    this.withdrawStaleLead();
    const { match, names, viewer } = this.ports;
    const caption = captureCaption(e, match.position.owner, names, viewer);
    if (caption) {
      // Over the captured cells where the board can float it (capture-stage.ts), else a notice.
      const { view } = this.ports;
      if (this.ports.caption) this.ports.caption(caption);
      else {
        const mover = (caption.mover - 1) as 0 | 1;
        view.notice(
          capturedNotice(mover, caption.squares.length, names, viewer, caption.left),
          CAPTURE_NOTICE_MS,
        );
      }
      return;
    }
    const cost = this.ports.jumpCost ? jumpCostOnce(this.ports.jumpCost, match, e, viewer, names) : null;
    if (cost) {
      this.ports.view.notice(cost, JUMP_NOTICE_MS);
      return;
    }
    const jumped = otherJumpWords(match, e, viewer, names);
    if (jumped) {
      this.ports.view.notice(jumped, JUMP_MADE_MS);
      return;
    }
    const p = match.position;
    const moment = (scores: readonly [number, number], ply: number) => ({
      players: match.players,
      names,
      scores,
      ply,
      movesLeft: p.totalMoves - ply,
      size: p.layout.size,
    });
    const words = leadWordsOnce(match, moment(e.scores, e.ply));
    // Said late (another notice in sight first), it must still be true: a reply may have caught up.
    const holds = () => leadWords(moment([p.score(1), p.score(2)], p.ply)) !== null;
    if (words) {
      this.leadTold = { words, holds };
      this.ports.view.notice(words, LEAD_NOTICE_MS, holds);
    }
  }

  /** A lead told a moment ago that a move since has caught up (a tie, or behind) is taken from sight. */
  private withdrawStaleLead(): void {
    const told = this.leadTold;
    if (!told || told.holds()) return;
    this.leadTold = null;
    this.ports.view.withdraw?.(told.words);
  }

  /** The move of `update` has settled: the turn passes, unless the board changed since. */
  moveSettled(update: number): void {
    if (!this.isLatest(update)) return;
    this.turnHeldBy = -1;
    this.heldMover = null;
    this.fallingBy = -1;
    this.ports.view.turn(this.ports.match.position.toMove(), null);
    this.sayHowToJump();
    // One word at a time: the ring's, when it comes, is the one the person can act on now; the
    // figures' and the last squares' wait for the next move.
    if (this.sayWhatTheRingIs()) return;
    // Near the end, a capture the person's own move could open comes before the general words.
    if (this.sayThreats()) return;
    // Why the person's triangle did not split with one it touches at a corner: the surprise of this move, first.
    if (this.sayWhyCornersDoNotSplit()) return;
    this.sayWhatTheFiguresAre();
    this.sayLastSquares();
  }

  /** Says, once on the device, why the person's triangle touching one of theirs at a corner did not split; whether it did. */
  private sayWhyCornersDoNotSplit(): boolean {
    const { cornerTouch, match, viewer } = this.ports;
    const words = cornerTouch ? cornerTouchOnce(cornerTouch, match.position, viewer) : null;
    if (words) {
      this.ports.view.notice(words, CORNER_TOUCH_MS);
      this.cornerToldAt = match.position.ply;
    }
    return words !== null;
  }

  /**
   * On the person's turn near the end of a capture game, the biggest capture the other player's
   * next move could make, and after which of the person's moves (capture-threats.ts); whether it did.
   */
  private sayThreats(): boolean {
    const { match, viewer, names } = this.ports;
    if (viewer === null) return false;
    const p = match.position;
    const words = threatNotice(p, captureThreats(p, viewer), names[1 - viewer]!, placeWord(p.layout.grid));
    if (!words) return false;
    const ply = p.ply;
    // Once the person has moved (or taken a move back) it no longer holds.
    this.ports.view.notice(words, THREAT_NOTICE_MS, () => match.position.ply === ply);
    return true;
  }

  /**
   * The board is in sight (a link's or a resumed game, a new layout): a jump already open on the
   * person's turn is said now, not only after the next move has settled (by then they may have
   * placed a cell, or found the jump alone).
   */
  shown(): void {
    const { holdTip, ruleTip, match } = this.ports;
    const rule = ruleTip ? ruleTipOnce(ruleTip, match) : null;
    if (rule) this.ports.view.notice(rule, RULE_TIP_MS);
    const hold = holdTip ? holdTipOnce(holdTip, match) : null;
    if (hold) this.ports.view.notice(hold, HOLD_TIP_MS);
    // The gain preview's word, where no first word speaks now (it waits for the next game's first move).
    const gain =
      !rule && !hold && this.ports.gainTip ? gainTipOnce(this.ports.gainTip, match, this.ports.viewer) : null;
    if (gain) this.ports.view.notice(gain, GAIN_TIP_MS);
    if (!this.ports.match.isThinking) this.sayHowToJump();
    const stem = this.ports.stemTip ? stemTipOnce(this.ports.stemTip, match) : null;
    if (stem) this.ports.view.notice(stem, STEM_TIP_MS);
    // A ring in sight is the word the person can act on: the first capture game's general tip and
    // the figures' word wait (for the next game, the next move).
    if (this.sayWhatTheRingIs()) return;
    if (!this.ports.match.isThinking && this.sayThreats()) return;
    const tip = this.ports.captureTip ? captureTipOnce(this.ports.captureTip, match) : null;
    if (tip) this.ports.view.notice(tip, CAPTURE_TIP_MS);
    this.sayWhatTheFiguresAre();
  }

  /** The board was zoomed in (`zoomed`) or shows whole again: the first zoom on this device says the drag. */
  zoomChanged(zoomed: boolean): void {
    const words = this.ports.panTip ? panTipOnce(this.ports.panTip, zoomed) : null;
    if (words) this.ports.view.notice(words, PAN_TIP_MS);
  }

  private sayWhatTheFiguresAre(): void {
    // The reply's settling does not put the figures' word over the corner's, said a move ago: it waits a move.
    if (this.ports.match.position.ply - this.cornerToldAt <= 1) return;
    const counts = this.ports.counts;
    const words = counts ? countNoticeOnce(counts, this.ports.match.position, this.ports.viewer) : null;
    if (words) this.ports.view.notice(words, COUNT_NOTICE_MS);
  }

  private sayLastSquares(): void {
    const { match, viewer, names } = this.ports;
    const words = lastSquaresNoticeOnce(match, viewer, names);
    if (words) this.ports.view.notice(words, LAST_SQUARES_NOTICE_MS);
  }

  /** Says what the ring is when it is time; whether it did. */
  private sayWhatTheRingIs(): boolean {
    const { match, viewer, names, ringTold } = this.ports;
    const said = ringNoticeOnce(match, viewer, names, ringTold);
    if (said) this.ports.view.notice(said.words, RING_NOTICE_MS, said.holds);
    return said !== null;
  }

  private sayHowToJump(): void {
    const { match, viewer, view, press } = this.ports;
    const jump = jumpNoticeOnce(match, viewer, press?.() ?? 'tap');
    if (jump) view.notice(jump, JUMP_NOTICE_MS);
  }

  /** The scores were set another way (an undo, a restart, the board going): a move still animating must not set them. */
  scoresSet(): void {
    this.scoreUpdates++;
    this.withdrawStaleLead();
  }
}

/** Seat `i`'s jumps left for its panel: none said for an opponent that never jumps. */
function jumpsShown(match: Match, i: 0 | 1): number | null {
  return neverJumpsName(match.players[i]!) === null ? match.position.jumpsLeft((i + 1) as 1 | 2) : null;
}
