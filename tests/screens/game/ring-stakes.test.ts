// What rides on each broken ring (screens/game/ring-stakes.ts): the groups at risk to outline and
// the stake on the ring's square from the person's side, against RULES.md section 11's example and
// scoring by connections (section 9).
import { expect, test } from 'vitest';
import { replayRecord, squareName, type Position } from '../../../src/engine/index.ts';
import { groupPoints, ringStakes } from '../../../src/screens/game/ring-stakes.ts';

const named = (p: Position, viewer: 0 | 1 | null) =>
  ringStakes(p, viewer).map((r) => ({
    square: squareName(p.layout, r.square),
    player: r.player,
    cells: r.cells.map((s) => squareName(p.layout, s)).sort(),
    points: r.points,
    label: r.label,
  }));

test("section 11's example: the lone a1 at b2 is worth 1 to its owner, and b2 gains the taker 20", () => {
  const p = replayRecord('square:4/capture a2 a1 b1 d4');
  const ring = { square: 'b2', player: 2, cells: ['a1'], points: 1 };
  // Player 1 takes it: the 2×2 block a1 a2 b1 b2 (24) from a2 and b1 (4).
  expect(named(p, 0)).toEqual([{ ...ring, label: '+20' }]);
  // Player 2 would lose their lone cell's point.
  expect(named(p, 1)).toEqual([{ ...ring, label: '\u22121' }]);
  // Two people on the device, or a watched game: outlined, no one's stake to say.
  expect(named(p, null)).toEqual([{ ...ring, label: null }]);
  // Beside the ring, the stake in words from the person's side.
  expect(ringStakes(p, 0).map((r) => r.words)).toEqual(['you take 20']);
  expect(ringStakes(p, 1).map((r) => r.words)).toEqual(['they take 1']);
  expect(ringStakes(p, null).map((r) => r.words)).toEqual([null]);
  // The true change agrees: played, player 1's score goes from 4 to 24.
  const after = replayRecord('square:4/capture a2 a1 b1 d4 b2');
  expect([p.score(1), after.score(1)]).toEqual([4, 24]);
});

test('a group of two against the edge: 4 points by divisions, 1 by connections', () => {
  const div = replayRecord('square:4/capture b1 a1 b2 a2 b3 d4');
  expect(named(div, 1)).toEqual([
    { square: 'a3', player: 2, cells: ['a1', 'a2'], points: 4, label: '\u22124' },
  ]);
  const con = replayRecord('square:4/connections/capture b1 a1 b2 a2 b3 d4');
  expect(named(con, 1)[0]!.label).toBe('\u22121');
  // What the owner loses is exactly their score's fall when the group is taken.
  const taken = replayRecord('square:4/capture b1 a1 b2 a2 b3 d4 a3');
  expect(div.score(2) - taken.score(2)).toBe(
    groupPoints(
      div,
      named(div, 1)[0]!.cells.map((n) => cellAt(div, n)),
    ),
  );
});

test('no capture, no rings; a finished board has none', () => {
  expect(ringStakes(replayRecord('square:4 a2 a1 b1 d4'), 0)).toEqual([]);
  const full = replayRecord('square:3/capture a1 b1 c1 a2 b2 c2 a3 b3 c3');
  expect(ringStakes(full, 0)).toEqual([]);
});

function cellAt(p: Position, name: string): number {
  for (let s = 0; s < p.layout.size; s++) if (squareName(p.layout, s) === name) return s;
  throw new Error(name);
}

test("one square the last free one of both players' groups: the person's own comes first, the other's cells apart", () => {
  const p = replayRecord('petri:5/capture c3 c1 e3 e2 c4 b5 c5 b3 d5 b4 d2 e4 d3 c2 d1 b2');
  const [ring, ...more] = ringStakes(p, 0);
  expect(more).toEqual([]);
  expect(squareName(p.layout, ring!.square)).toBe('d4');
  expect([ring!.player, ring!.label]).toEqual([1, '\u221252']);
  // Red's lone e4 has d4 left too: filling it takes e4, outlined in red, not with the green group.
  expect(ring!.others.map((s) => squareName(p.layout, s))).toEqual(['e4']);
  expect(ring!.cells.map((s) => squareName(p.layout, s))).not.toContain('e4');
});
