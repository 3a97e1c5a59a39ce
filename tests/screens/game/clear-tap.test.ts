// One tap on small squares, on the boards a phone shows, laid out as the board screen lays them out:
// a tap on any square's centre (where window.cellDivision.square(name) points) is clear of the
// edges it shares with free squares and places at once; one that lands on a shared edge could
// have meant either square and asks (the magnified board, then a release or a second tap). The
// figures are docs/architecture.md's ("One tap on small squares").
import { expect, test } from 'vitest';
import { parseLayout, Position } from '../../../src/engine/index.ts';
import {
  CLEAR_TAP_CSS,
  clearTap,
  ONE_TAP_CSS,
  playableSquares,
} from '../../../src/screens/game/board-fit.ts';
import type { BoardGeometryFit } from '../../../src/ui/board-geometry.ts';
import { boardScreen } from './board-screen.ts';

/** Boards whose squares a phone shows under one tap's 40 CSS px, upright or on its side. */
const SMALL_BOARDS = [
  'square:10',
  'square:12',
  'grid:12x12',
  'petri:8',
  'petri:10',
  'flask:10x4',
  'beaker:10x10',
  'hex:5',
  'hex:6',
  'hex:7',
  'hex:8',
  'tri:8',
  'tri:10',
];
const PHONES = [
  [390, 844],
  [844, 390],
] as const;

/** How far (x, y) lies inside the shared edges of square s, and s's centre does, in CSS px. */
function roomOf(fit: BoardGeometryFit, position: Position, s: number, x: number, y: number, dpr: number) {
  const others = playableSquares(position);
  const c = fit.centre(s);
  return { room: fit.edgeRoom(x, y, s, others) / dpr, centre: fit.edgeRoom(c.x, c.y, s, others) / dpr };
}

test.each([
  [6, 14, true],
  [5.9, 14, false],
  [5.5, 10.8, true],
  [5.3, 10.8, false],
  [-2, 14, false],
  [Infinity, Infinity, true],
] as const)('clearTap - %f CSS px inside a shared edge, the centre %f inside: %s', (room, centre, clear) => {
  expect(clearTap({ room, centre })).toBe(clear);
});

test.each(SMALL_BOARDS.flatMap((id) => PHONES.map(([w, h]) => [id, w, h] as const)))(
  '%s on %i×%i at 3x - a tap on every square’s centre is clear (one tap places); 3 CSS px inside an edge shared with a free square it is not',
  (id, w, h) => {
    const dpr = 3;
    const { fit } = boardScreen(id, w, h, dpr);
    const position = new Position(parseLayout(id));
    const layout = fit.layout;
    for (const s of playableSquares(position)) {
      const c = fit.centre(s);
      expect(clearTap(roomOf(fit, position, s, c.x, c.y, dpr)), `${id} square ${s}`).toBe(true);
      // Towards each neighbour: 3 CSS px short of the edge between them, the tap asks.
      for (const t of playableSquares(position)) {
        if (t === s || (layout.gravity && layout.colOf[t] === layout.colOf[s])) continue;
        const o = fit.centre(t);
        const apart = Math.hypot(o.x - c.x, layout.gravity ? 0 : o.y - c.y);
        if (apart > fit.square * 1.01) continue;
        const k = (apart / 2 - 3 * dpr) / apart;
        const x = c.x + (o.x - c.x) * k;
        const y = layout.gravity ? c.y : c.y + (o.y - c.y) * k;
        expect(clearTap(roomOf(fit, position, s, x, y, dpr)), `${id} ${s} towards ${t}`).toBe(false);
      }
    }
  },
);

test('the boards under one tap on a phone: how far a tap may miss a square’s centre towards a shared edge and still place at once, in CSS px', () => {
  const table = Object.fromEntries(
    SMALL_BOARDS.map((id) => [
      id,
      PHONES.map(([w, h]) => {
        const { fit } = boardScreen(id, w, h, 3);
        const square = fit.square / 3;
        if (square >= ONE_TAP_CSS) return `${square.toFixed(1)} px: one tap anywhere`;
        const position = new Position(parseLayout(id));
        const s = playableSquares(position)[0]!;
        const c = fit.centre(s);
        const centre = roomOf(fit, position, s, c.x, c.y, 3).centre;
        const miss = centre - Math.min(CLEAR_TAP_CSS, centre / 2);
        return `${square.toFixed(1)} px: ${miss.toFixed(1)}`;
      }),
    ]),
  );
  // Upright, then on its side: the square's size, then how far from its centre a tap still places at once.
  expect(table).toEqual({
    'square:10': ['34.0 px: 11.0', '33.3 px: 10.7'],
    'square:12': ['28.7 px: 8.3', '28.3 px: 8.2'],
    'grid:12x12': ['28.7 px: 8.3', '28.3 px: 8.2'],
    'petri:8': ['39.7 px: 13.8', '36.7 px: 12.3'],
    'petri:10': ['30.0 px: 9.0', '29.3 px: 8.7'],
    'flask:10x4': ['36.0 px: 12.0', '39.7 px: 13.8'],
    'beaker:10x10': ['34.0 px: 11.0', '32.3 px: 10.2'],
    'hex:5': ['39.7 px: 13.8', '42.0 px: one tap anywhere'],
    'hex:6': ['29.0 px: 8.5', '33.7 px: 10.8'],
    'hex:7': ['25.0 px: 6.5', '29.0 px: 8.5'],
    'hex:8': ['21.7 px: 5.4', '25.7 px: 6.8'],
    'tri:8': ['42.0 px: one tap anywhere', '44.3 px: one tap anywhere'],
    'tri:10': ['32.0 px: 4.6', '36.3 px: 5.2'],
  });
});
