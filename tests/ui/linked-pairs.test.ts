// The board's links under scoring by connections are the pairs the engine counts: on square boards
// (8 neighbours, corners too) and hexagonal ones, after every move of seeded random games, each
// player's links number their score; under divisions scoring they are not the score.
import { describe, expect, test } from 'vitest';
import { parseRules, Position, readSquareName, seededRandom } from '../../src/engine/index.ts';
import {
  LINK_LOOK,
  linkedPairs,
  linkGrowth,
  linkLook,
  linkSpan,
  newLinks,
} from '../../src/ui/linked-pairs.ts';

const count = (p: Position, player: 1 | 2) =>
  linkedPairs(p.layout, (s) => p.owner[s]!).filter((l) => l.player === player).length;

describe('linked pairs', () => {
  test.each(['square:4/connections', 'square:6/connections', 'hex:5/connections', 'hex:4/equal/connections'])(
    "%s: each player's links number their score after every move",
    (rules) => {
      for (let seed = 1; seed <= 5; seed++) {
        const random = seededRandom(seed);
        const p = new Position(parseRules(rules));
        while (!p.isOver()) {
          const legal = p.legalMoveList();
          p.play(legal[Math.floor(random() * legal.length)]!);
          expect([count(p, 1), count(p, 2)]).toEqual([p.score(1), p.score(2)]);
        }
      }
    },
  );

  test('square corners link, and each pair is listed once with its lower square first', () => {
    const p = new Position(parseRules('square:4/connections'));
    const at = (n: string) => {
      const r = readSquareName(p.layout, n);
      if (!('square' in r)) throw new Error(n);
      return r.square;
    };
    for (const n of ['a1', 'd4', 'b2', 'd1']) p.play(at(n));
    const pairs = linkedPairs(p.layout, (s) => p.owner[s]!);
    expect(pairs).toEqual([{ player: 1, a: Math.min(at('a1'), at('b2')), b: Math.max(at('a1'), at('b2')) }]);
  });
});

describe('the board link look', () => {
  test.each(['square:6', 'hex:4', 'tri:6'])(
    "%s: a link bridges the gap between two neighbouring cells, into both, clear of each cell's middle",
    (id) => {
      const layout = parseRules(id).layout;
      const square = 50;
      const at = (s: number) => ({ x: layout.centreX[s]! * square, y: layout.centreY[s]! * square });
      let checked = 0;
      for (let a = 0; a < layout.size; a++) {
        for (let d = 0; d < layout.directions; d++) {
          const b = layout.neighbour[a * layout.directions + d]!;
          if (b < 0 || b <= a) continue;
          const [p, q] = [at(a), at(b)];
          const { from, to, width } = linkSpan(p, q, square, layout.grid);
          const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
          // Across the middle of the way between the two cells (the gap between their rims)...
          const along = (r: { x: number; y: number }) =>
            ((r.x - p.x) * (q.x - p.x) + (r.y - p.y) * (q.y - p.y)) / Math.hypot(q.x - p.x, q.y - p.y) ** 2;
          expect(along(from)).toBeLessThan(along(mid));
          expect(along(to)).toBeGreaterThan(along(mid));
          // ...into each cell (seen over its whole body), but clear of its middle, where its mark and ring sit.
          const apart = Math.hypot(q.x - p.x, q.y - p.y);
          expect(Math.hypot(from.x - p.x, from.y - p.y)).toBeGreaterThanOrEqual(0.25 * apart - 1e-9);
          expect(Math.hypot(to.x - q.x, to.y - q.y)).toBeGreaterThanOrEqual(0.25 * apart - 1e-9);
          expect(Math.hypot(to.x - from.x, to.y - from.y)).toBeGreaterThan(
            layout.grid === 'tri' ? 0.05 * square : 0.3 * square,
          );
          expect(width).toBeLessThanOrEqual(LINK_LOOK.width * square);
          expect(width).toBeGreaterThanOrEqual(0.06 * square);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(10);
    },
  );
});

test('on a triangular board the links are thinner and softer, and the three crossing at a shared corner make a small joint, not a star', () => {
  const layout = parseRules('tri:6').layout;
  const square = 90;
  const at = (s: number) => ({ x: layout.centreX[s]! * square, y: layout.centreY[s]! * square });
  expect(linkLook('tri').width).toBeLessThan(linkLook('square').width);
  let corners = 0;
  for (let a = 0; a < layout.size; a++)
    for (let d = 0; d < layout.directions; d++) {
      const b = layout.neighbour[a * layout.directions + d]!;
      if (b < 0 || b <= a) continue;
      const [p, q] = [at(a), at(b)];
      const { from, to, width } = linkSpan(p, q, square, 'tri');
      expect(width).toBeLessThanOrEqual(0.08 * square);
      // A point neighbour (a side's length apart, through the corner they share): its link is a
      // short joint at that corner, at most 0.3 of a square long.
      if (Math.hypot(q.x - p.x, q.y - p.y) > 0.9 * square) {
        corners++;
        expect(Math.hypot(to.x - from.x, to.y - from.y)).toBeLessThanOrEqual(0.3 * square + 1e-9);
      }
    }
  expect(corners).toBeGreaterThan(5);
  // A square board's links keep their look.
  expect(linkLook('square').width).toBe(LINK_LOOK.width);
});

describe('a link a move makes grows in', () => {
  test.each(['square:5/connections', 'hex:4/connections', 'tri:6/connections'])(
    "%s: after each move the new links are the pairs it made, all touching its cell, and the count's gain",
    (rules) => {
      const random = seededRandom(7);
      const p = new Position(parseRules(rules));
      let before = linkedPairs(p.layout, (s) => p.owner[s]!);
      while (!p.isOver()) {
        const legal = p.legalMoveList();
        const move = legal[Math.floor(random() * legal.length)]!;
        const mover = p.toMove()!;
        const was = p.score(mover);
        p.play(move);
        const now = linkedPairs(p.layout, (s) => p.owner[s]!);
        const made = newLinks(before, now);
        expect(made.length).toBe(p.score(mover) - was);
        for (const l of made) {
          expect(l.player).toBe(mover);
          expect([l.a, l.b]).toContain(move);
        }
        // Nothing new when nothing changed.
        expect(newLinks(now, now)).toEqual([]);
        before = now;
      }
    },
  );

  test('it grows out from the gap to its full span, swelling and flashing on the way, and settles as drawn', () => {
    const span = linkSpan({ x: 0, y: 0 }, { x: 100, y: 0 }, 100);
    const start = linkGrowth(span, 0);
    const len = (g: { from: { x: number }; to: { x: number } }) => g.to.x - g.from.x;
    expect(len(start)).toBeCloseTo(0);
    expect(start.from.x).toBeCloseTo(50);
    expect(start.flash).toBe(1);
    const half = linkGrowth(span, 0.5);
    expect(len(half)).toBeGreaterThan(0.5 * len(span));
    expect(half.width).toBeGreaterThan(span.width);
    const end = linkGrowth(span, 1);
    expect(end.from.x).toBeCloseTo(span.from.x);
    expect(end.to.x).toBeCloseTo(span.to.x);
    expect(end.width).toBeCloseTo(span.width);
    expect(end.flash).toBe(0);
  });
});
