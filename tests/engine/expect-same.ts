// toEqual for the property tests' plain data (numbers, strings, arrays, objects of them), checked
// first as JSON: where the two agree, as on nearly every move, the check costs a string comparison;
// where they differ, toEqual's own failure and diff.
import { expect } from 'vitest';
import type { Position } from '../../src/engine/index.ts';
import { recount } from '../../src/engine/recount.ts';

export function expectSame(actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

/**
 * The position's incremental scores and features equal a from-scratch recount (and, given, its
 * running hash the one computed afresh).
 */
export function expectMatchesRecount(
  position: Position,
  hash?: { now: readonly number[]; fromScratch: readonly number[] },
): void {
  const truth = recount(position);
  const n = position.layout.size;
  const both = (a: Uint8Array) => [1, 2].map((q) => Array.from(a.subarray((q - 1) * n, q * n)));
  expectSame(
    {
      scores: [position.score(1), position.score(2)],
      pattern: Array.from(position.pattern),
      openness: Array.from(position.opennessOf),
      overlap: both(position.overlapOf),
      interlap: both(position.interlapOf),
      extensions: both(position.extensionsOf),
      unconnected: both(position.unconnectedOf),
      ...(hash ? { hash: hash.now } : {}),
    },
    {
      scores: truth.scores,
      pattern: truth.pattern,
      openness: truth.openness,
      overlap: truth.overlap.slice(0, 2),
      interlap: truth.interlap.slice(0, 2),
      extensions: truth.extensions.slice(0, 2),
      unconnected: truth.unconnected.slice(0, 2),
      ...(hash ? { hash: hash.fromScratch } : {}),
    },
  );
}
