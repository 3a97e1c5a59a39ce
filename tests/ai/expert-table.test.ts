// The transposition table packs an entry into four 32-bit words: what goes in must come out,
// a bucket keeps two positions, and a new search (even after the generation counter wraps)
// sees an empty table.

import { describe, expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { EXACT, LOWER, TranspositionTable, UPPER } from '../../src/ai/expert/table.ts';

describe('transposition table', () => {
  test('an entry comes back exactly: fractional and negative values, every move and depth', () => {
    const table = new TranspositionTable(10);
    const cases = [
      { lo: 0x12345678, hi: 0x9abcdef0, depth: 144, bound: EXACT, value: -3.0625, move: 143 },
      // The largest layout, hex:8: 169 squares, so moves up to 168 and depths up to 169.
      { lo: 0x0badf00d, hi: 0x7eadbeef, depth: 169, bound: UPPER, value: 1014.5, move: 168 },
      { lo: 0xffffffff, hi: 0x00000001, depth: 0, bound: LOWER, value: 1151.9375, move: -1 },
      { lo: 0x00000400, hi: 0x80000000, depth: 7, bound: UPPER, value: -1152, move: 0 },
    ];
    for (const c of cases) {
      table.store(c.lo, c.hi, c.depth, c.bound, c.value, c.move);
      expect(table.probe(c.lo, c.hi)).toBe(true);
      expect([table.foundDepth, table.foundBound, table.foundValue, table.foundMove]).toEqual([
        c.depth,
        c.bound,
        c.value,
        c.move,
      ]);
    }
    expect(table.probe(0x12345678, 0x9abcdef1)).toBe(false);
  });

  test('the largest layout fits the packed fields', () => {
    const largest = Math.max(
      ...['hex:8', 'square:12', 'custom:12x12:' + 'f'.repeat(36)].map((id) => parseLayout(id).size),
    );
    expect(largest).toBe(169);
    const table = new TranspositionTable(8);
    table.store(1, 2, largest, LOWER, -0.0625, largest - 1);
    expect(table.probe(1, 2)).toBe(true);
    expect([table.foundDepth, table.foundMove, table.foundValue]).toEqual([largest, largest - 1, -0.0625]);
  });

  test('a bucket holds two positions, odd hash or even; the deeper keeps its slot', () => {
    const table = new TranspositionTable(4);
    // A bucket is the hash's low bits less the last: 0x101, 0x100 and 0x301 share bucket 0.
    table.store(0x101, 1, 9, EXACT, 5, 3);
    table.store(0x100, 2, 2, EXACT, 6, 4);
    expect(table.probe(0x101, 1)).toBe(true);
    expect(table.probe(0x100, 2)).toBe(true);
    table.store(0x301, 3, 3, LOWER, 7, 5); // takes the shallower second slot, not the deeper first
    expect(table.probe(0x101, 1) && table.foundValue).toBe(5);
    expect(table.probe(0x301, 3)).toBe(true);
    expect(table.probe(0x100, 2)).toBe(false);
    table.store(0x301, 3, 4, EXACT, 8, 6); // the same position is updated where it is
    expect(table.probe(0x301, 3) && table.foundValue).toBe(8);
    expect(table.probe(0x101, 1)).toBe(true);
    // The next bucket (0x102, 0x103) is apart: filling it leaves bucket 0 alone.
    table.store(0x103, 4, 9, EXACT, 9, 7);
    table.store(0x102, 5, 9, EXACT, 10, 8);
    expect(table.probe(0x101, 1) && table.probe(0x301, 3)).toBe(true);
  });

  test('a new search forgets everything, also after the generation counter wraps', () => {
    const table = new TranspositionTable(6);
    for (let search = 0; search < (1 << 14) + 5; search++) {
      expect(table.probe(0x77, 0x88)).toBe(false);
      table.store(0x77, 0x88, 3, EXACT, search, 1);
      expect(table.probe(0x77, 0x88) && table.foundValue).toBe(search);
      table.newSearch();
    }
  });
});
