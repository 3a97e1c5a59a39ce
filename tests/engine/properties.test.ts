// Property tests over random games on every layout kind, square and hexagonal, under both
// scorings: the incremental bookkeeping equals a from-scratch recount, Δscore equals the score
// change, and undo restores everything exactly.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  parseLayout,
  Position,
  seededRandom,
  randomIndex,
  type RulesOptions,
  rulesOf,
} from '../../src/engine/index.ts';
import { expectMatchesRecount, expectSame } from './expect-same.ts';

const LAYOUTS = [
  'square:3',
  'square:4',
  'square:6',
  'square:12',
  'grid:2x7',
  'grid:5x3',
  'petri:5',
  'petri:8',
  'beaker:2x2',
  'beaker:6x7',
  'beaker:10x3',
  'flask:4x1',
  'flask:6x3',
  'flask:10x8',
  'hex:3',
  'hex:4',
  'hex:8',
  'custom:5x5:fc6b1f8',
  'custom:4x5:63be4:gravity',
];

const game = fc.record({
  layout: fc.constantFrom(...LAYOUTS),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  equalMoves: fc.boolean(),
  scoring: fc.constantFrom('divisions' as const, 'connections' as const),
});

function snapshot(position: Position) {
  return {
    owner: Array.from(position.owner),
    pattern: Array.from(position.pattern),
    overlap: Array.from(position.overlapOf),
    interlap: Array.from(position.interlapOf),
    extensions: Array.from(position.extensionsOf),
    unconnected: Array.from(position.unconnectedOf),
    openness: Array.from(position.opennessOf),
    columns: Array.from(position.columnFill),
    scores: Array.from(position.scores),
    hash: [position.hashLo, position.hashHi],
    ply: position.ply,
    moves: position.moves(),
  };
}

/** A position with the first `plies` moves of a random game, played from the empty board. */
function replayed(layout: string, options: RulesOptions, seed: number, plies: number): Position {
  const position = new Position(rulesOf(parseLayout(layout), options));
  const random = seededRandom(seed);
  while (!position.isOver() && position.ply < plies) {
    const moves = position.legalMoveList();
    position.play(moves[randomIndex(random, moves.length)]!);
  }
  return position;
}

describe('engine properties', () => {
  test('incremental scores and features equal a from-scratch recount after every move', () => {
    fc.assert(
      fc.property(game, ({ layout, seed, equalMoves, scoring }) => {
        const position = new Position(rulesOf(parseLayout(layout), { equalMoves, scoring }));
        const random = seededRandom(seed);
        while (!position.isOver()) {
          const moves = position.legalMoveList();
          position.play(moves[randomIndex(random, moves.length)]!);
          expectMatchesRecount(position);
        }
        expect(position.ply).toBe(position.totalMoves);
      }),
      { numRuns: 150 },
    );
  });

  test('Δscore of every legal move equals the change in score', () => {
    fc.assert(
      fc.property(game, ({ layout, seed, equalMoves, scoring }) => {
        const position = new Position(rulesOf(parseLayout(layout), { equalMoves, scoring }));
        const random = seededRandom(seed);
        // Every move of the game's positions is tried (some 10,000 on square:12): a wrong one is
        // collected and the game's list checked once, which costs a tenth of an expect per move.
        const wrong: string[] = [];
        while (!position.isOver()) {
          const q = position.toMove()!;
          const moves = position.legalMoveList();
          for (const m of moves) {
            const before = position.score(q);
            const other = position.score(q === 1 ? 2 : 1);
            const predicted = position.deltaScore(q, m);
            position.playUnchecked(m);
            const gained = position.score(q) - before;
            const otherAfter = position.score(q === 1 ? 2 : 1);
            if (gained !== predicted || otherAfter !== other)
              wrong.push(
                `ply ${position.ply} move ${m}: Δscore ${predicted}, gained ${gained}, other ${other} → ${otherAfter}`,
              );
            position.undo();
          }
          position.playUnchecked(moves[randomIndex(random, moves.length)]!);
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  test('undo restores the position and its hash exactly', () => {
    fc.assert(
      fc.property(game, fc.integer({ min: 0, max: 200 }), ({ layout, seed, equalMoves, scoring }, cut) => {
        const position = new Position(rulesOf(parseLayout(layout), { equalMoves, scoring }));
        const random = seededRandom(seed);
        const snapshots = [snapshot(position)];
        while (!position.isOver()) {
          const moves = position.legalMoveList();
          position.play(moves[randomIndex(random, moves.length)]!);
          snapshots.push(snapshot(position));
        }
        const stop = Math.min(cut, position.ply);
        while (position.ply > stop) {
          position.undo();
          expectSame(snapshot(position), snapshots[position.ply]);
        }
      }),
      { numRuns: 400 },
    );
  });

  test('hash - the same cells reached in another order give the same hash', () => {
    const a = new Position(parseLayout('square:6'));
    const b = new Position(parseLayout('square:6'));
    for (const s of [3, 10, 20, 7]) a.play(s);
    for (const s of [20, 7, 3, 10]) b.play(s);
    expect([a.hashLo, a.hashHi]).toEqual([b.hashLo, b.hashHi]);
    const c = new Position(parseLayout('square:6'));
    for (const s of [10, 3, 20, 7]) c.play(s); // same squares, other owners
    expect([c.hashLo, c.hashHi]).not.toEqual([a.hashLo, a.hashHi]);
  });

  test('copyFrom - equals the replayed position, then plays and takes back like it', () => {
    fc.assert(
      fc.property(
        game,
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: 150 }),
        ({ layout, seed, equalMoves, scoring }, from, to) => {
          const source = replayed(layout, { equalMoves, scoring }, seed, to);
          // The copy starts from another game at another move, so nothing of it may survive.
          const copy = replayed(layout, { equalMoves, scoring }, seed + 1, from);
          copy.copyFrom(source);
          expectSame(snapshot(copy), snapshot(source));
          expectSame(snapshot(source.clone()), snapshot(source));
          const random = seededRandom(seed + 2);
          while (!copy.isOver()) {
            const moves = copy.legalMoveList();
            expect(source.legalMoveList()).toEqual(moves);
            const m = moves[randomIndex(random, moves.length)]!;
            copy.playUnchecked(m);
            source.playUnchecked(m);
            expectSame(snapshot(copy), snapshot(source));
          }
          expectMatchesRecount(copy);
          while (copy.ply > 0) copy.undo();
          expect(snapshot(copy)).toEqual(
            snapshot(new Position(rulesOf(parseLayout(layout), { equalMoves, scoring }))),
          );
        },
      ),
      { numRuns: 250 },
    );
  });

  test('copyFrom - throws - another layout or other rules', () => {
    const square = new Position(parseLayout('square:5'));
    expect(() => square.copyFrom(new Position(parseLayout('square:6')))).toThrow(/square:6.*square:5/);
    expect(() =>
      square.copyFrom(new Position(rulesOf(parseLayout('square:5'), { equalMoves: true }))),
    ).toThrow(/square:5\/equal/);
    expect(() =>
      square.copyFrom(new Position(rulesOf(parseLayout('square:5'), { scoring: 'connections' }))),
    ).toThrow(/square:5\/connections/);
  });

  test('reset - equals a new position, and plays on like one', () => {
    fc.assert(
      fc.property(game, fc.integer({ min: 0, max: 150 }), ({ layout, seed, equalMoves, scoring }, plies) => {
        const position = replayed(layout, { equalMoves, scoring }, seed, plies);
        position.reset();
        const fresh = new Position(rulesOf(parseLayout(layout), { equalMoves, scoring }));
        expectSame(snapshot(position), snapshot(fresh));
        expect(Array.from(position.history)).toEqual(Array.from(fresh.history));
        const random = seededRandom(seed);
        while (!position.isOver()) {
          const moves = position.legalMoveList();
          const m = moves[randomIndex(random, moves.length)]!;
          position.playUnchecked(m);
          fresh.playUnchecked(m);
          expectSame(snapshot(position), snapshot(fresh));
        }
        expectMatchesRecount(position);
      }),
      { numRuns: 150 },
    );
  });

  test('legalMoves - a buffer shorter than the board still gets every legal square', () => {
    const position = replayed('square:6', {}, 5, 20);
    const roomy = new Int16Array(36);
    const tight = new Int16Array(16);
    expect(position.legalMoves(tight)).toBe(position.legalMoves(roomy));
    expect(Array.from(tight)).toEqual(Array.from(roomy.subarray(0, 16)));
    expect(Array.from(roomy.subarray(0, 16))).toEqual(position.legalMoveList());
  });

  test('gravity - every legal move is the landing square of its column', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('beaker:6x7', 'flask:8x3', 'flask:10x8', 'custom:4x5:63be4:gravity'),
        fc.integer(),
        (id, seed) => {
          const position = new Position(parseLayout(id));
          const random = seededRandom(seed);
          while (!position.isOver()) {
            const moves = position.legalMoveList();
            const columns = new Set(moves.map((s) => position.layout.colOf[s]));
            expect(columns.size).toBe(moves.length);
            for (const s of moves) expect(position.landingSquare(position.layout.colOf[s]!)).toBe(s);
            position.play(moves[randomIndex(random, moves.length)]!);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
