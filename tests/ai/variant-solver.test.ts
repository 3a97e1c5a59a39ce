// The exact solver and its mirror images under capture, stem cells and jumps (RULES.md sections
// 11 to 13) and on triangular boards (section 14): whole small boards against a plain negamax
// that plays every move, jumps included, and reads the score off the board; each symmetry maps
// positions onto positions of equal value; solving with and without mirror images agrees.

import { describe, expect, test } from 'vitest';
import {
  parseRules,
  Position,
  randomIndex,
  seededRandom,
  type Position as PositionType,
} from '../../src/engine/index.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { layoutSymmetries } from '../../src/ai/expert/symmetry.ts';
import { allMoves } from '../../src/ai/expert/root-moves.ts';
import { createAgent } from '../../src/ai/index.ts';

/** Every move the engine allows: the empty squares, then the jumps. */
function everyMove(position: PositionType): number[] {
  const jumps: number[] = [];
  position.legalJumps(jumps);
  return [...position.legalMoveList(), ...jumps];
}

/** Plain negamax over every line, each move played and the score read off: the rest of the game for the mover. */
function negamax(position: PositionType, known: Map<string, number>): number {
  if (position.isOver()) return 0;
  const key = `${position.hashLo},${position.hashHi}`;
  const seen = known.get(key);
  if (seen !== undefined) return seen;
  const sign = position.turn() === 1 ? 1 : -1;
  let best = -Infinity;
  for (const m of everyMove(position)) {
    const before = position.scoreDifference();
    position.play(m);
    const v = sign * (position.scoreDifference() - before) - negamax(position, known);
    position.undo();
    if (v > best) best = v;
  }
  known.set(key, best);
  return best;
}

function byNegamax(position: PositionType): { value: number; best: number[] } {
  const sign = position.turn() === 1 ? 1 : -1;
  const known = new Map<string, number>();
  const values = everyMove(position).map((m) => {
    const before = position.scoreDifference();
    position.play(m);
    const v = sign * (position.scoreDifference() - before) - negamax(position, known);
    position.undo();
    return { m, v };
  });
  const rest = Math.max(...values.map((x) => x.v));
  return {
    value: position.scoreDifference() + sign * rest,
    best: values.filter((x) => x.v === rest).map((x) => x.m),
  };
}

function randomPosition(id: string, left: number, seed: number): PositionType {
  const position = new Position(parseRules(id));
  const random = seededRandom(seed);
  while (position.movesLeft() > left) {
    const moves = everyMove(position);
    position.play(moves[randomIndex(random, moves.length)]!);
  }
  return position;
}

const WHOLE_BOARDS = [
  'tri:3',
  'tri:3/capture',
  'tri:3/stem',
  'tri:3/jumps',
  'tri:3/connections/capture/stem/jumps',
  'square:3/capture',
  'square:3/stem',
  'square:3/jumps',
  'square:3/capture/stem:a1/jumps',
  'grid:2x4/capture/jumps',
  'grid:3x4/stem:b2',
];

describe('the exact solver under every option, against plain negamax', () => {
  test.each(WHOLE_BOARDS)(
    '%s: the empty board, every best move, with and without mirror images',
    (id) => {
      const position = new Position(parseRules(id));
      const plain = byNegamax(position);
      for (const symmetry of [true, false]) {
        const solved = solvePosition(position, { symmetry });
        expect(solved.value).toBe(plain.value);
        // Jumps cannot open a game, so the best moves are squares, in reading order.
        expect(solved.best).toEqual([...plain.best].sort((a, b) => a - b));
      }
      const bare = solvePosition(position, {
        symmetry: false,
        switches: { table: false, cutoffsFrom: Infinity, decidedChildren: false, ordering: false },
      });
      expect(bare.value).toBe(plain.value);
    },
    60_000,
  );

  // square:4 with capture and jumps 6 moves from the end: its jumps still open in every line, and the
  // plain negamax's tree is a tenth of the one 7 moves from the end.
  test.each([
    ['tri:4/capture', 7],
    ['tri:4/stem', 7],
    ['tri:4/jumps', 7],
    ['square:4/capture/jumps', 6],
    ['square:4/stem/jumps', 7],
  ] as const)(
    '%s: random positions %i moves from the end, every move jumps included',
    (id, left) => {
      for (let seed = 1; seed <= 4; seed++) {
        const position = randomPosition(id, left, seed);
        const plain = byNegamax(position);
        const solved = solvePosition(position);
        expect(solved.value).toBe(plain.value);
        // The solver lists best squares; a best jump is its own class.
        expect(solved.best).toEqual([...plain.best].sort((a, b) => a - b));
      }
    },
    60_000,
  );
});

/** The symmetries of the rules: those of the layout that keep the stem squares. */
function ruleSymmetries(position: PositionType): Int16Array[] {
  const stems = position.rules.stemSquares;
  return layoutSymmetries(position.layout).filter((map) => stems.every((s) => stems.includes(map[s]!)));
}

/** The game's moves replayed through a symmetry: squares mapped, jumps by their mapped ends. */
function mirrored(position: PositionType, map: Int16Array): PositionType {
  const image = new Position(position.rules);
  for (const m of position.moves()) {
    if (!position.isJump(m)) image.play(map[m]!);
    else {
      const { from, to } = position.jumpSquares(m);
      const found = image.findJump(map[from]!, map[to]!);
      if ('error' in found) throw new Error(found.error);
      image.play(found.move);
    }
  }
  return image;
}

describe('mirror images under every option', () => {
  test('a triangle has 3 rotations and 3 mirror axes: 5 symmetries besides the identity', () => {
    for (const n of [3, 4, 7]) expect(layoutSymmetries(parseRules(`tri:${n}`).layout).length).toBe(5);
  });

  test.each([
    'tri:4/capture',
    'tri:4/stem',
    'tri:4/jumps',
    'tri:5/capture/stem/jumps',
    'square:4/capture/jumps',
    'square:5/stem',
    'hex:3/capture/jumps',
  ])(
    '%s: each symmetry maps a legal game onto a legal game of equal value',
    (id) => {
      // A hexagon has 11 symmetries besides the identity, each solved: 5 moves from the end there.
      const left = id.startsWith('hex:') ? 5 : 6;
      for (let seed = 1; seed <= 3; seed++) {
        const position = randomPosition(id, left, seed);
        const maps = ruleSymmetries(position);
        expect(maps.length).toBeGreaterThan(0);
        const value = solvePosition(position, { symmetry: false, valueOnly: true }).value;
        for (const map of maps) {
          const image = mirrored(position, map);
          // The images' cells are the position's, moved by the symmetry, and so are the scores.
          for (let s = 0; s < position.layout.size; s++) expect(image.owner[map[s]!]).toBe(position.owner[s]);
          expect(image.score(1)).toBe(position.score(1));
          expect(image.score(2)).toBe(position.score(2));
          expect(image.jumpsLeft(1)).toBe(position.jumpsLeft(1));
          expect(solvePosition(image, { symmetry: false, valueOnly: true }).value).toBe(value);
        }
      }
    },
    120_000,
  );

  test('the solver shares mirror images under the options, and gets the same answers without them', () => {
    for (const id of ['tri:4/capture', 'tri:4/stem', 'tri:4/jumps']) {
      const position = randomPosition(id, 10, 7);
      const a = solvePosition(position, { symmetry: true });
      const b = solvePosition(position, { symmetry: false });
      expect(a.value).toBe(b.value);
      expect(a.best).toEqual(b.best);
    }
  }, 120_000);
});

describe('the searches consider jumps', () => {
  // Player 1 to move on square:4/jumps: a jump from b2 over c3 to d4 converts c3 and joins b3, c4.
  test('every move a search lists is legal, jumps among them when open', () => {
    const position = randomPosition('square:5/jumps', 12, 3);
    const moves = allMoves(position);
    for (const m of moves) expect(position.whyIllegal(m)).toBe(null);
    const jumps: number[] = [];
    expect(moves.filter((m) => position.isJump(m)).length).toBe(position.legalJumps(jumps));
  });

  test('perfect and the expert find a winning jump that no placement matches', () => {
    // Found by the plain negamax above: positions where every best move is a jump.
    let checked = 0;
    for (let seed = 1; seed <= 200 && checked < 3; seed++) {
      const position = randomPosition('tri:4/jumps', 6, seed);
      const plain = byNegamax(position);
      if (!plain.best.every((m) => position.isJump(m))) continue;
      checked++;
      for (const agent of ['perfect', 'expert:20000']) {
        const choice = createAgent(agent).choose(position);
        expect(plain.best).toContain(choice.square);
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});
