// What a stem cell gives each player (RULES.md section 12), as its board label and its words say it:
// counted from the position against the engine's own score, on every grid.
import { expect, test } from 'vitest';
import { parseRules, Position, STEM } from '../../src/engine/index.ts';
import { sharesShown, stemShares } from '../../src/game/stem-shares.ts';
import { stemShareWords } from '../../src/words/stem-share-words.ts';
import { stemCellWords } from '../../src/words/refused-tap-words.ts';

/** The stem's neighbouring playable squares (other stem squares left out). */
function around(p: Position, s: number): number[] {
  const D = p.layout.directions;
  const out: number[] = [];
  for (let d = 0; d < D; d++) {
    const t = p.layout.neighbour[s * D + d]!;
    if (t >= 0 && p.owner[t] !== STEM) out.push(t);
  }
  return out;
}

test.each(['tri:6/stem', 'hex:4/stem', 'square:5/stem'])(
  'a stem cell on %s: its pieces so far while it waits, then its points in the score once complete',
  (id) => {
    const p = new Position(parseRules(id));
    const s = p.stems[0]!;
    const squares = around(p, s);
    expect(sharesShown(stemShares(p.layout, s, p.owner))).toBe(false);
    for (const t of squares.slice(0, -1)) p.play(t);
    const waiting = stemShares(p.layout, s, p.owner);
    const held = [1, 2].map((q) => squares.filter((t) => p.owner[t] === q).length);
    expect(waiting).toEqual({ points: held, centre: 0, complete: false });
    expect(sharesShown(waiting)).toBe(true);
    // Nothing of a waiting stem cell is in the score yet.
    p.play(squares.at(-1)!);
    const done = stemShares(p.layout, s, p.owner);
    expect(done.complete).toBe(true);
    const pieces = [1, 2].map((q) => squares.filter((t) => p.owner[t] === q).length);
    const centre = pieces[0]! > pieces[1]! ? 1 : pieces[1]! > pieces[0]! ? 2 : 0;
    expect(done.centre).toBe(centre);
    expect(done.points).toEqual([pieces[0]! + (centre === 1 ? 1 : 0), pieces[1]! + (centre === 2 ? 1 : 0)]);
    expect(done.points[0] + done.points[1]).toBe(squares.length + (centre === 0 ? 0 : 1));
    // What the label says is what the engine adds: the stem's points on top of the cells' own.
    const withoutStem = new Position(parseRules(id.replace('/stem', '')));
    for (const m of p.moves()) withoutStem.play(m);
    expect([p.score(1) - withoutStem.score(1), p.score(2) - withoutStem.score(2)]).toEqual(done.points);
  },
);

test('the words say each player’s share by name, who has the middle, and what is still to come', () => {
  const names = ['You', 'Medium'] as const;
  expect(stemShareWords({ points: [5, 2], centre: 1, complete: true }, names, 'triangle')).toBe(
    'Shared: you 5 with the middle, Medium 2.',
  );
  expect(stemShareWords({ points: [1, 4], centre: 2, complete: true }, names, 'hexagon')).toBe(
    'Shared: you 1, Medium 4 with the middle.',
  );
  expect(stemShareWords({ points: [3, 3], centre: 0, complete: true }, names, 'square')).toMatch(
    /^Shared: you 3, Medium 3, the middle no one’s/,
  );
  const waiting = stemShareWords({ points: [2, 1], centre: 0, complete: false }, names, 'triangle');
  expect(waiting).toMatch(/^Shared so far: you 2, Medium 1\. /);
  expect(waiting).toContain('every triangle around it');
  // A name ending in a figure keeps apart from its count.
  expect(
    stemShareWords({ points: [2, 1], centre: 0, complete: false }, ['Player 1', 'Player 2'], 'square'),
  ).toMatch(/^Shared so far: Player 1: 2, Player 2: 1\./);
  // A tap says what the cell is first, then the shares once a player holds a neighbour.
  expect(stemCellWords('square', waiting)).toBe(`A stem cell: no one plays here. ${waiting}`);
  expect(stemCellWords('square')).toMatch(/every square around it is filled\.$/);
});
