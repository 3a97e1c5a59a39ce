// Zobrist keys for the position hash: one pair of 32-bit halves per (player, square), from a
// fixed seed so that hashes are the same on every device and in every run.

import { splitmix32 } from './random.ts';

/** Room for the largest grid (12 × 12) per player. */
export const ZOBRIST_STRIDE = 144;

const next = splitmix32(0x5eed_ce11);
export const ZOBRIST_LO: Uint32Array = Uint32Array.from({ length: 2 * ZOBRIST_STRIDE }, () => next());
export const ZOBRIST_HI: Uint32Array = Uint32Array.from({ length: 2 * ZOBRIST_STRIDE }, () => next());
