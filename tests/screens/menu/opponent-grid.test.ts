import { describe, expect, test } from 'vitest';
import { opponentGrid, type OpponentGridAsk } from '../../../src/screens/menu/opponent-grid.ts';

// A line of `chars` letters of `charW` px wrapped in a card with 12 px of padding each side.
const wrapped = (chars: number, charW: number) => (cardW: number) =>
  Math.ceil((chars * charW) / (cardW - 24));

// Six cards in the wide column of a phone on its side (844x390 at ratio 1): 410 px across, 225
// high; names and pads 30 px, lines 16 px; the longest line (Adaptive's, "Plays pink. Now level 7
// of 10 (starts at 6); your winning margins move it up.") some 78 letters of 6.5 px.
const side: OpponentGridAsk = {
  count: 6,
  width: 410,
  room: () => 225,
  gap: 5,
  leastW: 112,
  mostCols: 3,
  head: 30,
  lineH: 16,
  linesAt: wrapped(78, 6.5),
};

describe('the opponent cards on the setup page', () => {
  test('a phone on its side: three columns whose cards are as tall as the longest line needs, every line whole (three lines cut it)', () => {
    const g = opponentGrid(side);
    expect(g).toMatchObject({ cols: 3, rows: 2, whole: true });
    const lines = side.linesAt(g.cardW);
    expect(lines).toBeGreaterThan(3);
    expect(g.cardH).toBe(side.head + lines * side.lineH);
    expect(2 * g.cardH + side.gap).toBeLessThanOrEqual(225);
  });

  test('where three columns overflow the room and two do not, two: wider cards take fewer lines', () => {
    // Four cards: three columns are two rows of 7 lines (289 px), two columns two rows of 5 (225 px).
    const four = { ...side, count: 4, linesAt: wrapped(110, 6.5) };
    expect(opponentGrid({ ...four, room: () => 240 })).toMatchObject({ cols: 2, rows: 2, whole: true });
    expect(opponentGrid({ ...four, room: () => 240 }).cardH).toBe(30 + 5 * 16);
    expect(opponentGrid({ ...four, room: () => 300 })).toMatchObject({ cols: 3, whole: true });
  });

  test('never a card shorter than two lines, so a row of short lines keeps the cards alike', () => {
    const g = opponentGrid({ ...side, width: 1000, linesAt: () => 1 });
    expect(g).toMatchObject({ cols: 3, whole: true, cardH: 30 + 2 * 16 });
  });

  test('nothing fits: the least overflow, its cards no taller than the room shares out (the view cuts then)', () => {
    const g = opponentGrid({ ...side, room: () => 150, linesAt: wrapped(200, 6.5) });
    expect(g.whole).toBe(false);
    expect(g.rows * g.cardH + (g.rows - 1) * side.gap).toBeLessThanOrEqual(150 + 0.5);
    expect(g.cardH).toBeGreaterThanOrEqual(side.head + 2 * side.lineH);
  });

  test('the most columns the least card width allows, never under two', () => {
    expect(opponentGrid({ ...side, width: 300, leastW: 180, room: () => 999 }).cols).toBe(2);
    expect(opponentGrid({ ...side, width: 1200, leastW: 180, room: () => 999 }).cols).toBe(3);
  });
});
