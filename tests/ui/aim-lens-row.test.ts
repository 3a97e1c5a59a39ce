// The row under the aim's lens: "Tap again to place" and the press's gain side by side, shrunk
// together where the lens is narrower than both (reviewer 34's 045: "+1" ran onto the words).
import { expect, test } from 'vitest';
import { lensLabelRow } from '../../src/ui/aim-lens.ts';

test('words and gain that fit stand side by side at full size, centred, the gap between them', () => {
  const row = lensLabelRow(100, 20, 10, 200);
  expect(row.scale).toBe(1);
  expect(row.wordsX).toBe(-65 + 50);
  expect(row.gainX).toBe(65 - 10);
});

test('wider than the lens: shrunk together, the gain still after the words, both inside the room', () => {
  // 045 at 390×844: about 150 CSS px of words and gain in a lens 120 CSS px wide inside.
  const row = lensLabelRow(128, 22, 10, 120);
  expect(row.scale).toBeCloseTo(120 / 160);
  const wordsRight = row.wordsX + (128 * row.scale) / 2;
  const gainLeft = row.gainX - (22 * row.scale) / 2;
  expect(gainLeft - wordsRight).toBeCloseTo(10 * row.scale);
  expect(row.wordsX - (128 * row.scale) / 2).toBeGreaterThanOrEqual(-60 - 1e-9);
  expect(row.gainX + (22 * row.scale) / 2).toBeLessThanOrEqual(60 + 1e-9);
});

test('no gain: the words alone, centred, shrunk only where wider than the room', () => {
  expect(lensLabelRow(80, 0, 10, 120)).toEqual({ scale: 1, wordsX: 0, gainX: 0, gainShown: false });
  expect(lensLabelRow(150, 0, 10, 120).scale).toBeCloseTo(0.8);
});

test('words never shrink under the readable floor: where words and gain would, the gain is left out', () => {
  // 12×12 on a 390×844 phone: "Tap again to place" (128) and "+1" (22) in a lens 120 wide inside.
  const row = lensLabelRow(128, 22, 10, 120, 13 / 15);
  expect(row.gainShown).toBe(false);
  expect(row.scale).toBeGreaterThanOrEqual(13 / 15);
  expect(row.wordsX).toBe(0);
  // Room for both at a readable size: both stay.
  expect(lensLabelRow(100, 20, 10, 120, 13 / 15).gainShown).toBe(true);
});
