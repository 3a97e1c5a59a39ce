// The games finished on this device: the last HISTORY_CAP, oldest dropped first, each with its
// rules, players and names, scores, moves, when it ended, whether hints were used (and which moves
// help pointed at) and whether it counts (a game played on from a retry does not). Kept under one versioned key and read entry by
// entry, as the saves are: an entry that cannot be replayed to its scores drops only itself, and
// the caller hears how many were dropped so it can say so. A write that fails (full or blocked
// storage) is told through the store and returns false; the game goes on.

import { tryReplayRecord } from '../engine/index.ts';
import { isSalt } from './game-salt.ts';
import {
  followedHelp,
  readHelpedMoves,
  readHelpTaken,
  sawAnyHelp,
  type HelpedMoves,
  type HelpTaken,
} from './help-taken.ts';
import { isHuman, type PlayerId } from './players.ts';
import { isRecord, type Store } from './storage.ts';

export const HISTORY_KEY = 'history';
/** 2: a game may keep which moves help pointed at (helpedMoves); version 1's games read as none known. */
export const HISTORY_VERSION = 2;
export const HISTORY_CAP = 200;

export interface KeptGame {
  /** One game's own key, the same on every device that keeps it: imports never add it twice. */
  id: string;
  /** The rules id it was played under. */
  rules: string;
  players: [PlayerId, PlayerId];
  /** The names the players went by (a person's own name with two people on one device). */
  names: [string, string];
  scores: [number, number];
  /** 1 or 2, or 0 for a draw. */
  winner: 0 | 1 | 2;
  /** The moves by square name, as in a game record. */
  moves: string[];
  /** When it ended, in milliseconds since 1970 (UTC). */
  endedAt: number;
  /** Whether the person played a move the coach's help pointed at (the ladder's third star reads it). */
  hints: boolean;
  /** The help taken by kind, for the row's words ("With 1 hint"); absent on games kept before it was. */
  help?: HelpTaken;
  /** Which of the person's moves help pointed at, by kind, for the review; absent where none is known (older games, no help). */
  helpedMoves?: HelpedMoves;
  /** False for a game played on from a retry: it is kept, but it is not in the record. */
  counts: boolean;
  /** The move of the finished game it was retried from, for a game played on from a retry. */
  retryOf?: number;
  /** The game's own number (MatchSetup.salt), for a review, retry or link to replay it; absent before games had one. */
  salt?: number;
}

/** What reading the history found: the games, oldest first, and how many entries had to be left out. */
export interface HistoryRead {
  games: KeptGame[];
  dropped: number;
}

/** A game's key: when it ended, its rules and its moves (two games never share all three). */
export function gameId(rules: string, moves: readonly string[], endedAt: number): string {
  return `${endedAt.toString(36)}:${rules}:${moves.join('')}`;
}

const isPair = <T>(v: unknown, item: (x: unknown) => x is T): v is [T, T] =>
  Array.isArray(v) && v.length === 2 && item(v[0]) && item(v[1]);
const isString = (x: unknown): x is string => typeof x === 'string';
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/**
 * One entry as the game wrote it, or null. Its moves are replayed under its rules: a hand-edited or
 * broken entry whose scores or winner disagree with its moves is not the game's own writing.
 */
export function readKeptGame(v: unknown): KeptGame | null {
  if (!isRecord(v)) return null;
  const { rules, players, names, scores, moves, endedAt, hints, counts, retryOf, salt, help, helpedMoves } =
    v;
  if (!isString(rules) || !isPair(players, isString) || !isPair(names, isString) || !isPair(scores, isCount))
    return null;
  if (!Array.isArray(moves) || !moves.every(isString) || !isCount(endedAt)) return null;
  if (typeof hints !== 'boolean' || typeof counts !== 'boolean') return null;
  if (retryOf !== undefined && !(isCount(retryOf) && retryOf > 0)) return null;
  if (salt !== undefined && !isSalt(salt)) return null;
  const taken = help === undefined ? null : readHelpTaken(help);
  if (help !== undefined && taken === null) return null;
  // Which moves had help only tells the review; where it cannot be read the game is still the
  // game, read as one whose moves' help is not known (as a game kept before it was).
  const byMove = helpedMoves === undefined ? null : readHelpedMoves(helpedMoves, moves.length);
  let replay;
  try {
    replay = tryReplayRecord([rules, ...moves].join(' '));
  } catch {
    return null;
  }
  if (!('position' in replay)) return null;
  const p = replay.position;
  if (!p.isOver() || p.score(1) !== scores[0] || p.score(2) !== scores[1]) return null;
  const winner = (p.winner() ?? 0) as 0 | 1 | 2;
  const rulesId = p.rules.id;
  return {
    id: gameId(rulesId, moves, endedAt),
    rules: rulesId,
    players: [players[0], players[1]],
    names: [names[0], names[1]],
    scores: [scores[0], scores[1]],
    winner,
    moves: [...moves],
    endedAt,
    hints,
    counts,
    ...(retryOf === undefined ? {} : { retryOf }),
    ...(salt === undefined ? {} : { salt }),
    ...(taken === null ? {} : { help: taken }),
    ...(byMove === null ? {} : { helpedMoves: byMove }),
  };
}

/** The kept games, oldest first (at most HISTORY_CAP), and how many broken entries were left out. */
export function readHistory(store: Store): HistoryRead {
  const saved = store.read(HISTORY_KEY, isRecord);
  if (!saved) return { games: [], dropped: 0 };
  const entries = Array.isArray(saved.games) ? saved.games : null;
  if (entries === null) return { games: [], dropped: 1 };
  const games: KeptGame[] = [];
  let dropped = 0;
  for (const entry of entries) {
    const game = readKeptGame(entry);
    if (game && !games.some((g) => g.id === game.id)) games.push(game);
    else dropped++;
  }
  return { games: inOrder(games), dropped };
}

/**
 * The kept games, oldest first. Broken entries are left out and the history written back without
 * them, so `onDropped` hears of them once.
 */
export function loadHistory(store: Store, onDropped?: (count: number) => void): KeptGame[] {
  const read = readHistory(store);
  if (read.dropped > 0) {
    writeHistory(store, read.games);
    onDropped?.(read.dropped);
  }
  return read.games;
}

/** Oldest first by when they ended, the newest HISTORY_CAP kept. */
function inOrder(games: KeptGame[]): KeptGame[] {
  const sorted = [...games].sort((a, b) => a.endedAt - b.endedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return sorted.slice(Math.max(0, sorted.length - HISTORY_CAP));
}

/** Writes the games (oldest first, capped); false when storage is full or blocked. */
export function writeHistory(store: Store, games: readonly KeptGame[]): boolean {
  return store.write(HISTORY_KEY, { version: HISTORY_VERSION, games: inOrder([...games]) });
}

/** Adds games not kept yet (by id); returns how many were new, and whether the write worked. */
export function addGames(
  store: Store,
  games: readonly KeptGame[],
  onDropped?: (count: number) => void,
): { added: number; written: boolean } {
  const kept = loadHistory(store, onDropped);
  const ids = new Set(kept.map((g) => g.id));
  const fresh = games.filter((g) => !ids.has(g.id) && (ids.add(g.id), true));
  if (fresh.length === 0) return { added: 0, written: true };
  return { added: fresh.length, written: writeHistory(store, [...kept, ...fresh]) };
}

/** What a finished game brings to the history. */
export interface FinishedGame {
  rules: string;
  players: readonly [PlayerId, PlayerId];
  names: readonly [string, string];
  scores: readonly [number, number];
  moves: readonly string[];
  endedAt: number;
  hints?: boolean;
  retryOf?: number | null;
  /** False for a game that is not counted for another reason (the fallback opponent stood in). */
  counts?: boolean;
  /** The game's own number (MatchSetup.salt), when it has one. */
  salt?: number;
}

/** Keeps one finished game; returns it as kept, with whether the write worked. */
export function keepGame(store: Store, finished: FinishedGame): { game: KeptGame | null; written: boolean } {
  const game = readKeptGame({
    ...finished,
    hints: finished.hints ?? false,
    counts: finished.retryOf == null && finished.counts !== false,
    retryOf: finished.retryOf ?? undefined,
    salt: finished.salt,
  });
  if (!game) return { game: null, written: false };
  return { game, written: addGames(store, [game]).written };
}

/** Marks a kept game as one the person used hints in (the coach is asked during the game, the game kept at its end). */
export function markHintsUsed(store: Store, id: string): boolean {
  const games = loadHistory(store);
  const game = games.find((g) => g.id === id);
  if (!game || game.hints) return false;
  game.hints = true;
  return writeHistory(store, games);
}

/**
 * Keeps the help the person took in a kept game, by kind (the row then says "With 1 hint", "Looked
 * at Best moves"), and `helped`, which moves it pointed at (the review reopened from Your games
 * says so there); a move played as help pointed marks it as a game with help, as markHintsUsed does.
 */
export function markHelpTaken(store: Store, id: string, help: HelpTaken, helped?: HelpedMoves): boolean {
  if (!sawAnyHelp(help)) return false;
  const games = loadHistory(store);
  const game = games.find((g) => g.id === id);
  if (!game) return false;
  game.help = { ...help };
  const byMove = helped === undefined ? null : readHelpedMoves(helped, game.moves.length);
  if (byMove && byMove.hints.length + byMove.bestMoves.length > 0) game.helpedMoves = byMove;
  game.hints ||= followedHelp(help);
  return writeHistory(store, games);
}

/** Which player (0 or 1) is the one person against an opponent, or null (two people, or two opponents). */
export function personOf(game: Pick<KeptGame, 'players'>): 0 | 1 | null {
  const humans = game.players.map(isHuman);
  return humans[0] === humans[1] ? null : humans[0] ? 0 : 1;
}
