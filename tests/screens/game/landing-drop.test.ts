// Before a tap on a board with gravity the player sees where the cell lands: the lowest empty square
// of the pointed column, and the empty squares it falls past. Nothing on boards without gravity, off
// the person's move, under a lifted finger, or over a full column.
import { expect, test } from 'vitest';
import { replayRecord, squareName, type Position } from '../../../src/engine/index.ts';
import { landingDrop, sameDrop } from '../../../src/screens/game/landing-drop.ts';

const at = (p: Position, name: string) => {
  for (let s = 0; s < p.layout.size; s++) if (squareName(p.layout, s) === name) return s;
  throw new Error(name);
};
const names = (p: Position, squares: readonly number[]) => squares.map((s) => squareName(p.layout, s));
const mouse = { touch: false, down: false };
const finger = { touch: true, down: true };

test('pointing high in a beaker column marks its lowest empty square and the squares above it on the way', () => {
  const p = replayRecord('beaker:4x5 c1 d1');
  const drop = landingDrop(p, at(p, 'c4'), mouse, true)!;
  expect(squareName(p.layout, drop.landing)).toBe('c2');
  expect(names(p, drop.past)).toEqual(['c4', 'c3']);
  expect(drop.ghost).toBe(false);
  // A finger hides its square: the cell to come is drawn on the landing square.
  expect(landingDrop(p, at(p, 'c4'), finger, true)!.ghost).toBe(true);
  // Pointing at the landing square itself: nothing to fall past.
  expect(landingDrop(p, at(p, 'c2'), mouse, true)!.past).toEqual([]);
  // Pointing at a cell below it (the column's own c1): still its landing square, nothing passed.
  const low = landingDrop(p, at(p, 'c1'), mouse, true)!;
  expect(squareName(p.layout, low.landing)).toBe('c2');
  expect(low.past).toEqual([]);
  // An empty column: all the way to the bottom.
  const e = landingDrop(p, at(p, 'e4'), mouse, true)!;
  expect(squareName(p.layout, e.landing)).toBe('e1');
  expect(names(p, e.past)).toEqual(['e4', 'e3', 'e2']);
});

test("a flask's narrowing column lands the same way", () => {
  const p = replayRecord('flask:6x3');
  const top = p.layout.size - 1;
  const drop = landingDrop(p, top, mouse, true)!;
  expect(p.layout.rowOf[drop.landing]).toBe(0);
  expect(drop.past.length).toBe(p.layout.rowOf[top]);
});

test('nothing without gravity, off the move, under a lifted finger or over a full column', () => {
  const square = replayRecord('square:4');
  expect(landingDrop(square, 5, mouse, true)).toBeNull();
  const p = replayRecord('beaker:2x3 a1 a2');
  expect(landingDrop(p, at(p, 'b2'), mouse, false)).toBeNull();
  expect(landingDrop(p, at(p, 'b2'), { touch: true, down: false }, true)).toBeNull();
  expect(landingDrop(p, -1, mouse, true)).toBeNull();
  expect(landingDrop(p, at(p, 'a1'), mouse, true)).toBeNull();
  expect(landingDrop(p, at(p, 'b2'), mouse, true)).not.toBeNull();
});

test('two drops are the same when they draw the same', () => {
  const p = replayRecord('beaker:4x5');
  const a = landingDrop(p, at(p, 'b4'), mouse, true);
  expect(sameDrop(a, landingDrop(p, at(p, 'b4'), mouse, true))).toBe(true);
  expect(sameDrop(a, landingDrop(p, at(p, 'b3'), mouse, true))).toBe(false);
  expect(sameDrop(a, landingDrop(p, at(p, 'b4'), finger, true))).toBe(false);
  expect(sameDrop(null, null)).toBe(true);
  expect(sameDrop(a, null)).toBe(false);
});
