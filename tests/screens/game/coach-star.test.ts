// A ladder step's third star is for a win without hints or Best moves. The game's first help of any
// kind on a step whose third star is still to win asks first ("Use a hint? This game counts for
// ladder step 3: its third star is for a win with no hints and no Best moves." Use hint / Not now):
// the reviewer learnt the star was gone after the help. Asked until the person says yes: after a
// hint's "Not now", Best moves took the star unasked. Off the ladder, on a step
// still locked, with the star held, or after help already seen in the game, the help comes at once. With hints off for the
// opponent, the one question says both. On step 1, a new player's first real game, the first hint
// is free and says so (coach-free-hint.test.ts).
import { expect, test } from 'vitest';
import { CoachKeep, type CoachView } from '../../../src/screens/game/coach-model.ts';
import { sawHelp } from '../../../src/screens/game/help-gate.ts';
import { thirdStarAtStake } from '../../../src/screens/game/star-at-stake.ts';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import { setHints } from '../../../src/game/coach-settings.ts';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import type { Match } from '../../../src/game/match.ts';
import { makeMatch } from './ports.ts';
import { parseRecordMoves } from './record.ts';
import { personGame } from '../history/history-rig.ts';
import { makeCoach } from './coach-rig.ts';

function coachOn(
  match: Match,
  store: Store,
  keep: CoachKeep,
  o: { screenReader?: boolean; hintsOff?: boolean } = {},
) {
  const settings = { ...structuredClone(DEFAULT_SETTINGS), screenReader: o.screenReader === true };
  if (o.hintsOff) setHints(settings, match.players, false);
  const seen = { asked: [] as Question[], hint: false };
  const view: CoachView = {
    draw: (s) => (seen.hint ||= s.hint !== null),
    ask: (q) => seen.asked.push(q),
    tellRefused: () => {},
    announce: () => {},
    focusSquare: () => {},
    squareNotes: () => {},
  };
  const coach = makeCoach(match, settings, store, keep, view);
  coach.start();
  return { coach, seen };
}

type Question = Parameters<CoachView['ask']>[0];

const until = async (done: () => boolean) => {
  for (let i = 0; i < 4000 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(done()).toBe(true);
};

test('thirdStarAtStake - a step by its rules and opponent, until a win without help holds its third star', () => {
  const store = new Store(new MemoryStorage());
  expect(thirdStarAtStake([], ['human', 'easy'], 'square:5')).toBe(1);
  // Step 3 (Medium on 5x5) is locked on a fresh ladder: its game is not said to count.
  expect(thirdStarAtStake([], ['medium', 'human'], 'square:5')).toBeNull();
  expect(thirdStarAtStake([], ['human', 'easy'], 'square:7')).toBeNull();
  expect(thirdStarAtStake([], ['human', 'human'], 'square:5')).toBeNull();
  keepGame(store, personGame('square:5', 'easy', 'win', 1000, { hints: true }));
  expect(thirdStarAtStake(loadHistory(store), ['human', 'easy'], 'square:5')).toBe(1);
  keepGame(store, personGame('square:5', 'easy', 'win', 2000, { hints: false }));
  expect(thirdStarAtStake(loadHistory(store), ['human', 'easy'], 'square:5')).toBeNull();
});

test('thirdStarAtStake - a locked step asks nothing ("counts for ladder step 5" on step 1); open, it does', () => {
  const store = new Store(new MemoryStorage());
  // Step 5 is Medium on the hexagon of side 4: locked while the player stands on step 1.
  expect(thirdStarAtStake([], ['human', 'medium'], 'hex:4')).toBeNull();
  keepGame(store, personGame('square:5', 'easy', 'win', 1000));
  expect(thirdStarAtStake(loadHistory(store), ['human', 'medium'], 'hex:4')).toBeNull();
  expect(thirdStarAtStake(loadHistory(store), ['human', 'easy'], 'petri:5')).toBe(2);
  // Step 4 won before steps 2 and 3: a free game, step 5 stays locked.
  keepGame(store, personGame('petri:6', 'medium', 'win', 1500, { hints: true }));
  expect(thirdStarAtStake(loadHistory(store), ['human', 'medium'], 'hex:4')).toBeNull();
  // Steps 2, 3 and 4 won in order (step 4 with a hint) open step 5: its game now counts and asks.
  keepGame(store, personGame('petri:5', 'easy', 'win', 1600));
  keepGame(store, personGame('square:5', 'medium', 'win', 1700));
  keepGame(store, personGame('petri:6', 'medium', 'win', 2000, { hints: true }));
  expect(thirdStarAtStake(loadHistory(store), ['human', 'medium'], 'hex:4')).toBe(5);
  expect(thirdStarAtStake(loadHistory(store), ['human', 'medium'], 'petri:6')).toBe(4);
});

/** A store where steps 1 and 2 are won: step 3, Medium on 5×5, is open with its third star to win (step 1's first hint is free). */
function onStep3(): Store {
  const store = new Store(new MemoryStorage());
  keepGame(store, personGame('square:5', 'easy', 'win', 1000));
  keepGame(store, personGame('petri:5', 'easy', 'win', 1100));
  return store;
}

test('coach - the first Hint on step 3 asks first; Use hint gives it and costs the star', async () => {
  const store = onStep3();
  const keep = new CoachKeep();
  const match = makeMatch('square:5', ['human', 'medium'], [], store);
  const { coach, seen } = coachOn(match, store, keep);
  coach.pressHint();
  expect(seen.asked).toHaveLength(1);
  const [q] = seen.asked;
  expect(q).toMatchObject({
    question: 'Use a hint?',
    detail:
      'This game counts for ladder step 3: its third star is for a win with no hints and no Best moves.',
    yes: 'Use hint',
    no: 'Not now',
  });
  // Asked, not given: the star is still there.
  expect(sawHelp(match)).toBe(false);
  q!.onYes();
  // Seen as the hint's square shows (the star goes if it is played).
  await until(() => seen.hint);
  expect(sawHelp(match)).toBe(true);
  // Help seen: the next hint in the game comes at once.
  coach.pressHint();
  expect(seen.asked).toHaveLength(1);
  // A new game on the same step asks again: once a game.
  const again = coachOn(makeMatch('square:5', ['human', 'medium'], [], store), store, keep);
  again.coach.pressHint();
  expect(again.seen.asked).toHaveLength(1);
});

test('coach - Not now keeps the star; the next press asks again, and a yes covers the game', async () => {
  const store = onStep3();
  const match = makeMatch('square:5', ['human', 'medium'], [], store);
  const { coach, seen } = coachOn(match, store, new CoachKeep());
  coach.pressHint();
  expect(seen.asked).toHaveLength(1);
  // "Not now": nothing is pressed, no help seen.
  expect(sawHelp(match)).toBe(false);
  expect(seen.hint).toBe(false);
  coach.pressHint();
  expect(seen.asked).toHaveLength(2);
  seen.asked[1]!.onYes();
  await until(() => seen.hint);
  expect(sawHelp(match)).toBe(true);
  coach.pressHint();
  expect(seen.asked).toHaveLength(2);
});

test("coach - after a hint's Not now, Best moves asks the same question before it shows", () => {
  const store = onStep3();
  const match = makeMatch(
    'square:5',
    ['human', 'medium'],
    parseRecordMoves('square:5', 'a1 e5 b2 d4 a5 e1 c1 c5 a3 e3 b4 d2 b1 d5'),
    store,
  );
  const { coach, seen } = coachOn(match, store, new CoachKeep());
  coach.pressHint();
  expect(seen.asked).toHaveLength(1);
  // "Not now" to the hint; then the stronger help asks too, and shows nothing before a yes.
  coach.toggleOverlay();
  expect(seen.asked).toHaveLength(2);
  expect(seen.asked[1]!.question).toBe('Show Best moves?');
  expect(seen.asked[1]!.detail).toBe(seen.asked[0]!.detail);
  expect(coach.snapshot().overlayOn).toBe(false);
});

test('coach - Best moves on a step ask first in their own words', async () => {
  const store = new Store(new MemoryStorage());
  const match = makeMatch(
    'square:5',
    ['human', 'easy'],
    parseRecordMoves('square:5', 'a1 e5 b2 d4 a5 e1 c1 c5 a3 e3 b4 d2 b1 d5'),
    store,
  );
  const { coach, seen } = coachOn(match, store, new CoachKeep());
  coach.toggleOverlay();
  expect(seen.asked).toHaveLength(1);
  expect(seen.asked[0]).toMatchObject({
    question: 'Show Best moves?',
    detail:
      'This game counts for ladder step 1: its third star is for a win with no hints and no Best moves.',
  });
  expect(coach.snapshot().overlayOn).toBe(false);
  seen.asked[0]!.onYes();
  expect(coach.snapshot().overlayOn).toBe(true);
  await until(() => sawHelp(match));
});

test('coach - hints off for the opponent on a step: one question, saying the star too', async () => {
  const store = new Store(new MemoryStorage());
  const match = makeMatch('square:5', ['human', 'easy'], [], store);
  const { coach, seen } = coachOn(match, store, new CoachKeep(), { hintsOff: true });
  coach.pressHint();
  expect(seen.asked).toHaveLength(1);
  expect(seen.asked[0]!.question).toBe('Hints are off against Easy');
  expect(seen.asked[0]!.detail).toMatch(
    /This game counts for ladder step 1: its third star is for a win with no hints and no Best moves\.$/,
  );
  seen.asked[0]!.onYes();
  expect(seen.asked).toHaveLength(1);
  await until(() => sawHelp(match));
});

test("coach - a game on a later step's board and opponent, started from the setup: locked, the hint comes at once; open, it names the step", async () => {
  const store = new Store(new MemoryStorage());
  // On a fresh ladder step 5 is locked: "This game counts for ladder step 5" said to a player on
  // step 1 read as a step skipped.
  const locked = coachOn(makeMatch('hex:4', ['human', 'medium'], [], store), store, new CoachKeep());
  locked.coach.pressHint();
  expect(locked.seen.asked).toHaveLength(0);
  await until(() => sawHelp(locked.coach['ports'].match));
  // Steps 1 to 4 won in order open step 5: a game on its board and opponent is its game, however started.
  ['easy square:5', 'easy petri:5', 'medium square:5', 'medium petri:6'].forEach((s, i) => {
    const [opponent, rules] = s.split(' ') as [string, string];
    keepGame(store, personGame(rules, opponent, 'win', 1000 + i));
  });
  const open = coachOn(makeMatch('hex:4', ['human', 'medium'], [], store), store, new CoachKeep());
  open.coach.pressHint();
  expect(open.seen.asked[0]).toMatchObject({
    question: 'Use a hint?',
    detail:
      'This game counts for ladder step 5: its third star is for a win with no hints and no Best moves.',
  });
});

test('coach - off the ladder, or with the third star held, a hint comes at once', async () => {
  const store = new Store(new MemoryStorage());
  const keep = new CoachKeep();
  const off = coachOn(makeMatch('square:7', ['human', 'easy'], [], store), store, keep);
  off.coach.pressHint();
  expect(off.seen.asked).toHaveLength(0);
  await until(() => sawHelp(off.coach['ports'].match));
  keepGame(store, personGame('square:5', 'easy', 'win', 1000, { hints: false }));
  const held = coachOn(makeMatch('square:5', ['human', 'easy'], [], store), store, keep);
  held.coach.pressHint();
  expect(held.seen.asked).toHaveLength(0);
  await until(() => sawHelp(held.coach['ports'].match));
});
