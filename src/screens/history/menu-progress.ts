// What the menu says of the player's progress, without Phaser: where they stand on the ladder and
// the next step, started in one tap; the daily puzzle's streak of days played (a missed day said kindly). Read
// from the store each time the menu is drawn.

import { loadHistory } from '../../game/game-history.ts';
import { HUMAN, type PlayerId } from '../../game/players.ts';
import { dailyRun, loadPuzzleHistory } from '../../game/puzzle-history.ts';
import type { DayKey } from '../../game/puzzles.ts';
import type { Store } from '../../game/storage.ts';
import { dailyWords, ladderButton, stepWords } from './history-words.ts';
import { ladder } from './ladder.ts';

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
}

export function menuProgress(store: Store, today: DayKey): MenuProgress {
  const l = ladder(loadHistory(store));
  const n = l.next ? l.steps.indexOf(l.next) + 1 : null;
  const puzzles = loadPuzzleHistory(store);
  const dailies = Object.values(puzzles).filter((t) => t.daily);
  const run = dailyRun(puzzles, today);
  return {
    ladder: {
      id: 'ladder-next',
      label: ladderButton(n, l.steps.length),
      step: l.next && n !== null ? stepWords(n, l.steps.length, l.next.opponent, l.next.rules) : null,
      start: l.next ? { rules: l.next.rules, players: [HUMAN, l.next.opponent] } : null,
    },
    solvedToday: run.solvedToday,
    playedToday: run.playedToday,
    daily: dailyWords({
      streak: run.days,
      firstTry: run.firstTry,
      solvedToday: run.solvedToday,
      shownToday: run.playedToday && !run.solvedToday,
      solvedBefore:
        dailies.length > 0 || Object.values(puzzles).some((t) => (t.earlierDailies ?? []).length > 0),
    }),
  };
}
