// The coach model set up for its Node tests: a match, settings, storage and a view that keeps
// what it was told (coach*.test.ts), and a wait for an answer from the coach's own client.
import { CoachClient } from '../../../src/ai/coach/client.ts';
import {
  CoachKeep,
  CoachModel,
  type CoachSnapshot,
  type CoachView,
} from '../../../src/screens/game/coach-model.ts';
import { DEFAULT_SETTINGS, saveSettings, type Settings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import type { Match } from '../../../src/game/match.ts';

/** square:5, ten moves in: 15 moves left, the person (player 1) to move. */
export const NEAR_END = 'a1 b2 c3 d4 e5 a5 b4 d2 e1 c1';

/** The yes of the question a ladder step asks before the first help (words/ladder-star-words.ts). */
const STAR_YES = ['Use hint', 'Show them'];

type Asked = { question: string; detail: string; yes: string; no: string; onYes: () => void };

export function coachOn(match: Match, o: { keep?: CoachKeep; settings?: Settings; store?: Store } = {}) {
  const settings = o.settings ?? structuredClone(DEFAULT_SETTINGS);
  const store = o.store ?? new Store(new MemoryStorage());
  const keep = o.keep ?? new CoachKeep();
  const seen = {
    drawn: [] as CoachSnapshot[],
    asked: [] as Asked[],
    refused: [] as string[],
    heard: [] as string[],
    focused: [] as number[],
    starAsked: 0,
    notes: [] as (ReadonlyMap<number, string> | null)[],
  };
  const view: CoachView = {
    draw: (s) => seen.drawn.push(s),
    // A ladder step's question before the game's first help (coach-star.test.ts) is answered yes here.
    ask: (q) => (STAR_YES.includes(q.yes) ? (seen.starAsked++, q.onYes()) : seen.asked.push(q)),
    tellRefused: (w) => seen.refused.push(w),
    announce: (w) => seen.heard.push(w),
    focusSquare: (s) => seen.focused.push(s),
    squareNotes: (n) => seen.notes.push(n),
  };
  const coach = makeCoach(match, settings, store, keep, view);
  match.on((e) => coach.onMatchEvent(e));
  coach.start();
  return { coach, seen, settings, store, keep };
}

export const tick = () => new Promise((r) => setTimeout(r, 5));
export async function until<T>(read: () => T | null | undefined, what: string, tries = 4000): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = read();
    if (v !== null && v !== undefined) return v;
    await tick();
  }
  throw new Error(`never came: ${what}`);
}

/** The coach on `match` with the coach's own client (answers made on the main thread) and `view`. */
export function makeCoach(
  match: Match,
  settings: Settings,
  store: Store,
  keep: CoachKeep,
  view: CoachView,
): CoachModel {
  return new CoachModel({
    match,
    settings,
    store,
    keep,
    client: keep.client(() => new CoachClient()),
    view,
    saveSettings: () => saveSettings(store, settings),
    alive: () => true,
  });
}
