// The match saved after every move (`cell-division:v1:match`), read back for Resume. A save that
// parses but cannot be replayed (an older build's rules, a hand-edited value) counts as garbage:
// it is dropped with one notice, and the person starts fresh.

import { createAgent } from '../ai/index.ts';
import { moveNames, tryParseLayout, tryReplayRecord, type Position } from '../engine/index.ts';
import { SAVED_MATCH_KEY, type MatchSetup } from './match.ts';
import { isHuman } from './players.ts';
import { isRecord, type Store } from './storage.ts';

export interface SavedMatch {
  setup: MatchSetup;
  /** The moves played, as square numbers, to replay. */
  moves: number[];
  /** The moves by square name (for the Resume button's caption and the automation hook). */
  moveNames: string[];
}

interface SavedShape {
  layout: string;
  equalMoves: boolean;
  players: [string, string];
  record: string;
  over: boolean;
}

const isSavedShape = (v: unknown): v is SavedShape =>
  isRecord(v) && typeof v.layout === 'string' && typeof v.equalMoves === 'boolean' && typeof v.record === 'string' &&
  typeof v.over === 'boolean' && Array.isArray(v.players) && v.players.length === 2 &&
  v.players.every((p) => typeof p === 'string');

/** The unfinished match to resume, or null (none, finished, or unreadable — then it is removed). */
export function loadSavedMatch(store: Store): SavedMatch | null {
  const saved = store.read(SAVED_MATCH_KEY, isSavedShape);
  if (!saved) return null;
  if (saved.over) return null;
  const position = replaySaved(saved);
  if (!position || position.layout.id !== canonicalLayout(saved.layout) || !saved.players.every(knownPlayer)) {
    store.remove(SAVED_MATCH_KEY);
    store.report('garbage');
    return null;
  }
  if (position.isOver()) return null;
  return {
    setup: { layout: position.layout.id, equalMoves: saved.equalMoves, players: [saved.players[0], saved.players[1]] },
    moves: position.moves(),
    moveNames: moveNames(position),
  };
}

/** Forgets the saved match (the person chose a new game instead). */
export function forgetSavedMatch(store: Store): void {
  store.remove(SAVED_MATCH_KEY);
}

function replaySaved(saved: SavedShape): Position | null {
  try {
    const replay = tryReplayRecord(saved.record, { equalMoves: saved.equalMoves });
    return 'position' in replay ? replay.position : null;
  } catch {
    return null; // not even a record: garbage
  }
}

/** A layout id in its canonical spelling (a save from a build that kept `square:05` as given), or null. */
function canonicalLayout(id: string): string | null {
  const parsed = tryParseLayout(id);
  return 'layout' in parsed ? parsed.layout.id : null;
}

function knownPlayer(id: string): boolean {
  if (isHuman(id)) return true;
  try {
    createAgent(id);
    return true;
  } catch {
    return false;
  }
}
