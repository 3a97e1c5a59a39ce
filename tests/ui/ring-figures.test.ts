// The figures inside the capture warning's rings (ui/ring-figures.ts): near the end of a hex:4
// capture game against Medium, g5 was both the last free square of Medium's group ("+20", a broken
// ring) and the square where Medium could capture the person's cells ("−82", a threat ring), and the
// two figures were drawn on one spot, "+20" over "−82". Each now reads on its own line.
import { expect, test } from 'vitest';
import { replayRecord, squareName } from '../../src/engine/index.ts';
import { captureThreats } from '../../src/screens/game/capture-threats.ts';
import { ringStakes } from '../../src/screens/game/ring-stakes.ts';
import { ringFigureSpots } from '../../src/ui/ring-figures.ts';
import { overlapArea } from '../../src/ui/rects.ts';

const MOVES =
  'a3.c5.e4.d1.d3.c4.d2.a1.f7.c1.e6.f6.b1.e7.f5.d7.c6.c3.c2.f3.b3.d6.f4.a4.b5.b2.g7.a2.d5.g6.e3.g4.e2.d4';

test('hex:4 with capture: a square with a threat ring and a broken ring shows both figures apart', () => {
  const p = replayRecord(['hex:4/capture', ...MOVES.split('.')].join(' '));
  // The figures in the order the view gathers them: the threats', then the broken rings'.
  const squares = [
    ...captureThreats(p, 0).map((t) => t.square),
    ...ringStakes(p, 0).flatMap((r) => (r.label ? [r.square] : [])),
  ];
  const shared = squares.filter((s, i) => squares.indexOf(s) !== i);
  expect(shared.map((s) => squareName(p.layout, s))).toEqual(['g5']);
  // Squares 60 px apart on a line, each figure 28 × 22 px (a phone's "−82" at 3x, in game pixels / 3).
  const square = 60;
  const figure = { width: 28, height: 22 };
  const figures = squares.map((s) => ({ square: s, centre: { x: s * square, y: 300 } }));
  const spots = ringFigureSpots(figures, figure.height);
  const boxes = spots.map((c) => ({ x: c.x - figure.width / 2, y: c.y - figure.height / 2, ...figure }));
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      expect(overlapArea(boxes[i]!, boxes[j]!), `${i} and ${j}`).toBe(0);
  // Each stays on its own square, a lone figure in its middle.
  for (const [i, f] of figures.entries()) {
    expect(spots[i]!.x).toBe(f.centre.x);
    expect(Math.abs(spots[i]!.y - f.centre.y)).toBeLessThanOrEqual(
      shared.includes(f.square) ? figure.height : 0,
    );
  }
});
