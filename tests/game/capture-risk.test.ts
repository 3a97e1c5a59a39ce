// Under capture, the groups the next move can capture (game/capture-risk.ts), against RULES.md
// section 11's worked example and its edges: walls, stem squares, gravity, and no capture at all.
import { describe, expect, test } from 'vitest';
import { groupsAtRisk } from '../../src/game/capture-risk.ts';
import {
  parseRules,
  Position,
  readSquareName,
  replayRecord,
  seededRandom,
  squareName,
} from '../../src/engine/index.ts';

const named = (p: Position) =>
  groupsAtRisk(p).map((g) => ({
    player: g.player,
    squares: g.squares.map((s) => squareName(p.layout, s)).sort(),
    liberty: squareName(p.layout, g.liberty),
  }));

describe('groups at risk of capture', () => {
  test("section 11's example: before b2, player 2's lone a1 has b2 as its last liberty; b2 captures it", () => {
    const before = replayRecord('square:4/capture a2 a1 b1 d4');
    expect(named(before)).toEqual([{ player: 2, squares: ['a1'], liberty: 'b2' }]);
    // Played, as the rules say: the block a1 a2 b1 b2 is player 1's, d4 player 2's, nothing at risk.
    const after = replayRecord('square:4/capture a2 a1 b1 d4 b2');
    expect(after.owner[readSquare(after, 'a1')]).toBe(1);
    expect([after.score(1), after.score(2)]).toEqual([24, 1]);
    expect(named(after)).toEqual([]);
  });

  test("a player's own group is told too, and a group of two with one liberty against the edge", () => {
    // Player 2's a1 a2 against the edge, player 1 on b1 b2 b3: a3 is their last liberty.
    const p = replayRecord('square:4/capture b1 a1 b2 a2 b3 d4');
    expect(named(p)).toEqual([{ player: 2, squares: ['a1', 'a2'], liberty: 'a3' }]);
    // Player 2 to move would save it there; player 1 to move (here) captures it there.
    const taken = replayRecord('square:4/capture b1 a1 b2 a2 b3 d4 a3');
    expect(taken.owner[readSquare(taken, 'a2')]).toBe(1);
  });

  test("the last placement: the group of the player who makes it is not at risk, the other's is", () => {
    // Player 1 fills b2, the last square: their a1 a2 a3 b1 keep it as their last liberty, and
    // player 2, who never moves again, cannot take them; player 2's group there falls to b2.
    const p = replayRecord('square:3/capture a1 c3 a2 b3 b1 c2 a3 c1');
    expect([p.toMove(), p.movesLeft()]).toEqual([1, 1]);
    expect(named(p)).toEqual([{ player: 2, squares: ['b3', 'c1', 'c2', 'c3'], liberty: 'b2' }]);
    // With a jump still to make, the last placement may be the other player's: both are told.
    const jumps = replayRecord('square:3/capture/jumps a1 c3 a2 b3 b1 c2 a3 c1');
    expect(named(jumps).map((g) => g.player)).toEqual([1, 2]);
  });

  test('two liberties: no warning', () => {
    expect(named(replayRecord('square:4/capture a2 a1 d4'))).toEqual([]);
  });

  test('a stem square is no liberty: a group whose other neighbours are taken is at risk on its one empty square', () => {
    // square:5's stem cell is c3. Player 2's b2 touches a1 a2 a3 b1 b3 c1 c2 and the stem c3.
    const p = replayRecord('square:5/capture/stem a1 b2 a2 e5 a3 e4 b1 e3 b3 d5 c1');
    expect(named(p)).toEqual([{ player: 2, squares: ['b2'], liberty: 'c2' }]);
  });

  test('in random games: a move captures exactly the groups of the other player told at risk on its square', () => {
    for (const [rules, seed] of [
      ['square:5/capture', 1],
      ['square:6/capture', 2],
      ['hex:4/capture', 3],
      ['beaker:5x6/capture', 4],
      ['square:6/capture/stem', 5],
    ] as const) {
      const random = seededRandom(seed);
      const p = new Position(parseRules(rules));
      let captures = 0;
      while (!p.isOver()) {
        const mover = p.toMove()!;
        const risk = groupsAtRisk(p);
        for (const m of p.legalMoveList()) {
          // What the mover's cell on m would capture, as the engine plays it, against what was told.
          const told = risk.filter((g) => g.player !== mover && g.liberty === m).flatMap((g) => g.squares);
          const before = Array.from(p.owner);
          p.play(m);
          const taken = before.flatMap((o, s) => (o !== 0 && o !== mover && p.owner[s] === mover ? [s] : []));
          p.undo();
          expect(
            taken.sort((a, b) => a - b),
            `${rules} ${p.moves().join(' ')} then ${m}`,
          ).toEqual(told.sort((a, b) => a - b));
          if (taken.length > 0) captures++;
        }
        const moves = p.legalMoveList();
        p.play(moves[Math.floor(random() * moves.length)]!);
      }
      expect(captures, rules).toBeGreaterThan(0);
    }
  });

  test('without the capture option nothing is ever at risk', () => {
    expect(named(replayRecord('square:4 a2 a1 b1 d4'))).toEqual([]);
  });
});

function readSquare(p: Position, name: string): number {
  const r = readSquareName(p.layout, name);
  if (!('square' in r)) throw new Error(name);
  return r.square;
}
