// Where a move would split cells, before it is made (split-preview.ts): the pressed square's own cuts
// and the new cuts of the mover's cells it touches, on square, hexagonal and triangular boards, with
// captures; the press model shows them for a press and a resting mouse and takes them away after.
import { expect, test } from 'vitest';
import { splitsOf, type SplitShown } from '../../../src/screens/game/split-preview.ts';
import { makeMatch, pressOn, recordingPressView, finger, settle, sq, squareName } from './ports.ts';

/** The splits of a move on `square`, keyed by the names of the squares that would divide. */
function named(match: ReturnType<typeof makeMatch>, square: string): Record<string, number[]> {
  const splits = splitsOf(match.position, sq(match, square));
  return Object.fromEntries(splits.map(({ square: s, axes }) => [squareName(match, s), axes]));
}

test('square: a cell beside one of yours splits both along the line between them; a lone move splits nothing', () => {
  // Player 1 on c3, player 2 on a1; player 1 to move.
  const match = makeMatch('square:5', ['human', 'human'], []);
  match.play(sq(match, 'c3'));
  match.play(sq(match, 'a1'));
  // d3 beside c3: both cut by − (axis 1 in the order | − \ /).
  expect(named(match, 'd3')).toEqual({ c3: [1], d3: [1] });
  // c4 above c3: both cut by | (axis 0).
  expect(named(match, 'c4')).toEqual({ c3: [0], c4: [0] });
  // e5 touches nothing of player 1's: nothing splits.
  expect(named(match, 'e5')).toEqual({});
  // a1 is taken: no preview.
  expect(splitsOf(match.position, sq(match, 'a1'))).toEqual([]);
});

test('square: a cell already cut shows only its new cut', () => {
  const match = makeMatch('square:5', ['human', 'human'], []);
  for (const s of ['c3', 'a1', 'd3', 'a2']) match.play(sq(match, s));
  const shown = named(match, 'c4');
  // c3 has − already: only | is new. d3 gains the diagonal towards c4; c4 gets both.
  expect(shown.c3).toEqual([0]);
  expect(shown.d3).toHaveLength(1);
  expect(shown.d3![0]).toBeGreaterThanOrEqual(2);
  expect(shown.c4).toEqual([0, shown.d3![0]!]);
});

test('every shape: a move beside a lone cell cuts both along that neighbour’s axis, for every direction', () => {
  for (const rules of ['square:5', 'hex:3', 'tri:4']) {
    const probe = makeMatch(rules, ['human', 'human']);
    const layout = probe.position.layout;
    const D = layout.directions;
    // A square with a neighbour in every direction: the first with all of them on the board.
    const centre = Array.from({ length: layout.size }, (_, s) => s).find((s) =>
      Array.from({ length: D }, (_, d) => layout.neighbour[s * D + d]!).every((n) => n >= 0),
    )!;
    expect(centre, rules).toBeDefined();
    for (let d = 0; d < D; d++) {
      const n = layout.neighbour[centre * D + d]!;
      const match = makeMatch(rules, ['human', 'human']);
      match.play(centre);
      // Player 2 plays the first square touching neither.
      const far = Array.from({ length: layout.size }, (_, s) => s).find(
        (s) =>
          s !== centre &&
          s !== n &&
          match.position.isLegal(s) &&
          Array.from({ length: D }, (_, e) => layout.neighbour[s * D + e]).every(
            (m) => m !== centre && m !== n,
          ),
      )!;
      match.play(far);
      const axis = d % layout.axes;
      const splits = splitsOf(match.position, n);
      expect(
        splits.map(({ square, axes }) => ({ square, axes })).sort((a, b) => a.square - b.square),
        `${rules} direction ${d}`,
      ).toEqual(
        [
          { square: centre, axes: [axis] },
          { square: n, axes: [axis] },
        ].sort((a, b) => a.square - b.square),
      );
    }
  }
});

test('a capture: the captured cells split as the mover’s, along all their cuts', () => {
  // RULES.md section 11: b2 captures player 2's a1; player 1 then has the 2 × 2 block a1 a2 b1 b2.
  const match = makeMatch('square:4/capture', ['human', 'human'], []);
  for (const s of ['a2', 'a1', 'b1', 'd4']) match.play(sq(match, s));
  const shown = named(match, 'b2');
  expect(Object.keys(shown).sort()).toEqual(['a1', 'a2', 'b1', 'b2']);
  expect(shown.a1).toHaveLength(3);
  expect(shown.b2).toHaveLength(3);
  // a2 and b1 already touch on their diagonal: only | and − are new.
  expect(shown.a2).toEqual([0, 1]);
  expect(shown.b1).toEqual([0, 1]);
});

test('the press model shows the splits for a finger’s press and takes them away on release', async () => {
  const shown: SplitShown[][] = [];
  const view = { ...recordingPressView(), splits: (s: SplitShown[]) => shown.push(s) };
  const { match, clock, press } = pressOn('square:5', ['human', 'easy'], { view });
  press.down(finger(sq(match, 'c3'), clock.now()), false);
  // A first move touches nothing: nothing to draw.
  expect(shown.flat()).toEqual([]);
  press.up(finger(sq(match, 'c3'), clock.now()));
  await settle(match);
  press.drawn();
  clock.advance(10);
  const beside = ['b3', 'd3', 'c2', 'c4'].map((n) => sq(match, n)).find((s) => match.position.isLegal(s))!;
  press.down(finger(beside, clock.now()), false);
  expect(shown.at(-1)).toEqual(splitsOf(match.position, beside));
  expect(shown.at(-1)!.some((s) => s.square === beside)).toBe(true);
  press.move(finger(-1, clock.now()));
  expect(shown.at(-1)).toEqual([]);
});

test('a resting mouse shows the splits where a click would place; none on the opponent’s turn', async () => {
  const shown: SplitShown[][] = [];
  const view = { ...recordingPressView(), splits: (s: SplitShown[]) => shown.push(s) };
  const { match, clock, press } = pressOn('square:5', ['human', 'human'], { view });
  for (const s of ['c3', 'a1']) match.play(sq(match, s));
  await settle(match);
  press.move(finger(sq(match, 'd3'), clock.now(), false));
  expect(shown.at(-1)).toEqual(splitsOf(match.position, sq(match, 'd3')));
  expect(shown.at(-1)).toHaveLength(2);
  const theirs: SplitShown[][] = [];
  const other = pressOn('square:5', ['easy', 'human'], {
    view: { ...recordingPressView(), splits: (s: SplitShown[]) => theirs.push(s) },
  });
  other.press.move(finger(sq(other.match, 'c3'), other.clock.now(), false));
  expect(theirs.flat()).toEqual([]);
});

test('a held finger’s question keeps the splits of the square it rings, follows its slide and takes them away on release', async () => {
  const shown: SplitShown[][] = [];
  const view = { ...recordingPressView(), splits: (s: SplitShown[]) => shown.push(s) };
  const { match, clock, press } = pressOn('square:5', ['human', 'human'], { view });
  for (const s of ['c3', 'a1']) match.play(sq(match, s));
  await settle(match);
  const d3 = sq(match, 'd3');
  const c4 = sq(match, 'c4');
  press.down(finger(d3, clock.now()), false);
  expect(shown.at(-1)).toEqual(splitsOf(match.position, d3));
  // The gain preview rings d3, then turns the press into a question: the press's cell goes, the splits stay.
  press.holdShows(d3);
  press.cancelPress();
  expect(shown.at(-1)).toEqual(splitsOf(match.position, d3));
  press.move(finger(c4, clock.now()));
  press.holdShows(c4);
  expect(shown.at(-1)).toEqual(splitsOf(match.position, c4));
  press.up(finger(c4, clock.now()));
  press.holdShows(-1);
  expect(shown.at(-1)).toEqual([]);
  expect(match.position.moves()).toHaveLength(2);
});

test('a jump’s landing shows the jump’s splits: the cell gone from where it stood divides nothing there', async () => {
  // square:6/jumps b2 c3 a6 f6: player 1's b2 can jump over c3 to d4.
  const shown: SplitShown[][] = [];
  const view = { ...recordingPressView(), splits: (s: SplitShown[]) => shown.push(s) };
  const { match, clock, press } = pressOn('square:6/jumps', ['human', 'human'], { view });
  for (const s of ['b2', 'c3', 'a6', 'f6']) match.play(sq(match, s));
  await settle(match);
  const b2 = sq(match, 'b2');
  press.down(finger(b2, clock.now()), false);
  press.up(finger(b2, clock.now()));
  const landing = press.snapshot().jump.landings[0]!;
  expect(squareName(match, landing.square)).toBe('d4');
  press.down(finger(landing.square, clock.now()), false);
  expect(shown.at(-1)).toEqual(splitsOf(match.position, landing.move));
  // The jumped c3 turns player 1's and d4 touches it (a placement on d4 would touch nothing of player
  // 1's); b2, left empty, divides nothing.
  expect(
    shown
      .at(-1)!
      .map((s) => squareName(match, s.square))
      .sort(),
  ).toEqual(['c3', 'd4']);
  expect(splitsOf(match.position, landing.square)).toEqual([]);
});
