// toEqual for the property tests' plain data (numbers, strings, arrays, objects of them), checked
// first as JSON: where the two agree, as on nearly every move, the check costs a string comparison;
// where they differ, toEqual's own failure and diff.
import { expect } from 'vitest';

export function expectSame(actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}
