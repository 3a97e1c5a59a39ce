// The person's record, kept on the device with the settings: per rules (the layout id, with
// `/equal` for equal moves) and per opponent kind, the games, wins, draws, losses, the best
// winning margin and the current streak (wins in a row as a positive number, losses in a row as a
// negative one, 0 after a draw). Read entry by entry: garbage in storage drops only itself.

import { agentKind, type PlayerId } from './players.ts';
import { quoteInput } from '../engine/index.ts';
import { isRecord, type SpoiltEntry, type Store } from './storage.ts';

export interface Tally {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** The largest margin of a win (0 before the first win). */
  bestMargin: number;
  /** +n: the last n games won; −n: the last n lost; 0: the last was a draw. */
  streak: number;
  /** Of the games, how many the person asked the coach for a hint in. */
  hinted?: number;
}

/** `{[rulesId]: {[opponentId]: Tally}}`. */
export type Stats = Record<string, Record<string, Tally>>;

const KEY = 'stats';
const COUNTS = ['games', 'wins', 'draws', 'losses', 'bestMargin'] as const;

/** The opponent a game is kept under: its kind (`adaptive:0.42` is `adaptive`). */
export function opponentKey(opponent: PlayerId): string {
  return agentKind(opponent);
}

function readTally(v: unknown): Tally | null {
  if (!isRecord(v)) return null;
  const t = { streak: 0 } as Tally;
  for (const k of COUNTS) {
    const n = v[k];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return null;
    t[k] = n;
  }
  if (typeof v.streak === 'number' && Number.isInteger(v.streak)) t.streak = v.streak;
  if (typeof v.hinted === 'number' && Number.isInteger(v.hinted) && v.hinted >= 0 && v.hinted <= t.games)
    t.hinted = v.hinted;
  // Counts that do not add up are not the game's own writing.
  if (t.wins + t.draws + t.losses !== t.games || Math.abs(t.streak) > t.games) return null;
  return t;
}

export function loadStats(store: Store): Stats {
  const saved = store.read(KEY, isRecord);
  const stats: Stats = {};
  if (!saved) return stats;
  const spoilt: SpoiltEntry[] = [];
  const kept: Record<string, Record<string, unknown>> = {};
  for (const [rules, byOpponent] of Object.entries(saved)) {
    if (!isRecord(byOpponent)) {
      spoilt.push({ label: quoteInput(rules, 30), value: { [rules]: byOpponent } });
      continue;
    }
    for (const [opponent, value] of Object.entries(byOpponent)) {
      const tally = readTally(value);
      if (tally) {
        (stats[rules] ??= {})[opponent] = tally;
        (kept[rules] ??= {})[opponent] = value;
      } else
        spoilt.push({
          label: `${quoteInput(rules, 30)} against ${quoteInput(opponent, 30)}`,
          value: { [rules]: { [opponent]: value } },
        });
    }
  }
  // A spoilt tally is left out by name; the others are kept as they are.
  store.dropEntries(KEY, kept, spoilt);
  return stats;
}

/** Adds one finished game (`margin` is the person's score less the opponent's); returns its tally. */
export function recordGame(store: Store, rules: string, opponent: string, margin: number): Tally {
  const stats = loadStats(store);
  const t = ((stats[rules] ??= {})[opponent] ??= {
    games: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    bestMargin: 0,
    streak: 0,
  });
  t.games++;
  if (margin > 0) {
    t.wins++;
    t.bestMargin = Math.max(t.bestMargin, margin);
    t.streak = t.streak > 0 ? t.streak + 1 : 1;
  } else if (margin < 0) {
    t.losses++;
    t.streak = t.streak < 0 ? t.streak - 1 : -1;
  } else {
    t.draws++;
    t.streak = 0;
  }
  store.write(KEY, stats);
  return { ...t };
}

/** Marks the game just recorded (by recordGame) as one the person used hints in. */
export function recordHintsUsed(store: Store, rules: string, opponent: string): void {
  const stats = loadStats(store);
  const t = stats[rules]?.[opponent];
  if (!t || (t.hinted ?? 0) >= t.games) return;
  t.hinted = (t.hinted ?? 0) + 1;
  store.write(KEY, stats);
}

/** One line a person reads: "3 games: 2 won, 1 lost · best win by 6 · 2 wins in a row". */
export function tallyLine(t: Tally): string {
  const parts = [
    `${t.games} game${t.games === 1 ? '' : 's'}: ${t.wins} won, ${t.draws} drawn, ${t.losses} lost`,
  ];
  if (t.bestMargin > 0) parts.push(`best win by ${t.bestMargin}`);
  if (t.streak > 1) parts.push(`${t.streak} wins in a row`);
  if (t.streak < -1) parts.push(`${-t.streak} losses in a row`);
  return parts.join(' · ');
}
