// The person's record as figures, from the kept games and the tally (stats.ts): totals per opponent
// and per board family with their sample sizes, streaks (current and best, per opponent and
// overall), the best margins, and the puzzles. Computed, never stored, so they survive a reload
// as the history and the tally do. Only games that count, a person against an opponent, are in it.

import { personOf, type KeptGame } from '../../game/game-history.ts';
import { agentKind } from '../../game/players.ts';
import { opponentStrength } from '../../game/opponent-strength.ts';
import { levelOfAgent } from '../../game/skill.ts';
import { puzzleStreak, puzzlesSolved, type PuzzleHistory } from '../../game/puzzle-history.ts';
import type { DayKey } from '../../game/puzzles.ts';
import type { Stats } from '../../game/stats.ts';

/** Below this many games a win rate is not given: three games make no "33%". */
export const RATE_SAMPLE = 10;

export interface Totals {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** Wins over games, or null when there are fewer than RATE_SAMPLE games to tell by. */
  rate: number | null;
}

export interface Streaks {
  /** Wins in a row up to the last game (0 when the last was not a win). */
  current: number;
  /** The most wins in a row. */
  best: number;
}

/** A game from the person's side: what it was, the margin (theirs less the opponent's). */
export interface PersonGame {
  rules: string;
  /** The opponent's kind: `easy`, … `adaptive`. */
  opponent: string;
  /** Adaptive's level in that game (1 to 10), null for the others. */
  level: number | null;
  /** How strong the opponent was, 1 to 10 (opponent-strength.ts): a best win is ranked by it first. */
  strength: number;
  family: string;
  margin: number;
  hints: boolean;
  endedAt: number;
  id: string;
  /** The game's own number, absent before games had one (game/game-salt.ts). */
  salt?: number;
}

export interface GameRecord {
  overall: Totals & Streaks;
  byOpponent: ({ opponent: string; bestMargin: number } & Totals & Streaks)[];
  byFamily: ({ family: string } & Totals)[];
  /** The best wins kept, best first (at most three): over the strongest opponent, then the widest. */
  bestWins: PersonGame[];
  /** Wins and losses of the last games, oldest first (at most 20): 1 won, 0 drawn, −1 lost. */
  recent: (1 | 0 | -1)[];
  puzzles: { solved: number; streak: number };
}

/** The layout family of a rules id: `hex:5/connections` is `hex`, a built board `custom`. */
export function familyOf(rules: string): string {
  return rules.split('/')[0]!.split(':')[0]!;
}

/** The counted games a person played against an opponent, oldest first, from the person's side. */
export function personGames(games: readonly KeptGame[]): PersonGame[] {
  const out: PersonGame[] = [];
  for (const g of games) {
    const person = personOf(g);
    if (!g.counts || person === null) continue;
    out.push({
      rules: g.rules,
      opponent: agentKind(g.players[1 - person]!),
      level: levelOfAgent(g.players[1 - person]!),
      strength: opponentStrength(g.players[1 - person]!),
      family: familyOf(g.rules),
      margin: g.scores[person] - g.scores[1 - person]!,
      hints: g.hints,
      endedAt: g.endedAt,
      id: g.id,
      ...(g.salt === undefined ? {} : { salt: g.salt }),
    });
  }
  return out.sort((a, b) => a.endedAt - b.endedAt);
}

function totalsOf(counts: { games: number; wins: number; draws: number; losses: number }): Totals {
  return { ...counts, rate: counts.games >= RATE_SAMPLE ? counts.wins / counts.games : null };
}

function streaksOf(games: readonly PersonGame[]): Streaks {
  let current = 0;
  let best = 0;
  for (const g of games) {
    current = g.margin > 0 ? current + 1 : 0;
    best = Math.max(best, current);
  }
  return { current, best };
}

type Counts = {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  bestMargin: number;
  streak: number;
};

/**
 * The counts per rules and opponent: the tally's where it holds at least the kept games (it counts
 * games older than the history's 200), else the kept games' own (a tally lost or reset).
 */
function countsByKey(
  games: readonly PersonGame[],
  stats: Stats,
): Map<string, Counts & { rules: string; opponent: string }> {
  const keyed = new Map<string, Counts & { rules: string; opponent: string }>();
  for (const g of games) {
    const key = `${g.rules} ${g.opponent}`;
    const c = keyed.get(key) ?? {
      rules: g.rules,
      opponent: g.opponent,
      games: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      bestMargin: 0,
      streak: 0,
    };
    c.games++;
    if (g.margin > 0) c.wins++;
    else if (g.margin < 0) c.losses++;
    else c.draws++;
    c.bestMargin = Math.max(c.bestMargin, g.margin);
    c.streak = g.margin > 0 ? Math.max(c.streak, 0) + 1 : 0;
    keyed.set(key, c);
  }
  for (const [rules, byOpponent] of Object.entries(stats)) {
    for (const [opponent, t] of Object.entries(byOpponent)) {
      const key = `${rules} ${opponent}`;
      const fromGames = keyed.get(key);
      if (!fromGames || t.games >= fromGames.games) {
        keyed.set(key, {
          rules,
          opponent,
          ...t,
          bestMargin: Math.max(t.bestMargin, fromGames?.bestMargin ?? 0),
        });
      }
    }
  }
  return keyed;
}

function sum<K extends string>(rows: Iterable<Counts & Record<K, string>>, by: K): Map<string, Counts> {
  const out = new Map<string, Counts>();
  for (const r of rows) {
    const c = out.get(r[by]) ?? { games: 0, wins: 0, draws: 0, losses: 0, bestMargin: 0, streak: 0 };
    c.games += r.games;
    c.wins += r.wins;
    c.draws += r.draws;
    c.losses += r.losses;
    c.bestMargin = Math.max(c.bestMargin, r.bestMargin);
    c.streak = Math.max(c.streak, r.streak, 0);
    out.set(r[by], c);
  }
  return out;
}

/** The record from the kept games, the tally and the puzzles, on `today`. */
export function gameRecord(
  kept: readonly KeptGame[],
  stats: Stats,
  puzzles: PuzzleHistory,
  today: DayKey,
): GameRecord {
  const games = personGames(kept);
  const keyed = [...countsByKey(games, stats).values()];
  const perOpponent = sum(keyed, 'opponent');
  const perFamily = sum(
    keyed.map((k) => ({ ...k, family: familyOf(k.rules) })),
    'family',
  );
  const all = sum(
    keyed.map((k) => ({ ...k, all: '' })),
    'all',
  ).get('') ?? { games: 0, wins: 0, draws: 0, losses: 0, bestMargin: 0, streak: 0 };
  const overallStreaks = streaksOf(games);
  const byOpponent = [...perOpponent]
    .map(([opponent, c]) => {
      const theirs = games.filter((g) => g.opponent === opponent);
      // Games from before the history began: the tally's streak (one board's) is all there is.
      const s = theirs.length > 0 ? streaksOf(theirs) : { current: c.streak, best: c.streak };
      return { opponent, bestMargin: c.bestMargin, ...totalsOf(c), ...s };
    })
    .sort((a, b) => b.games - a.games || a.opponent.localeCompare(b.opponent));
  return {
    overall: {
      ...totalsOf(all),
      ...(games.length > 0 ? overallStreaks : { current: all.streak, best: all.streak }),
    },
    byOpponent,
    byFamily: [...perFamily]
      .map(([family, c]) => ({ family, ...totalsOf(c) }))
      .sort((a, b) => b.games - a.games || a.family.localeCompare(b.family)),
    bestWins: games
      .filter((g) => g.margin > 0)
      // A win over a stronger opponent is the better win, whatever the margin (a win by 24 over
      // Easy is not better than one by 19 over Medium); between equals, the wider, then the newer.
      .sort((a, b) => b.strength - a.strength || b.margin - a.margin || b.endedAt - a.endedAt)
      .slice(0, 3),
    recent: games.slice(-20).map((g) => (g.margin > 0 ? 1 : g.margin < 0 ? -1 : 0)),
    puzzles: { solved: puzzlesSolved(puzzles), streak: puzzleStreak(puzzles, today) },
  };
}
