// A move's gain never rests over the other player's cell where a place around its own cell keeps
// off it (on a desktop's triangle, Expert's pink "+2" rose over the player's green cell, so
// the player could not tell whose gain it was). Here the other player holds every square above the
// move's (where a gain rises first), and the rest are empty: the gain finds a place off them.
import { afterAll, describe, expect, test } from 'vitest';
import { restingBox } from '../../src/ui/gain-on-cell.ts';
import { gainAround } from '../../src/ui/gain-around.ts';
import { restGain } from '../../src/ui/gain-rest.ts';
import type { Rect } from '../../src/ui/board-geometry.ts';
import { fittedBoard, forgetPixelRatio, gainRoom } from './gain-board.ts';

afterAll(forgetPixelRatio);

/** How much of the other player's cells' bodies `box` covers. */
const overRivals = (room: { rivals: readonly Rect[] }, box: Rect): number =>
  room.rivals.reduce(
    (t, r) =>
      t +
      Math.max(0, Math.min(box.x + box.width, r.x + r.width) - Math.max(box.x, r.x)) *
        Math.max(0, Math.min(box.y + box.height, r.y + r.height) - Math.max(box.y, r.y)),
    0,
  );

const BOARDS = ['tri:5', 'tri:6', 'hex:5', 'square:8', 'petri:6', 'beaker:6x7'];
const SCREENS = [
  { name: 'phone', css: 386, dpr: 3 },
  { name: 'tablet', css: 651, dpr: 2 },
  { name: 'desktop', css: 660, dpr: 1 },
];

describe.each(SCREENS)("a gain beside the other player's cells - $name", (s) => {
  test.each(BOARDS)('on %s it rests over none of them', (id) => {
    const { layout, side, fit } = fittedBoard(id, s);
    const over: string[] = [];
    for (let sq = 0; sq < layout.size; sq++) {
      const from = fit.centre(sq);
      // Pink (2) holds every square above this one; green (1) moves here.
      const owner = (t: number) => (t !== sq && fit.centre(t).y < from.y - fit.square / 4 ? 2 : undefined);
      const around = gainAround(fit, sq, 1, owner);
      if (around.rivals.length === 0) continue;
      const room = { ...gainRoom({ layout, side, fit }, sq, '+2', s.dpr), ...around };
      const rest = overRivals(room, restingBox(restGain(room).place, room.label));
      // Where the gain knows nothing of whose cells are whose.
      const blind = overRivals(room, restingBox(restGain({ ...room, rivals: [] }).place, room.label));
      expect(rest, `square ${sq}`).toBeLessThanOrEqual(blind);
      if (rest > 0) over.push(`square ${sq}`);
    }
    // On a phone's dish the rim curves in over its edge squares: there the least it can.
    expect(over.length).toBeLessThanOrEqual(s.name === 'phone' && id === 'petri:6' ? 4 : 0);
  });
});
