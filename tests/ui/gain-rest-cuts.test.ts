// A move's "+12" rests off the cuts the move made, and a press's "= +12" stands off them: the player
// sees the lines that made the gain. The division the frames show (tests/e2e/division-frames):
// square:5, c3 a1 d3 a2 c4 e1, then d4 cuts d4 three ways and c3, c4 and d3 once each. On a phone
// the "+12" rested where c3, c4, d3 and d4 meet, on the end of the diagonal c3–d4 cut.
import { afterAll, describe, expect, test } from 'vitest';
import { Position, readSquareName } from '../../src/engine/index.ts';
import { patternChanges } from '../../src/game/events.ts';
import { restingBox } from '../../src/ui/gain-on-cell.ts';
import { glassInside, glassOutline } from '../../src/ui/gain-place.ts';
import { hiddenReading, offSquares, restGain } from '../../src/ui/gain-rest.ts';
import { cutsUnder, newCuts } from '../../src/ui/new-cuts.ts';
import { pressTagAt } from '../../src/ui/press-gain-place.ts';
import { fittedBoard, forgetPixelRatio, gainRoom } from './gain-board.ts';

const SCREENS = [
  { name: 'phone', css: 386, dpr: 3 },
  { name: 'tablet', css: 651, dpr: 2 },
];

afterAll(forgetPixelRatio);

/** The division of the frames: the position before d4, and d4's new cuts on `fit`. */
function division(id: string, s: { css: number; dpr: number }) {
  const board = fittedBoard(id, s);
  const { layout, fit } = board;
  const position = new Position(layout);
  const at = (name: string) => (readSquareName(layout, name) as { square: number }).square;
  for (const m of ['c3', 'a1', 'd3', 'a2', 'c4', 'e1']) position.play(at(m));
  const before = Uint8Array.from(position.pattern);
  const owners = Array.from(position.owner);
  owners[at('d4')] = 1;
  position.play(at('d4'));
  const changes = patternChanges(before, position.pattern).map((c) =>
    c.square === at('d4') ? { ...c, from: -1 } : c,
  );
  const cuts = newCuts(layout, (sq) => fit.cellPlacement(sq), changes);
  return { ...board, d4: at('d4'), owners, cuts };
}

describe.each(SCREENS)('the gain and the new cuts - $name', (s) => {
  test('d4 makes six cuts in all: three through d4, one through each cell it touches', () => {
    const { cuts } = division('square:5', s);
    // Each cut is drawn from its cell's centre out to its two ends.
    expect(cuts).toHaveLength(12);
  });

  test("the move's +12 rests over none of them, nor over a count", () => {
    const { layout, side, fit, d4, owners, cuts } = division('square:5', s);
    const others = Array.from({ length: layout.size }, (_, q) => q).filter((q) => q !== d4);
    const room = {
      ...gainRoom({ layout, side, fit }, d4, '+12', s.dpr),
      inside: glassInside(fit),
      glass: glassOutline(fit),
      cells: others.filter((q) => owners[q] !== 0).map((q) => fit.centre(q)),
      empty: others.filter((q) => owners[q] === 0).map((q) => fit.centre(q)),
      cuts,
    };
    const rest = restGain(room);
    expect(cutsUnder(restingBox(rest.place, room.label), cuts)).toBe(0);
    // Without the cuts it rested on one: the rule is what moved it.
    const blind = restGain({ ...room, cuts: [] });
    expect(cutsUnder(restingBox(blind.place, room.label), cuts)).toBeGreaterThan(0);
  });

  test('a press on d4 stands its "= +12" over none of them', () => {
    const { layout, fit, d4, owners, cuts } = division('square:5', s);
    const label = { width: fit.square * 0.9, height: fit.square * 0.4 };
    const centre = fit.centre(d4);
    const at = pressTagAt({
      centre,
      square: fit.square,
      label,
      finger: 26 * s.dpr,
      board: { left: fit.left, top: fit.top, width: fit.frame.width },
      screenWidth: fit.frame.width,
      cells: Array.from({ length: layout.size }, (_, q) => q)
        .filter((q) => owners[q] !== 0 && q !== d4)
        .map((q) => {
          const c = fit.centre(q);
          return { x: c.x - fit.square / 2, y: c.y - fit.square / 2, width: fit.square, height: fit.square };
        }),
      cuts,
    });
    const box = { x: at.x - label.width / 2, y: at.y - label.height / 2, ...label };
    expect(cutsUnder(box, cuts)).toBe(0);
  });
});

/** Boards and screens whose squares leave room off the cuts beside every cell (a phone's 8×8 and 12×12 do not: there the counts come first). */
const ROOMY = [
  { id: 'square:5', screen: SCREENS[0]! },
  { id: 'square:5', screen: SCREENS[1]! },
  { id: 'square:8', screen: SCREENS[1]! },
  { id: 'hex:4', screen: SCREENS[0]! },
  { id: 'hex:4', screen: SCREENS[1]! },
  { id: 'tri:6', screen: SCREENS[1]! },
];

test.each(ROOMY)(
  'on $id, a cell cut every way rests its gain on the squares, off its cuts away from the edge, and hides no more counts - $screen.name',
  ({ id, screen }) => {
    const { layout, side, fit } = fittedBoard(id, screen);
    for (let sq = 0; sq < layout.size; sq++) {
      // Every other square held: the placed cell is cut along every axis.
      const cuts = newCuts(layout, (q) => fit.cellPlacement(q), [
        { square: sq, from: -1, to: (1 << layout.axes) - 1 },
      ]);
      const others = Array.from({ length: layout.size }, (_, q) => q).filter((q) => q !== sq);
      const room = {
        ...gainRoom({ layout, side, fit }, sq, '+16', screen.dpr),
        inside: glassInside(fit),
        glass: glassOutline(fit),
        cells: others.map((q) => fit.centre(q)),
        cuts,
      };
      const rest = restingBox(restGain(room).place, room.label);
      const blind = restingBox(restGain({ ...room, cuts: [] }).place, room.label);
      // On the squares (or its own square) always: half over the rim it read as off the board.
      expect(offSquares(room, rest), `${id} square ${sq}`).toBeLessThan(1e-6);
      // Off the cuts wherever the square is not on the board's edge, whose cuts leave no room on the squares.
      const D = layout.directions;
      const edge = Array.from({ length: D }, (_, d) => layout.neighbour[sq * D + d]!).some((n) => n < 0);
      if (!edge) expect(cutsUnder(rest, cuts), `${id} square ${sq}`).toBe(0);
      expect(hiddenReading(room, rest), `${id} square ${sq}`).toBeLessThanOrEqual(
        hiddenReading(room, blind) + 1e-6,
      );
    }
  },
);
