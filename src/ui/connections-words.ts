// Scoring by connections (RULES.md section 9) told to a new player the first time they meet it: a
// few short lines in words a child understands, and three small pictures (one cell, two touching,
// three touching) each with what it scores. The counts come from the board's own neighbours, so a
// picture never says a number the game would not. No Phaser here, so the words are tested alone.

import {
  parseLayout,
  parseRules,
  Position,
  readSquareName,
  type GridKind,
  type Layout,
} from '../engine/index.ts';

/** One picture: a few cells of one colour on a small board, the touching pairs, and the score. */
export interface ConnectionsExample {
  /** The small board the picture is drawn from (its drawn centres). */
  layout: string;
  /** The cells, by square name. */
  squares: readonly string[];
  /** Each touching pair, as indexes into `squares`. */
  pairs: readonly (readonly [number, number])[];
  /** Each cell's division pattern, as the board would draw it (cells still split). */
  patterns: readonly number[];
  /** What the picture scores: its number of touching pairs. */
  score: number;
  /** The words under it: "On its own: 0". */
  caption: string;
}

export interface ConnectionsWords {
  title: string;
  lines: readonly string[];
  examples: readonly ConnectionsExample[];
}

/**
 * The pictures' cells: a lone cell, a pair, and three that all touch (corner to corner too, on
 * squares), on a board with room for the other player's cells well away from them.
 */
const PICTURES: Record<GridKind, { layout: string; sets: readonly (readonly string[])[] }> = {
  square: { layout: 'square:6', sets: [['b2'], ['a2', 'b2'], ['a1', 'b1', 'a2']] },
  hex: { layout: 'hex:5', sets: [['c3'], ['c3', 'd3'], ['c3', 'd3', 'd4']] },
  tri: { layout: 'tri:6', sets: [['e3'], ['e3', 'f3'], ['d3', 'e3', 'f3']] },
};

function squareOf(layout: Layout, name: string): number {
  const read = readSquareName(layout, name);
  if (!('square' in read)) throw new Error(`the picture names ${name}, not a square of ${layout.id}`);
  return read.square;
}

/** The touching pairs among `names` on `layout`, each pair once. */
export function touchingPairs(layout: Layout, names: readonly string[]): [number, number][] {
  const squares = names.map((n) => squareOf(layout, n));
  const pairs: [number, number][] = [];
  for (let i = 0; i < squares.length; i++) {
    for (let j = i + 1; j < squares.length; j++) {
      const s = squares[i]!;
      const around = layout.neighbour.subarray(s * layout.directions, (s + 1) * layout.directions);
      if (around.includes(squares[j]!)) pairs.push([i, j]);
    }
  }
  return pairs;
}

/** The division patterns `names` take when one player holds them alone (the other's cells far off). */
function patternsOf(layout: Layout, names: readonly string[]): number[] {
  const p = new Position(parseRules(`${layout.id}/connections`));
  const mine = names.map((n) => squareOf(layout, n));
  const near = new Set(
    mine.flatMap((s) => [
      s,
      ...layout.neighbour.subarray(s * layout.directions, (s + 1) * layout.directions),
    ]),
  );
  const far = Array.from({ length: layout.size }, (_, s) => s).filter((s) => !near.has(s));
  for (const s of mine) {
    p.play(s);
    p.play(far.shift()!);
  }
  return mine.map((s) => p.pattern[s]!);
}

const CAPTIONS = ['On its own', 'Two touching', 'Three touching'];

/** What the explanation says on a board of `grid`'s kind. */
export function connectionsWords(grid: GridKind): ConnectionsWords {
  const picture = PICTURES[grid];
  const layout = parseLayout(picture.layout);
  const examples = picture.sets.map((squares, i) => {
    const pairs = touchingPairs(layout, squares);
    return {
      layout: picture.layout,
      squares,
      pairs,
      patterns: patternsOf(layout, squares),
      score: pairs.length,
      caption: `${CAPTIONS[i]}: ${pairs.length}`,
    };
  });
  const touch =
    grid === 'hex'
      ? 'Cells touch when their hexagons share a side. Each hexagon has six neighbours.'
      : grid === 'tri'
        ? 'Triangles touch when they share a side or meet tip to tip: six neighbours each.'
        : 'Cells touch side by side or corner to corner.';
  return {
    title: 'Scoring by connections',
    lines: [
      'Here you score for cells that touch.',
      'Two of your cells that touch make 1 connection. Each connection scores 1 point.',
      touch,
      'A cell on its own scores 0. Cells still split, but only the connections count.',
    ],
    examples,
  };
}
