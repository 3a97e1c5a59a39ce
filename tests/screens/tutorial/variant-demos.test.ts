// The how-to-play's variant demos in Node (RULES.md sections 12 to 14): each position is the
// engine's, played from the demo's record, and each demo's words say what the move did, checked
// here against the position: a stem cell shared out, a jump converting the jumped cell, and a
// triangle's side and corner neighbours cutting it into 2, 4 and 6 pieces.
import { expect, test } from 'vitest';
import {
  parseRules,
  PATTERN_SCORE,
  readSquareName,
  replayRecord,
  squareName,
  STEM,
  type Layout,
} from '../../../src/engine/index.ts';
import { recount } from '../../../src/engine/recount.ts';
import { DEMOS, HowToPlayDemo, type DemoStep } from '../../../src/screens/tutorial/how-to-play-demo.ts';
import { JUMP_DEMO } from '../../../src/screens/tutorial/jump-demo.ts';
import { STEM_DEMO } from '../../../src/screens/tutorial/stem-demo.ts';
import { TRI_DEMO } from '../../../src/screens/tutorial/tri-demo.ts';

type MoveStep = Extract<DemoStep, { kind: 'move' }>;

/** Plays the demo `spec` from its first move; its steps and the demo, left at its last move. */
function play(spec: (typeof DEMOS)[number]): { steps: MoveStep[]; demo: HowToPlayDemo } {
  const demo = new HowToPlayDemo();
  while (demo.position.rules.id !== parseRules(spec.layout).id || demo.position.ply > 0) demo.advance();
  const steps = spec.moves.map(() => {
    const step = demo.advance();
    if (step.kind !== 'move') throw new Error('a move');
    // Every score the demo says is the engine's recount of the cells on the board.
    const { scores } = recount(demo.position);
    expect(step.score).toMatch(new RegExp(`  Green ${scores[0]}   Blue ${scores[1]}$`));
    return step;
  });
  // The position is the one its record makes.
  const record = replayRecord(`${spec.layout} ${spec.moves.join(' ')}`);
  expect(Array.from(demo.position.owner)).toEqual(Array.from(record.owner));
  return { steps, demo };
}

function at(layout: Layout, name: string): number {
  const read = readSquareName(layout, name);
  if (!('square' in read)) throw new Error(name);
  return read.square;
}

test('the demos come after the capture, each drawn whole in its window of the board', () => {
  expect(DEMOS.slice(3)).toEqual([STEM_DEMO, JUMP_DEMO, TRI_DEMO]);
  for (const spec of [STEM_DEMO, JUMP_DEMO, TRI_DEMO]) {
    const window = new Set(spec.squares);
    for (const move of spec.moves) for (const name of move.split('x')) expect(window).toContain(name);
    expect(window.size).toBe(9);
  }
});

test('stem cell: the grey cell waits until its five neighbours are filled, then is shared out, the centre to green with 3 pieces to 2', () => {
  const { steps, demo } = play(STEM_DEMO);
  const p = demo.position;
  const b1 = at(p.layout, 'b1');
  expect(p.owner[b1]).toBe(STEM);
  // Nothing opens and nothing is said until the last neighbour arrives.
  for (const step of steps.slice(0, -1)) {
    expect(step.opened).toEqual([]);
    expect(step.score).toMatch(/^Score: /);
  }
  const last = steps[steps.length - 1]!;
  expect(last.opened).toEqual([b1]);
  expect(last.score).toBe('Stem cell shared out:  Green 12   Blue 4');
  // A piece for each neighbour in its colour (green a1 b2 c2, red a2 c1) and the centre to green.
  const { neighbour, directions: D } = p.layout;
  const around = Array.from({ length: D }, (_, d) => neighbour[b1 * D + d]!).filter((t) => t >= 0);
  const pieces = [1, 2].map((q) => around.filter((t) => p.owner[t] === q).length);
  expect(pieces).toEqual([3, 2]);
  const cells = [1, 2].map((q) =>
    Array.from(p.owner).reduce((sum, o, s) => sum + (o === q ? PATTERN_SCORE[p.pattern[s]!]! : 0), 0),
  );
  expect([p.score(1) - cells[0]!, p.score(2) - cells[1]!]).toEqual([3 + 1, 2]);
});

test("jump: green's a1 hops over blue's b2 to the empty c3; a1 is left empty and b2 turns green", () => {
  const { steps, demo } = play(JUMP_DEMO);
  const p = demo.position;
  const [a1, b2, c3] = ['a1', 'b2', 'c3'].map((n) => at(p.layout, n));
  const last = steps[steps.length - 1]!;
  expect(last).toMatchObject({ owner: 1, square: c3, jump: { from: a1, over: b2 }, converted: [b2] });
  expect([p.owner[a1], p.owner[b2], p.owner[c3]]).toEqual([0, 1, 1]);
  expect(last.score).toBe("Tap a1, then c3: blue's cell turns green:  Green 8   Blue 1");
  for (const step of steps.slice(0, -1)) expect(step).toMatchObject({ jump: null, converted: [] });
  // A jump fills no square: four cells before it and after it.
  expect(Array.from(p.owner).filter((o) => o !== 0).length).toBe(4);
});

test("triangles: d2 has six neighbours on three lines, three sharing a side and three only a corner; green's side and corner neighbours cut it into 2, 4, then 6 pieces", () => {
  const { steps, demo } = play(TRI_DEMO);
  const p = demo.position;
  const L = p.layout;
  const d2 = at(L, 'd2');
  const D = L.directions;
  const near = Array.from({ length: D }, (_, d) => L.neighbour[d2 * D + d]!);
  expect(near.every((t) => t >= 0 && TRI_DEMO.squares.includes(squareName(L, t)))).toBe(true);
  const distance = (t: number) => Math.hypot(L.centreX[t]! - L.centreX[d2]!, L.centreY[t]! - L.centreY[d2]!);
  const sides = near
    .filter((t) => Math.abs(distance(t) - 1 / Math.sqrt(3)) < 1e-9)
    .map((t) => squareName(L, t));
  const corners = near
    .filter((t) => Math.abs(distance(t) - 2 / Math.sqrt(3)) < 1e-9)
    .map((t) => squareName(L, t));
  expect(sides.sort()).toEqual(['c2', 'd1', 'e2']);
  expect(corners.sort()).toEqual(['b1', 'd3', 'f1']);
  const said = steps.map((s) => s.score.replace(/ {2}Green.*$/, ''));
  expect(said).toEqual([
    'Score:',
    'Score:',
    'A side touches: 2 pieces:',
    'Score:',
    'A corner touches: 4 pieces:',
    'Score:',
    'A corner touches: 6 pieces:',
  ]);
  // Three lines, one cut on each: the most a triangle can have.
  expect(p.pattern[d2]).toBe(0b111);
  expect(PATTERN_SCORE[p.pattern[d2]!]).toBe(6);
});
