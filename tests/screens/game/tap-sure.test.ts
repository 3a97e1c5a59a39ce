// Where a quick tap on squares smaller than a finger places at once (board-fit.ts's tapIsSure): well
// inside one square, on every grid, while a tap by the line to another playable square aims; a
// taken square or the board's rim beside the tap leaves no doubt. On the board's real geometry.
import { describe, expect, test } from 'vitest';
import { parseLayout } from '../../../src/engine/index.ts';
import { magnifiedRelease, TAP_SURE_CSS, tapIsSure } from '../../../src/screens/game/board-fit.ts';
import { BoardGeometryFit } from '../../../src/ui/board-geometry.ts';

/** A board fitted so its squares show `css` CSS px wide, and the sure reach in its pixels. */
function board(id: string, css: number) {
  const fit = new BoardGeometryFit(parseLayout(id), { x: 0, y: 0, width: 1000, height: 1000 });
  const reach = (TAP_SURE_CSS * fit.square) / css;
  const px = fit.square / css;
  return { fit, reach, px, hit: (x: number, y: number) => fit.squareAt(x, y) };
}

describe('tapIsSure', () => {
  test.each([
    ['square:12', 29],
    ['hex:7', 31],
    ['tri:8', 33],
  ])('%s (%i CSS px) - every square’s centre is sure; halfway to a neighbour it is in doubt', (id, css) => {
    const { fit, reach, hit } = board(id, css);
    const layout = fit.layout;
    for (let s = 0; s < layout.size; s++) {
      const c = fit.centre(s);
      expect(tapIsSure(hit, c.x, c.y, reach), `${id} ${s}`).toBe(true);
      const around = Array.from(
        { length: layout.directions },
        (_, d) => layout.neighbour[s * layout.directions + d]!,
      );
      const n = around.find((t) => t >= 0);
      if (n === undefined) continue;
      const m = fit.centre(n);
      expect(tapIsSure(hit, (c.x + m.x) / 2, (c.y + m.y) / 2, reach), `${id} ${s}|${n}`).toBe(false);
    }
  });

  test('square:12 at 29 CSS px - within TAP_SURE_CSS of the line to the next square in doubt, past it sure', () => {
    const { fit, reach, px, hit } = board('square:12', 29);
    const c = fit.centre(fit.layout.squareAt[5 * 12 + 5]!);
    const line = c.x + fit.square / 2;
    expect(tapIsSure(hit, line - 4 * px, c.y, reach)).toBe(false);
    expect(tapIsSure(hit, line - 6 * px, c.y, reach)).toBe(true);
    expect(tapIsSure(hit, c.x, line - 6 * px - c.x + c.y, reach)).toBe(true);
  });

  test('square:12 - by a taken square’s line or the board’s rim the square meant is in no doubt', () => {
    const { fit, reach, px, hit } = board('square:12', 29);
    const [a, b] = [fit.layout.squareAt[0]!, fit.layout.squareAt[1]!];
    const c = fit.centre(a);
    const line = c.x + fit.square / 2;
    expect(tapIsSure(hit, line - 2 * px, c.y, reach)).toBe(false);
    // b holds a cell: a tap cannot play it, so the line to it is no doubt.
    const free = (x: number, y: number) => (hit(x, y) === b ? -1 : hit(x, y));
    expect(tapIsSure(free, line - 2 * px, c.y, reach)).toBe(true);
    // By the rim's side of the corner square (its outer lines): nothing else to mean.
    const rim = c.x - fit.square / 2;
    expect(tapIsSure(hit, rim + 2 * px, c.y, reach)).toBe(true);
    expect(tapIsSure(hit, rim - 2 * px, c.y, reach)).toBe(false);
  });
});

test('magnifiedRelease - a quick release places where it is sure, aims where in doubt; seen always places; off the square nothing', () => {
  expect(magnifiedRelease({ onSquare: true, seen: false, sure: true })).toBe('place');
  expect(magnifiedRelease({ onSquare: true, seen: false, sure: false })).toBe('aim');
  expect(magnifiedRelease({ onSquare: true, seen: true, sure: false })).toBe('place');
  expect(magnifiedRelease({ onSquare: false, seen: true, sure: true })).toBe('none');
});
