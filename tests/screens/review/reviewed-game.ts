// A finished game in Node, as the review and the retry see it: a match against an opponent played
// to its last move by the person, the save and the statistics in a memory store, the review model
// with a review client that runs here, and the retry model with ports over a match in play.
import type { HelpKind } from '../../../src/words/ladder-star-words.ts';
import { ReviewClient } from '../../../src/ai/coach/review-client.ts';
import { AgentClient } from '../../../src/ai/client.ts';
import { parseLayout, parseRules, Position, readSquareName, writeRecord } from '../../../src/engine/index.ts';
import { Match, type MatchSetup } from '../../../src/game/match.ts';
import type { People } from '../../../src/game/people.ts';
import { MemoryStorage, Store, STORAGE_PREFIX } from '../../../src/game/storage.ts';
import { keepSavedMatch, SAVED_MATCH_KEY } from '../../../src/game/saved-match.ts';
import { makeReviewKept } from '../../../src/screens/review/review-kept.ts';
import { analyseRecord, type MoveReview } from '../../../src/ai/coach/analyse.ts';
import { ReviewModel, type ReviewAnalyst } from '../../../src/screens/review/review-model.ts';
import type { PlayerId } from '../../../src/game/players.ts';

/** A review analyst that hands the review model `moves` as they are, at once, and is done. */
export function givenAnalyst(moves: readonly MoveReview[]): ReviewAnalyst {
  return {
    analyse: async (_record, onMove) => {
      for (const r of moves) onMove(r);
      return { done: true, ms: 0 };
    },
    cancel: () => {},
  };
}

/** A review model opened on `record` (the person first, against `opponent`) whose analysis is `moves`, once analysed. */
export async function openedReview(
  record: string,
  opponent: string,
  ply: number,
  moves: readonly MoveReview[],
  helped: ReadonlyMap<number, HelpKind> = new Map(),
): Promise<ReviewModel> {
  const model = new ReviewModel(() => givenAnalyst(moves));
  const match = {
    record: () => record,
    players: ['human', opponent] as const,
    position: { ply },
    result: {},
  };
  model.open({ ...match, players: ['human', opponent] }, undefined, { changed: () => {} }, helped);
  await until(() => model.snapshot().end !== null, 'the review');
  return model;
}

export const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

export async function idle(match: Match): Promise<void> {
  for (let i = 0; i < 400 && match.busy; i++) await tick();
}

export async function until(done: () => boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await tick(10);
  }
}

export function squares(layout: string, names: readonly string[]): number[] {
  const l = parseLayout(layout);
  return names.map((n) => {
    const r = readSquareName(l, n);
    if (!('square' in r)) throw new Error(`no square ${n}`);
    return r.square;
  });
}

/** The page in Node: the match in play, the store, the notices shown, the review and retry models. */
export function reviewPage(people?: People) {
  const storage = new MemoryStorage();
  const store = new Store(storage);
  const client = new AgentClient();
  const page = {
    store,
    /** The saved game as the page's storage holds it. */
    savedGame: () => storage.getItem(`${STORAGE_PREFIX}${SAVED_MATCH_KEY}`),
    people,
    match: null as Match | null,
    notices: [] as string[],
    /** The matches the person saw a hint or Best moves in. */
    helped: new WeakSet<Match>(),
    changes: 0,
    newMatch(setup: MatchSetup, moves: readonly number[] = []): Match {
      page.match?.dispose();
      const match = new Match(setup, { client, store, moves, minThinkMs: 0 });
      page.match = match;
      match.start();
      return match;
    },
    kept: null as unknown as ReturnType<typeof makeReviewKept>,
    view: {
      changed: () => {
        page.changes++;
      },
    },
  };
  page.kept = makeReviewKept(() => new ReviewClient(), {
    match: () => page.match,
    newMatch: (setup, moves) => page.newMatch(setup, moves),
    restore: (match) => {
      page.match = match;
    },
    keepSave: () => keepSavedMatch(store),
    notice: (words) => {
      page.notices.push(words);
    },
    warn: () => {},
    helped: (match) => page.helped.has(match),
  });
  return page;
}

/** Plays `moves` (by name) on `layout` between `players`, all but the last loaded, the last played live; returns the page. */
export async function finishedGame(
  layout: string,
  players: [string, string],
  moves: readonly string[],
  people?: People,
) {
  const page = reviewPage(people);
  const all = squares(layout, moves);
  const match = page.newMatch({ rules: layout, players }, all.slice(0, -1));
  await idle(match);
  // The last move is the person's, or the opponent's own (its only square left).
  if (!match.result && !match.play(all.at(-1)!))
    throw new Error(`the last move was refused at ply ${match.position.ply} of ${all.length}`);
  await idle(match);
  if (!match.result) throw new Error('the game did not end');
  return page;
}

/** Opens the review of the finished game in play and waits for every move to be reviewed. */
export async function reviewed(page: ReturnType<typeof reviewPage>) {
  const model = page.kept.review;
  model.open(page.match!, page.people, page.view);
  await until(() => model.snapshot().end !== null, 'the review');
  return model;
}

/**
 * square:4, the person first: best moves from both sides but the person's d3 at move 3, which gave
 * away 1 point (the review's tests of what counts as costly, and of the contrast).
 */
export const NEAR_BEST_MOVES = 'a4 b4 d3 b3 c3 b2 c2 d2 a2 c4 c1 a3 b1 d4 a1 d1'.split(' ');

/** The record of NEAR_BEST_MOVES on square:4. */
export function nearBestRecord(): string {
  const p = new Position(parseRules('square:4'));
  for (const s of squares('square:4', NEAR_BEST_MOVES)) p.play(s);
  return writeRecord(p);
}

/**
 * The review model over NEAR_BEST_MOVES, its moves' reviews passed through `change` first; at
 * `from`, or where it turned (`turned`), once the review is done.
 */
export async function reviewNearBest(
  change: (r: MoveReview) => MoveReview = (r) => r,
  turned = false,
  from?: number,
  players: [PlayerId, PlayerId] = ['human', 'easy'],
) {
  const analyst: ReviewAnalyst = {
    analyse: async (rec, onMove) => {
      for (const r of analyseRecord(rec)) onMove(change(r));
      return { done: true, ms: 0 };
    },
    cancel: () => {},
  };
  const model = new ReviewModel(() => analyst);
  const rec = nearBestRecord();
  model.open({ record: () => rec, players, position: { ply: 16 }, result: {} }, undefined, {
    changed: () => {},
  });
  if (from !== undefined) model.go(from);
  if (turned) model.openAtKeyMoment();
  await until(() => model.snapshot().end !== null, 'the review');
  return model;
}
