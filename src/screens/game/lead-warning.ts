// A swing said in time: the score has the person level with the computer or ahead, but best play
// from here has the computer finishing ahead, the score to swing by a clear amount (the lead the
// results would later say was lost; the forecast: exact where the book or solver reach, else the
// expert's estimate). Over games against Medium and Hard on square:6, square:8 and petri:7
// (scripts/coach/warn-timing.ts), the score most often swung after a small lead or a level score,
// in the middle game, where a warning for a clear lead from a third of the game on came only late
// or not at all: said from a fifth of the game's moves on (the board holds a few cells a side),
// with a clear lead or without one, it comes before the swing in most of them. Said once a game, it
// left the person alone once their lead grew: games against Medium on petri:6 and Adaptive on hex:4
// where a lead of 6 to 22 in the last half turned (scripts/coach/lead-turned-games.ts) had it said
// once early (a lead of 8 or 10) and due again at every later turn, silent. So it comes
// again while it still holds, at most once in three of the person's moves, where the score now
// overstates their finish by clearly more than when last said, or once in the last third (the
// lead the results would call turned) where it was not yet said there; said there, not again unless
// best play had the person ahead in between. Said on the person's turn, while at least a few moves
// are left to act on; where the opponent has clearly more room to grow, that is its why, and the
// board rings those squares. It stands in the coach's place until the person's next move, with a
// one-tap way to show the forecast bar in this game; the view shows it once the board is quiet (no
// move landing, no other notice in sight). A lead of 8+ in the last third that best play turns, or
// after the first third where best play has the opponent 4+ ahead (the reviewer led by a lot
// in 3 games of 4 and lost, told only in general words), is said in figures in the status line at
// once instead, once a game unless the picture changes sign (a tip in the notices' place and a
// player answering within a second of each reply kept the quiet-board warning out of sight all
// game). Only a warning in sight long enough to read, over one turn or a few, counts as said (a move
// made sooner leaves it to come again on the next turn while it still holds). Not said where the bar already shows, nor to a player who
// turned the forecast off, nor where a capture could swing more than the estimate sees (the bar
// itself says "too close to call" there: forecast-stakes.ts).

import type { ForecastResult } from '../../ai/coach/client.ts';
import { writeRecord } from '../../engine/index.ts';
import type { MatchEvent } from '../../game/events.ts';
import type { Match } from '../../game/match.ts';
import type { Mode } from '../../game/players.ts';
import type { Settings } from '../../game/settings.ts';
import { forecastOn } from '../../game/forecast-setting.ts';
import { CLEAR_LEAD } from '../results/lead-turned.ts';
import { captureInDoubt } from './forecast-stakes.ts';
import { leadTruthWords, leadWarningWords, SHOW_FORECAST } from '../../words/lead-warning-words.ts';
import { roomAgainst, roomSquares } from '../review/room-to-grow.ts';
import { readingMs } from '../../words/tutorial-words.ts';

/** The fewest moves left for the warning to be worth saying: the person still has moves to turn it. */
export const WARN_LEAST_LEFT = 4;

/** A moment of the game from the person's side. */
export interface LeadMomentSeen {
  /** The person's score less the opponent's. */
  lead: number;
  /** Moves made and the game's moves in all. */
  ply: number;
  totalMoves: number;
}

/** The warning's window opens once this share of the game's moves is made: the middle game, a few cells a side. */
export const WARN_FROM = 1 / 5;

/**
 * Whether the moment could call for the warning, before the forecast is asked: in its window, with
 * the score not yet against the person (level or ahead: behind, the score already says it).
 */
export function leadWorthChecking(m: LeadMomentSeen): boolean {
  return m.lead >= 0 && m.ply >= m.totalMoves * WARN_FROM && m.totalMoves - m.ply >= WARN_LEAST_LEFT;
}

/**
 * Whether the warning is due: in its window, best play from here has the person finishing behind
 * (`finish`, their side), and the score would swing against them by a clear amount (a lead of 6
 * lost to a point behind; a level score to 6 behind).
 */
export function leadWarningDue(m: LeadMomentSeen, finish: number): boolean {
  return leadWorthChecking(m) && Math.round(finish) <= -1 && m.lead - finish >= CLEAR_LEAD;
}

/** When the warning was last said in a game: the ply, how far the score overstated the person's finish, and whether it was said in the last third. */
export interface LeadSaid {
  ply: number;
  gap: number;
  late: boolean;
  /** Best play's finish from the person's side, and whether the forecast was exact (the words say it, late). */
  finish?: number;
  exact?: boolean;
  /** Best play had the person ahead at a later turn: the picture changed sign since it was said. */
  turned?: boolean;
  /** Said in figures (leadTruthDue): once a game unless the picture changes sign. */
  truth?: boolean;
}

/** At most once in this many moves (three of the person's own): the warning does not nag. */
export const WARN_AGAIN_AFTER = 6;
/** It comes again where the score overstates the person's finish by this much more than when last said. */
export const WARN_AGAIN_GROWN = 4;

/**
 * The last third of the game, where the results speak of a lead that turned (results/lead-turned.ts),
 * from the person's turn just before it: a third of the moves left, rounded up (9 of 25 on tri:5,
 * where a player 13 up with 9 to go lost, and the results then counted from the move after).
 */
const lateIn = (m: LeadMomentSeen) => m.totalMoves - m.ply <= Math.ceil(m.totalMoves / 3);

/** The moment and the finish as said: how far the score overstates the person's finish. */
export function leadSaidAt(
  m: LeadMomentSeen,
  finish: number,
  before: LeadSaid | null,
  exact = false,
): LeadSaid {
  const late = lateIn(m) || before?.late === true;
  const truth = leadTruthDue(m, finish) || before?.truth === true;
  return { ply: m.ply, gap: m.lead - finish, late, truth, finish, exact };
}

/**
 * A lead this big in the last third is said with the forecast's own figures: a player 17 up with 5
 * to go reads a general "careful" as a remark, and lost three such games unwarned.
 */
export const TRUTH_LEAD = 8;

/**
 * Before the last third, after the first, the figures are said where best play has the opponent
 * ahead by this much: a lead of 22 on petri:6 with 14 to go turned into a loss by 18 after a general
 * line only (in 3 of 4 games the reviewer led by a lot and lost).
 */
export const TRUTH_BEHIND_EARLY = 4;

/**
 * Whether the warning speaks in figures now: a lead of 8 or more that best play turns, in the last
 * third, or after the first third where best play has the opponent 4 or more ahead.
 */
export function leadTruthDue(m: LeadMomentSeen, finish: number): boolean {
  if (m.lead < TRUTH_LEAD || Math.round(finish) > -1) return false;
  return lateIn(m) || (m.ply > m.totalMoves / 3 && Math.round(finish) <= -TRUTH_BEHIND_EARLY);
}

/**
 * Whether the warning is due again after it was said (`said`; null: not yet in this game): it still
 * holds, three of the person's moves have passed, and the score overstates their finish by clearly
 * more than then, or the game is in its last third and it was not yet said there.
 */
export function leadWarningAgain(said: LeadSaid | null, m: LeadMomentSeen, finish: number): boolean {
  if (!leadWarningDue(m, finish)) return false;
  if (!said) return true;
  if (m.ply - said.ply < WARN_AGAIN_AFTER) return false;
  // Said in the last third or in figures, it is not said again unless the picture changed sign in
  // between: it does not nag.
  if (said.late || said.truth) return said.turned === true;
  // Said in general words, it comes in figures once they are due.
  return m.lead - finish >= said.gap + WARN_AGAIN_GROWN || lateIn(m) || leadTruthDue(m, finish);
}

/** Whether the warning may come in a game of `mode`: one person against the computer, the bar off and not turned off by the player. */
export function leadWarningAllowed(settings: Pick<Settings, 'forecast'>, mode: Mode): boolean {
  if (mode !== 'solo') return false;
  // Turned off by the player: they chose not to be told how it stands. On: the bar tells them.
  return settings.forecast?.solo === undefined && !forecastOn(settings, mode);
}

/** What the warning keeps across the board's restarts (services.game): the game it was seen in, and the game it is due in now. */
export class LeadWarningKeep {
  warnedIn: object | null = null;
  dueIn: object | null = null;
  /** When the warning came in sight this time, on the ports' clock. */
  seenAt = 0;
  /** When it was last said in warnedIn's game, and the time before (put back where the last was not read). */
  said: LeadSaid | null = null;
  saidBefore: LeadSaid | null = null;
  /** What the warning due now would be said as, till it is seen. */
  pending: LeadSaid | null = null;
  /** How long the warning not yet read has stood in sight over the person's turns, in ms, and its reading time. */
  readFor = 0;
  readingMs = 0;
}

export interface LeadWarningPorts {
  match: Pick<Match, 'position' | 'players'>;
  /** The person's seat; null: no one person plays. */
  viewer: 0 | 1 | null;
  /** The opponent's name as the panels show it. */
  opponent: string;
  /** leadWarningAllowed for this game. */
  allowed: boolean;
  keep: LeadWarningKeep;
  /** The forecast of the position a record reaches, from player 1's side. */
  ask(record: string): Promise<ForecastResult>;
  /** Told each time the snapshot changes. */
  draw(snapshot: LeadWarningSnapshot): void;
  /** Turns the forecast bar on for the person's games (the setting), from this game on. */
  turnForecastOn(): void;
  /** The clock, in ms, the warning's reading time is counted on. */
  now(): number;
}

export interface LeadWarningSnapshot {
  /** The warning's lines, or null while it is not in sight. */
  words: string | null;
  /** The one-tap way to the forecast bar, with the words. */
  action: string | null;
  /**
   * Where the opponent has clearly more room to grow (room-to-grow.ts), the open squares beside its
   * cells, marked faintly on the board while the warning is in sight (the words count them); else empty.
   */
  room: number[];
  /**
   * The late truth in figures (a lead of 8+ in the last third that best play turns, leadTruthWords),
   * or null. It stands in the status line at once, whatever else is in sight, till the person's next
   * move: waiting for a quiet board, a quick player never saw it (a tip stood in the notices'
   * place all game and the player moved within a second of each reply). `words` is null then.
   */
  stands: string | null;
}

/** The snapshot with nothing in sight. */
const NOTHING: LeadWarningSnapshot = { words: null, action: null, room: [], stands: null };

export class LeadWarning {
  /** The record asked about: a later position's question replaces it. */
  private asked = '';
  private stopped = false;

  constructor(private readonly ports: LeadWarningPorts) {}

  snapshot(): LeadWarningSnapshot {
    const { keep, match } = this.ports;
    const shown = keep.dueIn === match && !match.position.isOver();
    if (!shown) return NOTHING;
    const room = this.room();
    const truth = this.truth();
    return {
      words: truth ? null : this.words(),
      action: SHOW_FORECAST,
      room: room ? roomSquares(match.position, (2 - this.ports.viewer!) as 1 | 2) : [],
      stands: truth,
    };
  }

  /** The late truth in figures where it is due now (a lead of 8+ in the last third), else null. */
  private truth(): string | null {
    const { viewer, match, keep } = this.ports;
    const p = match.position;
    const lead = viewer === null ? 0 : p.score((viewer + 1) as 1 | 2) - p.score((2 - viewer) as 1 | 2);
    // The figures of the warning in sight: pending till seen, then the one said.
    const at = keep.pending ?? keep.said;
    const m = { lead, ply: p.ply, totalMoves: p.totalMoves };
    if (at?.finish === undefined || at.ply !== p.ply || !leadTruthDue(m, at.finish)) return null;
    return leadTruthWords(lead, this.ports.opponent, at.finish, at.exact === true);
  }

  /** The opponent's room over the person's now, where clearly more (room-to-grow.ts), else null. */
  private room() {
    const { viewer, match } = this.ports;
    return viewer === null ? null : roomAgainst(match.position, (viewer + 1) as 1 | 2);
  }

  private words(): string {
    const { viewer, match } = this.ports;
    const p = match.position;
    const lead = viewer === null ? 0 : p.score((viewer + 1) as 1 | 2) - p.score((2 - viewer) as 1 | 2);
    return this.truth() ?? leadWarningWords(this.ports.opponent, this.room(), lead >= CLEAR_LEAD);
  }

  /** The board is in sight: a warning in sight before a restart shows again; else the position is checked. */
  start(): void {
    this.ports.draw(this.snapshot());
    this.check();
  }

  /** A move hides the warning (the person acted, or the game went on); on the person's turn the position is checked. */
  onMatchEvent(e: MatchEvent): void {
    const { keep, match } = this.ports;
    if (e.type === 'restart' && keep.warnedIn === match) {
      keep.warnedIn = null;
      keep.said = keep.saidBefore = null;
      keep.readFor = 0;
    }
    if (e.type !== 'move' && e.type !== 'undo' && e.type !== 'restart') return;
    if (keep.dueIn === match) {
      // Seen, but moved on before it could be read: not yet said this time. Its time in sight adds
      // up over the turns: a quick player reads it across two or three of them, then it is said.
      if (!keep.pending) keep.readFor += this.ports.now() - keep.seenAt;
      if (!keep.pending && keep.readFor < keep.readingMs) {
        keep.said = keep.saidBefore;
        keep.warnedIn = keep.said ? match : null;
      } else keep.readFor = 0;
      keep.dueIn = null;
      keep.pending = null;
      this.ports.draw(this.snapshot());
    }
    this.check();
  }

  /** The view showed the warning: it counts as said in this game. */
  seen(): void {
    const { keep, match } = this.ports;
    if (keep.dueIn !== match || !keep.pending) return;
    keep.saidBefore = keep.warnedIn === match ? keep.said : null;
    keep.said = keep.pending;
    keep.pending = null;
    keep.warnedIn = match;
    keep.seenAt = this.ports.now();
    keep.readingMs = readingMs(this.words());
  }

  /** "Show the forecast" pressed: the bar from now on, the warning gone. */
  showForecast(): void {
    this.seen();
    this.ports.keep.dueIn = null;
    this.ports.draw(this.snapshot());
    this.ports.turnForecastOn();
  }

  /** The coach's words took the place (a hint asked for): the warning goes, said once all the same. */
  setAside(): void {
    const { keep, match } = this.ports;
    if (keep.dueIn !== match) return;
    keep.dueIn = null;
    keep.pending = null;
    this.ports.draw(this.snapshot());
  }

  stop(): void {
    this.stopped = true;
  }

  /** The person's moment now, or null when it is not their turn or the warning cannot come. */
  private moment(): LeadMomentSeen | null {
    const { allowed, viewer, keep, match } = this.ports;
    const p = match.position;
    if (!allowed || viewer === null || keep.dueIn === match || p.isOver()) return null;
    if (p.toMove() !== viewer + 1) return null;
    // Said in this game: not again within three of the person's moves (the forecast is not even asked).
    if (keep.warnedIn === match && keep.said && p.ply - keep.said.ply < WARN_AGAIN_AFTER) return null;
    const lead = p.score((viewer + 1) as 1 | 2) - p.score((2 - viewer) as 1 | 2);
    return { lead, ply: p.ply, totalMoves: p.totalMoves };
  }

  private check(): void {
    const m = this.moment();
    if (this.stopped || !m || !leadWorthChecking(m)) return;
    const { match, viewer } = this.ports;
    const record = writeRecord(match.position);
    if (record === this.asked) return;
    this.asked = record;
    void this.ports.ask(record).then((result) => {
      if (this.stopped || !('forecast' in result) || writeRecord(match.position) !== record) return;
      const finish = viewer === 0 ? result.forecast.margin : -result.forecast.margin;
      const now = this.moment();
      const { keep } = this.ports;
      let said = keep.warnedIn === match ? keep.said : null;
      // Best play has the person ahead now: a later warning is a changed picture, not a repeat.
      if (said && !said.turned && Math.round(finish) >= 1) said = keep.said = { ...said, turned: true };
      if (!now || !leadWarningAgain(said, now, finish) || captureInDoubt(result.forecast, match.position))
        return;
      keep.pending = leadSaidAt(now, finish, said, result.forecast.exact);
      keep.dueIn = match;
      const snapshot = this.snapshot();
      this.ports.draw(snapshot);
      // The truth stands in the status line at once, whatever else is in sight: seen from now.
      if (snapshot.stands) this.seen();
    });
  }
}
