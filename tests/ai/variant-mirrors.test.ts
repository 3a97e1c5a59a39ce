// Mirror images under capture, stem cells and jumps on hex:3 and square:4/jumps (RULES.md sections
// 11 to 13): a table's jump maps onto the mirrored jump, and the exact solver gets the same value
// and best moves with mirror images shared as without, from positions that keep a symmetry (only
// there do mirror images meet in a search).
import { expect, test } from 'vitest';
import { parseRules, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { hasSymmetry, MirrorHashes } from '../../src/ai/expert/symmetry.ts';

/**
 * Both players place in pairs of mirror images under one of the rules' symmetries (a, b, then
 * their images), four moves a round, until at most `most` moves remain; null when a capture broke it.
 */
function symmetricPosition(id: string, most: number, seed: number): Position | null {
  const position = new Position(parseRules(id));
  const left = position.movesLeft() - Math.ceil((position.movesLeft() - most) / 4) * 4;
  const mirrors = new MirrorHashes(position.layout, position.rules.stemSquares);
  const random = seededRandom(seed);
  const map = mirrors.maps[randomIndex(random, mirrors.maps.length)]!;
  while (position.movesLeft() > left) {
    const free = (s: number) => s < position.layout.size && map[s] !== s;
    const mine = position.legalMoveList().filter(free);
    if (mine.length === 0) return null;
    const a = mine[randomIndex(random, mine.length)]!;
    position.play(a);
    const theirs = position.legalMoveList().filter((s) => free(s) && s !== map[a] && map[s] !== a);
    if (theirs.length === 0) return null;
    const b = theirs[randomIndex(random, theirs.length)]!;
    position.play(b);
    for (const s of [map[a]!, map[b]!]) {
      if (position.owner[s] !== 0) return null;
      position.play(s);
    }
  }
  return hasSymmetry(position) ? position : null;
}

const RULES = ['hex:3/capture', 'hex:3/stem', 'hex:3/jumps', 'hex:3/capture/stem/jumps', 'square:4/jumps'];

test.each(RULES)('%s: a jump maps onto the mirrored jump, and back', (id) => {
  let checked = 0;
  const random = seededRandom(5);
  for (let game = 0; game < 20 && checked < 20; game++) {
    const position = new Position(parseRules(id));
    const mirrors = new MirrorHashes(position.layout, position.rules.stemSquares);
    while (!position.isOver()) {
      const jumps: number[] = [];
      position.legalJumps(jumps);
      for (const jump of jumps) {
        const { from, over, to } = position.jumpSquares(jump);
        mirrors.maps.forEach((map, image) => {
          const mapped = mirrors.toImage(image, jump);
          expect(position.isJump(mapped)).toBe(true);
          expect(position.jumpSquares(mapped)).toEqual({ from: map[from], over: map[over], to: map[to] });
          expect(mirrors.fromImage(image, mapped)).toBe(jump);
        });
        checked++;
      }
      const moves = position.legalMoveList();
      position.play(moves[randomIndex(random, moves.length)]!);
    }
  }
  if (id.includes('jumps')) expect(checked).toBeGreaterThan(0);
});

// Capture with jumps lengthens the game past its squares: that one from 6 moves left, the others from 10.
const SOLVED: [string, number][] = [
  ['hex:3/capture', 10],
  ['hex:3/stem', 10],
  ['hex:3/jumps', 10],
  ['hex:3/capture/stem/jumps', 6],
  ['square:4/jumps', 10],
];

test.each(SOLVED)(
  '%s: solved with mirror images and without from positions with a symmetry (at most %i moves left): the same value and best moves',
  (id, most) => {
    let solved = 0;
    for (let seed = 1; seed <= 30 && solved < 3; seed++) {
      const position = symmetricPosition(id, most, seed);
      if (!position) continue;
      const shared = solvePosition(position, { symmetry: true });
      const alone = solvePosition(position, { symmetry: false });
      expect(shared.value).toBe(alone.value);
      expect(shared.best).toEqual(alone.best);
      solved++;
    }
    expect(solved).toBeGreaterThan(0);
  },
  120_000,
);
