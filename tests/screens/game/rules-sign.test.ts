// The sign over the board's status line says the rules on in the game (a capture game looks like any
// other until cells vanish), after a retry's own sign; a game of the plain rules has none.
import { expect, test } from 'vitest';
import { boardSign, signText } from '../../../src/screens/game/rules-sign.ts';

test('one rule on is named with "on" and what it changes; several are listed; the plain rules have no sign', () => {
  expect(boardSign('hex:3/capture', null)).toBe('Capture on: surround cells to take them');
  expect(boardSign('square:6/stem', null)).toBe('Stem cells on: grey cells shared when surrounded');
  expect(boardSign('square:6/stem:c3.d4', null)).toBe(boardSign('square:6/stem', null));
  expect(boardSign('square:5/jumps', null)).toBe('Jumps on: hop a cell to take it, twice');
  expect(boardSign('hex:5/connections', null)).toBe('Connections on: each touching pair scores 1');
  expect(boardSign('square:5/equal', null)).toBe('Equal moves on: both make as many moves');
  // Each rule's line is short enough for the sign's one line on an upright phone.
  for (const id of ['capture', 'stem', 'jumps', 'connections', 'equal'])
    expect(boardSign(`square:5/${id}`, null)!.length).toBeLessThanOrEqual(48);
  expect(boardSign('square:6/capture/stem/jumps', null)).toBe('On: Capture · Stem cells · Jumps');
  expect(boardSign('square:5', null)).toBeNull();
  expect(boardSign('beaker:6x7', null)).toBeNull();
});

test("a retry's sign comes first and the rules follow it; a retry of the plain rules keeps its sign alone", () => {
  const retry = 'Practice · from move 12';
  expect(boardSign('hex:3/capture', retry)).toBe(`${retry} · Capture on: surround cells to take them`);
  expect(boardSign('square:5', retry)).toBe(retry);
});

test("in the HUD's column too narrow for the sign, each rule takes a line of its own; elsewhere it stays one line", () => {
  const sign = boardSign('square:6/connections/stem', null)!;
  expect(sign).toBe('On: Connections · Stem cells');
  expect(signText(sign, false, true)).toBe('On: Connections ·\nStem cells');
  expect(signText(sign, true, true)).toBe(sign);
  expect(signText(sign, false, false)).toBe(sign);
  // One rule: its line under its name.
  expect(signText(boardSign('square:5/jumps', null)!, false, true)).toBe(
    'Jumps on:\nhop a cell to take it, twice',
  );
});
