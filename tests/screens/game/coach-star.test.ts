// A ladder step's third star is for a win without hints or Best moves. The game's first help on a
// step whose third star is still to win is given at once (no question in the way: browser tests
// and players press Hint for a hint) and a quiet line beside it says what it cost and what is still
// to play for; once a step a visit, so a player who knows is not told again. Off the ladder, with
// the star held, or after help already seen in the game, nothing is said.
import { expect, test } from 'vitest';
import { CoachClient } from '../../../src/ai/coach/client.ts';
import { CoachKeep, CoachModel, usedHelp, type CoachView } from '../../../src/screens/game/coach-model.ts';
import { thirdStarAtStake } from '../../../src/screens/game/star-at-stake.ts';
import { DEFAULT_SETTINGS, saveSettings } from '../../../src/game/settings.ts';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import type { Match } from '../../../src/game/match.ts';
import { makeMatch } from './ports.ts';
import { parseRecordMoves } from './record.ts';
import { personGame } from '../history/history-rig.ts';

function coachOn(match: Match, store: Store, keep: CoachKeep, screenReader = false) {
  const settings = { ...structuredClone(DEFAULT_SETTINGS), screenReader };
  const seen = { asked: 0, noted: [] as string[], heard: [] as string[], hint: false };
  const view: CoachView = {
    draw: (s) => (seen.hint ||= s.hint !== null),
    ask: () => seen.asked++,
    tellRefused: () => {},
    note: (w) => seen.noted.push(w),
    announce: (w) => seen.heard.push(w),
    focusSquare: () => {},
    squareNotes: () => {},
  };
  const coach = new CoachModel({
    match,
    settings,
    store,
    keep,
    client: keep.client(() => new CoachClient()),
    view,
    saveSettings: () => saveSettings(store, settings),
    alive: () => true,
  });
  coach.start();
  return { coach, seen };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 4000 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(done()).toBe(true);
};

test('thirdStarAtStake - a step by its rules and opponent, until a win without help holds its third star', () => {
  const store = new Store(new MemoryStorage());
  expect(thirdStarAtStake([], ['human', 'easy'], 'square:4')).toBe(1);
  expect(thirdStarAtStake([], ['medium', 'human'], 'square:5')).toBe(3);
  expect(thirdStarAtStake([], ['human', 'easy'], 'square:7')).toBeNull();
  expect(thirdStarAtStake([], ['human', 'human'], 'square:4')).toBeNull();
  keepGame(store, personGame('square:4', 'easy', 'win', 1000, { hints: true }));
  expect(thirdStarAtStake(loadHistory(store), ['human', 'easy'], 'square:4')).toBe(1);
  keepGame(store, personGame('square:4', 'easy', 'win', 2000, { hints: false }));
  expect(thirdStarAtStake(loadHistory(store), ['human', 'easy'], 'square:4')).toBeNull();
});

test('coach - the first Hint on step 1 gives the hint at once, with one quiet line on the third star; not again on that step', async () => {
  const store = new Store(new MemoryStorage());
  const keep = new CoachKeep();
  const match = makeMatch('square:4', ['human', 'easy'], [], store);
  const { coach, seen } = coachOn(match, store, keep, true);
  coach.pressHint();
  expect(seen.asked).toBe(0);
  expect(usedHelp(match)).toBe(true);
  expect(seen.noted).toEqual(["Step 1's third star needs a win without hints: this game can still earn two"]);
  // The screen readers hear it too, before the hint itself.
  expect(seen.heard[0]).toBe(seen.noted[0]);
  await until(() => seen.hint);
  // A second press in the game, and a new game on the same step: said once a step.
  coach.pressHint();
  const again = coachOn(makeMatch('square:4', ['human', 'easy'], [], store), store, keep);
  again.coach.pressHint();
  expect(seen.noted).toHaveLength(1);
  expect(again.seen.noted).toHaveLength(0);
  // Another step still is told, in its own number.
  const step2 = coachOn(makeMatch('square:5', ['human', 'easy'], [], store), store, keep);
  step2.coach.pressHint();
  expect(step2.seen.noted).toEqual([
    "Step 2's third star needs a win without hints: this game can still earn two",
  ]);
});

test("coach - Best moves' values on a step say it in their own words, when the values are seen", async () => {
  const store = new Store(new MemoryStorage());
  const match = makeMatch(
    'square:4',
    ['human', 'easy'],
    parseRecordMoves('square:4', 'a1 d4 b2 c3 a4 d1'),
    store,
  );
  const { coach, seen } = coachOn(match, store, new CoachKeep());
  coach.toggleOverlay();
  await until(() => usedHelp(match));
  expect(seen.asked).toBe(0);
  expect(seen.noted).toEqual([
    "Step 1's third star needs a win without Best moves: this game can still earn two",
  ]);
});

test('coach - off the ladder, or with the third star held, a hint says nothing more', () => {
  const store = new Store(new MemoryStorage());
  const keep = new CoachKeep();
  const off = coachOn(makeMatch('square:7', ['human', 'easy'], [], store), store, keep);
  off.coach.pressHint();
  expect(off.seen.noted).toHaveLength(0);
  keepGame(store, personGame('square:4', 'easy', 'win', 1000, { hints: false }));
  const held = coachOn(makeMatch('square:4', ['human', 'easy'], [], store), store, keep);
  held.coach.pressHint();
  expect(held.seen.noted).toHaveLength(0);
  expect(usedHelp(held.coach['ports'].match)).toBe(true);
});
