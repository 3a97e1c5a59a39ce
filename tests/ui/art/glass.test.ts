// A beaker's tick marks stand within its right wall, clear of its outer face: marks running to that
// face read as stray ticks sticking out of the glass beside the last column (an upright phone's
// daily Beaker 4×8, a beaker on a phone on its side).
import { expect, test } from 'vitest';
import { parseLayout } from '../../../src/engine/index.ts';
import { graduationMarks } from '../../../src/ui/art/glass.ts';
import { boardPlan } from '../../../src/ui/art/board-plan.ts';
import { GAP, vesselOf } from '../../../src/ui/art/vessels.ts';

test("a beaker's tick marks, one a row and longer every second, stay inside its wall", () => {
  for (const id of ['beaker:4x8', 'beaker:5x4', 'beaker:6x7']) {
    const layout = parseLayout(id);
    const cols = boardPlan(layout).width;
    const outer = Math.max(...vesselOf(layout).outer.map((p) => p.x)) - cols;
    const marks = graduationMarks(layout.rows);
    expect(marks.map((m) => m.row)).toEqual(Array.from({ length: layout.rows }, (_, i) => i + 1));
    for (const m of marks) {
      expect(m.from, id).toBeGreaterThan(GAP);
      // At least a sixth of the wall's thickness left outside every mark.
      expect(outer - m.to, id).toBeGreaterThanOrEqual((outer - GAP) / 6);
    }
    const [odd, even] = marks;
    expect(even!.to - even!.from).toBeGreaterThan(odd!.to - odd!.from);
  }
});
