// A move's gain never rests over a count a player is reading nor over the cell just placed
// (reviewer 38: a "+6" over a square's "6" at the end of a tablet's 4×4; a "+N" over the new cell
// on a 12×12): on a phone, a tablet and a desktop, on every board size, on a board full of counted
// cells, whatever square the move is on, it rests on its own square beside its count or in the
// space beside the cell.
import { afterAll, describe, expect, test } from 'vitest';
import { gainOnCell, restingBox } from '../../src/ui/gain-on-cell.ts';
import { CELL_BODY, glassInside, glassOutline } from '../../src/ui/gain-place.ts';
import { hiddenReading, restGain } from '../../src/ui/gain-rest.ts';
import { fittedBoard, forgetPixelRatio, gainRoom } from './gain-board.ts';
import { meets } from './rect-checks.ts';

/** A cell's body, its pieces: CELL_BODY of its square. */
const body = (c: { x: number; y: number }, square: number) => {
  const w = square * CELL_BODY;
  return { x: c.x - w / 2, y: c.y - w / 2, width: w, height: w };
};

/** Square grids: the rule holds everywhere but in a phone's 12×12's corners. */
const BOARDS = ['square:4', 'square:5', 'square:8', 'square:12', 'hex:4', 'petri:7', 'flask:8x3'];
/** Boards whose counts stand closer than a label (a hexagonal grid's 8, a triangular grid): it hides the least it can. */
const CROWDED = ['hex:8', 'tri:6', 'tri:10'];
/** Where its whole path keeps off every count (a tablet's and a desktop's squares), and where its resting place does (a phone's, but its 12×12's corners). */
const strict = (id: string, screen: string) => BOARDS.includes(id) && screen !== 'phone';
const restsClear = (id: string, screen: string) =>
  BOARDS.includes(id) && !(id === 'square:12' && screen === 'phone');

const SCREENS = [
  { name: 'phone', css: 386, dpr: 3 },
  { name: 'tablet', css: 651, dpr: 2 },
  { name: 'desktop', css: 660, dpr: 1 },
];

afterAll(forgetPixelRatio);

describe.each(SCREENS)('a gain at rest on a full board - $name', (s) => {
  test.each([...BOARDS, ...CROWDED])('on %s it covers no count and not the cell just placed', (id) => {
    const { layout, side, fit } = fittedBoard(id, s);
    const centres = Array.from({ length: layout.size }, (_, sq) => fit.centre(sq));
    let onCell = 0;
    for (let sq = 0; sq < layout.size; sq++) {
      const from = centres[sq]!;
      const room = {
        ...gainRoom({ layout, side, fit }, sq, '+16', s.dpr),
        inside: glassInside(fit),
        glass: glassOutline(fit),
        cells: centres.filter((_, k) => k !== sq),
      };
      const rest = restGain(room);
      const box = restingBox(rest.place, room.label);
      // Where its square is too small for it, at rest it hides no more than it did on its cell.
      const path = rest.place.path;
      const before = restingBox(gainOnCell(room), room.label);
      expect(hiddenReading(room, box), `${id} square ${sq}`).toBeLessThanOrEqual(hiddenReading(room, before));
      if (strict(id, s.name)) expect(hiddenReading(room, path), `${id} square ${sq}`).toBe(0);
      if (restsClear(id, s.name)) expect(hiddenReading(room, box), `${id} square ${sq} at rest`).toBe(0);
      if (rest.onCell) onCell++;
      // Off its square it never rests on the cell just placed (but on the crowded boards, where it hides least).
      else if (restsClear(id, s.name))
        expect(meets(box, body(from, fit.square)), `${id} square ${sq}`).toBe(false);
    }
    // Where a square holds the gain beside its count (a tablet's or a desktop's), it rests there.
    if (fit.square / s.dpr >= 62 && layout.grid !== 'tri') expect(onCell).toBe(layout.size);
  });
});
