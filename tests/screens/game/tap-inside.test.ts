// Where a quick tap on small squares places at once (tap-inside.ts), on the board as drawn: in a
// square's inner half it places; in the outer quarter by an edge shared with a square that could be
// played it is in doubt (it aims); by the board's rim, a taken square or a full column it places.
import { expect, test } from 'vitest';
import type { Position } from '../../../src/engine/index.ts';
import { BoardGeometryFit } from '../../../src/ui/board-geometry.ts';
import { EDGE_LEAST_CSS, edgeBand, tapWellInside } from '../../../src/screens/game/tap-inside.ts';
import { makeMatch, sq } from './ports.ts';

/** A 390 px wide phone's board area: a 12×12's squares about 28 px. */
const AREA = { x: 0, y: 0, width: 360, height: 360 };

function board(rules: string, moves: string[] = []) {
  const match = makeMatch(rules, ['human', 'human']);
  for (const m of moves) match.play(sq(match, m));
  const p: Position = match.position;
  const fit = new BoardGeometryFit(p.layout, AREA);
  const targetAt = (x: number, y: number): number => {
    if (p.layout.gravity) {
      const c = fit.contains(x, y) ? fit.columnAt(x) : -1;
      return c < 0 ? -1 : p.landingSquare(c);
    }
    const s = fit.squareAt(x, y);
    return s >= 0 && p.isLegal(s) ? s : -1;
  };
  const band = edgeBand(p.layout.grid, fit.square, 1);
  /** Whether a tap `share` of a square from `name`'s centre, toward `towards`' centre, places at once. */
  const places = (name: string, towards: string | null = null, share = 0) => {
    const s = sq(match, name);
    const c = fit.centre(s);
    const t = towards ? fit.centre(sq(match, towards)) : c;
    const d = Math.hypot(t.x - c.x, t.y - c.y) || 1;
    const at = {
      x: c.x + ((t.x - c.x) / d) * share * fit.square,
      y: c.y + ((t.y - c.y) / d) * share * fit.square,
    };
    return tapWellInside(at, targetAt(at.x, at.y), band, targetAt);
  };
  return { fit, band, places };
}

test('square:12 - a tap in a square’s inner half places; in its outer quarter by a free neighbour it aims', () => {
  const { fit, band, places } = board('square:12');
  expect(fit.square).toBeGreaterThanOrEqual(26);
  expect(band).toBeCloseTo(fit.square / 4, 9);
  expect(places('e4')).toBe(true);
  expect(places('e4', 'f4', 0.2)).toBe(true);
  expect(places('e4', 'f4', 0.3)).toBe(false);
  expect(places('e4', 'e5', 0.3)).toBe(false);
  // Toward a corner: a diagonal neighbour is in doubt too.
  expect(places('e4', 'f5', 0.4)).toBe(false);
});

test('square:12 - by the board’s rim or a taken square nothing else was meant: the tap places', () => {
  expect(board('square:12').places('a4', 'b4', -0.4)).toBe(true);
  expect(board('square:12').places('e4', 'f4', 0.4)).toBe(false);
  expect(board('square:12', ['f4', 'l12']).places('e4', 'f4', 0.4)).toBe(true);
});

test('hex:7 and tri:8 - the inner half places, the band by a free neighbour aims', () => {
  for (const [rules, a, b] of [
    ['hex:7', 'd4', 'e4'],
    ['tri:8', 'd4', 'e4'],
  ] as const) {
    const { places } = board(rules);
    expect(places(a), rules).toBe(true);
    // Centre to centre is a square (hex) or 1/√3 of one (tri) apart: most of the way is in doubt.
    const half = rules.startsWith('hex') ? 0.5 : 0.5 / Math.sqrt(3);
    expect(places(a, b, half * 0.4), rules).toBe(true);
    expect(places(a, b, half * 0.9), rules).toBe(false);
  }
});

test('flask:10x2 - under gravity only the column’s sides are edges: high or low in the column it places', () => {
  const { places } = board('flask:10x2');
  expect(places('d1')).toBe(true);
  expect(places('d1', 'd2', 0.5)).toBe(true);
  expect(places('d1', 'e1', 0.35)).toBe(false);
});

test('edgeBand - a quarter of the cell across, never under a fingertip’s stray of EDGE_LEAST_CSS', () => {
  expect(edgeBand('square', 28, 1)).toBe(7);
  expect(edgeBand('square', 20, 1)).toBe(EDGE_LEAST_CSS);
  expect(edgeBand('square', 56, 2)).toBe(14);
  expect(edgeBand('tri', 60, 1)).toBeCloseTo(60 / Math.sqrt(3) / 4, 9);
});
