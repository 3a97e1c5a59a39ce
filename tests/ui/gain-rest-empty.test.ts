// A move's gain never rests on a square still to play: a "+N" in an empty square's middle reads as
// what that square would gain (the first games' worth tags stand there), and a reviewer took a
// move's "+8" resting on the empty square beside it for that square's. On a phone's 5×5 late in a
// game (review 41: Easy's b1 between the empty a1 and c1), on its own square or between squares.
import { afterAll, expect, test } from 'vitest';
import { readSquareName } from '../../src/engine/index.ts';
import { restingBox } from '../../src/ui/gain-on-cell.ts';
import { glassInside, glassOutline } from '../../src/ui/gain-place.ts';
import { restGain } from '../../src/ui/gain-rest.ts';
import { fittedBoard, forgetPixelRatio, gainRoom } from './gain-board.ts';
import { meets } from './rect-checks.ts';

afterAll(forgetPixelRatio);

/** The board of review 41's shot 45: the empty squares, every other one a counted cell. */
const EMPTY = ['a5', 'b5', 'c5', 'd5', 'e5', 'a4', 'e3', 'e2', 'a1', 'c1', 'd1'];

/** The board's side on the phone's screen, and the square moved on. */
const CASES = [330, 351].flatMap((css) => ['b1', 'b4', 'e4', 'e1'].map((at) => [css, at] as const));

test.each(CASES)(
  "on a phone's 5×5 (%i CSS px) a move's gain at %s rests on no empty square's middle",
  (css, at) => {
    const PHONE = { css, dpr: 3 };
    const board = fittedBoard('square:5', PHONE);
    const { layout, fit } = board;
    const sq = (name: string) => (readSquareName(layout, name) as { square: number }).square;
    const empty = EMPTY.map(sq);
    const room = {
      ...gainRoom(board, sq(at), '+8', PHONE.dpr),
      inside: glassInside(fit),
      glass: glassOutline(fit),
      cells: Array.from({ length: layout.size }, (_, s) => s)
        .filter((s) => s !== sq(at) && !empty.includes(s))
        .map((s) => fit.centre(s)),
      empty: empty.map((s) => fit.centre(s)),
    };
    const box = restingBox(restGain(room).place, room.label);
    for (const s of empty) {
      const c = fit.centre(s);
      const middle = {
        x: c.x - fit.square * 0.3,
        y: c.y - fit.square * 0.3,
        width: fit.square * 0.6,
        height: fit.square * 0.6,
      };
      expect(meets(box, middle), `${at}'s gain over ${EMPTY[empty.indexOf(s)]}`).toBe(false);
    }
  },
);
