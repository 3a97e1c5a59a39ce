// The save format of a match, written after every move (`cell-division:v1:match`) and read back
// for Resume. The save is the record (which starts with the rules id), the players and whether it
// is over, and for a game played on from a retry the move it was retried from (a save without it
// is a game of its own). Saves of the earlier shape, a plain layout id with a separate equal-moves flag, still
// load. A save that parses but cannot be replayed (a hand-edited value) counts as garbage: it is
// moved aside with one notice, and the person starts fresh. A save whose opponent fails a link's
// check (opponent-check.ts) keeps its board and moves and goes on against a stand-in. Each write
// carries a stamp (its revision and the match that wrote it), for two tabs writing at once (save-keeper.ts).

import { moveNames, tryParseRules, tryReplayRecord, writeRecord, type Position } from '../engine/index.ts';
import { opponentProblem, standInFor, standInWords } from './opponent-check.ts';
import { isSalt } from './game-salt.ts';
import { type MatchSetup, type PlayerId } from './players.ts';
import { isRecord, type Store } from './storage.ts';

export const SAVED_MATCH_KEY = 'match';

export interface SavedMatch {
  setup: MatchSetup;
  /** The moves played, as square numbers, to replay. */
  moves: number[];
  /** The moves by square name (for the Resume button's caption and the automation hook). */
  moveNames: string[];
}

interface SavedShape {
  /** The rules id; the earlier shape has `layout` and `equalMoves` instead. */
  rules?: string;
  layout?: string;
  equalMoves?: boolean;
  players: [string, string];
  record: string;
  over: boolean;
  /** The move of a finished game this one was retried from (MatchSetup.retryOf); absent for a game of its own. */
  retryOf?: number;
  /** The game's own number (MatchSetup.salt); absent in saves from before games had one. */
  salt?: number;
  /** The write's stamp (SaveStamp); absent in saves from before revisions. */
  rev?: number;
  by?: string;
}

const isSavedShape = (v: unknown): v is SavedShape =>
  isRecord(v) &&
  typeof v.record === 'string' &&
  typeof v.over === 'boolean' &&
  (typeof v.rules === 'string' || (typeof v.layout === 'string' && typeof v.equalMoves === 'boolean')) &&
  Array.isArray(v.players) &&
  v.players.length === 2 &&
  v.players.every((p) => typeof p === 'string') &&
  (v.retryOf === undefined ||
    (typeof v.retryOf === 'number' && Number.isInteger(v.retryOf) && v.retryOf > 0)) &&
  (v.salt === undefined || isSalt(v.salt));

/**
 * Which write of the save a value is: one more than the revision of the save it was written over,
 * by which match (a mark each match makes). A save from before revisions is revision 0, by nobody.
 */
export interface SaveStamp {
  rev: number;
  by: string;
}

/** A save's stamp and record (null: not a save). */
export interface SavedStamp extends SaveStamp {
  record: string;
}

/** Saves the match as it stands: its record, its players, whether it is over, the move it retries (if it does), the game's number (if it has one), and the write's stamp. Returns the value written, or null when storage refused it. */
export function saveMatch(
  store: Store,
  position: Position,
  players: readonly [PlayerId, PlayerId],
  retryOf: number | null,
  stamp: SaveStamp,
  salt?: number,
): object | null {
  const saved: SavedShape = {
    rules: position.rules.id,
    players: [players[0], players[1]],
    record: writeRecord(position),
    over: position.isOver(),
    ...(retryOf === null ? {} : { retryOf }),
    ...(salt === undefined ? {} : { salt }),
    rev: stamp.rev,
    by: stamp.by,
  };
  return store.write(SAVED_MATCH_KEY, saved) ? saved : null;
}

/** The stamp and record of a save's value, as read or as another tab's write carried it (null: none, or not a save). */
export function savedStamp(value: unknown): SavedStamp | null {
  if (!isRecord(value) || typeof value.record !== 'string') return null;
  const rev = typeof value.rev === 'number' && Number.isInteger(value.rev) && value.rev > 0 ? value.rev : 0;
  return { record: value.record, rev, by: typeof value.by === 'string' ? value.by : '' };
}

/** The unfinished match to resume, or null (none, finished, or unreadable — then it is moved aside). */
export function loadSavedMatch(store: Store): SavedMatch | null {
  const saved = store.read(SAVED_MATCH_KEY, isSavedShape);
  if (!saved) return null;
  if (saved.over) return null;
  const position = replaySaved(saved);
  if (!position || !sameRules(position, saved)) {
    store.putAside(SAVED_MATCH_KEY);
    return null;
  }
  if (position.isOver()) return null;
  const players = checkedPlayers(store, saved);
  return {
    setup: {
      rules: position.rules.id,
      players,
      ...(saved.retryOf === undefined ? {} : { retryOf: saved.retryOf }),
      ...(saved.salt === undefined ? {} : { salt: saved.salt }),
    },
    moves: position.moves(),
    moveNames: moveNames(position),
  };
}

/**
 * The save's stamp and record as this tab reads them now (null: none): a match compares them with
 * the ones it last wrote before saving, so a game played on in another tab is not written over by an older one.
 */
export function savedStampNow(store: Store): SavedStamp | null {
  return savedStamp(store.read(SAVED_MATCH_KEY, isRecord));
}

/** Forgets the saved match (the person chose a new game instead). */
export function forgetSavedMatch(store: Store): void {
  store.remove(SAVED_MATCH_KEY);
}

function replaySaved(saved: SavedShape): Position | null {
  try {
    const replay = tryReplayRecord(saved.record, { equalMoves: saved.equalMoves ?? false });
    return 'position' in replay ? replay.position : null;
  } catch {
    return null; // not even a record: garbage
  }
}

/** The record's rules are the ones the save names, in any spelling (a hand-edited save may disagree). */
function sameRules(position: Position, saved: SavedShape): boolean {
  const named = tryParseRules(saved.rules ?? `${saved.layout}${saved.equalMoves ? '/equal' : ''}`);
  return 'rules' in named && named.rules === position.rules;
}

/**
 * The save's players once each has passed a link's check. One that fails (a hand-edited
 * `expert:1000000000`, an opponent we don't have) is replaced by a stand-in: the save is written
 * again naming it once the original is kept aside to recover by hand, and the player is told once.
 */
function checkedPlayers(store: Store, saved: SavedShape): [PlayerId, PlayerId] {
  const players: [PlayerId, PlayerId] = [saved.players[0], saved.players[1]];
  const words: string[] = [];
  players.forEach((id, seat) => {
    const problem = opponentProblem(id);
    if (problem === null) return;
    players[seat] = standInFor(id);
    words.push(standInWords(id, problem, players[seat]));
  });
  if (words.length === 0) return players;
  // Where the original cannot be kept aside (storage full), the save is left as it was.
  if (store.keepAside(SAVED_MATCH_KEY, words.join(' '))) store.write(SAVED_MATCH_KEY, { ...saved, players });
  return players;
}

/**
 * The save as it stands now, and the way to put it back: the review's retry is a side trip whose
 * moves save themselves over it, and going back to the review must leave the game in progress as it was.
 */
export function keepSavedMatch(store: Store): () => void {
  const kept = store.read(SAVED_MATCH_KEY, isRecord);
  return () => {
    if (kept === null) store.remove(SAVED_MATCH_KEY);
    else store.write(SAVED_MATCH_KEY, kept);
  };
}
