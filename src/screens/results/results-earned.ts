// What a finished game earned, decided without Phaser: on a ladder step, whether it cleared the
// step, the stars it has and which are new, and the next step to offer; in the record, one line of
// the best thing it did (a new best streak over all games, a first or best win against this
// opponent here, a streak): one line is a moment, three were a list nobody read. Read from the kept
// games (the game itself among them once kept; added here when it could not be kept) and the tally.

import type { MatchResult } from '../../game/events.ts';
import { personOf, type KeptGame } from '../../game/game-history.ts';
import { agentKind, HUMAN, type PlayerId } from '../../game/players.ts';
import { opponentName, stepBoard, stepWords } from '../history/history-words.ts';
import { LADDER, stepOutcome, type LadderStep } from '../history/ladder.ts';
import {
  bestEarned,
  bestStreakEarned,
  newStarsWords,
  stepResultWords,
  streakEarned,
} from '../../words/results-words.ts';
import { clearedAheadWords, starsLine, stepTipWords } from '../../words/ladder-star-words.ts';

export interface LadderOutcome {
  /** The step's place (1-based) and the ladder's length. */
  n: number;
  total: number;
  /** "Step 3 of 11: Medium on a 5×5 board". */
  step: string;
  /** "Step 3 cleared", or what clears it. */
  line: string;
  cleared: boolean;
  /** The step's stars after this game, and those this game added. */
  stars: [boolean, boolean, boolean];
  newStars: [boolean, boolean, boolean];
  /** "2 new stars", or ''. */
  starsLine: string;
  /** Each star held (★) or missed (☆) and why, or before a win what each is for. */
  starsWhy: string;
  /** After a step lost or drawn: its lesson for the next try; else null. */
  tip: string | null;
  /** After a clear: the next step, what it is played on and how it starts; null at the top. */
  next: { n: number; on: string; start: { rules: string; players: [PlayerId, PlayerId] } } | null;
}

export interface Earned {
  ladder: LadderOutcome | null;
  /** What the game earned beyond the ladder, at most one line: a new best streak, a first or best win, a streak. */
  lines: string[];
}

/**
 * The person's streak of wins over every counted game, once this game's win is added, and the best
 * streak before it: from the kept games in the order they ended.
 */
export function streakAfterWin(before: readonly KeptGame[]): { now: number; best: number } {
  let current = 0;
  let best = 0;
  for (const g of [...before].sort((a, b) => a.endedAt - b.endedAt)) {
    const person = personOf(g);
    if (!g.counts || person === null) continue;
    current = g.winner === person + 1 ? current + 1 : 0;
    best = Math.max(best, current);
  }
  return { now: current + 1, best };
}

/** What `result` earned, from the kept games (this one among them or not) and whether help was asked for. */
export function earnedBy(
  result: MatchResult,
  kept: readonly KeptGame[],
  usedHelp: boolean,
  steps: readonly LadderStep[] = LADDER,
): Earned {
  const person = personOf(result);
  const counts = result.retryOf === undefined && !result.standIn;
  if (person === null || !counts) return { ladder: null, lines: [] };
  const margin = result.scores[person] - result.scores[1 - person]!;
  const opponent = agentKind(result.players[1 - person]!);
  const before = kept.filter((g) => g.id !== result.kept);
  const t = result.tally;
  const said =
    margin > 0
      ? (bestStreakEarned(streakAfterWin(before)) ??
        (t ? (bestEarned(t, margin, opponentName(opponent)) ?? streakEarned(t.streak)) : null))
      : null;
  const lines = said ? [said] : [];
  const self: KeptGame = {
    id: result.kept ?? 'this-game',
    rules: result.rules,
    players: result.players,
    names: ['', ''],
    scores: result.scores,
    winner: result.winner,
    moves: [],
    endedAt: Math.max(0, ...before.map((g) => g.endedAt)) + 1,
    hints: usedHelp,
    counts: true,
  };
  // What this game did on the ladder and where the player stands after it: the ladder's own say.
  const o = stepOutcome(before, self, steps);
  if (!o) return { ladder: null, lines };
  const n = o.at + 1;
  const following = o.current;
  // This game's own facts when it won (its margin, its help); after a loss, the step's best so far.
  const why =
    margin > 0
      ? starsLine({ stars: o.step.stars, margin: o.step.margin, bestWin: margin }, true)
      : starsLine({ stars: o.step.stars, margin: o.step.margin, bestWin: o.step.bestWin }, false);
  return {
    ladder: {
      n,
      total: steps.length,
      step: stepWords(n, steps.length, o.step.opponent, o.step.rules),
      line: o.ahead ? clearedAheadWords(n) : stepResultWords(n, o.cleared),
      cleared: o.cleared,
      stars: o.step.stars,
      newStars: o.newStars,
      starsLine: newStarsWords(o.newStars.filter(Boolean).length),
      // All three held, some just earned: the full stars and "3 new stars" say it; what each is for is
      // one more grey line between the stars and the next step.
      starsWhy: o.step.stars.every(Boolean) && o.newStars.some(Boolean) ? '' : why,
      tip: o.cleared ? null : stepTipWords(o.step.teaches),
      next:
        o.cleared && following && o.currentAt > o.at
          ? {
              n: o.currentAt + 1,
              on: `${opponentName(following.opponent)} on ${stepBoard(following.rules)}`,
              start: { rules: following.rules, players: [HUMAN, following.opponent] },
            }
          : null,
    },
    lines,
  };
}
