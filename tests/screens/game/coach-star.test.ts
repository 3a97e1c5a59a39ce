// On a ladder step whose third star ("no hints or Best moves") is still to win, the game's first
// press of Hint or Best moves asks first, in a player's words; once the person takes the help, or
// the star is already held, or the game is on no step, nothing is asked.
import { expect, test } from 'vitest';
import { CoachClient } from '../../../src/ai/coach/client.ts';
import { CoachKeep, CoachModel, type CoachView } from '../../../src/screens/game/coach-model.ts';
import { thirdStarAtStake } from '../../../src/screens/game/star-at-stake.ts';
import { DEFAULT_SETTINGS, saveSettings } from '../../../src/game/settings.ts';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import type { Match } from '../../../src/game/match.ts';
import { makeMatch } from './ports.ts';
import { personGame } from '../history/history-rig.ts';

type Asked = { question: string; detail: string; yes: string; no: string; onYes: () => void };

function coachOn(match: Match, store: Store, keep = new CoachKeep()) {
  const settings = structuredClone(DEFAULT_SETTINGS);
  const asked: Asked[] = [];
  const view: CoachView = {
    draw: () => {},
    ask: (q) => asked.push(q),
    tellRefused: () => {},
    announce: () => {},
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
  return { coach, asked };
}

test('thirdStarAtStake - a step by its rules and opponent, until its third star is held', () => {
  const store = new Store(new MemoryStorage());
  expect(thirdStarAtStake([], ['human', 'easy'], 'square:4')).toBe(1);
  expect(thirdStarAtStake([], ['medium', 'human'], 'square:5')).toBe(3);
  expect(thirdStarAtStake([], ['human', 'easy'], 'square:7')).toBeNull();
  expect(thirdStarAtStake([], ['human', 'human'], 'square:4')).toBeNull();
  // A win with hints keeps the third star open; a win without them holds it.
  keepGame(store, personGame('square:4', 'easy', 'win', 1000, { hints: true }));
  expect(thirdStarAtStake(loadHistory(store), ['human', 'easy'], 'square:4')).toBe(1);
  keepGame(store, personGame('square:4', 'easy', 'win', 2000, { hints: false }));
  expect(thirdStarAtStake(loadHistory(store), ['human', 'easy'], 'square:4')).toBeNull();
});

test("coach - the first Hint on a ladder step asks about the third star; 'Play on' asks again, 'Show hint' once a game", () => {
  const store = new Store(new MemoryStorage());
  const keep = new CoachKeep();
  const match = makeMatch('square:4', ['human', 'easy'], [], store);
  const { coach, asked } = coachOn(match, store, keep);
  coach.pressHint();
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({
    question: "Using a hint gives up this step's third star",
    detail: "Step 1's third star is for a win with no hints or Best moves in the game.",
    yes: 'Show hint',
    no: 'Play on',
  });
  // Not answered (Play on): the next press asks again.
  coach.toggleOverlay();
  expect(asked).toHaveLength(2);
  expect(asked[1]!.question).toBe("Using Best moves gives up this step's third star");
  asked[1]!.onYes();
  expect(keep.overlayMatch).toBe(match);
  // The star given up: no more questions in this game.
  coach.pressHint();
  expect(asked).toHaveLength(2);
  // A new game on the step asks again.
  const next = makeMatch('square:4', ['human', 'easy'], [], store);
  const again = coachOn(next, store, keep);
  again.coach.pressHint();
  expect(again.asked).toHaveLength(1);
});

test('coach - off the ladder, or with the third star held, Hint asks nothing', () => {
  const store = new Store(new MemoryStorage());
  const off = coachOn(makeMatch('square:7', ['human', 'easy'], [], store), store);
  off.coach.pressHint();
  expect(off.asked).toHaveLength(0);
  keepGame(store, personGame('square:4', 'easy', 'win', 1000, { hints: false }));
  const held = coachOn(makeMatch('square:4', ['human', 'easy'], [], store), store);
  held.coach.pressHint();
  expect(held.asked).toHaveLength(0);
});
