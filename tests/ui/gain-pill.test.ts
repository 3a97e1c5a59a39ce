// The gains' pill, one piece under a move's floating "+N" and a press's "+N" tag: as tall as the
// number's line, its ends half circles (no hard corner), on the gains' dark plate.
import { expect, test } from 'vitest';
import { GAIN_PLATE } from '../../src/ui/gain-ink.ts';
import { gainPillPad, gainPillSpec } from '../../src/ui/gain-pill.ts';

test('the pill is as tall as the line and its ends are fully round, on the dark plate', () => {
  for (const [width, height] of [
    [60, 40],
    [120, 57],
    [33, 33],
  ] as const) {
    const pill = gainPillSpec(width, height);
    expect(pill).toMatchObject({ width, height, fill: GAIN_PLATE.colour, fillAlpha: GAIN_PLATE.alpha });
    expect(pill.radius).toBe(height / 2);
  }
});

test("the number keeps room either side for the pill's round ends, growing with its font", () => {
  expect(gainPillPad(48)).toBeGreaterThanOrEqual(14);
  expect(gainPillPad(96)).toBeGreaterThan(gainPillPad(48));
});
