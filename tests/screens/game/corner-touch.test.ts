// A triangle touching one of the person's own only at a corner never splits it (RULES.md section 14),
// and a reviewer's two did not, the rule only in a thumbnail: the first time it happens the board
// says why, once on the device; never for the opponent's move, a hexagon's or a square's board.
import { expect, test } from 'vitest';
import { parseRules, Position, replayRecord, squareName } from '../../../src/engine/index.ts';
import { cornerOnly, cornerTouchOnce } from '../../../src/screens/game/corner-touch.ts';
import { CORNER_TOUCH } from '../../../src/words/neighbours-words.ts';

const told = () => {
  let said = false;
  return { told: () => said, tell: () => void (said = true) };
};
const play = (record: string): Position => replayRecord(record);

test("a triangle's corner-only squares: twelve touch it, six split it, the other six only meet a corner", () => {
  const layout = parseRules('tri:5').layout;
  const e3 = [...Array(layout.size).keys()].find((s) => squareName(layout, s) === 'e3')!;
  const names = cornerOnly(layout, e3).map((t) => squareName(layout, t));
  // e3 points up: d2 and f2 meet its base's two ends with their tips' sides, c3, g3 and d4, f4 its corners.
  expect(names.sort()).toEqual(['c3', 'd2', 'd4', 'f2', 'f4', 'g3'].sort());
});

test("the person's triangle meeting theirs only at a corner is explained once, as the reviewer's d2 and e3", () => {
  const ports = told();
  // You d2, the opponent a1, you e3: the two meet at d2's tip, a corner of e3's base.
  const p = play('tri:5 d2 a1 e3');
  expect(cornerTouchOnce(ports, p, 0)).toBe(CORNER_TOUCH);
  expect(cornerTouchOnce(ports, p, 0)).toBeNull();
});

test("said when the opponent's reply has landed too: against a quick one the person's move settles after it", () => {
  expect(cornerTouchOnce(told(), play('tri:5 d2 a1 e3 i1'), 0)).toBe(CORNER_TOUCH);
  // As the second player: their a1 and b2 meet at a corner.
  expect(cornerTouchOnce(told(), play('tri:5 e3 a1 i1 b2 c1'), 1)).toBe(CORNER_TOUCH);
});

test("not for the opponent's move, a split pair, a hexagon board or a game watched", () => {
  expect(cornerTouchOnce(told(), play('tri:5 d2 e3'), 0)).toBeNull();
  expect(cornerTouchOnce(told(), play('tri:5 d2 e3'), 1)).toBeNull();
  // d2 and e2 share a side: they split, nothing to explain.
  expect(cornerTouchOnce(told(), play('tri:5 d2 a1 e2'), 0)).toBeNull();
  expect(cornerTouchOnce(told(), play('hex:3 a1 c3 b2'), 0)).toBeNull();
  expect(cornerTouchOnce(told(), play('tri:5 d2 a1 e3'), null)).toBeNull();
});

test('the words say corners never split and what does, without the terms a reviewer stumbled on', () => {
  expect(CORNER_TOUCH).toMatch(/only at a corner/);
  expect(CORNER_TOUCH).toMatch(/shared side/);
  expect(CORNER_TOUCH).not.toMatch(/opposite neighbours|share one line|point to point|any other way/i);
});
