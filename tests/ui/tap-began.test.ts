// A release presses a button only when its press began after the button was drawn: the results'
// buttons take no tap that began on the final board (src/ui/tap-began.ts).
import { expect, test } from 'vitest';
import { tapMeantFor } from '../../src/ui/tap-began.ts';

test('a tap that began before the button was drawn is not its tap; one that began after is', () => {
  expect(tapMeantFor(1000, 1200)).toBe(false);
  expect(tapMeantFor(1200, 1200)).toBe(true);
  expect(tapMeantFor(1500, 1200)).toBe(true);
  // No press time (a release made by a script, or a pointer never pressed): it counts.
  expect(tapMeantFor(0, 1200)).toBe(true);
  expect(tapMeantFor(Number.NaN, 1200)).toBe(true);
});
