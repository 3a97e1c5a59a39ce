// How to play's demo never shows a state the rules forbid. A reviewer's phone, under load, showed
// page 1's green b3 whole beside its own green b2 (the rule written above it says it splits): the
// dialog popped the cell in whole, divided it a step later, and a slow frame let the next move
// begin first. Now each move's end state is drawn from the engine's position, the placed cell
// arriving in its division with its neighbours', and the dialog settles on that state between
// moves (ui/how-to-play-demo-run.ts). Here, in Node: every state the demo holds is the engine's own
// position replayed from the demo's record, a placed cell arrives in its division there, and on
// the boards scored by divisions each cell is cut along exactly the axes where one of its own
// touches it (RULES.md section 3).
import { expect, test } from 'vitest';
import { parseRules, Position } from '../../../src/engine/index.ts';
import { resolveMove } from '../../../src/engine/record.ts';
import { settledCells, type ShownCell } from '../../../src/screens/tutorial/demo-caption.ts';
import { DEMOS, HowToPlayDemo } from '../../../src/screens/tutorial/how-to-play-demo.ts';

/** The cuts the rules give each cell of `shown`: an axis wherever a neighbour of its own colour touches it. */
function ruledCuts(position: Position, shown: ReadonlyMap<number, ShownCell>): Map<number, number> {
  const layout = position.layout;
  const directions = layout.neighbour.length / layout.size;
  const cuts = new Map<number, number>();
  for (const [s, cell] of shown) {
    let pattern = 0;
    for (let d = 0; d < directions; d++) {
      const n = layout.neighbour[s * directions + d]!;
      if (n >= 0 && shown.get(n)?.owner === cell.owner) pattern |= 1 << (d % layout.axes);
    }
    cuts.set(s, pattern);
  }
  return cuts;
}

const plain = (id: string) => !id.includes('/');

test.each(DEMOS.map((d, i) => [d.layout, i] as const))(
  '%s - every state the demo holds is the engine position, and legal',
  (_layout, index) => {
    const demo = new HowToPlayDemo(DEMOS);
    for (let d = 0; d < index; d++) {
      for (let m = 0; m < DEMOS[d]!.moves.length; m++) demo.advance();
      demo.advance(); // the next board
    }
    const spec = DEMOS[index]!;
    expect(demo.layout.id).toBe(parseRules(spec.layout).layout.id);
    const engine = new Position(parseRules(spec.layout));
    const squares = demo.squares();
    for (const name of spec.moves) {
      expect(demo.shown(), `before ${name}`).toEqual(settledCells(engine, squares));
      const step = demo.advance();
      const move = resolveMove(engine, name);
      if (!('square' in move)) throw new Error(move.error);
      engine.play(move.square);
      if (step.kind !== 'move') throw new Error('a move was due');
      const after = settledCells(engine, squares);
      expect(demo.shown(), `after ${name}`).toEqual(after);
      // The placed cell arrives in its division: never whole beside one of its own.
      expect(step.arrives, `${name} arrives`).toBe(after.get(step.square)!.pattern);
      if (!plain(engine.rules.id)) continue;
      const ruled = ruledCuts(engine, after);
      for (const [s, cell] of after) expect(cell.pattern, `after ${name}, square ${s}`).toBe(ruled.get(s));
      expect(step.arrives).toBe(ruled.get(step.square));
    }
  },
);

test("page 1's board: green b3 arrives cut towards b2 below it and c2 beside it, never whole", () => {
  const demo = new HowToPlayDemo();
  const names = ['b2', 'a1', 'c2', 'c3', 'b3'];
  let step = demo.advance();
  for (let i = 1; i < names.length; i++) step = demo.advance();
  if (step.kind !== 'move') throw new Error('a move was due');
  const b3 = step.square;
  // | towards b2 (below) and / towards c2 (down and right): digits | − \ /.
  expect(step.arrives.toString(2).replace(/0/g, '').length).toBe(2);
  expect(demo.shown().get(b3)).toEqual({ owner: 1, pattern: step.arrives });
});
