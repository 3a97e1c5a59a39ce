// The lead warning's model rigged with the real forecast, for its Node tests (lead-warning.test.ts,
// lead-truth.test.ts): a match, the model, what it drew, a hand-set clock.
import { replayRecord } from '../../../src/engine/index.ts';
import { forecastOf, forecastValuer } from '../../../src/ai/coach/forecast.ts';
import type { Match } from '../../../src/game/match.ts';
import {
  LeadWarning,
  LeadWarningKeep,
  type LeadWarningSnapshot,
} from '../../../src/screens/game/lead-warning.ts';
import { makeMatch } from './ports.ts';
import { parseRecordMoves } from './record.ts';

// Easy standing in for a person against Medium on petri:6 (scripts/coach/lead-turned-games.ts): 10
// ahead after 8 moves of 32 and best play 13 behind; 22 ahead after 18 and best play 5 behind; 9
// ahead after 24 (the last third) and still best play 7 behind; lost by 18.
export const PETRI_TURNED =
  'f2 e2 e1 e5 e3 b2 f3 c3 e4 b3 a2 c6 f4 a4 d2 c5 d3 d4 e6 b4 f5 d6 c2 d1 b5 d5 c1 c4 b6 a3 b1 a5';
export function rig(
  moves: string,
  o: { allowed?: boolean; keep?: LeadWarningKeep; match?: Match; quiet?: boolean } = {},
) {
  const match = o.match ?? makeMatch('square:6', ['human', 'easy'], parseRecordMoves('square:6', moves));
  const valuer = forecastValuer();
  const drawn: LeadWarningSnapshot[] = [];
  let turnedOn = 0;
  const asked: Promise<unknown>[] = [];
  const keep = o.keep ?? new LeadWarningKeep();
  // The view shows the words at once (a quiet board) and says so, unless told the board is busy.
  const view = { quiet: o.quiet ?? true };
  // A hand-set clock: the person's time with the warning in sight.
  const clock = { now: 0 };
  const model: LeadWarning = new LeadWarning({
    match,
    viewer: 0,
    opponent: 'Easy',
    allowed: o.allowed ?? true,
    keep,
    ask: (record) => {
      const answer = Promise.resolve({ forecast: forecastOf(replayRecord(record), valuer), ms: 0 });
      asked.push(answer);
      return answer;
    },
    draw: (s) => {
      drawn.push(s);
      if (s.words && view.quiet) model.seen();
    },
    turnForecastOn: () => turnedOn++,
    now: () => clock.now,
  });
  match.on((e) => model.onMatchEvent(e));
  const answered = async () => {
    await Promise.all(asked);
    await Promise.resolve();
  };
  return { match, model, drawn, keep, answered, turnedOn: () => turnedOn, asked, view, clock };
}

/** The snapshots that put the warning in sight: the banner's words, or the late truth standing in the status line. */
export const said = (drawn: LeadWarningSnapshot[]) => drawn.filter((s) => s.words !== null || !!s.stands);
