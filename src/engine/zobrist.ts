// Zobrist keys for the position hash: one pair of 32-bit halves per (player, square), from a
// fixed seed so that hashes are the same on every device and in every run.

import { splitmix32 } from './random.ts';

/** Room for the largest layout, hex:8 with 169 cells, per player. */
export const ZOBRIST_STRIDE = 169;

// The keys of the first 144 squares are drawn first, in the order a 12 × 12 grid needs them, and
// the rest after: square boards hash as they would with a table of 144, so the expert's choices
// on them (and the tournament results and signatures pinned on them) stay the same.
const GRID = 144;
const next = splitmix32(0x5eed_ce11);
const gridLo = Array.from({ length: 2 * GRID }, () => next());
const gridHi = Array.from({ length: 2 * GRID }, () => next());
const restLo = Array.from({ length: 2 * (ZOBRIST_STRIDE - GRID) }, () => next());
const restHi = Array.from({ length: 2 * (ZOBRIST_STRIDE - GRID) }, () => next());

function keys(grid: number[], rest: number[]): Uint32Array {
  return Uint32Array.from({ length: 2 * ZOBRIST_STRIDE }, (_, i) => {
    const player = Math.floor(i / ZOBRIST_STRIDE);
    const s = i % ZOBRIST_STRIDE;
    return s < GRID ? grid[player * GRID + s]! : rest[player * (ZOBRIST_STRIDE - GRID) + s - GRID]!;
  });
}

export const ZOBRIST_LO: Uint32Array = keys(gridLo, restLo);
export const ZOBRIST_HI: Uint32Array = keys(gridHi, restHi);

// Jumps left are part of a position under /jumps (RULES.md section 13): player q's k-th jump
// (k = 0, 1) turns key JUMP_*[2 (q − 1) + k] into the hash. Their own seed keeps the keys above.
const jumpNext = splitmix32(0x4a75_4d5e);
export const JUMP_LO: Uint32Array = Uint32Array.from({ length: 4 }, () => jumpNext());
export const JUMP_HI: Uint32Array = Uint32Array.from({ length: 4 }, () => jumpNext());
