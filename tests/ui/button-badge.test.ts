// Where a toolbar button's badge ("in 6" on closed Best moves) stands (ui/button-badge.ts): on the
// icon's top edge, and never out over its own button's top edge, on any layout.
import { expect, test } from 'vitest';
import { badgeY } from '../../src/ui/button-badge.ts';

test('on a tall button the badge stands on the icon top edge', () => {
  // A phone's upright toolbar: a 150 px button, its icon well below the top.
  const at = { x: 0, y: -20, size: 60, top: -100 };
  expect(badgeY(at, 40, 3)).toBe(-20 - 30 - 12);
});

test("on a phone on its side's short rail button the badge stays inside the button", () => {
  // The rail's button: 210 px tall, the icon 40 px under its top edge (side-02-game.png's Best moves).
  const at = { x: 0, y: -65, size: 50, top: -105 };
  const height = 40;
  const y = badgeY(at, height, 3);
  expect(y - height / 2).toBeGreaterThanOrEqual(at.top);
  expect(y - height / 2).toBe(at.top + 3);
});
