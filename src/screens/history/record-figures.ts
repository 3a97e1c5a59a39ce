// The Record tab as a scoreboard, Phaser-free: a few big numbers (games, wins, the win rate once
// the games are enough to tell by, the current and the best run of wins), the last games' results
// as a small chart, one compact row per opponent and per kind of board (its games, its wins, draws
// and losses as a split bar, and its rate where the sample allows), the puzzles' numbers and the
// best wins. Plain values a view draws and tests read; the words are history-words.ts's.

import type { GameRecord, Totals } from './game-record.ts';
import { RATE_SAMPLE } from './game-record.ts';
import { bestWinLine } from '../../words/games-head-words.ts';
import {
  beatenName,
  FIGURE_WORDS,
  familyWords,
  gamesWords,
  gameBoard,
  opponentName,
  rateSoonWords,
  recentWords,
  resultWords,
} from './history-words.ts';

/** One big number and what it counts; `note` under it, dim (a rate still to come). */
export interface Figure {
  value: string;
  label: string;
  note: string | null;
  /** Not yet: drawn dim. */
  pending: boolean;
}

/** One opponent's or one board's row: its name, its sample, the split of its results, its rate. */
export interface RecordRow {
  name: string;
  /** "11 games", with its rate where the sample allows: "11 games · 64%". */
  games: string;
  won: number;
  drawn: number;
  lost: number;
  /** "7 won, 1 drawn, 3 lost": the split in words, for the screen reader and a narrow bar. */
  split: string;
}

/** The games the chart of the last games waits for. */
export const CHART_LEAST = 3;

export interface RecordFigures {
  /** The big numbers; the win rate among them only once there are games enough to tell by. */
  totals: Figure[];
  /** Until then, a small line under them: "Win rate after 9 more games"; null once it is a number. */
  rateLater: string | null;
  /** Under the numbers, the best win named as Your games' head names it: "Best win: Medium on Square 8×8, by 19"; null before a win. */
  biggestWin: string | null;
  /** Over the chart: "Last 15 games: 9 won, 1 drawn, 5 lost". */
  recentTitle: string;
  /** Whether the chart is drawn: from CHART_LEAST games (two bars at the end of an empty axis looked unfinished; the title says them). */
  chart: boolean;
  opponents: RecordRow[];
  boards: RecordRow[];
  puzzles: Figure[];
  /** The best wins: "Won by 19" and where ("Medium · Square 8×8"); none while there is one win (the best win's line names it). */
  bestWins: { result: string; where: string }[];
}

function rate(t: Totals): string | null {
  return t.rate === null || t.games === 0 ? null : `${Math.round(t.rate * 100)}%`;
}

function row(name: string, t: Totals): RecordRow {
  const r = rate(t);
  return {
    name,
    games: r === null ? gamesWords(t.games) : `${gamesWords(t.games)} · ${r}`,
    won: t.wins,
    drawn: t.draws,
    lost: t.losses,
    split: `${t.wins} won, ${t.draws} drawn, ${t.losses} lost`,
  };
}

export function recordFigures(r: GameRecord): RecordFigures {
  const o = r.overall;
  const won = r.recent.filter((x) => x === 1).length;
  const lost = r.recent.filter((x) => x === -1).length;
  const figure = (value: string | number, label: string, note: string | null = null, pending = false) => ({
    value: String(value),
    label,
    note,
    pending,
  });
  const shown = rate(o);
  const best = r.bestWins[0];
  return {
    totals: [
      figure(o.games, FIGURE_WORDS.games),
      figure(o.wins, FIGURE_WORDS.won),
      // A tile of "soon" told a new player nothing: the rate joins the numbers when it is one.
      ...(shown === null ? [] : [figure(shown, FIGURE_WORDS.rate)]),
      figure(o.current, FIGURE_WORDS.streak),
      figure(o.best, FIGURE_WORDS.best),
    ],
    rateLater: shown === null ? `${FIGURE_WORDS.rate} ${rateSoonWords(o.games, RATE_SAMPLE)}` : null,
    biggestWin: best
      ? bestWinLine(beatenName(best.opponent, best.level), gameBoard(best.rules), best.margin)
      : null,
    recentTitle: recentWords(r.recent.length, won, r.recent.length - won - lost, lost),
    chart: r.recent.length >= CHART_LEAST,
    opponents: r.byOpponent.map((t) => row(opponentName(t.opponent), t)),
    boards: r.byFamily.map((t) => row(familyWords(t.family), t)),
    puzzles: [figure(r.puzzles.solved, FIGURE_WORDS.puzzles), figure(r.puzzles.streak, FIGURE_WORDS.daily)],
    bestWins: (r.bestWins.length > 1 ? r.bestWins : []).map((w) => ({
      result: resultWords(w.margin),
      // A win the coach helped to is said so, as Your games' row says it.
      where: `${beatenName(w.opponent, w.level)} · ${gameBoard(w.rules)}${w.hints ? ` · ${FIGURE_WORDS.withHelp}` : ''}`,
    })),
  };
}
