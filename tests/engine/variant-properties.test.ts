// Property tests over random games under every option of RULES.md sections 10 to 14 and their
// combinations, on many layouts (triangular ones included): the incremental bookkeeping equals a
// recount from the cells, Δscore is the true change in score (and the section 4 formula plus the
// stem points wherever no capture happens), undo, copy and reset restore everything, the hash
// included, and the game ends exactly when no playable square is empty.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  parseLayout,
  Position,
  seededRandom,
  randomIndex,
  rulesOf,
  STEM,
  type Player,
  type Rules,
} from '../../src/engine/index.ts';
import { expectMatchesRecount, expectSame } from './expect-same.ts';
import { JUMP_HI, JUMP_LO, ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_STRIDE } from '../../src/engine/zobrist.ts';

const LAYOUTS = [
  'square:3',
  'square:4',
  'square:5',
  'square:6',
  'grid:2x7',
  'petri:6',
  'beaker:4x5',
  'flask:6x3',
  'hex:3',
  'hex:4',
  'tri:3',
  'tri:4',
  'tri:6',
  'tri:9',
  'custom:5x5:fc6b1f8',
  'custom:4x5:63be4:gravity',
];

const options = fc.record({
  layout: fc.constantFrom(...LAYOUTS),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  equalMoves: fc.boolean(),
  connections: fc.boolean(),
  capture: fc.boolean(),
  stem: fc.constantFrom('none', 'centre', 'random'),
  jumps: fc.boolean(),
});

type Drawn = {
  layout: string;
  seed: number;
  equalMoves: boolean;
  connections: boolean;
  capture: boolean;
  stem: string;
  jumps: boolean;
};

/** The rules drawn, leaving out the refused combinations (jumps with gravity or equal moves). */
function rulesFrom(o: Drawn): Rules {
  const layout = parseLayout(o.layout);
  const random = seededRandom(o.seed ^ 0x5717);
  const stem =
    o.stem === 'none'
      ? false
      : o.stem === 'centre'
        ? true
        : [
            ...new Set(
              Array.from({ length: 1 + randomIndex(random, 3) }, () => randomIndex(random, layout.size)),
            ),
          ].slice(0, layout.size - 2);
  const jumps = o.jumps && !layout.gravity && !o.equalMoves;
  return rulesOf(layout, {
    equalMoves: o.equalMoves,
    scoring: o.connections ? 'connections' : 'divisions',
    capture: o.capture,
    stem: Array.isArray(stem) && stem.length === 0 ? false : stem,
    jumps,
  });
}

/** Every move open to the player to move: placements, then jumps. */
function allMoves(position: Position): number[] {
  const jumps: number[] = [];
  position.legalJumps(jumps);
  return [...position.legalMoveList(), ...jumps];
}

/** A random move, a jump one time in three when one is open. */
function randomMove(position: Position, random: () => number): number {
  const jumps: number[] = [];
  const count = position.legalJumps(jumps);
  if (count > 0 && random() < 1 / 3) return jumps[randomIndex(random, count)]!;
  const moves = position.legalMoveList();
  return moves[randomIndex(random, moves.length)]!;
}

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
    jumpsLeft: [position.jumpsLeft(1), position.jumpsLeft(2)],
    over: position.isOver(),
  };
}

/** The hash from the cells and the jumps made alone. */
function hashFromScratch(position: Position): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let s = 0; s < position.layout.size; s++) {
    const q = position.owner[s]!;
    if (q !== 1 && q !== 2) continue;
    lo ^= ZOBRIST_LO[(q - 1) * ZOBRIST_STRIDE + s]!;
    hi ^= ZOBRIST_HI[(q - 1) * ZOBRIST_STRIDE + s]!;
  }
  for (const q of [1, 2] as Player[]) {
    for (let k = 0; k < 2 - position.jumpsLeft(q) && position.rules.jumps; k++) {
      lo ^= JUMP_LO[2 * (q - 1) + k]!;
      hi ^= JUMP_HI[2 * (q - 1) + k]!;
    }
  }
  return [lo >>> 0, hi >>> 0];
}

function expectMatchesRecountHashed(position: Position) {
  expectMatchesRecount(position, {
    now: [position.hashLo, position.hashHi],
    fromScratch: hashFromScratch(position),
  });
}

/** Stem points q gains when a cell of q's arrives on m: pieces and centres of the stem cells m completes. */
function stemPointsCompleted(position: Position, q: Player, m: number): number {
  const { neighbour, directions: D } = position.layout;
  let points = 0;
  for (let d = 0; d < D; d++) {
    const s = neighbour[m * D + d]!;
    if (s < 0 || position.owner[s] !== STEM || position.openness(s) !== 1) continue;
    const mine = position.overlap(q, s) + 1;
    points += mine + (mine > position.overlap(q === 1 ? 2 : 1, s) ? 1 : 0);
  }
  return points;
}

describe('engine properties under capture, stem cells and jumps', () => {
  test('incremental scores, features and hash equal a recount after every move; the game ends when no playable square is empty', () => {
    fc.assert(
      fc.property(options, (drawn) => {
        const position = new Position(rulesFrom(drawn));
        const random = seededRandom(drawn.seed);
        expectMatchesRecountHashed(position);
        while (!position.isOver()) {
          position.play(randomMove(position, random));
          expectMatchesRecountHashed(position);
        }
        const empty = Array.from(position.owner).filter((x) => x === 0).length;
        expect(empty).toBe(position.layout.size - position.rules.stemSquares.length - position.totalMoves);
        expect(position.toMove()).toBe(null);
        expect(position.legalMoveList()).toEqual([]);
        expect(position.legalJumps([])).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  test("Δscore is the true change in the mover's score, marginGain the change in the difference; without a capture it is the section 4 formula plus the stem points", () => {
    fc.assert(
      fc.property(options, (drawn) => {
        const position = new Position(rulesFrom(drawn));
        const random = seededRandom(drawn.seed);
        let identityChecked = 0;
        // Every move of every position is tried: what is wrong is collected and asserted once a game
        // (an expect a fact a move was most of the time).
        const wrong: string[] = [];
        while (!position.isOver()) {
          const q = position.toMove()!;
          for (const m of position.legalMoveList()) {
            const at = `ply ${position.ply} move ${m}`;
            const before = position.score(q);
            const owners = Array.from(position.owner);
            const otherBefore = position.score(q === 1 ? 2 : 1);
            const predicted = position.deltaScore(q, m);
            const margin = position.marginGain(q, m);
            const formula = position.formulaDelta(q, m) + stemPointsCompleted(position, q, m);
            if (position.owner.some((x, s) => x !== owners[s]))
              wrong.push(`${at}: the look-ahead changed the cells`);
            if (position.score(q) !== before) wrong.push(`${at}: the look-ahead changed the score`);
            position.playUnchecked(m);
            const gained = position.score(q) - before;
            const otherGained = position.score(q === 1 ? 2 : 1) - otherBefore;
            const captured = Array.from(position.owner).filter((x, s) => s !== m && x !== owners[s]).length;
            position.undo();
            if (gained !== predicted) wrong.push(`${at}: Δscore ${predicted}, gained ${gained}`);
            if (gained - otherGained !== margin)
              wrong.push(`${at}: marginGain ${margin}, ${gained - otherGained}`);
            if (captured === 0) {
              if (gained !== formula) wrong.push(`${at}: formula ${formula}, gained ${gained}`);
              identityChecked++;
            } else if (!position.rules.capture)
              wrong.push(`${at}: ${captured} cells changed hands without capture`);
          }
          position.playUnchecked(randomMove(position, random));
        }
        expect(wrong).toEqual([]);
        expect(identityChecked).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });

  test('undo restores the position, its hash and the jumps left exactly', () => {
    fc.assert(
      fc.property(options, fc.integer({ min: 0, max: 120 }), (drawn, cut) => {
        const position = new Position(rulesFrom(drawn));
        const random = seededRandom(drawn.seed);
        const snapshots = [snapshot(position)];
        while (!position.isOver()) {
          position.play(randomMove(position, random));
          snapshots.push(snapshot(position));
        }
        const stop = Math.min(cut, position.ply);
        while (position.ply > stop) {
          position.undo();
          expectSame(snapshot(position), snapshots[position.ply]);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('copy and reset - a clone plays on as the original, and reset gives the new game', () => {
    fc.assert(
      fc.property(options, fc.integer({ min: 0, max: 60 }), (drawn, cut) => {
        const rules = rulesFrom(drawn);
        const position = new Position(rules);
        const random = seededRandom(drawn.seed);
        while (!position.isOver() && position.ply < cut) position.play(randomMove(position, random));
        const copy = position.clone();
        expectSame(snapshot(copy), snapshot(position));
        const other = new Position(rules);
        other.copyFrom(position);
        while (!position.isOver()) {
          const move = randomMove(position, random);
          position.play(move);
          copy.play(move);
          other.play(move);
        }
        expectSame(snapshot(copy), snapshot(position));
        expectSame(snapshot(other), snapshot(position));
        while (copy.ply > 0) copy.undo();
        position.reset();
        expectSame(snapshot(position), snapshot(new Position(rules)));
        expectSame(snapshot(copy), snapshot(position));
        expectMatchesRecountHashed(position);
      }),
      { numRuns: 200 },
    );
  });

  test('every legal move listed is accepted, and play refuses what is not listed', () => {
    fc.assert(
      fc.property(options, (drawn) => {
        const position = new Position(rulesFrom(drawn));
        const random = seededRandom(drawn.seed);
        const limit = position.layout.size * (position.layout.directions + 1);
        // Checked for every square and jump of every position; wrong answers asserted once a game.
        const wrong: string[] = [];
        while (!position.isOver()) {
          const legal = new Set(allMoves(position));
          for (let move = 0; move < limit; move++) {
            const listed = legal.has(move);
            if ((position.whyIllegal(move) === null) !== listed || position.isLegal(move) !== listed)
              wrong.push(
                `ply ${position.ply} move ${move}: listed ${listed}, isLegal ${position.isLegal(move)}, whyIllegal ${position.whyIllegal(move)}`,
              );
          }
          position.play(randomMove(position, random));
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
