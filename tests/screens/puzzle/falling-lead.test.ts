// A new player's first daily puzzle may be on a flask (the day's puzzle is everyone's): until the
// player has met cells falling, the puzzle's goal, over the board, says how they fall before the
// first try, and keeps saying it through the visit.
import { expect, test } from 'vitest';
import { AgentClient } from '../../../src/ai/client.ts';
import { puzzleNumber } from '../../../src/ai/puzzles/puzzle-set.ts';
import { keepGame } from '../../../src/game/game-history.ts';
import { recordPuzzle } from '../../../src/game/puzzle-history.ts';
import { dailyPuzzle } from '../../../src/game/puzzles.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { fallingLead, metFalling } from '../../../src/screens/puzzle/falling-lead.ts';
import { PuzzleModel } from '../../../src/screens/puzzle/puzzle-model.ts';
import { fallingLine } from '../../../src/words/falling-words.ts';
import { puzzleGoalLine } from '../../../src/ui/puzzle-words.ts';
import { personGame } from '../history/history-rig.ts';

/** A day whose daily is a flask (cells fall), and one whose daily is a hexagon board. */
const FLASK_DAY = '2026-11-29';
const PLAIN_DAY = '2026-11-30';
/** A day whose daily is a beaker (cells fall). */
const OTHER_FALLING_DAY = '2026-12-01';
const rulesOf = (n: number) => puzzleNumber(n)?.position.rules.id ?? null;

const open = (day: string, store = new Store(new MemoryStorage()), asked?: number) =>
  PuzzleModel.open({ client: new AgentClient(), store, today: () => day, canShare: false, asked });

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

test("the lead comes only where cells fall, for a player who has not met them, in the board's own words", () => {
  expect(fallingLead('beaker:5x10', true, false)).toBe('In a beaker, cells fall to the lowest free square.');
  expect(fallingLead('flask:10x2', true, false)).toBe('In a flask, cells fall to the lowest free square.');
  expect(fallingLead('custom:3x3:ff8:gravity', true, false)).toBe(
    'Here, cells fall to the lowest free square.',
  );
  expect(fallingLead('beaker:5x10', true, true)).toBeNull();
  expect(fallingLead('square:5', false, false)).toBeNull();
  // One short line: a phone's goal line holds it in one or two.
  for (const family of ['beaker', 'flask', 'custom'])
    expect(fallingLine(family).length).toBeLessThanOrEqual(56);
});

test("a newcomer's flask puzzle says how cells fall in its goal, before the first try and after it; after a beaker game, the goal alone", () => {
  const daily = dailyPuzzle(FLASK_DAY);
  const goal = puzzleGoalLine(daily.value, daily.position.layout.grid);
  const model = open(FLASK_DAY, undefined, daily.number);
  const fresh = model.snapshot();
  expect(fresh.goal).toBe(`In a flask, cells fall to the lowest free square. ${goal}`);
  // The band under the board asks for the move alone: the rule is read first, over the board.
  expect(fresh.verdict.text).toBe('Tap the square you would play.');
  // A wrong try, then Try again: the goal still says it (the player has not seen it work yet on every column).
  const wrong = [...daily.values.keys()].find((s) => s !== daily.answerSquare)!;
  model.match.play(wrong);
  model.landed();
  model.tryAgain();
  expect(model.snapshot().goal).toBe(fresh.goal);
  expect(open(PLAIN_DAY).snapshot().goal).not.toMatch(/fall/);
  const store = new Store(new MemoryStorage());
  const kept = keepGame(store, personGame('beaker:4x5', 'easy', 'win', Date.UTC(2026, 10, 29)));
  expect(kept.game).not.toBeNull();
  expect(open(FLASK_DAY, store, daily.number).snapshot().goal).toBe(goal);
  // A puzzle with falling cells tried on another day counts too.
  const other = new Store(new MemoryStorage());
  expect(dailyPuzzle(OTHER_FALLING_DAY).position.layout.gravity).toBe(true);
  recordPuzzle(other, dailyPuzzle(OTHER_FALLING_DAY).number, {
    day: OTHER_FALLING_DAY,
    tries: 0,
    solved: true,
    daily: true,
  });
  expect(open(FLASK_DAY, other, daily.number).snapshot().goal).toBe(goal);
});
