// The how-to-play's demo in Node: the square board's seven moves, green and blue in turn with the
// score after each, then the hexagonal board's, then a capture, then round again; its squares fit
// three across. The variant demos after it: variant-demos.test.ts.
import { expect, test } from 'vitest';
import { DEMOS, demoPlacement, HowToPlayDemo } from '../../../src/screens/tutorial/how-to-play-demo.ts';

test("the demo plays each board's moves in turn, then the next board, in a loop", () => {
  const demo = new HowToPlayDemo();
  expect(demo.layout.id).toBe('square:3');
  expect(demo.squares()).toHaveLength(9);
  const first = demo.advance();
  expect(first).toMatchObject({ kind: 'move', owner: 1, score: 'Score:  Green 1   Blue 0' });
  const owners = [1];
  for (let i = 1; i < DEMOS[0]!.moves.length; i++) {
    const step = demo.advance();
    if (step.kind === 'move') owners.push(step.owner);
  }
  expect(owners).toEqual([1, 2, 1, 2, 1, 2, 1]);
  expect(demo.advance()).toMatchObject({ kind: 'next-board' });
  expect(demo.layout.id).toBe('hex:3');
  expect(demo.squares()).toHaveLength(7);
  expect(demo.position.ply).toBe(0);
  for (let i = 0; i < DEMOS[1]!.moves.length; i++) expect(demo.advance().kind).toBe('move');
  expect(demo.advance()).toMatchObject({ kind: 'next-board' });
  expect(demo.position.rules.id).toBe('square:3/capture');
  for (let i = 0; i < DEMOS[2]!.moves.length; i++) expect(demo.advance().kind).toBe('move');
  // Then the stem cell, the jump and the triangles (variant-demos.test.ts), and round again.
  const after = [];
  for (let d = 3; d < DEMOS.length; d++) {
    expect(demo.advance()).toMatchObject({ kind: 'next-board' });
    after.push(demo.position.rules.id);
    for (let i = 0; i < DEMOS[d]!.moves.length; i++) expect(demo.advance().kind).toBe('move');
  }
  expect(after).toEqual(['square:3/stem:b1', 'square:3/jumps', 'tri:4']);
  expect(demo.advance()).toMatchObject({ kind: 'next-board' });
  expect(demo.position.rules.id).toBe('square:3');
});

test("the capture demo: green's b2 surrounds blue's a1 against the corner, and it turns green (RULES.md section 11)", () => {
  const demo = new HowToPlayDemo();
  while (demo.position.rules.id !== 'square:3/capture') demo.advance();
  const steps = DEMOS[2]!.moves.map(() => demo.advance());
  const last = steps[steps.length - 1]!;
  if (last.kind !== 'move') throw new Error('a move');
  const a1 = demo.squares()[0]!;
  expect(last.converted).toEqual([a1]);
  expect(demo.position.owner[a1]).toBe(1);
  // The 2 × 2 green block a1 a2 b1 b2 (6 pieces each) against blue's c3.
  expect(last.score).toBe('Green captures 1 cell:  Green 24   Blue 1');
  // No move before it captured anything.
  for (const step of steps.slice(0, -1)) expect(step.kind === 'move' && step.converted).toEqual([]);
});

test('a move reports the division patterns from before it, so the dialog divides only the cells that changed', () => {
  const demo = new HowToPlayDemo();
  demo.advance();
  demo.advance();
  const third = demo.advance();
  if (third.kind !== 'move') throw new Error('a move');
  const changed = demo
    .squares()
    .filter((q) => demo.position.pattern[q] !== (q === third.square ? 0 : third.before[q]));
  // c2 beside green b2: both split.
  expect(changed.sort()).toEqual([third.square, demo.squares()[4]!].sort());
});

test("each board's squares span three squares across, centred", () => {
  const demo = new HowToPlayDemo();
  const place = demoPlacement(demo.layout, demo.names(), 30, 100, 0);
  const xs = demo.squares().map((s) => place(s).x);
  expect(Math.min(...xs)).toBeCloseTo(70);
  expect(Math.max(...xs)).toBeCloseTo(130);
  expect(place(demo.squares()[0]!).size).toBeCloseTo(30);
});

test("a board's last move stays longer than the others, to see what it did and read the line", () => {
  const demo = new HowToPlayDemo();
  const pauses = [demo.pause()];
  for (let i = 0; i < DEMOS[0]!.moves.length + 1; i++) {
    demo.advance();
    pauses.push(demo.pause());
  }
  // Before the first move, after moves 1 to 6, after the last move, after the next board.
  expect(pauses).toEqual([1300, 1300, 1300, 1300, 1300, 1300, 1300, 2800, 1300]);
});

test('the score line stands through the whole loop: every move has one, and a new board starts at nought each', () => {
  const demo = new HowToPlayDemo();
  const steps = Array.from({ length: DEMOS.reduce((n, d) => n + d.moves.length + 1, 0) + 1 }, () =>
    demo.advance(),
  );
  const boards = steps.filter((s) => s.kind === 'next-board');
  expect(boards).toHaveLength(DEMOS.length);
  for (const step of steps) expect(step.score).toMatch(/^.+: +Green \d+ +Blue \d+$/);
  for (const step of boards) expect(step.score).toBe('Score:  Green 0   Blue 0');
});
