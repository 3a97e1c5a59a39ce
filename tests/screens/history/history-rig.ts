// Finished games for the history's tests: real games played to the end with a seeded choice of
// moves, picked for the result wanted, and a Map-backed store with its notices recorded.
import { moveNames, parseRules, Position } from '../../../src/engine/index.ts';
import type { MatchResult } from '../../../src/game/events.ts';
import type { FinishedGame } from '../../../src/game/game-history.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';

/** A game on `rules` played with the moves a seeded generator picks. */
export function randomGame(rules: string, seed: number): { moves: string[]; scores: [number, number] } {
  const p = new Position(parseRules(rules));
  let s = seed * 2654435761 + 1;
  while (!p.isOver()) {
    const legal = p.legalMoveList();
    s = (s * 1103515245 + 12345) % 2147483648;
    p.play(legal[s % legal.length]!);
  }
  return { moves: moveNames(p), scores: [p.score(1), p.score(2)] };
}

/** Player 1's margin wanted: 'win' (at least `atLeast`), 'loss' or 'draw'. */
export function gameWhere(
  rules: string,
  want: 'win' | 'loss' | 'draw',
  atLeast = 1,
  from = 0,
): { moves: string[]; scores: [number, number] } {
  for (let seed = from; seed < from + 5000; seed++) {
    const g = randomGame(rules, seed);
    const m = g.scores[0] - g.scores[1];
    if (want === 'win' ? m >= atLeast : want === 'loss' ? m < 0 : m === 0) return g;
  }
  throw new Error(`no ${want} found on ${rules}`);
}

/** A finished game of the person (player 1) against `opponent`, ended at `endedAt`. */
export function personGame(
  rules: string,
  opponent: string,
  want: 'win' | 'loss' | 'draw',
  endedAt: number,
  extra: Partial<FinishedGame> = {},
  atLeast = 1,
): FinishedGame {
  const g = gameWhere(rules, want, atLeast, endedAt % 97);
  return { rules, players: ['human', opponent], names: ['You', opponent], ...g, endedAt, ...extra };
}

export function storeRig(): { storage: MemoryStorage; store: Store; problems: string[] } {
  const storage = new MemoryStorage();
  const problems: string[] = [];
  return { storage, store: new Store(storage, (p) => problems.push(p)), problems };
}

/** A finished match's result: the person (player 1) against `opponent`, with `more` on top (`kept`: its history id). */
export const matchResult = (
  rules: string,
  opponent: string,
  scores: [number, number],
  more: Partial<MatchResult> = {},
): MatchResult =>
  ({
    winner: scores[0] > scores[1] ? 1 : scores[0] < scores[1] ? 2 : 0,
    scores,
    players: ['human', opponent],
    rules,
    scoring: 'divisions',
    history: [[0, 0], scores],
    record: rules,
    ...more,
  }) as MatchResult;
