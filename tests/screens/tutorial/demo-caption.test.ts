// The how-to-play's score line counts what its picture shows (screens/tutorial/demo-caption.ts):
// read "Score: Green 4 Blue 1" under three divided green cells and three blue ones, because
// the line was the engine's score set when a move's animations ended. Counted from the cells as
// drawn, it says the picture's count at each moment, and the engine's once a move has played out.
import { expect, test } from 'vitest';
import { DEMOS, HowToPlayDemo, type DemoSpec } from '../../../src/screens/tutorial/how-to-play-demo.ts';
import {
  captionLine,
  settledCells,
  shownScore,
  type ShownCell,
} from '../../../src/screens/tutorial/demo-caption.ts';
import { CONNECTIONS_DEMO, EQUAL_DEMO, PETRI_DEMO } from '../../../src/screens/tutorial/shape-demos.ts';

const ALL: readonly DemoSpec[] = [...DEMOS, CONNECTIONS_DEMO, EQUAL_DEMO, PETRI_DEMO];

test.each(ALL.map((d) => [d.layout, d] as const))(
  '%s: once each move has played out, the line the picture counts is the engine score',
  (_, spec) => {
    const demo = new HowToPlayDemo([spec]);
    for (let i = 0; i < spec.moves.length; i++) {
      const step = demo.advance();
      if (step.kind !== 'move') throw new Error('a move expected');
      const p = demo.position;
      const counted = shownScore(
        demo.layout,
        p.rules.scoring === 'connections',
        settledCells(p, demo.squares()),
        step.shares,
      );
      expect(captionLine(step.said, counted)).toBe(step.score);
    }
  },
);

test('page 1: the line says what the picture shows as the seventh cell lands, then as the cells divide', () => {
  const demo = new HowToPlayDemo([DEMOS[0]!]);
  const line = (shown: Map<number, ShownCell>) =>
    captionLine(undefined, shownScore(demo.layout, false, shown));
  for (let i = 0; i < 6; i++) demo.advance();
  // Three lone blue cells, three green ones divided in pairs of cuts: 3 and 12, not "Green 4 Blue 1".
  const six = settledCells(demo.position, demo.squares());
  expect(line(six)).toBe('Score:  Green 12   Blue 3');
  const step = demo.advance();
  if (step.kind !== 'move') throw new Error('a move expected');
  // The new cell drawn whole, its neighbours not yet divided again: one more for green.
  const landed = new Map(six);
  landed.set(step.square, { owner: 1, pattern: 0 });
  expect(line(landed)).toBe('Score:  Green 13   Blue 3');
  // All divided: the engine's score.
  expect(line(settledCells(demo.position, demo.squares()))).toBe(step.score);
});
