// The aim's tie is broken where it would cross a board label, and whole elsewhere.
import { expect, test } from 'vitest';
import { tiePieces } from '../../src/ui/aim-tie.ts';

test('tiePieces - a level tie across a row label is drawn on both sides of it, not over it', () => {
  const pieces = tiePieces({ x: 0, y: 50 }, { x: 100, y: 50 }, [{ x: 40, y: 40, width: 10, height: 20 }]);
  expect(pieces).toEqual([
    [
      { x: 0, y: 50 },
      { x: 40, y: 50 },
    ],
    [
      { x: 50, y: 50 },
      { x: 100, y: 50 },
    ],
  ]);
});

test('tiePieces - labels off the tie leave it whole; overlapping labels make one gap; a label over an end cuts it short', () => {
  const a = { x: 0, y: 0 };
  const b = { x: 100, y: 100 };
  expect(tiePieces(a, b, [{ x: 80, y: 0, width: 10, height: 10 }])).toEqual([[a, b]]);
  expect(
    tiePieces(a, b, [
      { x: 20, y: 20, width: 20, height: 20 },
      { x: 30, y: 30, width: 20, height: 20 },
    ]),
  ).toEqual([
    [a, { x: 20, y: 20 }],
    [{ x: 50, y: 50 }, b],
  ]);
  expect(tiePieces(a, b, [{ x: 90, y: 90, width: 20, height: 20 }])).toEqual([[a, { x: 90, y: 90 }]]);
  expect(tiePieces(a, b, [{ x: -10, y: -10, width: 200, height: 200 }])).toEqual([]);
});
