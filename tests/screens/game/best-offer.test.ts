// Best moves waits its turn against the computer: not in the bar at move 1, offered after the
// player's third move, after a hint, or once turned on from the sheet; kept through an undo and a
// board restart; offered from the start to two people at one device. The rule, then the coach's model.
import { expect, test } from 'vitest';
import { CoachClient } from '../../../src/ai/coach/client.ts';
import { bestMovesOffered, OFFER_AFTER_MOVES, peopleMoves } from '../../../src/screens/game/best-offer.ts';
import { CoachKeep, CoachModel } from '../../../src/screens/game/coach-model.ts';
import { usedHelp } from '../../../src/screens/game/help-gate.ts';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import type { Match } from '../../../src/game/match.ts';
import { makeMatch, settle, sq } from './ports.ts';

test('best offer - the rule: the people’s moves counted by seat; against the computer after three, a hint or turned on; two people at once', () => {
  const vs = ['human', 'easy'];
  expect(peopleMoves(vs, 5)).toBe(3);
  expect(peopleMoves(['easy', 'human'], 5)).toBe(2);
  const facts = { players: vs, plies: 0, helped: false, turnedOn: false };
  expect(bestMovesOffered(facts)).toBe(false);
  expect(bestMovesOffered({ ...facts, plies: 2 * OFFER_AFTER_MOVES - 2 })).toBe(false);
  expect(bestMovesOffered({ ...facts, plies: 2 * OFFER_AFTER_MOVES - 1 })).toBe(true);
  expect(bestMovesOffered({ ...facts, helped: true })).toBe(true);
  expect(bestMovesOffered({ ...facts, turnedOn: true })).toBe(true);
  expect(bestMovesOffered({ ...facts, players: ['human', 'human'] })).toBe(true);
});

function coachOn(match: Match, keep = new CoachKeep()) {
  const coach = new CoachModel({
    match,
    settings: structuredClone(DEFAULT_SETTINGS),
    store: new Store(new MemoryStorage()),
    keep,
    client: keep.client(() => new CoachClient()),
    view: {
      draw: () => {},
      ask: (q) => q.onYes(),
      tellRefused: () => {},
      announce: () => {},
      focusSquare: () => {},
      squareNotes: () => {},
    },
    saveSettings: () => {},
    alive: () => true,
  });
  match.on((e) => coach.onMatchEvent(e));
  coach.start();
  return coach;
}

const tick = () => new Promise((r) => setTimeout(r, 5));

test('best offer - on an empty square:5 against Easy Best moves waits in the sheet until the third move, and stays offered after an undo and a board restart', async () => {
  const match = makeMatch('square:5', ['human', 'easy']);
  const keep = new CoachKeep();
  const coach = coachOn(match, keep);
  expect(coach.snapshot().overlayEnabled).toBe(true);
  expect(coach.snapshot().overlayOffered).toBe(false);
  for (const [i, name] of ['a1', 'e1', 'a5'].entries()) {
    const free = match.position.isLegal(sq(match, name)) ? name : 'c3';
    match.play(sq(match, free));
    await settle(match);
    expect(coach.snapshot().overlayOffered, `after move ${i + 1}`).toBe(i + 1 >= OFFER_AFTER_MOVES);
  }
  expect(usedHelp(match)).toBe(false);
  match.undo();
  await settle(match);
  expect(coach.snapshot().overlayOffered).toBe(true);
  coach.stop();
  expect(coachOn(match, keep).snapshot().overlayOffered).toBe(true);
}, 60_000);

test('best offer - a hint asked at move 1 offers Best moves; turning it on from the sheet does too, and counts as help', async () => {
  const hinted = makeMatch('square:5', ['human', 'easy']);
  const coach = coachOn(hinted);
  coach.pressHint();
  expect(coach.snapshot().overlayOffered).toBe(true);
  for (let i = 0; i < 400 && coach.snapshot().hint === null; i++) await tick();
  coach.stop();

  const sheet = makeMatch('square:5', ['human', 'easy']);
  const other = coachOn(sheet);
  expect(other.snapshot().overlayOffered).toBe(false);
  other.toggleOverlay();
  expect(other.snapshot().overlayOffered).toBe(true);
  for (let i = 0; i < 400 && !usedHelp(sheet); i++) await tick();
  expect(usedHelp(sheet)).toBe(true);
  other.stop();
}, 60_000);

test('best offer - two people at one device see Best moves in the bar from the start', () => {
  const coach = coachOn(makeMatch('square:5', ['human', 'human']));
  expect(coach.snapshot().overlayOffered).toBe(true);
  coach.stop();
});
