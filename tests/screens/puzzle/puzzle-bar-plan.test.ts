// The puzzle bar's plan in Node: shares of the width (a primary button wider), or shares by the
// labels' lengths when a share is too narrow; one font size for every label, the largest that fits.
import { expect, test } from 'vitest';
import { planBar } from '../../../src/screens/puzzle/puzzle-bar-plan.ts';

test('room for every label: equal shares, the primary 1.4 times as wide, labels at the largest size', () => {
  const plan = planBar({
    lengths: [40, 40, 60],
    primary: [false, false, true],
    width: 340,
    gap: 10,
    pad: 20,
    largest: 18,
  });
  expect(plan.widths.map(Math.round)).toEqual([94, 94, 132]);
  expect(plan.widths.reduce((t, w) => t + w, 0) + 20).toBeCloseTo(340);
  expect(plan.fontSize).toBe(18);
});

test('a label too long for its share: widths follow the labels, and all shrink to one size that fits', () => {
  const lengths = [40, 120, 90, 110];
  const plan = planBar({
    lengths,
    primary: [false, false, true, false],
    width: 300,
    gap: 10,
    pad: 20,
    largest: 18,
  });
  expect(plan.widths.reduce((t, w) => t + w, 0) + 30).toBeCloseTo(300);
  // Each label fits its button at the one size.
  plan.widths.forEach((w, i) =>
    expect((lengths[i]! * plan.fontSize) / 18).toBeLessThanOrEqual(w - 20 + 1e-9),
  );
  expect(plan.fontSize).toBeLessThan(18);
  expect(plan.fontSize).toBeCloseTo((18 * (300 - 30 - 80)) / 360);
});
