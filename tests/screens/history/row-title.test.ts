// A Your games row's title fitted to its room (screens/history/row-title.ts): whole where it fits,
// a little smaller down to the readable floor, then on two lines split where the result begins;
// never cut while the row has a line's room for it.
import { expect, test } from 'vitest';
import { fitRowTitle } from '../../../src/screens/history/row-title.ts';

// A letter is 0.55 of the type's size wide.
const widthAt = (text: string, size: number) => text.length * size * 0.55;
const TWO = 'Player 1 vs Player 2 · Player 2 won by 5';

test('a title that fits stays whole at its size', () => {
  expect(
    fitRowTitle({ words: 'Hard · Lost by 14', room: 300, lines: 2, size: 17, least: 13, widthAt }),
  ).toEqual({
    lines: ['Hard · Lost by 14'],
    size: 17,
  });
});

test('a little too wide: a little smaller, on one line, never under the floor', () => {
  const room = widthAt(TWO, 17) * 0.9;
  const fit = fitRowTitle({ words: TWO, room, lines: 2, size: 17, least: 13, widthAt });
  expect(fit.lines).toEqual([TWO]);
  expect(fit.size).toBeGreaterThanOrEqual(13);
  expect(widthAt(TWO, fit.size)).toBeLessThanOrEqual(room);
});

test("too wide for the floor: two whole lines where the row has room (the phone's cut 'Player 2 won…')", () => {
  // An upright phone's row: about 270 CSS px beside the picture at 17 px type.
  const room = 270;
  const fit = fitRowTitle({ words: TWO, room, lines: 2, size: 17, least: 13, widthAt });
  expect(fit.lines).toEqual(['Player 1 vs Player 2', 'Player 2 won by 5']);
  expect(fit.size).toBeGreaterThanOrEqual(13);
  for (const line of fit.lines) expect(widthAt(line, fit.size)).toBeLessThanOrEqual(room + 0.01);
  // With room for one line only, the view cuts it at the floor.
  expect(fitRowTitle({ words: TWO, room, lines: 1, size: 17, least: 13, widthAt })).toEqual({
    lines: [TWO],
    size: 13,
  });
});

test("the row's line splits at its last ' · ': the board and the time together, then what is said of the game", () => {
  // The phone's row cut "Hexagon, 19 hexagons · Today, 03:21 · with h…" with a line's room under it.
  const words = 'Hexagon, 19 hexagons · Today, 03:21 · You used hints';
  const room = widthAt(words, 13) * 0.85;
  const fit = fitRowTitle({ words, room, lines: 2, size: 14, least: 13, widthAt, splitAt: 'last' });
  expect(fit.lines).toEqual(['Hexagon, 19 hexagons · Today, 03:21', 'You used hints']);
  expect(fit.lines.every((l) => widthAt(l, fit.size) <= room)).toBe(true);
  // Without the room for a second line it stays one line at the floor, for the view to cut.
  expect(fitRowTitle({ words, room, lines: 1, size: 14, least: 13, widthAt, splitAt: 'last' }).lines).toEqual(
    [words],
  );
});
