// Seeded random numbers. Nothing in the game or the opponents calls Math.random(): every
// random choice takes one of these, so matches and tournaments replay exactly.

/** A generator of unsigned 32-bit integers (splitmix32). */
export function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  const next = splitmix32(seed);
  return () => next() / 4294967296;
}

/** A whole number in [0, n) from a float generator. */
export function randomIndex(random: () => number, n: number): number {
  return Math.min(n - 1, Math.floor(random() * n));
}
