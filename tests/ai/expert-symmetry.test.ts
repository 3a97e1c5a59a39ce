// Mirror images in the exact search: a layout's symmetries map squares onto squares and
// neighbours onto neighbours, mirror-image positions score the same and have the same value,
// and the hash the table uses is the same for a position and each of its images.

import { describe, expect, test } from 'vitest';
import {
  parseLayout,
  parseRules,
  Position,
  randomIndex,
  seededRandom,
  type Layout,
  type Rules,
} from '../../src/engine/index.ts';
import { hasSymmetry, layoutSymmetries, MirrorHashes } from '../../src/ai/expert/symmetry.ts';
import { ExpertSearch } from '../../src/ai/expert/search.ts';

function randomMoves(layout: Layout, seed: number, count: number): number[] {
  const position = new Position(layout);
  const random = seededRandom(seed);
  const moves: number[] = [];
  while (moves.length < count && !position.isOver()) {
    const legal = position.legalMoveList();
    const m = legal[randomIndex(random, legal.length)]!;
    position.playUnchecked(m);
    moves.push(m);
  }
  return moves;
}

function positionFrom(rules: Layout | Rules, moves: number[]): Position {
  const position = new Position(rules);
  for (const m of moves) position.play(m);
  return position;
}

describe('layout symmetries', () => {
  test('each layout has the symmetries its shape allows', () => {
    const count = (id: string) => layoutSymmetries(parseLayout(id)).length;
    expect(count('square:4')).toBe(7); // four rotations and four reflections, less the identity
    expect(count('petri:6')).toBe(7); // the round dish
    expect(count('grid:2x5')).toBe(3); // two reflections and the half turn
    expect(count('beaker:4x5')).toBe(1); // gravity: only left-right
    expect(count('flask:6x3')).toBe(1);
    expect(count('hex:3')).toBe(11); // six turns and six reflections, less the identity
    expect(count('hex:4')).toBe(11);
    expect(count('grid:3x3')).toBe(7);
    expect(count('custom:3x4:fff')).toBe(3); // the full 3 × 4 grid, drawn like grid:3x4
    // The ring of RULES.md section 8 with its centre square: every symmetry of the square.
    expect(count('custom:5x5:fc6b1f8')).toBe(7);
    // An L of three squares: only the reflection through its corner.
    expect(count('custom:2x2:e')).toBe(1);
  });

  test('a hexagon turns by sixths: the east neighbour of the centre goes round the ring', () => {
    const layout = parseLayout('hex:3');
    const centre = layout.squareAt[2 * layout.cols + 2]!;
    const east = layout.neighbour[centre * layout.directions]!;
    const images = new Set(layoutSymmetries(layout).map((map) => map[east]!));
    // Every neighbour of the centre is some image of the east one, and the centre stays put.
    for (let d = 0; d < 6; d++) expect(images.has(layout.neighbour[centre * 6 + d]!) || d === 0).toBe(true);
    for (const map of layoutSymmetries(layout)) expect(map[centre]).toBe(centre);
  });

  test('every symmetry maps squares one-to-one and neighbours onto neighbours', () => {
    for (const id of ['square:4', 'petri:7', 'grid:3x5', 'beaker:6x7', 'flask:8x3', 'hex:3', 'hex:5']) {
      const layout = parseLayout(id);
      const D = layout.directions;
      for (const map of layoutSymmetries(layout)) {
        expect(new Set(map).size).toBe(layout.size);
        for (let s = 0; s < layout.size; s++) {
          const neighbours = new Set<number>();
          for (let d = 0; d < D; d++) neighbours.add(layout.neighbour[map[s]! * D + d]!);
          for (let d = 0; d < D; d++) {
            const t = layout.neighbour[s * D + d]!;
            if (t >= 0) expect(neighbours.has(map[t]!)).toBe(true);
          }
        }
      }
    }
  });
});

describe('mirror-image positions', () => {
  test('score the same, are worth the same, and share one canonical hash', () => {
    for (const id of ['square:4', 'grid:2x5', 'beaker:4x4', 'flask:6x3', 'hex:3', 'hex:3/connections']) {
      const rules = parseRules(id);
      const layout = rules.layout;
      const search = new ExpertSearch(undefined, 14);
      for (let seed = 1; seed <= 4; seed++) {
        const moves = randomMoves(layout, seed, layout.size - 9);
        const position = positionFrom(rules, moves);
        const hashes = new MirrorHashes(layout);
        hashes.reset(position);
        hashes.canonical(position.hashLo, position.hashHi);
        const canonical = [hashes.canonicalLo, hashes.canonicalHi];
        const value = search.search(position, { nodes: Infinity }).value;
        for (const map of hashes.maps) {
          // Under gravity the mirrored moves land on the mirrored squares, so replaying them works.
          const image = positionFrom(
            rules,
            moves.map((m) => map[m]!),
          );
          expect(image.scoreDifference()).toBe(position.scoreDifference());
          expect(search.search(image, { nodes: Infinity }).value).toBe(value);
          const imageHashes = new MirrorHashes(layout);
          imageHashes.reset(image);
          imageHashes.canonical(image.hashLo, image.hashHi);
          expect([imageHashes.canonicalLo, imageHashes.canonicalHi]).toEqual(canonical);
        }
      }
    }
  });

  test('a square names the same canonical square from a position and from each of its images', () => {
    // A lopsided square:4 position, so that each image is a different position with one
    // canonical image; rotations are not their own inverses, so a swapped map would show.
    const layout = parseLayout('square:4');
    const moves = randomMoves(layout, 3, 5);
    const position = positionFrom(layout, moves);
    const hashes = new MirrorHashes(layout);
    hashes.reset(position);
    expect(hasSymmetry(position)).toBe(false);
    hashes.canonical(position.hashLo, position.hashHi);
    for (const map of hashes.maps) {
      const image = positionFrom(
        layout,
        moves.map((m) => map[m]!),
      );
      const imageHashes = new MirrorHashes(layout);
      imageHashes.reset(image);
      imageHashes.canonical(image.hashLo, image.hashHi);
      for (let s = 0; s < layout.size; s++) {
        const canonical = hashes.toImage(hashes.image, s);
        expect(imageHashes.toImage(imageHashes.image, map[s]!)).toBe(canonical);
        expect(imageHashes.fromImage(imageHashes.image, canonical)).toBe(map[s]);
        expect(hashes.fromImage(hashes.image, canonical)).toBe(s);
      }
    }
    expect(hashes.toImage(0, -1)).toBe(-1);
  });

  test('the empty board is its own mirror image; most positions are not', () => {
    for (const id of ['square:4', 'grid:2x5', 'flask:6x3', 'hex:3'])
      expect(hasSymmetry(new Position(parseLayout(id)))).toBe(true);
    const layout = parseLayout('square:4');
    // A corner cell lies on a diagonal, so the board still mirrors onto itself; a second cell off it does not.
    expect(hasSymmetry(positionFrom(layout, [0]))).toBe(true);
    expect(hasSymmetry(positionFrom(layout, [0, 6]))).toBe(false);
  });
});
