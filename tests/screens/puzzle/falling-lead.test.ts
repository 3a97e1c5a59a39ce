// A new player's first daily puzzle may be on a flask (the day's puzzle is everyone's): until the
// player has met cells falling, the line under the board says how they fall before the first move.
import { expect, test } from 'vitest';
import { AgentClient } from '../../../src/ai/client.ts';
import { puzzleNumber } from '../../../src/ai/puzzles/puzzle-set.ts';
import { keepGame } from '../../../src/game/game-history.ts';
import { recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { dailyPuzzle } from '../../../src/game/puzzles.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { fallingLeadIn, metFalling } from '../../../src/screens/puzzle/falling-lead.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';
import { FALLING_LEAD_IN } from '../../../src/words/falling-words.ts';
import { personGame } from '../history/history-rig.ts';

/** A day whose daily is a flask (cells fall), and one whose daily is a hexagon board. */
const FLASK_DAY = '2026-11-29';
const PLAIN_DAY = '2026-11-30';
/** A day whose daily is a beaker (cells fall). */
const OTHER_FALLING_DAY = '2026-12-01';
const rulesOf = (n: number) => puzzleNumber(n)?.position.rules.id ?? null;

const open = (day: string, store = new Store(new MemoryStorage())) =>
  PuzzleModel.open({ client: new AgentClient(), store, today: () => day, canShare: false });

test('the daily puzzle is the same for everyone: the flask day keeps its flask', () => {
  expect(dailyPuzzle(FLASK_DAY).position.layout.gravity).toBe(true);
  expect(dailyPuzzle(PLAIN_DAY).position.layout.gravity).toBe(false);
});

test('a player has met falling after a game on a beaker or flask, or a puzzle tried on one', () => {
  const flask = dailyPuzzle(FLASK_DAY).number;
  const hex = dailyPuzzle(PLAIN_DAY).number;
  const tried = { day: FLASK_DAY, tries: 1, solved: true, daily: true };
  expect(metFalling([], {}, rulesOf)).toBe(false);
  expect(metFalling([{ rules: 'square:5' }, { rules: 'hex:4' }], { [hex]: tried }, rulesOf)).toBe(false);
  expect(metFalling([{ rules: 'beaker:6x7' }], {}, rulesOf)).toBe(true);
  expect(metFalling([], { [flask]: tried }, rulesOf)).toBe(true);
  expect(metFalling([{ rules: 'moon:3' }], { 99999: tried }, rulesOf)).toBe(false);
});

test('the lead-in comes only where cells fall, before the first try, for a player who has not met them', () => {
  expect(fallingLeadIn(true, false, 0)).toBe(FALLING_LEAD_IN);
  expect(fallingLeadIn(true, true, 0)).toBeNull();
  expect(fallingLeadIn(true, false, 1)).toBeNull();
  expect(fallingLeadIn(false, false, 0)).toBeNull();
  // One short line: it fits two lines of a phone's verdict at most.
  expect(FALLING_LEAD_IN.length).toBeLessThanOrEqual(72);
});

test("a newcomer's flask puzzle says how cells fall over the ask; after a beaker game, the ask alone", () => {
  const fresh = open(FLASK_DAY).snapshot().verdict.text;
  expect(fresh).toBe(`${FALLING_LEAD_IN}\nTap the square you would play.`);
  expect(open(PLAIN_DAY).snapshot().verdict.text).toMatch(/^Tap the (square|hexagon) you would play\.$/);
  const store = new Store(new MemoryStorage());
  const kept = keepGame(store, personGame('beaker:4x5', 'easy', 'win', Date.UTC(2026, 10, 29)));
  expect(kept.game).not.toBeNull();
  expect(open(FLASK_DAY, store).snapshot().verdict.text).toBe('Tap the square you would play.');
  // A puzzle with falling cells tried on another day counts too.
  const other = new Store(new MemoryStorage());
  expect(dailyPuzzle(OTHER_FALLING_DAY).position.layout.gravity).toBe(true);
  recordPuzzle(other, dailyPuzzle(OTHER_FALLING_DAY).number, {
    day: OTHER_FALLING_DAY,
    tries: 0,
    solved: true,
    daily: true,
  });
  expect(open(FLASK_DAY, other).snapshot().verdict.text).toBe('Tap the square you would play.');
});
