// The forecast at the board, without Phaser: whether it shows (the setting per mode), the
// forecast of the position in sight (asked of the coach's worker after every change; a newer
// position's answer wins), the words said ("Best play from here: you finish about 6 behind") and
// the bar's share; under capture an estimate a capture could overturn is said to be too close to
// call, the bar level (forecast-stakes.ts). Once the game is over there is nothing left to forecast: the bar and its words
// go (the result is said beside the board and on the results). The scene draws the snapshot, the
// hook reports it, tests read it in Node.

import type { Forecast } from '../../ai/coach/forecast.ts';
import type { ForecastResult } from '../../ai/coach/client.ts';
import { writeRecord } from '../../engine/index.ts';
import type { MatchEvent } from '../../game/events.ts';
import type { Match } from '../../game/match.ts';
import { forecastShare } from '../../game/forecast-setting.ts';
import { guessForecastWords, tooCloseWords } from '../../words/forecast-words.ts';
import { guessBand, isEarlyGuess, steadied } from '../../game/forecast-guess.ts';
import { captureInDoubt } from './forecast-stakes.ts';

export interface ForecastPorts {
  match: Pick<Match, 'position'>;
  /** The coach's forecast of the position a record reaches. */
  ask(record: string): Promise<ForecastResult>;
  /** Whether the forecast shows in this game (forecast-setting.ts) and the screen has a strip for it. */
  shown: boolean;
  names: readonly [string, string];
  /** The person's seat when one person plays, else null: the words are then theirs. */
  viewer: 0 | 1 | null;
  /** Told each time the snapshot changes. */
  draw(snapshot: ForecastSnapshot): void;
}

export interface ForecastSnapshot {
  shown: boolean;
  /** The forecast of the position in sight, null while it is worked out (or not shown). */
  forecast: Forecast | null;
  /** The words beside the bar, null with no forecast. */
  words: string | null;
  /** Player 1's part of the bar, 0 to 1 (a half: level, as when it is too close to call). */
  share: number;
  /** Under capture, an estimate a capture could overturn: the words say too close to call. */
  tooClose: boolean;
  /**
   * The forecast is the coach's guess (game/forecast-guess.ts), as the review's pale bars: the bar
   * is drawn pale, its words hedge, and its figure is steadied by the move before and said in a band.
   */
  guess: boolean;
}

/** The words for a forecast: exact margins said as a result, estimates with "about". */
export function forecastWords(
  f: Forecast,
  names: readonly [string, string],
  viewer: 0 | 1 | null,
  byConnections = false,
): string {
  const head = 'Best play from here: ';
  const size = Math.abs(Math.round(f.margin));
  const points = (n: number) => (byConnections ? `${n} connection${n === 1 ? '' : 's'}` : String(n));
  if (size === 0) return head + (f.exact ? 'a draw' : 'about level');
  const leader = f.margin > 0 ? 0 : 1;
  if (viewer !== null) {
    const ahead = leader === viewer;
    if (f.exact) return `${head}you ${ahead ? 'win' : 'lose'} by ${points(size)}`;
    return `${head}you finish about ${points(size)} ${ahead ? 'ahead' : 'behind'}`;
  }
  const name = names[leader]!;
  if (f.exact) return `${head}${name} wins by ${points(size)}`;
  return `${head}${name} finishes about ${points(size)} ahead`;
}

export { forecastShare };

export class ForecastModel {
  private forecast: Forecast | null = null;
  /** The record the forecast in hand (or on its way) is for. */
  private askedFor = '';
  private stopped = false;
  /** The forecasts come so far in this game, by the record they are for: a guess is steadied by the one before. */
  private readonly seen = new Map<string, number>();

  constructor(private readonly ports: ForecastPorts) {}

  snapshot(): ForecastSnapshot {
    const { names, viewer, match } = this.ports;
    const shown = this.ports.shown && !match.position.isOver();
    const f = shown ? this.forecast : null;
    const position = match.position;
    const doubt = f ? captureInDoubt(f, position) : null;
    const guess = f !== null && !doubt && isEarlyGuess(f, position.ply, position.layout.size);
    const margin = f ? (guess ? this.guessMargin(f.margin) : f.margin) : 0;
    return {
      shown,
      forecast: f,
      words: !f
        ? null
        : doubt
          ? tooCloseWords(doubt.points, position.byConnections)
          : guess
            ? guessForecastWords(margin, names, viewer, position.byConnections)
            : forecastWords(f, names, viewer, position.byConnections),
      share: f && !doubt ? forecastShare(margin, position.layout.size) : 0.5,
      tooClose: doubt !== null,
      guess,
    };
  }

  /**
   * A guess as the bar shows it: steadied by the forecast before the last move (an estimate leans
   * towards the side to move and swings from one move to the next), in its band: a swing of twelve
   * the estimate itself cannot back moves the bar by a band or two, not twelve.
   */
  private guessMargin(margin: number): number {
    const before = this.seen.get(this.askedFor.split(' ').slice(0, -1).join(' '));
    return guessBand(steadied(margin, before === undefined ? [] : [before]));
  }

  /** Asks for the position in sight, unless its forecast is in hand or on its way. */
  refresh(): void {
    if (!this.ports.shown || this.stopped) return;
    if (this.ports.match.position.isOver()) {
      // The last move ended the game: the bar goes, and nothing is asked.
      this.askedFor = '';
      this.ports.draw(this.snapshot());
      return;
    }
    const record = writeRecord(this.ports.match.position);
    if (record === this.askedFor) return;
    this.askedFor = record;
    this.forecast = null;
    this.ports.draw(this.snapshot());
    void this.ports.ask(record).then((result) => {
      if (this.stopped || record !== this.askedFor || !('forecast' in result)) return;
      this.forecast = result.forecast;
      this.seen.set(record, result.forecast.margin);
      this.ports.draw(this.snapshot());
    });
  }

  /** A move, an undo or a restart changed the position: its forecast is asked for. */
  onMatchEvent(e: MatchEvent): void {
    if (e.type === 'move' || e.type === 'undo' || e.type === 'restart') this.refresh();
  }

  stop(): void {
    this.stopped = true;
  }
}
