// What the menu says of the player's progress, without Phaser: where they stand on the ladder and
// the next step, started in one tap; the daily puzzle's streak of days played (a missed day said kindly). Read
// from the store each time the menu is drawn. Also the record on the Your games door (gamesDoor).

import { loadHistory } from '../../game/game-history.ts';
import { HUMAN, type PlayerId } from '../../game/players.ts';
import { dailyRun, loadPuzzleHistory } from '../../game/puzzle-history.ts';
import type { DayKey } from '../../game/puzzles.ts';
import type { Store } from '../../game/storage.ts';
import { dailyWords, ladderButton, stepWords } from './history-words.ts';
import { ladder } from './ladder.ts';
import { gameRecord } from './game-record.ts';
import { loadStats } from '../../game/stats.ts';
import { doorLines, doorSaid } from '../../words/games-door-words.ts';

export interface MenuProgress {
  /** The ladder's button: its words, the step it starts (null once every step has three stars). */
  ladder: {
    id: 'ladder-next';
    label: string;
    /** The step in words for the screen reader and the tooltip: "Step 3 of 14: Medium on a 5×5 board". */
    step: string | null;
    start: { rules: string; players: [PlayerId, PlayerId] } | null;
  };
  /** The line under "Today's puzzle" (its streak, a missed day said kindly). */
  daily: string;
  /** Whether today's daily is solved: its card says so. */
  solvedToday: boolean;
  /** Whether today's daily is played to its end (solved, or its answer shown): its card offers Play again rather than Solve. */
  playedToday: boolean;
  /** The daily's days in a row (today's too once played), and whether one was played before: for the card beside the today card. */
  streak: number;
  before: boolean;
}

export function menuProgress(store: Store, today: DayKey): MenuProgress {
  const l = ladder(loadHistory(store));
  const n = l.next ? l.steps.indexOf(l.next) + 1 : null;
  const puzzles = loadPuzzleHistory(store);
  const dailies = Object.values(puzzles).filter((t) => t.daily);
  const run = dailyRun(puzzles, today);
  const before =
    dailies.length > 0 || Object.values(puzzles).some((t) => (t.earlierDailies ?? []).length > 0);
  return {
    ladder: {
      id: 'ladder-next',
      label: ladderButton(n, l.steps.length),
      step: l.next && n !== null ? stepWords(n, l.steps.length, l.next.opponent, l.next.rules) : null,
      start: l.next ? { rules: l.next.rules, players: [HUMAN, l.next.opponent] } : null,
    },
    solvedToday: run.solvedToday,
    playedToday: run.playedToday,
    streak: run.days,
    before,
    daily: dailyWords({
      streak: run.days,
      firstTry: run.firstTry,
      solvedToday: run.solvedToday,
      shownToday: run.playedToday && !run.solvedToday,
      solvedBefore: before,
    }),
  };
}

/** The record on the menu's Your games door, once a game against the computer is kept; else null. */
export interface GamesDoor {
  id: 'history';
  /** Longest first ("5 games · 3 won · best run 3", "5 games · 3 won", "5 games"): the view draws the first that fits. */
  lines: string[];
  /** The same for the screen reader, said after the door's name. */
  said: string;
}

/** The Your games door's record, the Record tab's own figures (games, wins, best run), or null before a game. */
export function gamesDoor(store: Store, today: DayKey): GamesDoor | null {
  const { overall } = gameRecord(loadHistory(store), loadStats(store), loadPuzzleHistory(store), today);
  if (overall.games === 0) return null;
  const f = { games: overall.games, wins: overall.wins, best: overall.best };
  return { id: 'history', lines: doorLines(f), said: doorSaid(f) };
}
